/** ALIBI-1 / ALIBI-10: what the table size decides (ALIBI-G2, ALIBI-G3): deck, Podmena count, Ekspertiza per exclusion, clues. */
import type { CardKind } from "./state";


/** The deck order: the first N cards are dealt at N players (Obysk doubles first, Podmena last). */
export const DECK: readonly CardKind[] = [
  "obysk", "pokazaniya", "ochnaya", "advokat", "podmena", "obysk", "pokazaniya", "advokat", "ochnaya", "podmena",
];

export const deckFor = (n: number): CardKind[] => DECK.slice(0, n);
/** P: Podmena cards in the deck for N. */
export const podmenaFor = (n: number): number => deckFor(n).filter((c) => c === "podmena").length;
/** E: Ekspertiza copies per exclusion (1 at N = 5: two among three innocents would expose the non-holder). */
export const ekspertizaFor = (n: number): number => (n <= 5 ? 1 : 2);
/** K: genuine clues in the queue. */
export const cluesFor = (n: number): number => (n <= 7 ? 5 : 6);
/** The lobby's «одна ошибка — поражение» warning. */
export const oneMistakeLoses = (n: number): boolean => n === 5;
