/** The leak property run (PLAT-H1), shared by the two halves that vitest runs in parallel. */
import { expect } from "vitest";
import { Rng, type Viewer } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import { leaks } from "./leakCheck";
import { randomStep, Match } from "./match";

export const viewersOf = (n: number): Viewer[] => [...Array.from({ length: n }, (_, seat) => ({ kind: "seat" as const, seat })), { kind: "spectator" }];

/** Games `from` … `to - 1`: 5–10 players by game number, lite on odd games, absences and departures on three games in four. */
export function leakRun(from: number, to: number): void {
  const started = Date.now();
  let steps = 0;
  const problems: string[] = [];
  for (let g = from; g < to && problems.length === 0; g++) {
    const n = 5 + (g % 6);
    const sim = new Match(n, 7000 + g, { lite: g % 2 === 1 });
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
  console.log(`leak: games ${from}-${to - 1}, ${steps} steps, ${Date.now() - started} ms`);
  expect(problems.slice(0, 5)).toEqual([]);
}
