/** The authoritative state of a Matiz match. Plain JSON: the room snapshots it as is. */
import type { Board } from "./board";
import type { MatizConfig } from "./config";

export type Phase = "clue1" | "guess1" | "clue2" | "guess2" | "reveal" | "ended";
type ClockKind = "clue" | "guess" | "giver_away" | "reveal";

export interface Clock {
  kind: ClockKind;
  /** Absolute server time in ms. */
  at: number;
}

export interface Player {
  seat: number;
  name: string;
  score: number;
  /** First round this seat guesses or gives in (MATIZ-10: late joiners start next round). */
  fromRound: number;
  /** Gone past the platform's grace period (may come back). */
  absent: boolean;
  /** Gave the seat up for good. */
  abandoned: boolean;
}

export interface Marker {
  /** Keyed-hash id, unique in the match (client keys; leak-test token while hidden). */
  id: string;
  seat: number;
  cell: string;
  pass: 1 | 2;
}

/** A tapped but unconfirmed cell (MATIZ-8: forced timeouts confirm it if still free). */
interface Selection {
  seat: number;
  id: string;
  cell: string;
}

export interface ScoreLine {
  seat: number;
  role: "guesser" | "giver";
  /** Guesser: Chebyshev distance of the best marker (null without a marker). Giver: null. */
  dist: number | null;
  points: number;
  /** MATIZ-7 "immediately": points after the winner crossed the goal are not added. */
  counted: boolean;
}

export interface Round {
  n: number;
  giver: number;
  /** Candidate cells, giver-only (MATIZ-2). */
  candidates: string[];
  pick: number | null;
  clues: string[];
  /** Guessers of this round in pass-1 order (lobby order starting after the giver). */
  guessers: number[];
  markers: Marker[];
  selections: Selection[];
  /** Guessers who have placed (or lost) their marker in the current pass. */
  done: number[];
  /** Guessers in the order their first marker landed (MATIZ-7 order of adding points). */
  guessOrder: number[];
  /** Turn-based guessing: whose turn it is. */
  turn: number | null;
  /** MATIZ-9: the giver left after clue 1, so there is no clue 2. */
  noClue2: boolean;
  /** Seats that tapped "next" during the reveal. */
  ready: number[];
  /** Filled at the reveal. */
  result: ScoreLine[] | null;
}

export interface MatizState {
  config: MatizConfig;
  board: Board;
  /** Lobby order; late joiners are appended. */
  players: Player[];
  /** MATIZ-1: giver rotation, lobby order rotated from a random start; late joiners appended (MATIZ-10). */
  queue: number[];
  queuePos: number;
  phase: Phase;
  round: Round;
  /** Every clue given this match (public). */
  usedClues: string[];
  /** Revealed targets of earlier rounds (public). */
  pastTargets: { n: number; cell: string }[];
  clock: Clock | null;
  /** A clue clock paused while the giver is away: remaining ms, or null when it had no limit. */
  paused: { ms: number | null } | null;
  /** "warn" timeouts: the clock ran out and the game is waiting. */
  overtime: boolean;
  /** Someone has reached the goal (end of round / close the cycle). */
  reached: boolean;
  winners: number[] | null;
  /** Counter for marker and selection ids. */
  serial: number;
}
