/**
 * The room core's step for one tiny-game action, timed in Node (bundled and run by scripts/bench.mjs):
 * the same 10-seat room as the round trips, set up by the core tests' `started` and driven through the
 * pure core (test/support/coreDriver.ts, which also performs the writes in memory), once back to back
 * and once after the same quiet the round trips leave before each action. What a Room action costs once its code and data have gone
 * cold is what a player meets (actions come seconds apart) and what the round trips measure; the
 * durable echo's few lines barely feel it.
 */
import { started } from "../../test/unit/core/helpers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** µs per step, p50 and mean, of `samples` actions taken `quietMs` apart (0: back to back), after `warm` untimed ones. */
export async function coreStepUs(quietMs: number, samples: number, warm = 2000): Promise<{ p50: number; mean: number }> {
  const { d, ps } = started(10, { target: 1_000_000, turnMs: 600_000, anyOrder: true });
  const sockets = ps.map((p) => p.s);
  const act = JSON.stringify({ type: "act", action: { type: "add", n: 1 } });
  const times: number[] = [];
  for (let i = 0; i < warm + samples; i++) {
    d.advance(80); // past each socket's rate limit, as the bench's senders are paced
    if (quietMs && i >= warm) await sleep(quietMs);
    const t0 = performance.now();
    d.send(sockets[i % sockets.length]!, act);
    if (i >= warm) times.push((performance.now() - t0) * 1000);
    if (i % 100 === 0) for (const s of sockets) d.drain(s);
  }
  times.sort((a, b) => a - b);
  return { p50: times[times.length >> 1]!, mean: times.reduce((a, b) => a + b, 0) / times.length };
}
