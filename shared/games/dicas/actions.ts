/**
 * Actions and one predicate each (null = allowed, else a stable error code). The server checks
 * them in apply; the client calls the same predicates on its view to grey out buttons.
 * DICAS-7: the narrator has no free-text action at all — only "reveal" (the chosen clue) and "judge".
 */
import { z } from "zod";
import { CLUES_PER_CARD, MAX_GUESS_CHARS } from "./config";
import type { Phase } from "./state";

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pick"), n: z.number().int().min(1).max(CLUES_PER_CARD) }),
  z.object({ type: z.literal("reveal") }),
  z.object({ type: z.literal("guess"), text: z.string().max(200) }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("judge"), right: z.boolean() }),
]);
export type DicasAction = z.infer<typeof actionSchema>;

/** The part of the state (or of a view) the predicates read: both shapes satisfy it. */
export interface TurnInfo {
  phase: Phase;
  narrator: number | null;
  turn: number | null;
  /** Numbers already used this round, including a pending pick. */
  usedNumbers: readonly number[];
  /** DICAS-G5: the narrator is away (past the presence grace): the round holds until they return. */
  narratorAway?: boolean;
}

function inPlay(t: TurnInfo): string | null {
  if (t.phase === "over") return "game_over";
  if (t.phase === "waiting" || t.phase === "paused") return "waiting_for_players";
  if (t.narratorAway) return "narrator_away";
  return null;
}

/** DICAS-3: the player whose turn it is picks an unused number 1–20. */
export function canPick(t: TurnInfo, seat: number, n: number): string | null {
  const e = inPlay(t);
  if (e) return e;
  if (seat === t.narrator) return "narrator_cannot_guess";
  if (t.turn !== seat) return "not_your_turn";
  if (t.phase !== "pick") return "wrong_phase";
  if (!Number.isInteger(n) || n < 1 || n > CLUES_PER_CARD) return "bad_number";
  if (t.usedNumbers.includes(n)) return "number_used";
  return null;
}

/** DICAS-3/7: the narrator reveals exactly the picked clue, nothing else. */
export function canReveal(t: TurnInfo, seat: number): string | null {
  const e = inPlay(t);
  if (e) return e;
  if (seat !== t.narrator) return "not_narrator";
  if (t.phase !== "reveal") return "wrong_phase";
  return null;
}

/** The guess text as stored: whitespace collapsed and trimmed. */
export function cleanGuess(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function canGuess(t: TurnInfo, seat: number, text: string): string | null {
  const e = inPlay(t);
  if (e) return e;
  if (seat === t.narrator) return "narrator_cannot_guess";
  if (t.turn !== seat) return "not_your_turn";
  if (t.phase !== "guess") return "wrong_phase";
  const clean = cleanGuess(text);
  if (clean.length === 0) return "empty_guess";
  if (clean.length > MAX_GUESS_CHARS) return "guess_too_long";
  return null;
}

/** Giving up on this clue counts as a wrong guess without troubling the narrator. */
export function canPass(t: TurnInfo, seat: number): string | null {
  const e = inPlay(t);
  if (e) return e;
  if (seat === t.narrator) return "narrator_cannot_guess";
  if (t.turn !== seat) return "not_your_turn";
  if (t.phase !== "guess") return "wrong_phase";
  return null;
}

export function canJudge(t: TurnInfo, seat: number): string | null {
  const e = inPlay(t);
  if (e) return e;
  if (seat !== t.narrator) return "not_narrator";
  if (t.phase !== "judge") return "wrong_phase";
  return null;
}
