/** One transition in progress: the state copy being changed, the clock, the RNG and the events so far. */
import type { GameEvent, Rng } from "../../engine";
import type { AlibiState, Phase, Player } from "./state";

export type Params = Record<string, string | number | boolean | null | number[]>;

export class Tx {
  events: GameEvent[] = [];
  constructor(readonly s: AlibiState, readonly now: number, readonly rng: Rng) {}
  /** A public line of the history (the room keeps and replays it). */
  pub(type: string, params: Params = {}): void {
    this.events.push({ type, audience: "all", params });
  }
  /** A line only these seats read (their own history). */
  priv(seats: readonly number[], type: string, params: Params = {}): void {
    if (seats.length) this.events.push({ type, audience: [...seats], params });
  }
}

export const playerOf = (s: AlibiState, seat: number): Player | undefined => s.players.find((p) => p.seat === seat);
export const atTable = (s: AlibiState): Player[] => s.players.filter((p) => p.status === "table");
export const isAtTable = (s: AlibiState, seat: number): boolean => playerOf(s, seat)?.status === "table";
export const noOf = (s: AlibiState, seat: number): number => playerOf(s, seat)?.no ?? 0;

/** Sets the phase and its one deadline; frozen (remaining ms kept) while nobody at the table is present (ALIBI-R21). */
export function setClock(t: Tx, phase: Phase, sec: number): void {
  const s = t.s;
  s.phase = phase;
  const ms = sec * 1000;
  if (atTable(s).every((p) => p.absent)) {
    s.deadline = null;
    s.frozenMs = ms;
  } else {
    s.deadline = { kind: phase, at: t.now + ms };
    s.frozenMs = null;
  }
}

/** Criminals and innocents at the table. */
export function counts(s: AlibiState): { c: number; i: number; t: number } {
  const table = atTable(s);
  const c = table.filter((p) => p.role !== "innocent").length;
  return { c, i: table.length - c, t: table.length };
}

/** A deep copy to change; the case content is never changed, so it is shared, not copied. */
export function copyState(s: AlibiState): AlibiState {
  const { kase, ...rest } = s;
  // Plain JSON data: a JSON round trip copies it several times faster than structuredClone.
  return { ...(JSON.parse(JSON.stringify(rest)) as Omit<AlibiState, "kase">), kase };
}
