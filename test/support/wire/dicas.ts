/** 20 Dicas for the whole-wire fairness tests (DICAS-2, DICAS-7: the card is the narrator's). */
import type { Rng } from "../../../shared/engine";
import { game as dicas } from "../../../shared/games/dicas";
import { COLOURS, type DicasConfig } from "../../../shared/games/dicas/config";
import { cardById, DECKS } from "../../../shared/games/dicas/decks";
import type { DicasState } from "../../../shared/games/dicas/state";
import { randomAction } from "../play/dicas";
import { fold } from "./scan";
import type { RawSecret, WireAdapter } from "./types";

/**
 * Clue texts usable as raw values: on one card only and not inside another clue of the same deck
 * ("Faz bolas." is part of "Goma que se masca e faz bolas."), else public text contains them.
 */
const distinctClues = new Set<string>();
for (const deck of Object.values(DECKS)) {
  const all = deck.flatMap((c) => c.clues.map(fold));
  const count = new Map<string, number>();
  for (const c of all) count.set(c, (count.get(c) ?? 0) + 1);
  const joined = all.join("\u0000");
  for (const c of all) {
    if (count.get(c) !== 1) continue;
    // Found once as a whole clue; any second hit in the joined text is inside another clue.
    const first = joined.indexOf(c);
    if (joined.indexOf(c, first + 1) === -1) distinctClues.add(c);
  }
}

export const dicasWire: WireAdapter<DicasState> = {
  gameId: "dicas",

  sampleLobby(rng, seated) {
    const config: DicasConfig = dicas.configSchema.parse({ trackLength: 20, deck: rng.pick(["pt", "en"] as const), turnSeconds: rng.pick([0, 30] as const) });
    const players = seated ?? 2 + rng.int(4);
    const colours = rng.shuffle(COLOURS);
    const choices = Array.from({ length: players }, (_, i) => (rng.next() < 0.6 ? { colour: colours[i] } : undefined));
    return { players, config, choices, spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats) {
    return randomAction(s, rng, seats);
  },

  rawSecrets(s) {
    const out: RawSecret[] = [];
    // The draw pile's order is nobody's (its cards' ids are the distinctive part).
    s.drawPile.forEach((id, i) => out.push({ label: `draw pile card ${i}`, knownBy: [], values: [id] }));
    if (!s.cardId || s.narrator === null) return out;
    const card = cardById(s.cardId);
    const knownBy = [s.narrator];
    out.push({ label: "card id", knownBy, values: [card.id] });
    // The answer can be a word of a public clue of another card ("Brazil" in "Was born in Brazil."):
    // it is checked everywhere but inside revealed clues and the answers of finished rounds.
    out.push({ label: "answer", knownBy, values: [], vocab: [fold(card.answer)] });
    const revealed = new Set(s.attempts.filter((a) => a.revealed).map((a) => a.n));
    card.clues.forEach((clue, i) => {
      if (!revealed.has(i + 1) && distinctClues.has(fold(clue))) out.push({ label: `unrevealed clue ${i + 1}`, knownBy, values: [clue] });
    });
    return out;
  },

  publicSlots: [
    /^view:view\.(attempts\.\*\.clue|lastRound\.answer)$/,
    /^history:line\.(revealed|auto_revealed)\.params\.clue$/,
    /^history:line\.round_(solved|unsolved|voided)\.params\.answer$/,
  ],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as DicasState;
    t.drawPile = rng.shuffle(t.drawPile);
    const isNarrator = viewer.kind === "seat" && viewer.seat === t.narrator;
    // A card can be swapped only while none of its clues is public (the clues would differ).
    if (t.cardId && !isNarrator && !t.attempts.some((a) => a.revealed)) {
      const mine = cardById(t.cardId);
      const pool = DECKS[t.config.deck].filter((c) => c.category === mine.category && c.id !== mine.id && c.answer !== t.lastRound?.answer);
      if (pool.length) t.cardId = rng.pick(pool).id;
    }
    return t;
  },

  mayDependOnHidden(_s, _seat, action) {
    const type = (action as { type?: string }).type;
    return !(type === "pick" || type === "guess");
  },
};
