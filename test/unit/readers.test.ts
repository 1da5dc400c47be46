/**
 * Issue 22: the browser ships no schema library, so the few values it must check itself are read by
 * small hand-written readers (shared/engine/read.ts and each game's `read*`). Each reader is run
 * beside the zod schema it mirrors on thousands of random inputs — mostly near-misses of valid
 * values, so both sides of every check are reached — and must answer exactly what zod answers
 * (undefined where zod fails, zod's output where it succeeds).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as caso from "../../shared/games/caso/config";
import { ALL_CARDS, CHARACTERS, WEAPONS } from "../../shared/games/caso/cards";
import { PLACE_IDS } from "../../shared/games/caso/map";
import { RESOURCE_KINDS } from "../../shared/games/caso/roulette";
import { GAME_ACTION_TYPES, gameActionSchema, readGameAction } from "../../shared/games/caso/schema";
import * as dicas from "../../shared/games/dicas/config";
import * as noir from "../../shared/games/noir/config";

const RUNS = 2000;

/** A value that is often almost right: the strings, numbers and shapes the schemas look for, and a little of anything. */
function near(words: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...words) },
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 110 }) },
    { weight: 1, arbitrary: fc.constantFrom(0.5, -0, NaN, Infinity, 2 ** 60, "", "1") },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    { weight: 1, arbitrary: fc.anything() },
  );
  const pair = fc.oneof(fc.tuple(fc.integer({ min: -1, max: 65 }), fc.integer({ min: -1, max: 65 })), fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 3 }), leaf);
  const value = fc.oneof({ weight: 6, arbitrary: leaf }, { weight: 1, arbitrary: fc.array(pair, { maxLength: 70 }) });
  const keys = fc.constantFrom(...words);
  return fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(keys, value, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
    { weight: 1, arbitrary: leaf },
  );
}

/** The reader agrees with the schema on every input, and both valid and invalid inputs were seen. */
function agrees<S extends z.ZodType>(schema: S, read: (x: unknown) => z.infer<S> | undefined, input: fc.Arbitrary<unknown>): void {
  let valid = 0;
  fc.assert(
    fc.property(input, (x) => {
      const parsed = schema.safeParse(x);
      if (parsed.success) valid++;
      expect(read(x)).toStrictEqual(parsed.success ? parsed.data : undefined);
    }),
    { numRuns: RUNS },
  );
  console.log(`${valid} of ${RUNS} random inputs valid`);
  expect(valid).toBeGreaterThan(RUNS / 50);
  expect(valid).toBeLessThan(RUNS - RUNS / 50);
}

describe("issue 22 hand-written readers equal their zod schemas", { timeout: 60_000 }, () => {
  it("issue 22 20 Dicas' lobby choice (readChoice = choiceSchema)", () => {
    agrees(dicas.choiceSchema, dicas.readChoice, near(["colour", ...dicas.COLOURS]));
  });

  it("issue 22 Noir's lobby choice (readChoice = choiceSchema, null is 'either')", () => {
    agrees(noir.choiceSchema, noir.readChoice, fc.oneof(fc.constant(null), near(["role", ...noir.ROLES])));
  });

  it("issue 22 Caso's lobby choice (readChoice = choiceSchema)", () => {
    agrees(caso.choiceSchema, caso.readChoice, near(["team", "character", ...CHARACTERS]));
  });

  it("issue 22 Caso's game actions (readGameAction = gameActionSchema) and their type list", () => {
    expect([...GAME_ACTION_TYPES].sort()).toEqual(gameActionSchema.options.map((o) => o.shape.type.value).sort());
    const words = ["type", ...GAME_ACTION_TYPES, "result", "n", "path", "enter", "key", "vip", "deposit", "target", "character", "weapon", "place", "card", ...RESOURCE_KINDS, ...ALL_CARDS, ...WEAPONS, ...PLACE_IDS];
    // Each type on its own too, with its fields drawn from the same near-misses, so every branch sees valid input.
    const typed = fc.tuple(fc.constantFrom(...GAME_ACTION_TYPES), near(words)).map(([type, rest]) => (typeof rest === "object" && rest !== null && !Array.isArray(rest) ? { ...rest, type } : rest));
    // Moves with paths around the 64-step limit, every step on the map.
    const xy = fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 63 }));
    const moves = fc.record({ type: fc.constant("move"), path: fc.array(xy, { minLength: 60, maxLength: 66 }), enter: fc.boolean() }, { requiredKeys: ["type", "path"] });
    agrees(gameActionSchema, readGameAction, fc.oneof(typed, near(words), moves));
  });
});
