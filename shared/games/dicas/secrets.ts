/**
 * Hidden values for the leak tests (DICAS-H1 to DICAS-H3): the draw pile's order, the drawn card's
 * id, its answer and every clue not yet revealed. `token` is what the property tests search views
 * and events for; `values` and `vocab` are what the whole-wire tests search every frame for.
 */
import type { Secret } from "../../engine";
import { cardById, DECKS } from "./decks";
import type { DicasState } from "./state";

/** Lower case without accents: how the whole-wire scan compares texts. */
const plain = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

let distinct: Set<string> | null = null;
/**
 * Clue texts that are a raw value: on one card only and not inside another clue of the same deck
 * ("Faz bolas." is part of "Goma que se masca e faz bolas."), else public text contains them.
 * Computed once, on first use (only the tests call secrets()).
 */
function distinctClues(): Set<string> {
  if (distinct) return distinct;
  distinct = new Set<string>();
  for (const deck of Object.values(DECKS)) {
    const all = deck.flatMap((c) => c.clues.map(plain));
    const count = new Map<string, number>();
    for (const c of all) count.set(c, (count.get(c) ?? 0) + 1);
    const joined = all.join("\u0000");
    for (const c of all) {
      if (count.get(c) !== 1) continue;
      // Found once as a whole clue; any second hit in the joined text is inside another clue.
      const first = joined.indexOf(c);
      if (joined.indexOf(c, first + 1) === -1) distinct.add(c);
    }
  }
  return distinct;
}

export function secrets(s: DicasState): Secret[] {
  // The draw pile's order is nobody's (its cards' ids are the distinctive part).
  const out: Secret[] = s.drawPile.map((id, i) => ({ label: `draw pile card ${i}`, knownBy: [], values: [id] }));
  if (!s.cardId || s.narrator === null) return out;
  const card = cardById(s.cardId);
  const knownBy = [s.narrator];
  out.push({ label: "card id", token: card.id, knownBy, values: [card.id] });
  // The answer can be a word of a public clue of another card ("Brazil" in "Was born in Brazil."):
  // for the whole wire it is vocabulary, checked everywhere but inside revealed clues and the
  // answers of finished rounds.
  out.push({ label: "answer", token: card.answer, knownBy, vocab: [card.answer] });
  const revealed = new Set(s.attempts.filter((a) => a.revealed).map((a) => a.n));
  card.clues.forEach((clue, i) => {
    if (revealed.has(i + 1)) return;
    out.push({ label: `unrevealed clue ${i + 1}`, token: clue, knownBy, ...(distinctClues().has(plain(clue)) ? { values: [clue] } : {}) });
  });
  return out;
}
