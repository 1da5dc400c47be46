/** The room's limits on sockets and time, with why each exists. */

/** Sockets per room, players + spectators + not-yet-joined: a room is a table of friends, not a stadium. */
export const MAX_SOCKETS = 64;
/** Spectators per room (each one costs a view per change). */
export const MAX_SPECTATORS = 32;
/**
 * PLAT-G6: a fair share of a room per client address (CF-Connecting-IP), so that no one address can keep
 * others out, while a living-room party behind one home router still plays:
 * - Sockets, counting players, watchers and sockets that have not said hello yet: 20. A party of
 *   12 phones (10 players + 2 watchers) uses 12; the other 8 are slack for phones that reload or
 *   reconnect before the room has seen their old socket close. One address then holds at most
 *   20 of the room's 64 sockets, leaving 44 to everyone else: the largest table (24 seats, Caso
 *   in teams) and 20 watchers. Even two addresses together leave 24, a full table.
 * - Watchers: 8 of the room's 32 (the "few watchers" of a living room, and then some), so the
 *   watchers' places cannot be taken for good by one address either: 24 stay for others.
 * Churn is charged by the Worker's per-address opening limit (CONNECT_LIMIT, wrangler.toml), and a
 * silent socket goes after HELLO_TIMEOUT_MS. With ADDRESS_LIMITS = "off" (local test servers) the
 * Worker passes no address and every socket is its own.
 */
export const SOCKETS_PER_ADDRESS = 20;
export const SPECTATORS_PER_ADDRESS = 8;
/** A socket that has not said hello by then is closed: it holds a slot and says nothing. */
export const HELLO_TIMEOUT_MS = 10_000;
/** A room nobody touched for a week is deleted. */
export const IDLE_ROOM_TTL_MS = 7 * 24 * 3600_000;
/** How many lines a joining socket gets (and the room keeps in memory). */
export const HISTORY_KEPT = 300;
export const CHAT_KEPT = 200;
/**
 * Command ids remembered per seat for double-tap detection. Stored with the snapshot (they survive
 * an eviction), so kept few: a client has at most a handful of unanswered commands when it resends.
 */
export const SEEN_IDS_KEPT = 4;
/** An alarm later than this past its due time is logged. */
export const ALARM_LATE_MS = 5_000;
