/** A 20 Dicas card: an answer and exactly 20 clues, ordered from vague to telling. */
import type { Category, DeckLang } from "../config";

export interface Card {
  id: string;
  category: Category;
  answer: string;
  clues: string[];
}

/** Card source as written in the deck files: the clues one per line (blank lines ignored). */
export type CardSource = readonly [answer: string, clues: string];

export function buildDeck(lang: DeckLang, category: Category, sources: readonly CardSource[]): Card[] {
  return sources.map(([answer, text], i) => ({
    id: `${lang}-${category}-${String(i + 1).padStart(2, "0")}`,
    category,
    answer,
    clues: text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.length > 0),
  }));
}
