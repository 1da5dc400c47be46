import { describe, expect, it } from "vitest";
import { Rng } from "../../shared/engine";
import { tinyGame } from "../support/tinyGame";
import { findLeaks, viewersOf } from "../support/leak";

const seats = [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, choice: null }));

describe("tiny test game (platform contract)", () => {
  it("plays to the end and never leaks a seat's word to another viewer", () => {
    const rng = Rng.fromSeed(7);
    let state = tinyGame.setup(seats, tinyGame.defaultConfig, { now: 0, rng });
    for (let step = 0; step < 100 && !tinyGame.result(state); step++) {
      const seat = state.order[state.turn]!;
      const out = tinyGame.apply(state, seat, { type: "add", n: 1 + rng.int(3) }, { now: step, rng });
      if (!out.ok) continue;
      expect(findLeaks(tinyGame, out.state, out.events, viewersOf(3), step)).toEqual([]);
      state = out.state;
    }
    expect(tinyGame.result(state)).not.toBeNull();
  });
  it("the leak check does catch a leak", () => {
    const state = tinyGame.setup(seats, tinyGame.defaultConfig, { now: 0, rng: Rng.fromSeed(1) });
    const leaky = { ...tinyGame, view: (s: typeof state) => ({ words: s.words }) };
    expect(findLeaks(leaky, state, [], viewersOf(3), 0).length).toBeGreaterThan(0);
  });
});
