/** Matches: start, actions, presence, deadlines, rematch — the game driven only through its contract. */
import { Rng, type Ctx, type GameEvent, type Outcome, type Presence, type RngState, type SeatInfo } from "../../shared/engine";
import { activeSeats, passHosting } from "./lobby";
import { ALARM_LATE_MS, HELLO_TIMEOUT_MS, IDLE_ROOM_TTL_MS } from "./limits";
import { rngFromSeed } from "./seed";
import type { Turn } from "./turn";
import type { SocketId } from "./types";
import { roomLine, runAutoplay } from "./autoplay";
import { pruneRecords, recordInput, replayKeyOf, startRecord, type RecordInput } from "./record";

/** Deep-freezes plain data: a game that mutates the state it was given fails loudly instead of corrupting the room. */
export function deepFreeze<T>(v: T): T {
  if (v && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/**
 * Runs one game transition. The room keeps a frozen copy of what the game returned, and a state
 * that serialises the same (with the same generator and no events) is no change: no new revision,
 * no write, no alarm refired.
 */
export function runGame(t: Turn, input: () => RecordInput, fn: (ctx: Ctx) => Outcome<unknown>): Outcome<unknown> {
  const snap = t.snap!;
  const rng = new Rng(snap.rng);
  let out: Outcome<unknown>;
  try {
    out = fn({ now: t.now, rng });
  } catch (e) {
    console.error("game transition failed", e);
    return { ok: false, code: "game_error" };
  }
  if (!out.ok) return out;
  const json = JSON.stringify(out.state);
  const saved = rng.save();
  if (json === t.gameJson() && out.events.length === 0 && sameRng(saved, snap.rng)) return { ok: true, state: snap.state, events: [] };
  const before = snap.state;
  t.setSnap({ state: deepFreeze(JSON.parse(json) as unknown), rng: saved, rev: snap.rev + 1 }, json);
  recordInput(t, input(), before, t.snap!.state);
  return { ok: true, state: t.snap!.state, events: [...out.events] };
}

const sameRng = (a: RngState, b: RngState): boolean => a.key === b.key && a.block === b.block && a.word === b.word;

/** Tells the game a seat's presence changed (PLAT-4/6); returns the events to record. */
export function presence(t: Turn, seat: number, p: Presence): GameEvent[] {
  const game = t.game;
  if (t.room!.phase !== "playing" || !t.snap) return [];
  // PLAT-15: a game with a seat policy is not told of the absence — the room plays the seat.
  if (game.bot) return [roomLine(p === "present" ? "back" : "playing_for", seat)];
  if (!game.onPresence) return [];
  const out = runGame(t, () => ({ k: "presence", seat, p }), (ctx) => game.onPresence!(t.snap!.state, seat, p, ctx));
  return out.ok ? out.events : [];
}

/**
 * A seat's game action. `rev` is the revision of the view it was made on: refused, and made on a
 * view older than the seat's current one, it is answered with that view instead of an error — the
 * player acted on a table that had already moved on (a double tap's second, different action; a
 * tap as the turn passed), and sees the table as it is.
 */
export function onAct(t: Turn, id: SocketId, seat: number, action: unknown, rev?: number): boolean {
  if (!t.snap) return fail(t, id, "not_playing");
  if (t.room!.phase !== "playing") return stale(t, id, rev) ? false : fail(t, id, "not_playing");
  const game = t.game;
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) return fail(t, id, "bad_action");
  const out = runGame(t, () => ({ k: "act", seat, a: parsed.data }), (ctx) => game.apply(t.snap!.state, seat, parsed.data, ctx));
  if (!out.ok) return stale(t, id, rev) ? false : fail(t, id, out.code, out.params);
  t.appendHistory(out.events);
  return true;
}

/** A refused action made on an older view than the seat's current one: the socket gets the current view (true). */
function stale(t: Turn, id: SocketId, rev: number | undefined): boolean {
  const a = t.attachment(id);
  const current = a && t.mem.viewRev[t.viewKey(a)];
  if (!a || rev === undefined || current === undefined || rev >= current) return false;
  t.frame(id, t.viewMessage(a));
  return true;
}

export function onStart(t: Turn, id: SocketId, seat: number): boolean {
  const room = t.room!;
  const game = t.game;
  if (room.hostSeat !== seat) return fail(t, id, "not_host");
  if (room.phase !== "lobby") return fail(t, id, "not_in_lobby");
  const players = activeSeats(room);
  const limits = game.seats(room.config);
  if (players.length < limits.min) return fail(t, id, "too_few_players", { min: limits.min });
  if (players.length > limits.max) return fail(t, id, "too_many_players", { max: limits.max });
  const infos: SeatInfo[] = players.map((s) => ({ seat: s.seat, name: s.name, choice: s.choice }));
  const problem = game.checkStart?.(room.config, infos) ?? null;
  if (problem) return fail(t, id, problem);
  const rng = rngFromSeed(t.env.entropy());
  const seed = rng.save().key;
  let state: unknown;
  try {
    state = game.setup(infos, room.config, { now: t.now, rng, room: { isPublic: room.isPublic } });
  } catch (e) {
    console.error("game setup failed", e);
    return fail(t, id, "game_error");
  }
  const json = JSON.stringify(state);
  t.clearHistory();
  t.setSnap({ state: deepFreeze(JSON.parse(json) as unknown), rng: rng.save(), rev: 0 }, json);
  const { autoplay: _a, removeVotes: _v, season: _s, ...fresh } = room;
  t.room = { ...fresh, phase: "playing", winners: null, match: room.match + 1 };
  // PLAT-23: the record's first row; the seed is the generator's key as it was before setup drew.
  startRecord(t, { k: "start", rules: game.rulesVersion, seed, config: room.config, seats: infos, bots: players.filter((s) => s.bot).map((s) => s.seat), isPublic: room.isPublic, key: replayKeyOf(seed) });
  t.fx.logs.push({ event: "match_started", game: room.gameId, seats: players.length });
  return true;
}

/** PLAT-9: back to the lobby, same seats and settings; the last match's history, team chat and bans go. */
export function onRematch(t: Turn, id: SocketId, seat: number): boolean {
  const room = t.room!;
  if (room.hostSeat !== seat) return fail(t, id, "not_host");
  if (room.phase !== "ended") return fail(t, id, "not_ended");
  const { autoplay: _a, removeVotes: _v, season: _s, ...rest } = room;
  t.room = passHosting({ ...rest, phase: "lobby", winners: null, seats: room.seats.filter((s) => !s.abandoned), bans: [] });
  t.setSnap(null, "null");
  t.clearHistory();
  return true;
}

export function onAlarm(t: Turn): void {
  const now = t.now;
  const room = t.room;
  // Silent sockets: they never said who they are.
  for (const s of t.sockets()) {
    if (s.a.role !== "pending" || now < s.a.openedAt + HELLO_TIMEOUT_MS) continue;
    t.error(s.id, "hello_timeout");
    t.close(s.id, 4003, "hello_timeout");
  }
  if (!room) return;
  logIfLate(t);
  if (t.sockets().length === 0 && now >= t.touchedAt + IDLE_ROOM_TTL_MS) {
    t.write({ op: "deleteAll" });
    t.room = null;
    t.snap = null;
    t.history = [];
    t.chat = [];
    return;
  }
  const game = t.game;
  // PLAT-4: a seat gone longer than the grace period is now absent.
  for (const s of room.seats) {
    if (s.goneSince === null || s.absent || s.abandoned || now < s.goneSince + t.env.graceMs) continue;
    t.room = { ...t.room!, seats: t.room!.seats.map((x) => (x.seat === s.seat ? { ...x, absent: true } : x)) };
    t.appendHistory(presence(t, s.seat, "absent"));
  }
  t.room = passHosting(t.room!);
  pruneRecords(t);
  // PLAT-8: whatever the state says is due now. Recomputed from state, so a duplicate or late
  // alarm finds nothing due, and a handler that returns the same state ends the loop.
  const tried = new Set<string>();
  for (let guard = 0; guard < 50 && t.room.phase === "playing" && t.snap; guard++) {
    const due = game.deadlines(t.snap.state).filter((d) => d.at <= now && !tried.has(`${d.kind}@${d.at}`)).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    const rev = t.snap.rev;
    const out = runGame(t, () => ({ k: "deadline", kind: due.kind }), (ctx) => game.onDeadline(t.snap!.state, due.kind, ctx));
    if (!out.ok || t.snap.rev === rev) {
      tried.add(`${due.kind}@${due.at}`); // nothing to do for this one; others may still be due
      continue;
    }
    t.appendHistory(out.events);
    if (game.result(t.snap.state)) break;
  }
  t.mem.deadlinesDoneAt = now;
  // PLAT-17: the server-played moves now due.
  runAutoplay(t);
}

function logIfLate(t: Turn): void {
  const room = t.room!;
  const due: number[] = [];
  for (const s of room.seats) if (s.goneSince !== null && !s.absent && !s.abandoned) due.push(s.goneSince + t.env.graceMs);
  if (room.phase === "playing" && t.snap) for (const d of t.game.deadlines(t.snap.state)) due.push(d.at);
  const first = due.filter((d) => d <= t.now).sort((a, b) => a - b)[0];
  if (first !== undefined && t.now - first > ALARM_LATE_MS) t.fx.logs.push({ event: "alarm_late", lateMs: t.now - first });
}

function fail(t: Turn, id: SocketId, code: string, params?: Record<string, string | number>): false {
  t.error(id, code, params);
  return false;
}
