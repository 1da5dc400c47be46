/** The pure room core: no Cloudflare import, no I/O, no clock. The Durable Object is glue around `step`. */
import { activeSeats, normaliseRoom, type RoomRecord } from "./lobby";
import { deepFreeze } from "./match";
import { SEEN_IDS_KEPT } from "./limits";
import type { CoreState, GameSnapshot, Memory, PublicEntry, SeenIds, StoredChat, StoredHistory } from "./types";

export { step, utf8Bytes } from "./step";
import { filterPublicText } from "./publicText";
export { filterPublicText };
export * from "./types";
export * from "./limits";

const emptyMemory = (): Memory => ({ lastRoom: "", lastView: {}, viewRev: {}, lastChannel: {}, buckets: {}, deadlinesDoneAt: 0 });

/** The core as it wakes: what storage holds, nothing in memory. */
export function loadState(stored: {
  room: RoomRecord | null;
  game: GameSnapshot | null;
  history: StoredHistory[];
  chat: StoredChat[];
  touchedAt: number | null;
}): CoreState {
  const { seen: roomSeen, ...room } = stored.room ? normaliseRoom(stored.room) : { seen: undefined };
  const { seen: gameSeen, ...game } = stored.game ?? { seen: undefined };
  return {
    stored: {
      room: stored.room ? (room as RoomRecord) : null,
      game: stored.game ? { ...(game as GameSnapshot), state: deepFreeze(stored.game.state) } : null,
      history: stored.history,
      chat: stored.chat,
      touchedAt: stored.touchedAt ?? stored.room?.createdAt ?? 0,
      seen: mergeSeen(roomSeen, gameSeen),
    },
    mem: emptyMemory(),
  };
}

/** Both records may carry ids (each written with what was known then): an id in either was applied. */
function mergeSeen(a: SeenIds | undefined, b: SeenIds | undefined): SeenIds {
  const out: SeenIds = {};
  for (const seat of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    out[seat] = [...new Set([...(a?.[seat] ?? []), ...(b?.[seat] ?? [])])].slice(-SEEN_IDS_KEPT);
  }
  return out;
}

/**
 * PLAT-10: the room's row in the public list, or null when it should not be listed. A lobby whose
 * players have all gone away counts as empty: nobody would let a newcomer in.
 */
export function publicEntry(room: RoomRecord | null): PublicEntry | null {
  if (!room || !room.isPublic || room.phase !== "lobby") return null;
  const players = activeSeats(room);
  const host = players.find((s) => s.seat === room.hostSeat);
  if (!host || !players.some((s) => !s.absent)) return null;
  return { code: room.code, gameId: room.gameId, players: players.length, hostName: filterPublicText(host.name), createdAt: room.createdAt };
}
