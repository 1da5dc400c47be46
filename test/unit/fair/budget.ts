import { expect } from "vitest";
import { summarise, type Totals } from "../../support/wire/suite";
/**
 * Size of the whole-wire runs. 500 rooms per game; a room plays one match and, when it ends in
 * time, a rematch. To stay inside CI, a match is cut after 25 room steps (a step: an action, a
 * chat line, a reconnect, a spectator coming or going, or a clock jump), so many Caso and 20 Dicas
 * matches stop before their end; the count of rooms is not lowered. So the players lean toward
 * finishing (`finish`: Caso's accusations and ends of turn, Álibi's ready and verdicts). Measured on the shared 2-core
 * machine: about 53 s of CPU for the four games (see the report for the figures per game).
 */
export const ROOMS = Number(process.env.FAIR_ROOMS ?? 500);
export const ROOM_OPTIONS = { maxSteps: 25, niRate: 0.04, stepNi: true, matches: 2, finish: true } as const;

/** What every whole-wire run must show: no crash, no raw leak, no byte that differs under permutation. */
export function expectNoLeaks(t: Totals): void {
  console.log(summarise(t));
  expect(t.errors).toEqual([]);
  expect(t.leaks.slice(0, 5)).toEqual([]);
  expect(t.niFailures.slice(0, 5)).toEqual([]);
}

/** The same for a run of `rooms` rooms, which must also have started its matches and checked non-interference. */
export function expectCleanRooms(t: Totals, rooms: number): void {
  expectNoLeaks(t);
  expect(t.matchesStarted).toBeGreaterThanOrEqual(rooms);
  expect(t.niChecks).toBeGreaterThan(rooms / 2);
}
