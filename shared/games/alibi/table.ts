/** The small seat and clock helpers every phase of Álibi uses. */
import type { Transition } from "../../engine";
import type { AlibiState, Phase, Player } from "./state";

export const playerOf = (s: AlibiState, seat: number): Player | undefined => s.players.find((p) => p.seat === seat);
export const atTable = (s: AlibiState): Player[] => s.players.filter((p) => p.status === "table");
export const isAtTable = (s: AlibiState, seat: number): boolean => playerOf(s, seat)?.status === "table";

/** Seats at the table in ascending order, wrapping around from `start` (or the next seat at the table after it). */
export function orderFrom(s: AlibiState, start: number): number[] {
  const seats = atTable(s).map((p) => p.seat).sort((a, b) => a - b);
  const i = seats.findIndex((x) => x >= start);
  return i <= 0 ? seats : [...seats.slice(i), ...seats.slice(0, i)];
}

/** The next seat at the table strictly after `seat`, wrapping. */
export function nextAtTable(s: AlibiState, seat: number): number {
  const seats = atTable(s).map((p) => p.seat).sort((a, b) => a - b);
  return seats.find((x) => x > seat) ?? seats[0] ?? seat;
}

/** Sets the phase and its one deadline; frozen (remaining ms kept) while nobody at the table is present (ALIBI-R21). */
export function setClock(t: Transition<AlibiState>, phase: Phase, sec: number): void {
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
