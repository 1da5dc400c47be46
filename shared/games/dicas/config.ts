/**
 * 20 Dicas: lobby options, pawn colours and categories. No deck content here, so the client can
 * import this file without shipping any card text to the browser.
 */
import { z } from "zod";
import type { SeatInfo } from "../../engine";
import type { GameContent } from "../../engine/content";
import { isOneOf, record } from "../../engine/read";

/** DICAS-1: the six pawn colours of the printed board. */
export const COLOURS = ["dourado", "vermelho", "verde", "azul", "roxo", "laranja"] as const;
const colourSchema = z.enum(COLOURS);
export type Colour = z.infer<typeof colourSchema>;

/** DICAS-2: every card belongs to one category, announced to all. */
export const CATEGORIES = ["pessoa", "lugar", "coisa"] as const;
const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const DECK_LANGS = ["pt", "en", "es", "ru"] as const;
export type DeckLang = (typeof DECK_LANGS)[number];

export const CLUES_PER_CARD = 20;
/** DICAS-5: each card is worth this many squares, split between narrator and guesser. */
export const CARD_VALUE = 20;
const MIN_SEATS = 2;
export const MAX_SEATS = 6;
export const MAX_GUESS_CHARS = 60;
/** The event params naming a seat besides `seat` (the contract's `eventSeats`). */
export const EVENT_SEATS = ["narrator", "guesser"] as const;
/** Per-step clock choices in seconds; 0 = no clock. */
export const TURN_SECONDS = [0, 30, 60, 90] as const;

export const configSchema = z.object({
  /** *gap:* squares from Início (0) to Vitória; a pawn that reaches Vitória has crossed it. */
  trackLength: z.number().int().min(20).max(100),
  deck: z.enum(DECK_LANGS),
  /** *gap:* per-step clock (pick, reveal, guess, judge); 0 turns clocks off. */
  turnSeconds: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)]),
});
export type DicasConfig = z.infer<typeof configSchema>;

/** DICAS-G10: `deck` is replaced by the host's language at room creation (`content`). */
export const defaultConfig: DicasConfig = { trackLength: 50, deck: "pt", turnSeconds: 60 };

/** DICAS-G10: a deck in every UI language; the room starts with the host's. */
export const content: GameContent<DicasConfig> = {
  langs: DECK_LANGS,
  langOf: (config) => config.deck,
  withLang: (config, lang) => ((DECK_LANGS as readonly string[]).includes(lang) ? { ...config, deck: lang as DeckLang } : config),
};

export const choiceSchema = z.object({ colour: colourSchema });
export type DicasChoice = z.infer<typeof choiceSchema>;

/** `choiceSchema`, read by hand (issue 22: the browser ships no zod; test/unit/readers.test.ts keeps the two equal). */
export function readChoice(x: unknown): DicasChoice | undefined {
  const colour = record(x)?.colour;
  return isOneOf(COLOURS, colour) ? { colour } : undefined;
}

/** The colour a lobby choice names, or null when the seat has not chosen (or chose garbage). */
export function colourOf(choice: unknown): Colour | null {
  return readChoice(choice)?.colour ?? null;
}

export const seats = (_config: DicasConfig) => ({ min: MIN_SEATS, max: MAX_SEATS });

/** DICAS-1: each pawn colour belongs to one seat. */
export function checkChoice(_config: DicasConfig, choices: ReadonlyMap<number, unknown>, seat: number, choice: unknown): string | null {
  const colour = colourOf(choice);
  if (!colour) return "bad_colour";
  for (const [s, c] of choices) if (s !== seat && colourOf(c) === colour) return "colour_taken";
  return null;
}

/** DICAS-1: no two seats start with the same colour. */
export function checkStart(_config: DicasConfig, seats: readonly SeatInfo[]): string | null {
  const seen = new Set<string>();
  for (const s of seats) {
    const c = colourOf(s.choice);
    if (!c) continue;
    if (seen.has(c)) return "colour_taken";
    seen.add(c);
  }
  return null;
}
