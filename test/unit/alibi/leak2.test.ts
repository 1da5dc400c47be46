/** Hidden information, the second half of the 500 random games (see leak.test.ts). */
import { describe, it } from "vitest";
import { leakRun } from "./leakRun";

describe("Álibi hidden information (second half)", () => {
  it("ALIBI-2 ALIBI-11 ALIBI-12 no view or event leaks a hidden value: random complete games 250–499 (5–10 players, normal and lite)", () => leakRun(250, 500), 600_000);
});
