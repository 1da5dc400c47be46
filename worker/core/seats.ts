/** Seats, identity, presence and the host's lobby commands (PLAT-2 … PLAT-6). */
import type { GameEvent, SeatInfo } from "../../shared/engine";
import { nameIndex } from "../../shared/text/names";
import { abandonSeat, addBot, isBanned, kick, passHosting, seatByToken, takeSeat, unban, voteRemove, type LobbyResult, type RoomRecord } from "./lobby";
import { roomLine } from "./autoplay";
import type { BotLevel } from "../../shared/engine";
import { sendWhole } from "./finish";
import { MAX_SPECTATORS, SPECTATORS_PER_ADDRESS } from "./limits";
import { presence, runGame } from "./match";
import { filterPublicText } from "./publicText";
import type { Turn } from "./turn";
import type { Hello, SocketId } from "./types";

/**
 * One name, one person (PLAT-G5): a name a reader could take for one already in the room — a seat (not given
 * up) or a watcher — is refused, unless it is that same browser coming back (shared/text/names:
 * case, accents, spacing, invisible characters and look-alike letters of other scripts fold away).
 */
function nameInUse(t: Turn, id: SocketId, name: string, tokenHash: string): boolean {
  const others = [
    ...t.room!.seats.filter((s) => !s.abandoned && s.tokenHash !== tokenHash).map((s) => s.name),
    ...t.sockets().filter((s) => s.id !== id && s.a.role === "spectator" && s.a.tokenHash !== tokenHash).map((s) => s.a.name),
  ];
  return others.length > 0 && nameIndex(others)(name);
}

export function onHello(t: Turn, id: SocketId, hello: Hello, tokenHash: string): void {
  const a = t.attachment(id);
  if (!a || a.role === "gone") return;
  if (a.role !== "pending") return t.error(id, "already_joined");
  if (!t.room) return t.error(id, "room_not_found");
  const game = t.game;
  const name = t.room.isPublic ? filterPublicText(hello.name) : hello.name;
  let seat: number | null = null;
  let events: GameEvent[] = [];

  if (hello.role === "player") {
    const mine = seatByToken(t.room, tokenHash);
    if (mine) {
      // PLAT-3: same browser, same seat — hand and points come with it.
      seat = mine.seat;
      const wasAbsent = mine.absent;
      t.room = passHosting({ ...t.room, seats: t.room.seats.map((s) => (s.seat === seat ? { ...s, goneSince: null, absent: false } : s)) });
      if (wasAbsent) events = presence(t, seat, "present");
    } else {
      const room = t.room;
      if (isBanned(room, tokenHash)) return t.error(id, "banned");
      if (room.phase === "ended") return t.error(id, "game_over_watch");
      if (room.phase === "playing" && !game.onLateJoin) return t.error(id, "game_running");
      if (nameInUse(t, id, name, tokenHash)) return t.error(id, "name_taken");
      const taken = takeSeat(room, tokenHash, name, game.seats(room.config).max);
      if (!taken.ok) return t.error(id, taken.code, taken.params);
      seat = taken.seat;
      if (room.phase === "playing" && t.snap) {
        const info: SeatInfo = { seat, name, choice: null };
        const out = runGame(t, () => ({ k: "join", seat: info.seat, name: info.name }), (ctx) => game.onLateJoin!(t.snap!.state, info, ctx));
        if (!out.ok) return t.error(id, out.code, out.params);
        events = out.events;
      }
      t.room = taken.room;
    }
  } else {
    if (t.spectatorCount() >= MAX_SPECTATORS) {
      t.error(id, "too_many_watchers", { max: MAX_SPECTATORS });
      return t.close(id, 4009, "too_many_watchers");
    }
    // A fair share of the watchers' places per address (see SPECTATORS_PER_ADDRESS).
    if (t.sockets().filter((s) => s.a.role === "spectator" && s.a.addr === a.addr).length >= SPECTATORS_PER_ADDRESS) {
      t.error(id, "address_watchers_full", { max: SPECTATORS_PER_ADDRESS });
      t.fx.logs.push({ event: "rate_limited", scope: "address" });
      return t.close(id, 4009, "address_watchers_full");
    }
    // A spectator cannot pass for a seated player, nor for another watcher.
    if (nameInUse(t, id, name, tokenHash)) return t.error(id, "name_taken");
  }
  t.attach(id, { ...a, role: seat === null ? "spectator" : "player", seat, name, tokenHash });
  t.appendHistory(events);
  sendWhole(t, id);
}

/** A socket closed: a seat with no other socket starts its grace period (PLAT-4). */
export function onGone(t: Turn, id: SocketId): void {
  const a = t.attachment(id);
  if (!a || a.role === "gone") return;
  t.attach(id, { ...a, role: "gone", seat: null });
  delete t.mem.lastChannel[id];
  delete t.mem.buckets[`s:${id}`];
  delete t.mem.buckets[`sc:${id}`];
  if (a.seat === null || !t.room) return;
  markGoneUnlessConnected(t);
}

/**
 * Every seat that the room believes connected but has no socket now starts its grace period:
 * after a restart no close event comes for sockets that died with the old instance.
 */
export function reconcilePresence(t: Turn): void {
  if (!t.room) return;
  markGoneUnlessConnected(t);
}

function markGoneUnlessConnected(t: Turn): void {
  const room = t.room!;
  const connected = new Set(t.sockets().flatMap((s) => (s.a.role === "player" && s.a.seat !== null ? [s.a.seat] : [])));
  // A bot has no socket and is never gone (issue 23).
  const drops = (s: (typeof room.seats)[number]) => s.goneSince === null && !s.absent && !s.abandoned && !s.bot && !connected.has(s.seat);
  if (!room.seats.some(drops)) return;
  t.room = { ...room, seats: room.seats.map((s) => (drops(s) ? { ...s, goneSince: t.now } : s)) };
}

function lobbyChange(t: Turn, id: SocketId, result: LobbyResult): boolean {
  if (!result.ok) {
    t.error(id, result.code, result.params);
    return false;
  }
  t.room = result.room;
  return true;
}

const hostInLobby = (room: RoomRecord, seat: number): LobbyResult | null =>
  room.hostSeat !== seat ? { ok: false, code: "not_host" } : room.phase !== "lobby" ? { ok: false, code: "not_in_lobby" } : null;

export function onConfig(t: Turn, id: SocketId, seat: number, config: unknown): boolean {
  const room = t.room!;
  const problem = hostInLobby(room, seat);
  if (problem) return lobbyChange(t, id, problem);
  const parsed = t.game.configSchema.safeParse(config);
  if (!parsed.success) return lobbyChange(t, id, { ok: false, code: "bad_config" });
  return lobbyChange(t, id, { ok: true, room: { ...room, config: parsed.data } });
}

export function onPublic(t: Turn, id: SocketId, seat: number, isPublic: boolean): boolean {
  const room = t.room!;
  // PLAT-13: a public room never has the voice silence lifted.
  return lobbyChange(t, id, hostInLobby(room, seat) ?? { ok: true, room: { ...room, isPublic, ...(isPublic ? { voiceFree: false } : {}) } });
}

export function onChoose(t: Turn, id: SocketId, seat: number, choice: unknown): boolean {
  const room = t.room!;
  const game = t.game;
  if (room.phase !== "lobby") return lobbyChange(t, id, { ok: false, code: "not_in_lobby" });
  if (!game.choiceSchema) return lobbyChange(t, id, { ok: false, code: "no_choice" });
  const parsed = game.choiceSchema.safeParse(choice);
  if (!parsed.success) return lobbyChange(t, id, { ok: false, code: "bad_choice" });
  const choices = new Map(room.seats.map((s) => [s.seat, s.choice] as const));
  const problem = game.checkChoice?.(room.config, choices, seat, parsed.data) ?? null;
  if (problem) return lobbyChange(t, id, { ok: false, code: problem });
  return lobbyChange(t, id, { ok: true, room: { ...room, seats: room.seats.map((s) => (s.seat === seat ? { ...s, choice: parsed.data } : s)) } });
}

/**
 * PLAT-2: the host removes a seat; its sockets are told and closed; its browser is banned for this
 * match. PLAT-19: during a match the seat stays and the room plays it to the end.
 */
export function onKick(t: Turn, id: SocketId, by: number, seat: number): boolean {
  const playing = t.room!.phase === "playing";
  if (!lobbyChange(t, id, kick(t.room!, by, seat))) return false;
  if (playing) removedNow(t, seat, "removed");
  closeSeat(t, seat);
  return true;
}

function closeSeat(t: Turn, seat: number): void {
  for (const s of t.sockets()) {
    if (s.a.seat !== seat) continue;
    t.error(s.id, "kicked");
    t.close(s.id, 4001, "kicked");
  }
}

/** A seat removed mid-match: the game hears it is gone (a game without a policy), the history says who plays it now. */
function removedNow(t: Turn, seat: number, line: "removed" | "removed_by_vote"): void {
  const events = t.game.bot ? [roomLine(line, seat), roomLine("playing_for", seat)] : presence(t, seat, "abandoned");
  t.appendHistory(events);
}

/** PLAT-20: a vote to remove a player in a public room; a majority of the other seated players removes them. */
export function onVoteRemove(t: Turn, id: SocketId, by: number, seat: number): boolean {
  const result = voteRemove(t.room!, by, seat);
  if (!lobbyChange(t, id, result)) return false;
  if (result.ok && result.reached) {
    removedNow(t, seat, "removed_by_vote");
    closeSeat(t, seat);
  }
  return true;
}

/** Issue 23: the host adds a bot in the lobby, with a lobby pick checked like a person's. */
export function onAddBot(t: Turn, id: SocketId, by: number, level: BotLevel, choice: unknown): boolean {
  const room = t.room!;
  const game = t.game;
  if (!game.lobbyBots || !game.bot) return lobbyChange(t, id, { ok: false, code: "no_bots" });
  let pick: unknown = null;
  if (choice !== undefined && choice !== null && game.choiceSchema) {
    const parsed = game.choiceSchema.safeParse(choice);
    if (!parsed.success) return lobbyChange(t, id, { ok: false, code: "bad_choice" });
    pick = parsed.data;
  }
  const added = addBot(room, by, level, pick, game.seats(room.config).max);
  if (!added.ok || pick === null) return lobbyChange(t, id, added);
  const seat = added.room.seats.find((s) => !room.seats.some((o) => o.seat === s.seat))!.seat;
  const choices = new Map(room.seats.map((s) => [s.seat, s.choice] as const));
  const problem = game.checkChoice?.(room.config, choices, seat, pick) ?? null;
  return lobbyChange(t, id, problem ? { ok: false, code: problem } : added);
}

export function onUnban(t: Turn, id: SocketId, by: number, ban: number): boolean {
  return lobbyChange(t, id, unban(t.room!, by, ban));
}

/** PLAT-6 "Abandonar sala": the seat is given up for good; every socket of the seat closes. */
export function onAbandon(t: Turn, id: SocketId, seat: number): boolean {
  const wasPlaying = t.room!.phase === "playing";
  t.room = abandonSeat(t.room!, seat);
  if (wasPlaying) t.appendHistory(presence(t, seat, "abandoned"));
  for (const s of t.sockets()) if (s.a.seat === seat) t.close(s.id, s.id === id ? 1000 : 4002, "abandoned");
  return true;
}
