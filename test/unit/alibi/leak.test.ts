/**
 * Hidden information (design §5, §9 "Leak"): random complete games over 5–10 players, normal and
 * lite, with random absences and departures; after every step every viewer (each seat at the
 * table, excluded or gone, and a spectator) is checked against the secrets it may not know.
 */
import { describe, expect, it } from "vitest";
import { Rng, type Viewer } from "../../../shared/engine";
import { alibi } from "../../../shared/games/alibi";
import { roleRef, itemRef } from "../../../shared/games/alibi/view";
import { leaks } from "./leakCheck";
import { randomStep, Sim } from "./sim";

const GAMES = Number(process.env.ALIBI_LEAK_GAMES ?? 500);
const viewersOf = (n: number): Viewer[] => [...Array.from({ length: n }, (_, seat) => ({ kind: "seat" as const, seat })), { kind: "spectator" }];

describe("Álibi hidden information", () => {
  it(`ALIBI-2 ALIBI-11 ALIBI-12 no view or event leaks a hidden value in ${GAMES} random complete games (5–10 players, normal and lite)`, () => {
    const started = Date.now();
    let steps = 0;
    const problems: string[] = [];
    for (let g = 0; g < GAMES && problems.length === 0; g++) {
      const n = 5 + (g % 6);
      const sim = new Sim(n, 7000 + g, { lite: g % 2 === 1 });
      const r = Rng.fromSeed(9000 + g);
      const viewers = viewersOf(n);
      // Every 50th game also runs plain whole-message substring search for every token.
      const exact = g % 50 === 0;
      problems.push(...leaks(alibi, sim.state, [], viewers, exact));
      for (let i = 0; i < 4000 && randomStep(sim, r, { presence: g % 4 !== 0 }); i++) {
        steps++;
        problems.push(...leaks(alibi, sim.state, sim.lastEvents, viewers, exact));
        if (problems.length) break;
      }
      if (problems.length) break;
      expect(sim.state.over, `game ${g} ends`).toBe(true);
      // Rejoin: a viewer is sent its whole history again; check it against the final secrets.
      problems.push(...leaks(alibi, sim.state, sim.history, viewers));
    }
    console.log(`leak: ${GAMES} games, ${steps} steps, ${Date.now() - started} ms`);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 900_000);

  it("the check catches a leaky view: another seat's role, a closed item, a queued clue", () => {
    const sim = new Sim(6, 42);
    const killer = sim.p(sim.seatsWith("killer")[0]!);
    const innocent = sim.p(sim.seatsWith("innocent")[0]!);
    const queued = sim.state.slots[4]!.queued;
    const variants = [
      { ...alibi, view: (s: never, v: Viewer, now: number) => ({ ...(alibi.view(s, v, now) as object), extra: roleRef(killer) }) },
      { ...alibi, view: (s: never, v: Viewer, now: number) => ({ ...(alibi.view(s, v, now) as object), extra: itemRef(sim.state, killer, "secret") }) },
      { ...alibi, view: (s: never, v: Viewer, now: number) => ({ ...(alibi.view(s, v, now) as object), extra: { next: queued } }) },
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
