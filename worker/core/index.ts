/** The pure room core: no Cloudflare import, no I/O, no clock. The Durable Object is glue around `step`. */
import { activeSeats, normaliseRoom, type RoomRecord } from "../lobby";
import { deepFreeze } from "./match";
import type { CoreState, GameSnapshot, Memory, PublicEntry, StoredChat, StoredHistory } from "./types";

export { step, utf8Bytes } from "./step";
export { filterPublicText } from "./publicText";
export * from "./types";
export * from "./limits";

export const emptyMemory = (): Memory => ({ lastRoom: "", lastView: {}, lastChannel: {}, buckets: {}, seen: {}, deadlinesDoneAt: 0 });

/** The core as it wakes: what storage holds, nothing in memory. */
export function loadState(stored: {
  room: RoomRecord | null;
  game: GameSnapshot | null;
  history: StoredHistory[];
  chat: StoredChat[];
  touchedAt: number | null;
}): CoreState {
  const room = stored.room ? normaliseRoom(stored.room) : null;
  return {
    stored: {
      room,
      game: stored.game ? { ...stored.game, state: deepFreeze(stored.game.state) } : null,
      history: stored.history,
      chat: stored.chat,
      touchedAt: stored.touchedAt ?? room?.createdAt ?? 0,
    },
    mem: emptyMemory(),
  };
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
  return { code: room.code, gameId: room.gameId, players: players.length, hostName: host.name, createdAt: room.createdAt };
}
