/**
 * Hidden information (ALIBI-H1 to ALIBI-H14, PLAT-H1): 500 random complete games over 5–10 players, normal and lite,
 * with random absences and departures; after every step every viewer (each seat at the table,
 * excluded or gone, and a spectator) is checked against the secrets it may not know. Two files
 * (games 0–249 here, 250–499 in leak2.test.ts) so vitest runs the halves in parallel.
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import { roleRef, itemRef } from "../../../shared/games/alibi/view";
import { leaks } from "./leakCheck";
import { leakRun, viewersOf } from "./leakRun";
import { Match } from "./match";

describe("Álibi hidden information", () => {
  it("ALIBI-2 ALIBI-11 ALIBI-12 no view or event leaks a hidden value: random complete games 0–249 (5–10 players, normal and lite)", () => leakRun(0, 250), 600_000);

  it("the check catches a leaky view: another seat's role, a closed item, a queued clue", () => {
    const sim = new Match(6, 42);
    const killer = sim.p(sim.seatsWith("killer")[0]!);
    const innocent = sim.p(sim.seatsWith("innocent")[0]!);
    const queued = sim.state.slots[4]!.queued;
    const variants = [
      { ...alibi, view: (s: never, v: Viewer) => ({ ...(alibi.view(s, v) as object), extra: roleRef(killer) }) },
      { ...alibi, view: (s: never, v: Viewer) => ({ ...(alibi.view(s, v) as object), extra: itemRef(sim.state, killer, "secret") }) },
      { ...alibi, view: (s: never, v: Viewer) => ({ ...(alibi.view(s, v) as object), extra: { next: queued } }) },
    ];
    const viewers = viewersOf(6);
    expect(leaks(alibi, sim.state, [], viewers, true)).toEqual([]);
    for (const leaky of variants) {
      const found = leaks(leaky, sim.state, [], viewers);
      expect(found.length).toBeGreaterThan(0);
      // The innocent seat and the spectator are both caught receiving it.
      expect(found.some((x) => x.startsWith(`seat ${innocent.seat} `))).toBe(true);
      expect(found.some((x) => x.startsWith("spectator "))).toBe(true);
    }
    // An event addressed to everyone carrying a private result is caught too.
    const ev = [{ type: "x", audience: "all" as const, params: { ...itemRef(sim.state, killer, "alibi") } }];
    expect(leaks(alibi, sim.state, ev, viewers).length).toBeGreaterThan(0);
  });
});
