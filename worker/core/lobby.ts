/**
 * Seats and hosting, as pure functions over the room's record. No sockets, no storage: the Room
 * Durable Object calls these and persists what they return. Errors are stable codes the client
 * translates (`error.<code>`).
 */
import type { ReplayEntry } from "./record";
import type { RoomPhase, RoomState, SeasonPoints, SeatSummary } from "../../shared/protocol";
import type { BotLevel } from "../../shared/engine";

export interface SeatRecord {
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
  /** A bot the host added (issue 23): never connected, played by the room, no season points. */
  bot?: BotLevel;
  /** Removed mid-match (PLAT-19/B6): abandoned, banned, played by the room to the end. */
  removed?: boolean;
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
  /** PLAT-17: per server-played seat, when its next move is due (the room's alarm; survives a restart). */
  autoplay?: Record<string, number>;
  /** PLAT-20: per seat, the seats that voted to remove it this match. */
  removeVotes?: Record<string, number[]>;
  /** Issue 24 (PLAT-23, PLAT-25): the match records kept, oldest first. */
  replays?: ReplayEntry[];
  /** PLAT-27: the ended match's season points, while the room shows that match's end. */
  season?: SeasonPoints;
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
  // A bot never hosts (issue 23).
  const candidates = activeSeats(room).filter((s) => !s.bot);
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

/**
 * PLAT-2: the host removes a seat in the lobby; its browser is banned until unbanned or the match
 * ends (a bot is simply removed). PLAT-19: during a match the host may remove a player too — the
 * seat stays, abandoned and removed, and the room plays it to the end; the ban holds as in the lobby.
 */
export function kick(room: RoomRecord, by: number, seat: number): LobbyResult {
  if (room.hostSeat !== by) return fail("not_host");
  if (room.phase === "ended") return fail("not_in_lobby");
  if (seat === by) return fail("cannot_kick_self");
  const target = room.seats.find((s) => s.seat === seat);
  if (!target) return fail("no_such_seat");
  if (room.phase === "playing") return removeMidMatch(room, seat);
  if (target.bot) return { ok: true, room: { ...room, seats: room.seats.filter((s) => s.seat !== seat) } };
  return { ok: true, room: { ...ban(room, target), seats: room.seats.filter((s) => s.seat !== seat) } };
}

function ban(room: RoomRecord, target: SeatRecord): RoomRecord {
  const id = room.bans.reduce((m, b) => Math.max(m, b.id + 1), 0);
  return { ...room, bans: [...room.bans, { id, tokenHash: target.tokenHash, name: target.name }] };
}

/** PLAT-19/B6: a player removed mid-match: the seat is kept (abandoned, removed) for the room to play; the browser is banned. */
export function removeMidMatch(room: RoomRecord, seat: number): LobbyResult {
  const target = room.seats.find((s) => s.seat === seat);
  if (!target) return fail("no_such_seat");
  if (target.bot) return fail("is_bot");
  if (target.abandoned) return fail("already_gone");
  const { [seat]: _gone, ...votes } = room.removeVotes ?? {};
  const seats = room.seats.map((s) => (s.seat === seat ? { ...s, abandoned: true, removed: true, goneSince: null } : s));
  return { ok: true, room: passHosting({ ...ban(room, target), seats, removeVotes: votes }) };
}

/** PLAT-20: in a public room, during a match, a seated player votes (again: withdraws the vote) to remove another. */
export function voteRemove(room: RoomRecord, by: number, seat: number): LobbyResult & { reached?: boolean } {
  if (!room.isPublic) return fail("not_public");
  if (room.phase !== "playing") return fail("not_playing");
  if (seat === by) return fail("cannot_kick_self");
  const voter = room.seats.find((s) => s.seat === by);
  const target = room.seats.find((s) => s.seat === seat);
  if (!voter || voter.abandoned || voter.bot) return fail("not_a_player");
  if (!target) return fail("no_such_seat");
  if (target.bot) return fail("is_bot");
  if (target.abandoned) return fail("already_gone");
  const before = room.removeVotes?.[seat] ?? [];
  const mine = before.includes(by) ? before.filter((v) => v !== by) : [...before, by].sort((a, b) => a - b);
  const eligible = new Set(voters(room, seat).map((s) => s.seat));
  const counted = mine.filter((v) => eligible.has(v));
  if (counted.length >= votesNeeded(room, seat)) {
    const removed = removeMidMatch(room, seat);
    return removed.ok ? { ...removed, reached: true } : removed;
  }
  return { ok: true, room: { ...room, removeVotes: { ...(room.removeVotes ?? {}), [seat]: mine } } };
}

/** Issue 23: the host adds a bot seat in the lobby; its token is no browser's, its name and face say "bot". */
export function addBot(room: RoomRecord, by: number, level: BotLevel, choice: unknown, max: number): LobbyResult {
  if (room.hostSeat !== by) return fail("not_host");
  if (room.phase !== "lobby") return fail("not_in_lobby");
  const seat = freeSeat(room, max);
  if (seat === null) return fail("room_full", { max });
  let n = 1;
  while (room.seats.some((s) => s.tokenHash === `bot:${n}`)) n++;
  const record: SeatRecord = { seat, name: `Bot ${n}`, avatar: BOT_AVATAR, tokenHash: `bot:${n}`, choice, abandoned: false, absent: false, goneSince: null, bot: level };
  return { ok: true, room: { ...room, seats: [...room.seats, record].sort((a, b) => a.seat - b.seat) } };
}

/** The avatar index the client draws as a robot. */
export const BOT_AVATAR = 999;

/** The host lets a removed browser take a seat again ("Permitir volta"). */
export function unban(room: RoomRecord, by: number, id: number): LobbyResult {
  if (room.hostSeat !== by) return fail("not_host");
  if (!room.bans.some((b) => b.id === id)) return fail("no_such_ban");
  return { ok: true, room: { ...room, bans: room.bans.filter((b) => b.id !== id) } };
}

/**
 * PLAT-15: the seats the room plays now — in a running match of a game with a seat policy, a bot,
 * or a seat confirmed absent, abandoned or removed. A seat within its grace period is not played.
 */
export function playedSeats(room: RoomRecord, botGame: boolean): number[] {
  if (room.phase !== "playing" || !botGame) return [];
  return room.seats.filter((s) => s.bot || s.absent || s.abandoned).map((s) => s.seat);
}

/** PLAT-20: the humans who may vote on removing `target` — every other seat still played by a person. */
export const voters = (room: RoomRecord, target: number): SeatRecord[] => room.seats.filter((s) => s.seat !== target && !s.bot && !s.abandoned);

/** PLAT-20: a strict majority of the other seated players. */
export const votesNeeded = (room: RoomRecord, target: number): number => Math.floor(voters(room, target).length / 2) + 1;

export function summary(room: RoomRecord, spectators: number, limits: { min: number; max: number }, bots: { played: boolean; lobby: boolean } = { played: false, lobby: false }): RoomState {
  const botGame = bots.played;
  const played = new Set(playedSeats(room, botGame));
  const voting = room.removeVotes ?? {};
  const seats: SeatSummary[] = room.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    avatar: s.avatar,
    present: !s.absent && !s.abandoned,
    connected: s.goneSince === null && !s.absent && !s.abandoned,
    abandoned: s.abandoned,
    choice: s.choice,
    ...(s.bot ? { bot: s.bot } : {}),
    ...(played.has(s.seat) ? { played: true } : {}),
    ...(s.removed ? { removed: true } : {}),
    ...(voting[s.seat]?.length ? { removeVotes: { voters: [...voting[s.seat]!], needed: votesNeeded(room, s.seat) } } : {}),
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
    ...(bots.lobby ? { lobbyBots: true } : {}),
    ...(room.season && room.phase === "ended" ? { season: room.season } : {}),
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
