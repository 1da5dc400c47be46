import { describe, expect, it } from "vitest";
import { CATEGORIES, COLOURS, DECK_LANGS } from "../../../shared/games/dicas/config";
import { DECKS } from "../../../shared/games/dicas/decks";
import { normalise } from "../../../shared/games/dicas/similarity";

const expected = { pt: 40, en: 40, es: 40, ru: 20 } as const;

describe("DICAS-2 card decks", () => {
  for (const lang of DECK_LANGS) {
    const deck = DECKS[lang];
    it(`DICAS-2 ${lang}: ${expected[lang]} cards in each category (Pessoa, Lugar, Coisa)`, () => {
      for (const c of CATEGORIES) expect(deck.filter((card) => card.category === c).length, c).toBeGreaterThanOrEqual(expected[lang]);
    });
    it(`DICAS-3 ${lang}: every card has exactly 20 distinct non-empty clues`, () => {
      for (const card of deck) {
        expect(card.clues.length, card.answer).toBe(20);
        for (const clue of card.clues) expect(clue.trim().length, card.answer).toBeGreaterThan(3);
        expect(new Set(card.clues.map(normalise)).size, card.answer).toBe(20);
      }
    });
    it(`DICAS-2 ${lang}: no duplicate answers and no answer inside another (the leak test would misfire)`, () => {
      const answers = deck.map((c) => normalise(c.answer));
      expect(new Set(answers).size).toBe(answers.length);
      const clashes = answers.flatMap((a, i) => answers.filter((b, j) => i !== j && b.includes(a)).map((b) => `${a} ⊂ ${b}`));
      expect(clashes).toEqual([]);
      expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
    });
    it(`DICAS-7 ${lang}: no clue spells out its own answer, and no clue contains another clue of its card`, () => {
      const bad: string[] = [];
      for (const card of deck) {
        const a = normalise(card.answer);
        for (const clue of card.clues) {
          if (normalise(clue).includes(a)) bad.push(`${card.answer}: ${clue}`);
          for (const other of card.clues) if (other !== clue && clue.includes(other)) bad.push(`${card.answer}: "${other}" inside "${clue}"`);
        }
      }
      expect(bad).toEqual([]);
    });
    it(`DICAS-1 ${lang}: answers are distinctive tokens (≥ 3 letters, not a pawn colour)`, () => {
      for (const card of deck) {
        expect(card.answer.trim().length, card.answer).toBeGreaterThanOrEqual(3);
        expect((COLOURS as readonly string[]).includes(normalise(card.answer)), card.answer).toBe(false);
        expect(card.answer).not.toMatch(/["\\]/);
        for (const clue of card.clues) expect(clue, card.answer).not.toMatch(/["\\]/);
      }
    });
  }
});
