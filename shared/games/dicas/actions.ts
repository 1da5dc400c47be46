/**
 * Actions and one predicate each (null = allowed, else a stable error code), over the seat's
 * Knowledge — what its own view shows (view.ts `knowledgeFromView`). The server judges an action
 * from the seat's view; the client's buttons call the same predicates on the same knowledge.
 * DICAS-7: the narrator has no free-text action at all — only "reveal" (the chosen clue) and "judge".
 */
import { z } from "zod";
import { CLUES_PER_CARD, MAX_GUESS_CHARS } from "./config";
import type { DicasView, Phase } from "./state";

/** Every code Dicas' rules may answer (predicates, apply, lobby choice, chat); the client translates each as dicas.error.<code>. */
export const ERROR_CODES = [
  "bad_colour", "bad_number", "colour_taken", "empty_guess", "game_full", "game_over", "guess_too_long",
  "narrator_away", "narrator_cannot_guess", "narrator_no_chat", "not_narrator", "not_your_turn", "number_used",
  "waiting_for_players", "wrong_phase",
] as const;
type Code = (typeof ERROR_CODES)[number] | null;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pick"), n: z.number().int().min(1).max(CLUES_PER_CARD) }),
  z.object({ type: z.literal("reveal") }),
  z.object({ type: z.literal("guess"), text: z.string().max(200) }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("judge"), right: z.boolean() }),
]);
export type DicasAction = z.infer<typeof actionSchema>;

/** What one seat knows when it acts: whose turn and card it is, and the numbers already used. */
export interface Knowledge {
  /** The acting seat; null for a spectator. */
  seat: number | null;
  phase: Phase;
  narrator: number | null;
  turn: number | null;
  /** Numbers already used this round, including a pending pick. */
  usedNumbers: readonly number[];
  /** DICAS-G5: the narrator is away (past the presence grace): the round holds until they return. */
  narratorAway: boolean;
}

function inPlay(k: Knowledge): Code {
  if (k.phase === "over") return "game_over";
  if (k.phase === "waiting" || k.phase === "paused") return "waiting_for_players";
  if (k.narratorAway) return "narrator_away";
  return null;
}

/** A guesser's step: in play, not the narrator, this seat's turn, in this phase. */
function guesserStep(k: Knowledge, phase: Phase): Code {
  const e = inPlay(k);
  if (e) return e;
  if (k.seat === k.narrator) return "narrator_cannot_guess";
  if (k.turn !== k.seat) return "not_your_turn";
  return k.phase === phase ? null : "wrong_phase";
}

/** The narrator's step: in play, this seat narrates, in this phase. */
function narratorStep(k: Knowledge, phase: Phase): Code {
  const e = inPlay(k);
  if (e) return e;
  if (k.seat !== k.narrator) return "not_narrator";
  return k.phase === phase ? null : "wrong_phase";
}

/** DICAS-3: the player whose turn it is picks an unused number 1–20. */
export function canPick(k: Knowledge, n: number): Code {
  const e = guesserStep(k, "pick");
  if (e) return e;
  if (!Number.isInteger(n) || n < 1 || n > CLUES_PER_CARD) return "bad_number";
  if (k.usedNumbers.includes(n)) return "number_used";
  return null;
}

/** DICAS-3/7: the narrator reveals exactly the picked clue, nothing else. */
export function canReveal(k: Knowledge): Code {
  return narratorStep(k, "reveal");
}

/** The guess text as stored: whitespace collapsed and trimmed. */
export function cleanGuess(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function canGuess(k: Knowledge, text: string): Code {
  const e = guesserStep(k, "guess");
  if (e) return e;
  const clean = cleanGuess(text);
  if (clean.length === 0) return "empty_guess";
  if (clean.length > MAX_GUESS_CHARS) return "guess_too_long";
  return null;
}

/** Giving up on this clue counts as a wrong guess without troubling the narrator. */
export function canPass(k: Knowledge): Code {
  return guesserStep(k, "guess");
}

export function canJudge(k: Knowledge): Code {
  return narratorStep(k, "judge");
}

/** One predicate for every action: null when legal, else the stable code. */
export function canDo(k: Knowledge, a: DicasAction): Code {
  switch (a.type) {
    case "pick":
      return canPick(k, a.n);
    case "reveal":
      return canReveal(k);
    case "guess":
      return canGuess(k, a.text);
    case "pass":
      return canPass(k);
    case "judge":
      return canJudge(k);
  }
}

/** What the action predicates read, from a seat's view (kept here, not in view.ts, so the client's import of it pulls in no deck). */
export function knowledgeFromView(v: DicasView): Knowledge {
  const narratorAway = v.narrator !== null && v.players.some((p) => p.seat === v.narrator && p.absent);
  return { seat: v.me, phase: v.phase, narrator: v.narrator, turn: v.turn, usedNumbers: v.usedNumbers, narratorAway };
}
