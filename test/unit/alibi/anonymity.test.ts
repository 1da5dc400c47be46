/**
 * ALIBI-12 anonymous votes (ALIBI-H12, the ballot-swap property): two runs that differ only in two voters
 * swapping their ballots. Every other viewer (seats at the table, excluded, gone, spectators) gets
 * byte-identical views and events for the whole rest of the game, end screen included; the two
 * voters' own views differ only in `me.ballot` until the close; the stored state after the close
 * is identical, so no ballot survives the close.
 */
import { describe, expect, it } from "vitest";
import { Rng, type GameEvent, type Viewer } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import { mayKnow } from "../../support/leak";
import { randomStep, Match } from "./match";

const viewersOf = (n: number): Viewer[] => [...Array.from({ length: n }, (_, seat) => ({ kind: "seat" as const, seat })), { kind: "spectator" }];

function wire(sim: Match, events: readonly GameEvent[], v: Viewer, dropBallot = false): string {
  const view = sim.view(v) as { me: { ballot: unknown } | null };
  const shown = dropBallot && view.me ? { ...view, me: { ...view.me, ballot: "·" } } : view;
  return JSON.stringify([shown, events.filter((e) => mayKnow(e.audience, v)).map((e) => [e.type, e.params])]);
}

function swapRun(n: number, seed: number, presence: boolean) {
  const runs = [new Match(n, seed, { lite: seed % 2 === 0 }), new Match(n, seed, { lite: seed % 2 === 0 })];
  const viewers = viewersOf(n);
  for (const sim of runs) sim.until("vote");
  const s = runs[0]!.state;
  const table = runs[0]!.table();
  const [a, b, x, y] = table as [number, number, number, number];
  // Everyone else votes the same way in both runs (a seeded choice), then a and b, swapped in run 2.
  const pick = Rng.fromSeed(seed + 1);
  const others = table.filter((p) => p !== a && p !== b).map((p) => [p, pick.pick(s.vote!.candidates.filter((c) => c !== p))] as const);
  runs.forEach((sim, i) => {
    for (const [p, c] of others) sim.must(p, { type: "vote", choice: c });
  });
  let compared = 0;
  const castA = [x, y] as const;
  for (const [who, choices] of [
    [a, castA],
    [b, [y, x] as const],
  ] as const) {
    runs[0]!.must(who, { type: "vote", choice: choices[0] });
    runs[1]!.must(who, { type: "vote", choice: choices[1] });
    for (const v of viewers) {
      const voter = v.kind === "seat" && (v.seat === a || v.seat === b);
      const w = runs.map((r) => wire(r, r.lastEvents, v, voter));
      expect(w[1], `viewer ${JSON.stringify(v)} right after a swapped ballot`).toBe(w[0]);
      compared++;
    }
  }
  // The close happened with the last ballot: the stored state is identical.
  expect(runs[0]!.state.vote).toBeNull();
  expect(JSON.stringify(runs[1]!.state)).toBe(JSON.stringify(runs[0]!.state));
  // The rest of the game: the same random play in both runs, every viewer byte-identical after every step.
  const rs = [Rng.fromSeed(seed + 2), Rng.fromSeed(seed + 2)];
  for (let i = 0; i < 4000; i++) {
    const go = runs.map((r, k) => randomStep(r, rs[k]!, { presence }));
    if (!go[0]) break;
    for (const v of viewers) {
      const w = runs.map((r) => wire(r, r.lastEvents, v));
      expect(w[1]).toBe(w[0]);
      compared++;
    }
  }
  expect(runs[0]!.state.over).toBe(true);
  // The end screen and the whole history, as a rejoining viewer receives them.
  for (const v of viewers) expect(wire(runs[1]!, runs[1]!.history, v)).toBe(wire(runs[0]!, runs[0]!.history, v));
  return compared;
}

describe("ALIBI-12 anonymous ballots", () => {
  it("ALIBI-12 swapping two voters' ballots changes nothing any other viewer receives, for the whole game and the end screen (5–10 players)", () => {
    let compared = 0;
    for (let g = 0; g < 12; g++) compared += swapRun(5 + (g % 6), 300 + g, g % 3 !== 0);
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it("ALIBI-12 the state holds no ballot once a vote closes (only counts)", () => {
    const sim = new Match(6, 11);
    sim.until("vote");
    const [a, b] = sim.table() as [number, number];
    sim.must(a, { type: "vote", choice: b });
    expect(sim.state.vote!.ballots[a]).toEqual([b]);
    sim.advance(); // the close
    expect(sim.state.vote).toBeNull();
    expect(sim.state.tallies.at(-1)!.counts.length).toBeGreaterThan(0);
    expect(JSON.stringify(sim.state)).not.toContain("ballots");
    // Only "k of T voted" is public during a vote.
    const again = new Match(6, 11);
    again.until("vote");
    again.must(a, { type: "vote", choice: b });
    const spectator = again.view({ kind: "spectator" }) as { vote: Record<string, unknown> };
    expect(spectator.vote).toEqual({ kind: "main", candidates: again.state.vote!.candidates, voted: [a], total: 6 });
  });
});
