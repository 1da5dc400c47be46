/**
 * The turn clock as data (CASO-17): remaining ms plus "running since" (null while paused for an
 * answer); the answer clock is an absolute deadline. Never a timer.
 */
import type { CasoConfig } from "./config";
import type { Clock } from "./state";

export const turnMs = (c: CasoConfig): number => (c.teams ? c.turnMsTeam : c.turnMsSolo);
export const startClock = (ms: number, now: number): Clock => ({ remainingMs: ms, since: now });

export function pauseClock(c: Clock, now: number): Clock {
  if (c.since === null) return c;
  return { remainingMs: Math.max(0, c.remainingMs - Math.max(0, now - c.since)), since: null };
}
export const resumeClock = (c: Clock, now: number): Clock => (c.since === null ? { remainingMs: c.remainingMs, since: now } : c);

export const remainingMs = (c: Clock, now: number): number => (c.since === null ? c.remainingMs : Math.max(0, c.remainingMs - (now - c.since)));
/** Absolute end of a running clock, null while paused. */
export const clockEndsAt = (c: Clock): number | null => (c.since === null ? null : c.since + c.remainingMs);
