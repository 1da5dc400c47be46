/**
 * Small hand-written readers for the few values the browser must check itself (issue 22: no schema
 * library in a room's first paint). Each game's reader sits beside the zod schema it mirrors, and
 * test/unit/readers.test.ts runs both on thousands of random inputs so they cannot drift: the
 * server keeps parsing with zod, the client reads with these.
 */

/** A plain object (what `z.object` accepts): not null, not an array. */
export function record(x: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : undefined;
}

/** An integer in [min, max] (zod's `z.number().int().min(min).max(max)`). */
export function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === "number" && Number.isSafeInteger(x) && x >= min && x <= max;
}

/** One of a list of strings (zod's `z.enum(list)`). */
export function isOneOf<T extends string>(list: readonly T[], x: unknown): x is T {
  return typeof x === "string" && (list as readonly string[]).includes(x);
}
