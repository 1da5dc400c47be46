/**
 * Actions, their schemas, and one predicate per action (a problem or null). The predicates read
 * the seat's `Knowledge`, which both the server and the client derive from the seat's view
 * (`knowledgeFromView`), so the client greys out buttons for the same reasons the server rejects.
 */
import { z } from "zod";
import { parseCell } from "./board";
import { validateClue, type ClueProblem, type ClueRules, MAX_CLUE_CHARS } from "./clueRules";
import type { Phase } from "./state";

const cellString = z.string().regex(/^[A-P][1-9]\d?$/);

/** Every code Matiz's rules may answer (predicates, clue rules, apply, chat); the client translates each as matiz.error.<code>. */
export const ERROR_CODES = [
  "already_guessed", "already_ready", "bad_pick", "cell_occupied", "cell_off_board", "clue_colour", "clue_coordinate",
  "clue_direction", "clue_empty", "clue_hyphens", "clue_light_dark", "clue_nickname", "clue_not_letters",
  "clue_number", "clue_profanity", "clue_too_long", "clue_too_many_words", "clue_too_short", "clue_used", "game_over", "giver_cannot_guess",
  "giver_silenced", "no_target", "not_giver", "not_in_round", "not_your_turn", "wrong_phase",
] as const;

export const actionSchema = z.discriminatedUnion("type", [
  /** Giver: choose the target among the four candidates (can change until clue 1). */
  z.object({ type: z.literal("pick"), index: z.number().int().min(0).max(3) }),
  /** Giver: clue 1 (one word) or clue 2 (one or two words). */
  z.object({ type: z.literal("clue"), text: z.string().min(1).max(MAX_CLUE_CHARS * 2) }),
  /** Giver: no second clue. */
  z.object({ type: z.literal("pass") }),
  /** Guesser: tap a cell (kept so a forced timeout can confirm it, MATIZ-8). */
  z.object({ type: z.literal("select"), cell: cellString }),
  /** Guesser: confirm a marker on a cell. */
  z.object({ type: z.literal("guess"), cell: cellString }),
  /** Anyone playing: ready for the next round during the reveal. */
  z.object({ type: z.literal("next") }),
]);
export type MatizAction = z.infer<typeof actionSchema>;

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
}

/** What a seat can see that decides what it may do. */
export interface Knowledge {
  phase: Phase;
  /** The viewer's seat; null for a spectator. */
  me: number | null;
  giver: number;
  /** Guessers of this round. */
  guessers: readonly number[];
  /** Guessers done with the current pass. */
  done: readonly number[];
  /** Turn-based guessing: whose turn; null when simultaneous. */
  turn: number | null;
  guessMode: "simultaneous" | "turns";
  /** Cells this seat can see as taken (all markers when visible, its own when hidden). */
  occupied: readonly string[];
  cols: number;
  rows: number;
  candidates: number;
  picked: boolean;
  ready: readonly number[];
  playing: boolean;
  /** MATIZ-5: the rules a clue is checked against (the word limit comes from the phase). */
  clueRules: Omit<ClueRules, "maxWords">;
}

const p = (code: (typeof ERROR_CODES)[number], params?: Record<string, string | number>): Problem => (params ? { code, params } : { code });

function giverPhase(f: Knowledge, phases: readonly Phase[]): Problem | null {
  if (f.phase === "ended") return p("game_over");
  if (f.me !== f.giver) return p("not_giver");
  if (!phases.includes(f.phase)) return p("wrong_phase");
  return null;
}

export function canPick(f: Knowledge, index: number): Problem | null {
  const e = giverPhase(f, ["clue1"]);
  if (e) return e;
  if (index < 0 || index >= f.candidates) return p("bad_pick");
  return null;
}

export function canClue(f: Knowledge, text: string): Problem | ClueProblem | null {
  const e = giverPhase(f, ["clue1", "clue2"]);
  if (e) return e;
  if (f.phase === "clue1" && !f.picked) return p("no_target");
  return validateClue(text, { ...f.clueRules, maxWords: f.phase === "clue1" ? 1 : 2 });
}

export function canPass(f: Knowledge): Problem | null {
  return giverPhase(f, ["clue2"]);
}

function guesserNow(f: Knowledge): Problem | null {
  if (f.phase === "ended") return p("game_over");
  if (f.phase !== "guess1" && f.phase !== "guess2") return p("wrong_phase");
  if (f.me === null || !f.guessers.includes(f.me)) return p(f.me === f.giver ? "giver_cannot_guess" : "not_in_round");
  if (f.done.includes(f.me)) return p("already_guessed");
  if (f.guessMode === "turns" && f.turn !== f.me) return p("not_your_turn");
  return null;
}

export function canSelect(f: Knowledge, cell: string): Problem | null {
  const e = guesserNow(f);
  if (e) return e;
  if (!parseCell(f, cell)) return p("cell_off_board");
  // MATIZ-3: a taken cell takes no other marker, nor your own second.
  if (f.occupied.includes(cell)) return p("cell_occupied", { cell });
  return null;
}

/** The server also checks hidden markers (MATIZ-3) after this. */
export const canGuess = canSelect;

export function canNext(f: Knowledge): Problem | null {
  if (f.phase === "ended") return p("game_over");
  if (f.phase !== "reveal") return p("wrong_phase");
  if (!f.playing || f.me === null) return p("not_in_round");
  if (f.ready.includes(f.me)) return p("already_ready");
  return null;
}

/** The one predicate the server (and the client) calls: routes an action to its rule. */
export function canDo(f: Knowledge, a: MatizAction): Problem | ClueProblem | null {
  switch (a.type) {
    case "pick":
      return canPick(f, a.index);
    case "clue":
      return canClue(f, a.text);
    case "pass":
      return canPass(f);
    case "select":
      return canSelect(f, a.cell);
    case "guess":
      return canGuess(f, a.cell);
    case "next":
      return canNext(f);
  }
}
