/**
 * MATIZ-5: what counts as a clue. One pure validator, run by the server on every clue and by
 * the client as the giver types, so the giver sees the same specific reason the server would
 * give. The first broken rule is reported, with the offending word.
 */

import { foldText } from "../../text/fold";
import { isColourWord, isDirectionWord, isLightDarkWord, isNumberWord, isProfaneWord } from "./clueWords";

export interface ClueRules {
  /** 1 for the first clue, 2 for the second. */
  maxWords: number;
  /** Clues already given this match, as typed (compared folded). */
  used: readonly string[];
  blockLightDark: boolean;
  blockDirections: boolean;
  blockNicknames: boolean;
  /** Players' names; each word of a name counts as a nickname. */
  nicknames: readonly string[];
  isPublic: boolean;
}

type ClueErrorCode =
  | "clue_empty"
  | "clue_too_long"
  | "clue_too_many_words"
  | "clue_coordinate"
  | "clue_number"
  | "clue_not_letters"
  | "clue_hyphens"
  | "clue_too_short"
  | "clue_colour"
  | "clue_light_dark"
  | "clue_direction"
  | "clue_nickname"
  | "clue_profanity"
  | "clue_used";

export interface ClueProblem {
  code: ClueErrorCode;
  params: Record<string, string | number>;
}

export const MAX_CLUE_CHARS = 40;

/** Words of a clue: whitespace collapsed. */
function clueWords(text: string): string[] {
  return text.normalize("NFC").trim().split(/\s+/).filter((w) => w.length > 0);
}

/** The canonical form of a clue, for "already used" and for display. */
export function normalizeClue(text: string): string {
  return clueWords(text).join(" ");
}

const COORDINATE = /^(?:[a-p]-?\d{1,2}|\d{1,2}-?[a-p])$/i;
const LETTERS_AND_HYPHENS = /^[\p{L}\p{M}-]+$/u;
const LETTER = /\p{L}/gu;

function nicknameWords(names: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const n of names) for (const w of n.split(/[\s\-_.]+/)) if (w.length >= 2) out.add(foldText(w));
  return out;
}

function checkWord(word: string, rules: ClueRules, nicks: Set<string>): ClueProblem | null {
  const p = (code: ClueErrorCode): ClueProblem => ({ code, params: { word } });
  if (COORDINATE.test(word)) return p("clue_coordinate");
  if (/\p{N}/u.test(word)) return p("clue_number");
  if (!LETTERS_AND_HYPHENS.test(word)) return p("clue_not_letters");
  const parts = word.split("-");
  if (parts.length > 2 || parts.some((x) => x.length === 0)) return p("clue_hyphens");
  if ((word.match(LETTER) ?? []).length < 2) return p("clue_too_short");
  const folded = foldText(word);
  const pieces = [folded, ...(parts.length > 1 ? folded.split("-") : [])];
  if (pieces.some(isNumberWord)) return p("clue_number");
  if (pieces.some(isColourWord)) return p("clue_colour");
  if (rules.blockLightDark && pieces.some(isLightDarkWord)) return p("clue_light_dark");
  if (rules.blockDirections && pieces.some(isDirectionWord)) return p("clue_direction");
  if (rules.blockNicknames && pieces.some((x) => nicks.has(x))) return p("clue_nickname");
  if (rules.isPublic) {
    const lower = word.toLowerCase().normalize("NFC");
    const lowers = [lower, ...(parts.length > 1 ? lower.split("-") : [])];
    if (pieces.some((x, i) => isProfaneWord(x, lowers[i] ?? x))) return p("clue_profanity");
  }
  return null;
}

/** null when the clue is acceptable, else the first rule it breaks. */
export function validateClue(text: string, rules: ClueRules): ClueProblem | null {
  const words = clueWords(text);
  if (words.length === 0) return { code: "clue_empty", params: {} };
  if (normalizeClue(text).length > MAX_CLUE_CHARS) return { code: "clue_too_long", params: { max: MAX_CLUE_CHARS } };
  if (words.length > rules.maxWords) return { code: "clue_too_many_words", params: { max: rules.maxWords } };
  const nicks = rules.blockNicknames ? nicknameWords(rules.nicknames) : new Set<string>();
  for (const w of words) {
    const problem = checkWord(w, rules, nicks);
    if (problem) return problem;
  }
  const key = foldText(normalizeClue(text));
  if (rules.used.some((u) => foldText(normalizeClue(u)) === key)) return { code: "clue_used", params: { word: normalizeClue(text) } };
  return null;
}
