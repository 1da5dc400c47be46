/**
 * The pure room: `step(state, input, env)` → the new state and the effects (writes, frames per
 * socket, closes, attachments, next alarm). It knows rooms, seats and sockets, never a game's rules:
 * games come through `env.game` and are driven only through their contract.
 */
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, clientMessage, type ClientMessage } from "../../shared/protocol";
import { summary } from "./lobby";
import { configForHost, type UiLang } from "../../shared/engine/content";
import { ADDR_CHAT, ADDR_FRAMES, SOCKET_CHAT, SOCKET_FRAMES, take } from "./buckets";
import { onChat } from "./chat";
import { finish } from "./finish";
import { MAX_SOCKETS, SEEN_IDS_KEPT, SOCKETS_PER_ADDRESS } from "./limits";
import { onAct, onAlarm, onRematch, onStart } from "./match";
import { onAbandon, onAddBot, onChoose, onConfig, onGone, onHello, onKick, onPublic, onUnban, onVoteRemove, reconcilePresence } from "./seats";
import { Turn } from "./turn";
import { onVoice, onVoiceFree } from "./voice";
import type { CoreState, Effects, Input, SocketId, StepEnv } from "./types";

export function step(state: CoreState, input: Input, env: StepEnv): { state: CoreState; effects: Effects } {
  const t = new Turn(state, env);
  // Only what a client asked for can count as activity (and only if it was accepted: see finish).
  t.fromClient = input.kind === "init" || input.kind === "message" || input.kind === "hello";
  switch (input.kind) {
    case "init":
      t.fx.reply = init(t, input.code, input.gameId, input.isPublic, input.lang);
      break;
    case "summary":
      // A look, not an activity: nothing is written or sent.
      t.fx.reply = t.room ? summary(t.room, t.spectatorCount(), t.game.seats(t.room.config), { played: !!t.game.bot, lobby: !!t.game.lobbyBots }) : null;
      return { state, effects: t.fx };
    case "wake":
      // The clients already hold the current summary: only a real change is announced.
      if (t.room) t.mem.lastRoom = t.summaryMessage();
      reconcilePresence(t);
      break;
    case "open":
      onOpen(t, input.socket, input.addr);
      break;
    case "message":
      onMessage(t, input.socket, input.raw, Math.min(t.now, input.at ?? t.now));
      break;
    case "hello":
      onHello(t, input.socket, input.hello, input.tokenHash);
      break;
    case "close":
      onGone(t, input.socket);
      break;
    case "alarm":
      onAlarm(t);
      break;
  }
  return finish(t, state.stored.seen);
}

function init(t: Turn, code: string, gameId: string, isPublic: boolean, lang?: UiLang): boolean {
  if (t.room) return false;
  const game = t.env.game(gameId);
  if (!game) return false;
  t.room = { code, gameId, phase: "lobby", hostSeat: null, config: configForHost(game.defaultConfig, game.content, lang), isPublic, seats: [], createdAt: t.now, winners: null, match: 0, bans: [] };
  t.write({ op: "init" });
  t.fx.logs.push({ event: "room_created", game: gameId });
  return true;
}

function onOpen(t: Turn, id: SocketId, addr: string): void {
  t.attach(id, { id, role: "pending", seat: null, name: "", addr, openedAt: t.now, tokenHash: null });
  // Players + spectators + not-yet-joined: one client cannot hold a thousand silent sockets.
  if (t.sockets().length > MAX_SOCKETS) {
    t.error(id, "room_full", { max: MAX_SOCKETS });
    t.close(id, 4008, "room_full");
    t.fx.logs.push({ event: "rate_limited", scope: "connect" });
    return;
  }
  // A fair share per address (see SOCKETS_PER_ADDRESS): one address cannot fill the room.
  if (t.sockets().filter((s) => s.a.addr === addr).length > SOCKETS_PER_ADDRESS) {
    t.error(id, "address_full", { max: SOCKETS_PER_ADDRESS });
    t.close(id, 4010, "address_full");
    t.fx.logs.push({ event: "rate_limited", scope: "address" });
  }
}

/** UTF-8 length without encoding when the answer is obvious either way. */
export function utf8Bytes(s: string): number {
  if (s.length * 3 <= MAX_MESSAGE_BYTES) return s.length; // at most 3 bytes per UTF-16 unit: surely small enough
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
    if (n > MAX_MESSAGE_BYTES) return n;
  }
  return n;
}

/** `at`: the frame's arrival time (≤ now), at which its sender's buckets are charged. */
function onMessage(t: Turn, id: SocketId, raw: string | ArrayBuffer, at: number): void {
  const a = t.attachment(id);
  if (!a || a.role === "gone") return;
  const size = typeof raw === "string" ? utf8Bytes(raw) : raw.byteLength;
  // Far larger than any message our client sends: whoever sends this is not using it. The socket is
  // closed (1009, "message too big"), so sending another costs a new connection, which the Worker's
  // per-address opening limit charges (PLAT-G7). workerd has already buffered the whole frame by
  // now: the runtime has no per-socket size limit below its own 32 MiB. Measured with wrangler dev
  // (12 frames of 32 MiB from 4 sockets, before and after this close): workerd's memory rose by
  // 85-95 MB at the first frame either way and then stayed level; closing saves no buffering, it
  // makes each further frame cost a new connection.
  if (size > MAX_MESSAGE_BYTES) {
    t.error(id, "too_large", { max: MAX_MESSAGE_BYTES });
    t.close(id, 1009, "too_large");
    // Its size in KiB (UTF-16 units for text: counting its bytes would mean reading it all).
    t.fx.logs.push({ event: "frame_too_large", kb: Math.ceil((typeof raw === "string" ? raw.length : raw.byteLength) / 1024) });
    // A seat whose only socket this was starts its grace period, as on any disconnection (PLAT-4).
    if (a.seat !== null) reconcilePresence(t);
    return;
  }
  // The buckets are taken before anything is parsed: junk costs its sender, not the room.
  const frames = both(() => take(t.mem.buckets, `s:${id}`, SOCKET_FRAMES, at), () => take(t.mem.buckets, `a:${a.addr}`, ADDR_FRAMES, at));
  if (frames !== "ok") {
    if (frames === "limited") {
      t.error(id, "rate_limited");
      t.fx.logs.push({ event: "rate_limited", scope: "message" });
    }
    return;
  }
  if (typeof raw !== "string") return t.error(id, "bad_message");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return t.error(id, "bad_json");
  }
  if (isOtherVersionHello(json)) return t.error(id, "reload_required", { version: PROTOCOL_VERSION });
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return t.error(id, "bad_message");
  const msg = parsed.data;
  // The whole JSON ping path: a clock ping (still valid protocol) is answered with the room's
  // clock. It wakes the room, which is why the client no longer sends it: its keep-alive is the
  // runtime's auto-response (worker/room.ts constructor) and its clock comes from stamped frames.
  if (msg.type === "ping") return t.frame(id, { type: "pong", t: msg.t, now: t.now });
  if (!t.room) return t.error(id, "room_not_found");
  if (msg.type === "hello") {
    if (a.role !== "pending") return t.error(id, "already_joined");
    t.fx.hashToken = { socket: id, hello: msg };
    return;
  }
  if (a.role === "pending") return t.error(id, "not_joined");
  if (msg.type === "voice") return onVoice(t, id, a, msg.v);
  if (msg.type === "chat") {
    const chat = both(() => take(t.mem.buckets, `sc:${id}`, SOCKET_CHAT, at), () => take(t.mem.buckets, `ac:${a.addr}`, ADDR_CHAT, at));
    if (chat !== "ok") {
      if (chat === "limited") t.fx.logs.push({ event: "rate_limited", scope: "chat" });
      return t.error(id, "chat_rate_limited");
    }
    return onChat(t, id, a, msg.channel, msg.text);
  }
  if (a.seat === null) return t.error(id, "spectator");
  const seat = a.seat;
  if ("id" in msg && msg.id !== undefined && t.seen[seat]?.includes(msg.id)) return t.frame(id, { type: "ack", id: msg.id, dup: true });
  if (command(t, id, seat, msg) && "id" in msg && msg.id !== undefined) {
    t.seen = { ...t.seen, [seat]: [...(t.seen[seat] ?? []), msg.id].slice(-SEEN_IDS_KEPT) };
    t.frame(id, { type: "ack", id: msg.id });
  }
}

/** Runs a seat's command; true when it was accepted. */
function command(t: Turn, id: SocketId, seat: number, msg: Exclude<ClientMessage, { type: "hello" | "ping" | "chat" | "voice" }>): boolean {
  switch (msg.type) {
    case "act":
      return onAct(t, id, seat, msg.action, msg.rev);
    case "config":
      return onConfig(t, id, seat, msg.config);
    case "public":
      return onPublic(t, id, seat, msg.value);
    case "voiceFree":
      return onVoiceFree(t, id, seat, msg.value);
    case "choose":
      return onChoose(t, id, seat, msg.choice);
    case "kick":
      return onKick(t, id, seat, msg.seat);
    case "addBot":
      return onAddBot(t, id, seat, msg.level, msg.choice);
    case "voteRemove":
      return onVoteRemove(t, id, seat, msg.seat);
    case "unban":
      return onUnban(t, id, seat, msg.ban);
    case "start":
      return onStart(t, id, seat);
    case "rematch":
      return onRematch(t, id, seat);
    case "abandon":
      return onAbandon(t, id, seat);
  }
}

function isOtherVersionHello(json: unknown): boolean {
  if (typeof json !== "object" || json === null) return false;
  const m = json as { type?: unknown; v?: unknown };
  return m.type === "hello" && m.v !== PROTOCOL_VERSION;
}

/** The socket's bucket first; the address's only when the socket's allowed it (a refused frame costs once). */
const both = (socket: () => "ok" | "limited" | "silent", addr: () => "ok" | "limited" | "silent") => {
  const first = socket();
  return first === "ok" ? addr() : first;
};
