/** The game state (server side; views are built from it by allow-list in view.ts). */
import type { Transition } from "../../engine";
import type { CardId, CharacterId, Triple } from "./cards";
import type { CasoConfig } from "./config";
import type { GameAction } from "./schema";
import type { PlaceId } from "./map";
import type { ResourceKind } from "./roulette";

export type Pos = { kind: "place"; place: PlaceId } | { kind: "street"; x: number; y: number };

/**
 * The slice of the table the shared predicates read. Both the server state and every viewer's
 * view satisfy it, so the client runs the very same predicates on its view (actions.ts).
 */
export interface TablePawn {
  id: number;
  members: readonly number[];
  pos: Pos;
  resources: Readonly<Record<ResourceKind, number>>;
  capsule: { balance: number; deposited: boolean };
  passagesUsed: readonly string[];
  cycle: { visited: readonly PlaceId[]; completed: number };
  eliminated: boolean;
  absentSeats: readonly number[];
  abandonedSeats: readonly number[];
}
interface TableTurn {
  pawn: number;
  phase: Phase;
  steps: number;
  redeemed: number;
  impulsoUsed: boolean;
  deposited: boolean;
  wonResource: ResourceKind | null;
  startPlace: PlaceId | null;
  entered: PlaceId | null;
  questions: number;
  question: (Triple & { target: number; gravador: boolean; deadline: number }) | null;
}
export interface Table {
  config: Pick<CasoConfig, "resourceUsableOnWinTurn" | "streetSquaresBlock" | "forbidLoopToStartPlace" | "resourceHoldPerKind">;
  pawns: readonly TablePawn[];
  turn: TableTurn | null;
  over: { winner: number | null } | null;
}

export interface Pawn extends TablePawn {
  id: number;
  /** Lobby team number in team mode, null solo. */
  team: number | null;
  /** Seats playing this pawn (one solo, 1–4 in a team). */
  members: number[];
  character: CharacterId;
  pos: Pos;
  hand: CardId[];
  resources: Record<ResourceKind, number>;
  capsule: { balance: number; deposited: boolean };
  /** Portal pairs ("1", "2") already used (CASO-6: once per match). */
  passagesUsed: string[];
  cycle: { visited: PlaceId[]; completed: number };
  eliminated: boolean;
  /** Members whose absence is confirmed (grace period over). */
  absentSeats: number[];
  /** Members who chose "Abandonar sala". */
  abandonedSeats: number[];
}

export type Phase = "spin" | "choose" | "plan" | "inPlace" | "awaitAnswer" | "answered" | "moved";

export interface Question extends Triple {
  target: number;
  gravador: boolean;
  /** Absolute time the answer clock runs out (CASO-11). */
  deadline: number;
}

/** Turn clock as data (CASO-17): remaining ms, and since when it runs (null while paused). */
export interface Clock {
  remainingMs: number;
  since: number | null;
}

export interface Turn extends TableTurn {
  pawn: number;
  /** Counts turns from 1, for history. */
  number: number;
  phase: Phase;
  sector: number | null;
  steps: number;
  redeemed: number;
  impulsoUsed: boolean;
  deposited: boolean;
  /** A resource won on this turn's spin (resourceUsableOnWinTurn). */
  wonResource: ResourceKind | null;
  startPlace: PlaceId | null;
  entered: PlaceId | null;
  questions: number;
  clock: Clock;
  question: Question | null;
}

/** A card shown privately: known to the investigator's and the holder's members only. */
export interface Evidence {
  n: number;
  investigator: number;
  holder: number;
  card: CardId;
  by: "holder" | "server";
  /** The turn it was shown in, for the end story (CASO-22); absent in snapshots stored before it. */
  turn?: number;
}

/** An accusation as announced (public at once, CASO-16), kept for the end story (CASO-22). */
export interface Accusation extends Triple {
  pawn: number;
  turn: number;
  right: boolean;
}

export interface Proposal {
  id: string;
  pawn: number;
  proposer: number;
  action: GameAction;
  revision: number;
  yes: number[];
  no: number[];
}

export interface Note {
  id: string;
  author: number;
  text: string;
  shared: boolean;
}

export interface CasoState {
  config: CasoConfig;
  /** Game revision: changes whenever the table changes (not on Ficha edits or votes). */
  rev: number;
  pawns: Pawn[];
  /** Pawn ids in play order, starting with the first player. */
  order: number[];
  turn: Turn | null;
  solution: Triple;
  publicCards: CardId[];
  evidence: Evidence[];
  proposals: Proposal[];
  /** Next number per id scope (ids.ts); absent in snapshots stored before per-scope counters. */
  ids?: Record<string, number>;
  /** Legacy shared counter of old snapshots (read by ids.ts only, never written). */
  nextId?: number;
  marks: Record<number, Partial<Record<CardId, "found" | "suspect">>>;
  notes: Note[];
  over: { winner: number | null } | null;
  /** Pawns eliminated by a wrong accusation (may see the solution if so configured). */
  wrongAccusers: number[];
  /** Every accusation in order (CASO-22); absent in snapshots stored before it. */
  accusations?: Accusation[];
}
