/**
 * Seats and hosting, as pure functions over the room's record. No sockets, no storage: the Room
 * Durable Object calls these and persists what they return. Errors are stable codes the client
 * translates (`error.<code>`).
 */
import type { RoomPhase, RoomState, SeatSummary } from "../../shared/protocol";

interface SeatRecord {
  seat: number;
  name: string;
  avatar: number;
  /** SHA-256 of the browser's token; the token itself is never stored (PLAT-3). */
  tokenHash: string;
  choice: unknown;
  /** Gave the seat up during a game ("Abandonar sala", PLAT-6). */
  abandoned: boolean;
  /** Confirmed absent after the grace period (PLAT-4). */
  absent: boolean;
  /** When the seat's last socket closed; null while connected. */
  goneSince: number | null;
}

export interface RoomRecord {
  code: string;
  gameId: string;
  phase: RoomPhase;
  hostSeat: number | null;
  config: unknown;
  isPublic: boolean;
  /** PLAT-13: the host lifted the voice silence (shared/voice/access.ts); never true while the room is public. */
  voiceFree?: boolean;
  seats: SeatRecord[];
  createdAt: number;
  winners: number[] | null;
  /** Matches started so far: team chat is read only within its match. */
  match: number;
  /** Browsers the host removed: they cannot take a seat until unbanned or the match ends. */
  bans: Ban[];
  /** In storage only: the seats' recent command ids when the room record carries them (worker/core `Stored.seen`). */
  seen?: Record<string, string[]>;
}

interface Ban {
  id: number;
  tokenHash: string;
  name: string;
}

/** A record stored before a field existed gets its default. */
export function normaliseRoom(room: RoomRecord): RoomRecord {
  return { ...room, match: room.match ?? 0, bans: room.bans ?? [] };
}

export const isBanned = (room: RoomRecord, tokenHash: string): boolean => room.bans.some((b) => b.tokenHash === tokenHash);

export type LobbyResult = { ok: true; room: RoomRecord } | { ok: false; code: string; params?: Record<string, string | number> };

export const fail = (code: string, params?: Record<string, string | number>): LobbyResult =>
  params ? { ok: false, code, params } : { ok: false, code };

export function seatByToken(room: RoomRecord, tokenHash: string): SeatRecord | undefined {
  return room.seats.find((s) => s.tokenHash === tokenHash && !s.abandoned);
}

/** Lowest seat number nobody holds (abandoned seats stay held while a game runs). */
function freeSeat(room: RoomRecord, max: number): number | null {
  const taken = new Set(room.seats.map((s) => s.seat));
  for (let i = 0; i < max; i++) if (!taken.has(i)) return i;
  return null;
}

/** Active seats: not abandoned. */
export const activeSeats = (room: RoomRecord): SeatRecord[] => room.seats.filter((s) => !s.abandoned);

export function takeSeat(room: RoomRecord, tokenHash: string, name: string, max: number): { ok: true; room: RoomRecord; seat: number } | { ok: false; code: string; params?: Record<string, string | number> } {
  const seat = freeSeat(room, max);
  if (seat === null) return { ok: false, code: "room_full", params: { max } };
  const record: SeatRecord = { seat, name, avatar: avatarFor(tokenHash), tokenHash, choice: null, abandoned: false, absent: false, goneSince: null };
  const seats = [...room.seats, record].sort((a, b) => a.seat - b.seat);
  const hostSeat = room.hostSeat ?? seat;
  return { ok: true, room: { ...room, seats, hostSeat }, seat };
}

/** A stable avatar for a browser, so the same person keeps the same face across rooms. */
function avatarFor(tokenHash: string): number {
  return parseInt(tokenHash.slice(0, 6), 16) % AVATAR_COUNT;
}
const AVATAR_COUNT = 16;

/**
 * PLAT-2: hosting passes to the lowest connected seat when the host leaves; to the lowest
 * remaining seat if nobody is connected; to nobody when the room is empty.
 */
export function passHosting(room: RoomRecord): RoomRecord {
  const candidates = activeSeats(room);
  const current = candidates.find((s) => s.seat === room.hostSeat);
  if (current && current.goneSince === null && !current.absent) return room;
  const connected = candidates.find((s) => s.goneSince === null && !s.absent);
  const next = connected ?? current ?? candidates[0];
  return { ...room, hostSeat: next ? next.seat : null };
}

/** Leaving for good: in the lobby the seat is freed; during a game it is marked abandoned (PLAT-6). */
export function abandonSeat(room: RoomRecord, seat: number): RoomRecord {
  const seats =
    room.phase === "lobby"
      ? room.seats.filter((s) => s.seat !== seat)
      : room.seats.map((s) => (s.seat === seat ? { ...s, abandoned: true, goneSince: null } : s));
  return passHosting({ ...room, seats });
}

/** PLAT-2: the host removes a seat in the lobby; its browser is banned until unbanned or the match ends. */
export function kick(room: RoomRecord, by: number, seat: number): LobbyResult {
  if (room.hostSeat !== by) return fail("not_host");
  if (room.phase !== "lobby") return fail("not_in_lobby");
  if (seat === by) return fail("cannot_kick_self");
  const target = room.seats.find((s) => s.seat === seat);
  if (!target) return fail("no_such_seat");
  const id = room.bans.reduce((m, b) => Math.max(m, b.id + 1), 0);
  const bans = [...room.bans, { id, tokenHash: target.tokenHash, name: target.name }];
  return { ok: true, room: { ...room, seats: room.seats.filter((s) => s.seat !== seat), bans } };
}

/** The host lets a removed browser take a seat again ("Permitir volta"). */
export function unban(room: RoomRecord, by: number, id: number): LobbyResult {
  if (room.hostSeat !== by) return fail("not_host");
  if (!room.bans.some((b) => b.id === id)) return fail("no_such_ban");
  return { ok: true, room: { ...room, bans: room.bans.filter((b) => b.id !== id) } };
}

export function summary(room: RoomRecord, spectators: number, limits: { min: number; max: number }): RoomState {
  const seats: SeatSummary[] = room.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    avatar: s.avatar,
    present: !s.absent && !s.abandoned,
    connected: s.goneSince === null && !s.absent && !s.abandoned,
    abandoned: s.abandoned,
    choice: s.choice,
  }));
  return {
    code: room.code,
    gameId: room.gameId,
    phase: room.phase,
    hostSeat: room.hostSeat,
    seats,
    spectators,
    config: room.config,
    isPublic: room.isPublic,
    voiceFree: room.voiceFree === true && !room.isPublic,
    seatLimits: limits,
    winners: room.winners,
    banned: room.bans.map((b) => ({ id: b.id, name: b.name })),
  };
}

/** When the next seat's absence should be confirmed, if any (PLAT-4). */
export function nextPresenceCheck(room: RoomRecord, graceMs: number): number | null {
  let at: number | null = null;
  for (const s of room.seats) {
    if (s.goneSince === null || s.absent || s.abandoned) continue;
    const due = s.goneSince + graceMs;
    if (at === null || due < at) at = due;
  }
  return at;
}
