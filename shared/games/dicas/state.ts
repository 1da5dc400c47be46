/** The authoritative state of one 20 Dicas match (plain JSON, stored as the room snapshot). */
import type { Category, Colour, DeckLang, DicasConfig } from "./config";

/**
 * pick: `turn` chooses a free number · reveal: the narrator must reveal `pendingPick`'s clue ·
 * guess: `turn` types a guess · judge: the narrator marks it · paused: a round is under way but
 * nobody can guess right now (everyone else is away) · waiting: fewer than two players are
 * here to start a round · over: someone crossed Vitória.
 */
export type Phase = "pick" | "reveal" | "guess" | "judge" | "paused" | "waiting" | "over";

export type Verdict = "right" | "wrong" | "pass" | "timeout";

/** One used pin: the number, who picked it, whether its clue is revealed yet (phase reveal waits on the last one), the guess and its verdict. */
interface Attempt {
  n: number;
  seat: number;
  revealed: boolean;
  guess: string | null;
  verdict: Verdict | null;
}

export interface Player {
  seat: number;
  colour: Colour;
  position: number;
}

export type RoundEnd =
  | { kind: "solved"; guesser: number; narrator: number; n: number; guesserMoves: number; narratorMoves: number }
  | { kind: "unsolved"; narrator: number; narratorMoves: number }
  /** DICAS-G5: "left" — the narrator gave the seat up; "away" — the narrator stayed away past the wait. */
  | { kind: "voided"; narrator: number; reason: "left" | "away" };

/** The last finished round, public: the answer is revealed once the card is done. */
interface RoundSummary {
  round: number;
  category: Category;
  answer: string;
  end: RoundEnd;
}

export interface DicasState {
  config: DicasConfig;
  /** Seats in clockwise (seat) order. */
  players: Player[];
  absent: number[];
  abandoned: number[];
  phase: Phase;
  round: number;
  /** This round's narrator; null while waiting or over. */
  narrator: number | null;
  /** The last seat that narrated: the clockwise rotation continues after it (DICAS-2). */
  lastNarrator: number | null;
  turn: number | null;
  /** The drawn card (id into the deck); null between rounds. Only the narrator's view shows it. */
  cardId: string | null;
  /** Card ids still to draw, in draw order (never in any view). */
  drawPile: string[];
  attempts: Attempt[];
  deadline: { kind: string; at: number } | null;
  lastRound: RoundSummary | null;
  winners: number[] | null;
}

/** What one viewer receives (view.ts builds it by allow-list). */
export interface DicasView {
  /** The viewer's own seat (null for a spectator): what the action predicates judge for. */
  me: number | null;
  phase: Phase;
  round: number;
  trackLength: number;
  deck: DeckLang;
  turnSeconds: number;
  players: { seat: number; colour: Colour; position: number; absent: boolean; abandoned: boolean }[];
  narrator: number | null;
  turn: number | null;
  category: Category | null;
  usedNumbers: number[];
  /** Pins in the order used; `clue` is null until the narrator reveals it. */
  attempts: { n: number; seat: number; clue: string | null; guess: string | null; verdict: Verdict | null }[];
  deadline: { kind: string; at: number } | null;
  lastRound: RoundSummary | null;
  winners: number[] | null;
  /** Narrator only. */
  card: { answer: string; clues: string[]; closeness: number | null } | null;
}
