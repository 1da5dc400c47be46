/** The room's limits on sockets and time, with why each exists. */

/** Sockets per room, players + spectators + not-yet-joined: a room is a table of friends, not a stadium. */
export const MAX_SOCKETS = 64;
/** Spectators per room (each one costs a view per change). */
export const MAX_SPECTATORS = 32;
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
