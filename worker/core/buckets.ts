/**
 * Token buckets as plain data (so the core serialises whole). Kept in memory: after an eviction
 * they start full again, which only forgives a client that was idle anyway.
 */
export interface BucketState {
  tokens: number;
  last: number;
  /** Already told the client it is limited: further refusals are silent until it refills. */
  warned: boolean;
}

interface BucketSpec {
  capacity: number;
  perSecond: number;
}

/** Any frame of one socket: bursts of 30, 15 a second sustained. */
export const SOCKET_FRAMES: BucketSpec = { capacity: 30, perSecond: 15 };
/**
 * Any frame from one address, across its sockets: a whole table behind one home router shares
 * an address, so it is wider than one socket's; one client opening many sockets gains nothing.
 */
export const ADDR_FRAMES: BucketSpec = { capacity: 90, perSecond: 40 };
/** Chat of one socket: bursts of 5, one every 2 s (PLAT-7). */
export const SOCKET_CHAT: BucketSpec = { capacity: 5, perSecond: 0.5 };
/** Chat from one address across sockets: every line fans out to the whole room. */
export const ADDR_CHAT: BucketSpec = { capacity: 12, perSecond: 2 };

/**
 * PLAT-G8: takes one token at `at`, the frame's arrival time (not when the room got round to it: a room
 * that stalls and then handles a backlog at once must not see a burst that the sender never sent).
 * Arrival times only move forward per bucket; one earlier than the last refills nothing.
 * Returns "ok", "limited" (tell the client once) or "silent" (already told).
 */
export function take(buckets: Record<string, BucketState>, key: string, spec: BucketSpec, at: number): "ok" | "limited" | "silent" {
  const b = buckets[key] ?? { tokens: spec.capacity, last: at, warned: false };
  const tokens = Math.min(spec.capacity, b.tokens + (Math.max(0, at - b.last) / 1000) * spec.perSecond);
  const last = Math.max(b.last, at);
  if (tokens < 1) {
    buckets[key] = { tokens, last, warned: true };
    return b.warned ? "silent" : "limited";
  }
  buckets[key] = { tokens: tokens - 1, last, warned: false };
  return "ok";
}
