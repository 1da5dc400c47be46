/**
 * ALIBI-12 anonymity extended to match records and replays (ALIBI-H16, PLAT-24): two rooms played
 * through the room core that differ only in two voters swapping their ballots store byte-identical
 * records and give byte-identical replays (the page's data), for the whole match.
 */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame } from "../../../shared/engine";
import { defaultConfig, TIMING_KEYS } from "../../../shared/games/alibi/config";
import type { AlibiState } from "../../../shared/games/alibi/state";
import { gameById } from "../../../shared/games/registry";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { replayData } from "../../../worker/core/replayData";
import { CoreDriver } from "../../support/coreDriver";

const game = gameById("alibi") as AnyGame;

/** A room of n players with short clocks, played by the clock alone, but for one vote where a and b cast `ballots`. */
function room(n: number, seed: number, swap: boolean) {
  const d = new CoreDriver({ gameId: "alibi", seed: new Uint8Array(32).fill(seed) });
  const socks = Array.from({ length: n }, (_, i) => {
    const s = d.connect();
    d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `tok${seed}x${i}`.padEnd(16, "k"), name: `P${i}`, role: "player" });
    return s;
  });
  d.send(socks[0]!, { type: "config", config: { ...defaultConfig, ...Object.fromEntries(TIMING_KEYS.map((k) => [k, 1])) } });
  d.send(socks[0]!, { type: "start" });
  const st = () => d.state() as AlibiState;
  const tick = () => d.advance(Math.max(1, (d.alarmAt() ?? d.now + 1000) - d.now));
  for (let i = 0; i < 400 && st().phase !== "vote"; i++) tick();
  expect(st().phase).toBe("vote");
  const table = st().players.filter((p) => p.status === "table").map((p) => p.seat);
  const [a, b] = table as [number, number];
  const others = st().vote!.candidates.filter((c) => c !== a && c !== b);
  const [x, y] = others as [number, number];
  const pick = Rng.fromSeed(seed);
  for (const p of table) {
    if (p === a || p === b) continue;
    d.send(socks[p]!, { type: "act", action: { type: "vote", choice: pick.pick(st().vote!.candidates.filter((c) => c !== p)) } });
  }
  d.send(socks[a]!, { type: "act", action: { type: "vote", choice: swap ? y : x } });
  d.send(socks[b]!, { type: "act", action: { type: "vote", choice: swap ? x : y } });
  for (let i = 0; i < 2000 && !st().over; i++) tick();
  return d;
}

describe("ALIBI-12 anonymous ballots in records and replays", () => {
  it("ALIBI-H16 PLAT-24 swapping two voters' ballots leaves the stored record and the whole replay byte-identical (5–8 players, 4 matches)", () => {
    let sealed = 0;
    for (let g = 0; g < 4; g++) {
      const [one, two] = [room(5 + (g % 4), 40 + g, false), room(5 + (g % 4), 40 + g, true)];
      const rows = one.record(1);
      expect(JSON.stringify(two.record(1))).toBe(JSON.stringify(rows));
      sealed += rows.filter((r) => r.k === "sealed").length;
      // No ballot is linked to its voter: no row holds a vote action.
      expect(JSON.stringify(rows)).not.toMatch(/"type":"(vote|poll)"[^}]*\}[^{]*"seat"/);
      for (const r of rows) if (r.k === "act" || r.k === "bot") expect((r.a as { type?: string } | null)?.type).not.toMatch(/^(vote|poll)$/);
      const data = (d: CoreDriver) => JSON.stringify(replayData(game, "TESTA", d.room()!.replays![0]!, d.record(1)));
      expect(data(two)).toBe(data(one));
      expect(JSON.parse(data(one)).replayable).toBe(true);
    }
    expect(sealed).toBeGreaterThan(4 * 4);
  }, 120_000);
});
