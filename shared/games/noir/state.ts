/** Noir's state types (the config and lobby choice are in config.ts). Types come from the zod schemas where there is one. */
import { z } from "zod";
import type { NoirConfig, Role } from "./config";
import type { SuspectId } from "./suspects";

export const otherRole = (r: Role): Role => (r === "killer" ? "inspector" : "killer");

/** NOIR-11: the most citizen's arrests a game allows. */
export const CITIZEN_ARREST_LIMIT = 3;

/** A physical evidence card: the suspect plus a per-match keyed hash, so a hidden card has a unique token. */
export interface Card {
  id: string;
  suspect: SuspectId;
}

export interface Cell {
  suspect: SuspectId;
  dead: boolean;
  /** NOIR-10: an exonerated innocent card lies face up on this living suspect. */
  innocent: boolean;
}
export type Grid = Cell[][];

/** dir +1 = right (row) / down (col); -1 = left / up. index counts from 0 in the current grid. */
/** The shift's fields, shared by `shiftSchema` and the shift action (a plain shape: no schema method runs at module load, issue 22). */
export const shiftShape = {
  axis: z.enum(["row", "col"]),
  index: z.number().int().min(0).max(4),
  dir: z.union([z.literal(1), z.literal(-1)]),
};
export const shiftSchema = z.object(shiftShape);
export type Shift = z.infer<typeof shiftSchema>;

/**
 * killerFirstKill (NOIR-1) → inspectorPickIdentity (NOIR-2) → play; the Inspector's exonerate passes
 * through inspectorDiscard (draw, then discard, NOIR-8) inside its turn. over when someone has won.
 */
export type Phase = "killerFirstKill" | "inspectorPickIdentity" | "play" | "inspectorDiscard" | "over";

export type WinReason = "arrest" | "citizenArrest" | "killedInspector" | "killTarget" | "forfeit";

type DiscardReason = "exonerated" | "disguiseDead" | "oldIdentity" | "citizen";
interface Discard {
  suspect: SuspectId;
  reason: DiscardReason;
}

export type EventParams = Record<string, string | number | boolean | null>;
interface LogLine {
  turn: number;
  by: Role | null;
  type: string;
  params: EventParams;
}

export interface NoirState {
  config: NoirConfig;
  seats: Record<Role, number>;
  names: Record<Role, string>;
  phase: Phase;
  toMove: Role;
  turn: number;
  grid: Grid;
  /** Deceased suspects removed when their row or column collapsed (NOIR-9), in order. */
  removed: SuspectId[];
  /** The evidence deck, top first. Its order is known to nobody. */
  deck: Card[];
  hand: Card[];
  killerCard: Card;
  inspectorCard: Card | null;
  discards: Discard[];
  /** The previous turn's shift, if the previous turn was a shift (NOIR-4). */
  lastShift: Shift | null;
  citizenArrestsUsed: number;
  /** Every deceased suspect so far. */
  deceased: number;
  /** The deaths that count towards killTarget (NOIR-5). */
  kills: number;
  /** Public history (the same lines as the public events), for the in-game log. */
  log: LogLine[];
  result: { winner: Role; reason: WinReason } | null;
}
