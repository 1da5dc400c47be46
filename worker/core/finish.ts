/**
 * The end of every step: the match result, the writes (before any send, by the glue), the fan-out
 * of what changed to each socket, and the next alarm.
 */
import type { ServerMessage } from "../../shared/protocol";
import { nextPresenceCheck } from "./lobby";
import { HELLO_TIMEOUT_MS, IDLE_ROOM_TTL_MS } from "./limits";
import { stripChat, stripHistory, type Turn } from "./turn";
import type { CoreState, Effects, SeenIds, SocketId } from "./types";
import { voiceSync } from "./voice";
import { planAutoplay } from "./autoplay";
import { nextRecordExpiry } from "./record";
import { seasonMatchKey } from "./seasonKey";

const HOUR = 3600_000;

/** The socket's whole picture: welcome, room, its view, the history and chat it may read, its channel. */
export function sendWhole(t: Turn, id: SocketId): void {
  const a = t.attachment(id)!;
  t.frame(id, { type: "welcome", seat: a.seat, role: a.role === "player" ? "player" : "spectator", now: t.now });
  t.frame(id, t.summaryMessage());
  if (t.room!.phase !== "lobby" && t.snap) t.frame(id, t.viewMessage(a));
  sendLists(t, id);
  const team = t.teamOf(a);
  t.frame(id, { type: "channel", team });
  t.mem.lastChannel[id] = team;
  t.skip.add(id);
}

function sendLists(t: Turn, id: SocketId): void {
  const a = t.attachment(id)!;
  t.frame(id, { type: "history", lines: t.history.filter((l) => t.mayReadHistory(l, a)).map(stripHistory), append: false } satisfies ServerMessage);
  t.frame(id, { type: "chat", lines: t.chat.filter((l) => t.mayReadChat(l, a)).map(stripChat), append: false } satisfies ServerMessage);
}

export function finish(t: Turn, seenBefore: SeenIds): { state: CoreState; effects: Effects } {
  if (t.room) {
    detectEnd(t);
    planAutoplay(t);
    saveRecords(t, seenBefore);
    fanOut(t);
    voiceSync(t);
  }
  t.fx.alarm = nextAlarm(t);
  return {
    state: { stored: { room: t.room, game: t.snap, history: t.history, chat: t.chat, touchedAt: t.touchedAt, seen: t.seen }, mem: t.mem },
    effects: t.fx,
  };
}

/** A running match whose game reports a result has ended; its season rows go out once, now. */
function detectEnd(t: Turn): void {
  const room = t.room!;
  if (room.phase !== "playing" || !t.snap) return;
  const result = t.game.result(t.snap.state);
  if (!result) return;
  t.room = { ...room, phase: "ended", winners: [...result.winners], ...(room.replays ? { replays: room.replays.map((r) => (r.match === room.match ? { ...r, ended: true } : r)) } : {}) };
  const seats = room.seats.filter((s) => !s.abandoned).length;
  t.fx.logs.push({ event: "match_ended", game: room.gameId, seats });
  if (result.season?.length) {
    // Issue 23: a bot's seat never writes season points, nor does a seat removed mid-match.
    const rows = result.season.flatMap((r) => {
      const seat = room.seats.find((s) => s.seat === r.seat);
      return seat && !seat.bot && !seat.removed ? [{ seat: r.seat, player: seat.tokenHash, name: seat.name, points: r.points, won: r.won }] : [];
    });
    if (rows.length) {
      const roomKey = `${room.code}:${room.createdAt}`;
      t.fx.season = { roomKey, match: room.match, gameId: room.gameId, at: t.now, rows };
      // PLAT-27: the end screens' season line reads each seat's points and asks the table about this match.
      t.room = { ...t.room, season: { match: seasonMatchKey(roomKey, room.match), points: rows.map((r) => ({ seat: r.seat, points: Math.round(r.points) })) } };
    }
  }
}

/**
 * The records this step changed. Command ids ride along whichever record is written anyway (the
 * game snapshot, else the room record): double taps survive an eviction at no extra write.
 */
function saveRecords(t: Turn, seenBefore: SeenIds): void {
  if (t.recordRows.length) t.write({ op: "record", match: t.room!.match, rows: t.recordRows });
  const seenChanged = t.seen !== seenBefore;
  const seen = Object.keys(t.seen).length ? { seen: t.seen } : {};
  const gameWritten = t.gameChanged && t.snap !== null;
  if (t.roomChanged() || (seenChanged && !gameWritten)) t.write({ op: "room", value: { ...t.room!, ...seen } });
  if (t.gameChanged) t.write({ op: "game", value: t.snap && { ...t.snap, ...seen } });
  // Only accepted client input is activity: junk, a look or a clock tick writes nothing here.
  if (!t.fromClient || t.fx.writes.length === 0) return;
  // Rounded to the hour so that it does not cost a write on every action.
  const touched = Math.ceil(t.now / HOUR) * HOUR;
  if (touched !== t.touchedAt) {
    t.touchedAt = touched;
    t.write({ op: "touchedAt", value: touched });
  }
}

/**
 * Each joined socket gets what changed for it: the room summary if it differs from the last one
 * sent, its view if it differs from the last sent to its viewer class (computed once per class),
 * new history and chat lines it may read, and its team channel when that changed.
 */
function fanOut(t: Turn): void {
  const room = t.room!;
  const summary = t.summaryMessage();
  const sendRoom = summary !== t.mem.lastRoom;
  t.mem.lastRoom = summary;
  const withViews = room.phase !== "lobby" && t.snap !== null && (t.gameChanged || t.newHistory.length > 0);
  if (room.phase === "lobby" || !t.snap) t.mem.lastView = {};
  const views = new Map<string, string | null>();
  // What a socket may read of the new lines depends only on its seat (PLAT-7: a team is a seat's),
  // so the lines' frames are worked out and encoded once per seat, spectators sharing one (issue 22).
  const lines = new Map<number | null, { history: string | null; chat: string | null; team: string | null }>();
  for (const { id, a } of t.joined()) {
    if (t.skip.has(id)) continue;
    if (sendRoom) t.frame(id, summary);
    if (t.resetLists) sendLists(t, id);
    if (withViews) {
      const key = t.viewKey(a);
      let message = views.get(key);
      if (message === undefined) {
        const json = t.viewJson(a);
        message = null;
        if (json !== t.mem.lastView[key]) {
          const rev = t.nextViewRev(key);
          t.mem.lastView[key] = json;
          t.mem.viewRev[key] = rev;
          message = t.viewFrame(json, rev);
        }
        views.set(key, message);
      }
      if (message !== null) t.frame(id, message);
    }
    let mine = lines.get(a.seat);
    if (mine === undefined) {
      mine = { history: null, chat: null, team: t.teamOf(a) };
      if (!t.resetLists) {
        const history = t.newHistory.filter((l) => t.mayReadHistory(l, a));
        if (history.length) mine.history = JSON.stringify({ type: "history", lines: history.map(stripHistory), append: true } satisfies ServerMessage);
        const chat = t.newChat.filter((l) => t.mayReadChat(l, a));
        if (chat.length) mine.chat = JSON.stringify({ type: "chat", lines: chat.map(stripChat), append: true } satisfies ServerMessage);
      }
      lines.set(a.seat, mine);
    }
    if (mine.history !== null) t.frame(id, mine.history);
    if (mine.chat !== null) t.frame(id, mine.chat);
    if (t.mem.lastChannel[id] !== mine.team) {
      t.mem.lastChannel[id] = mine.team;
      t.frame(id, { type: "channel", team: mine.team });
    }
  }
}

/** The earliest of: idle clean-up, a seat's absence to confirm, a game deadline, a silent socket's hello timeout. */
function nextAlarm(t: Turn): number | null {
  const times: number[] = [];
  for (const s of t.sockets()) if (s.a.role === "pending") times.push(s.a.openedAt + HELLO_TIMEOUT_MS);
  const room = t.room;
  if (room) {
    // Past due while sockets are open, the clean-up can only wait for the last one to close (that
    // step schedules it again): an alarm set in the past now would fire on and on.
    const idle = t.touchedAt + IDLE_ROOM_TTL_MS;
    if (idle > t.now || t.sockets().length === 0) times.push(idle);
    const presence = nextPresenceCheck(room, t.env.graceMs);
    if (presence !== null) times.push(presence);
    if (room.phase === "playing" && t.snap) for (const d of t.game.deadlines(t.snap.state)) if (d.at > t.mem.deadlinesDoneAt) times.push(d.at);
    // PLAT-25: the next match record to delete.
    const expiry = nextRecordExpiry(room);
    if (expiry !== null) times.push(expiry);
    // PLAT-17: a server-played move waits on the same alarm.
    for (const at of Object.values(room.autoplay ?? {})) times.push(at);
  }
  return times.length ? Math.min(...times) : null;
}
