/** Property: random legal games (5–10 players, absences and departures) end, and the invariants hold after every step. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import { fitSeats } from "../../../shared/games/alibi/slots";
import { randomStep, Match } from "./match";

describe("Álibi random games", () => {
  it("ALIBI-1 ALIBI-3 ALIBI-4 ALIBI-7 random games end; one deadline unless frozen or over; one self-open of profession/feature; |F| ≤ 3; counts = ballots + penalties", () => {
    const started = Date.now();
    let steps = 0;
    let closes = 0;
    for (let g = 0; g < 200; g++) {
      const sim = new Match(5 + (g % 6), 20_000 + g, { lite: g % 2 === 0 });
      const r = Rng.fromSeed(40_000 + g);
      for (let i = 0; ; i++) {
        expect(i).toBeLessThan(4000);
        const s = sim.state;
        // Ballots of the open vote, to check the close's counts.
        const open = s.vote && s.vote.kind !== "poll" ? { ...s.vote, ballots: { ...s.vote.ballots } } : null;
        const table = s.players.filter((p) => p.status === "table").map((p) => p.seat);
        const talliesBefore = s.tallies.length;
        if (!randomStep(sim, r, { presence: g % 3 !== 0 })) break;
        steps++;
        const t = sim.state;
        expect(alibi.deadlines(t)).toHaveLength(t.over || t.frozenMs !== null ? 0 : 1);
        for (const p of t.players) {
          const self = (["profession", "feature"] as const).filter((k) => p.opened[k] === "story" || p.opened[k] === "auto");
          expect(self.length).toBeLessThanOrEqual(1);
        }
        for (const slot of t.slots) if (slot.shown) expect(fitSeats(t, slot.shown).length).toBeLessThanOrEqual(3);
        if (t.vote) for (const b of Object.values(t.vote.ballots)) expect(b.length).toBe(t.vote.kind === "poll" ? 2 : 1);
        // A close by the clock with the same table: each count is exactly its ballots plus the candidate's own penalty.
        const stillTable = t.players.filter((p) => p.status === "table").map((p) => p.seat);
        const byClock = !sim.lastEvents.some((e) => e.type === "voted");
        if (open && byClock && t.tallies.length === talliesBefore + 1 && stillTable.length === table.length) {
          const counts = new Map(t.tallies.at(-1)!.counts);
          for (const c of open.candidates) {
            const ballots = Object.values(open.ballots).filter((b) => b[0] === c).length;
            const penalty = table.includes(c) && open.ballots[c] === undefined ? 1 : 0;
            expect(counts.get(c), `candidate ${c}`).toBe(ballots + penalty);
          }
          closes++;
        }
      }
      expect(sim.state.over).toBe(true);
      expect(alibi.result(sim.state)).not.toBeNull();
    }
    expect(closes).toBeGreaterThan(50);
    console.log(`property: 200 games, ${steps} steps, ${closes} clock closes checked, ${Date.now() - started} ms`);
  }, 120_000);
});
