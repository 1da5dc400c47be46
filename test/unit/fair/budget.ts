/**
 * Size of the whole-wire runs (measured: see the report). 500 rooms per game, each one match
 * plus a rematch when the first ends in time; matches are cut at MAX_STEPS room steps (a step is
 * an action, a chat line, a reconnect, a clock jump …) to keep the four games inside CI.
 */
export const ROOMS = Number(process.env.FAIR_ROOMS ?? 500);
export const ROOM_OPTIONS = { maxSteps: 25, niRate: 0.04, stepNi: true, matches: 2 } as const;
