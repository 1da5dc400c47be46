/** Hidden values for the leak tests: the drawn card's id, answer and every clue not yet revealed. */
import type { Secret } from "../../engine";
import { cardById } from "./decks";
import type { DicasState } from "./state";

export function secrets(s: DicasState): Secret[] {
  if (!s.cardId || s.narrator === null) return [];
  const card = cardById(s.cardId);
  const knownBy = [s.narrator];
  const revealed = new Set(s.attempts.filter((a) => a.revealed).map((a) => a.n));
  const out: Secret[] = [
    { label: "card id", token: card.id, knownBy },
    { label: "answer", token: card.answer, knownBy },
  ];
  card.clues.forEach((clue, i) => {
    if (!revealed.has(i + 1)) out.push({ label: `unrevealed clue ${i + 1}`, token: clue, knownBy });
  });
  return out;
}
