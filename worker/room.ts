/**
 * One Durable Object per room: glue between sockets, seats, the game contract, storage and the
 * alarm. It knows rooms, seats and sockets, never a game's rules — games come from the registry.
 *
 * - Hibernating WebSockets; each socket's attachment holds who it is (seat or spectator).
 * - One storage alarm for the earliest pending deadline (game deadlines + presence checks); the
 *   handler recomputes what is due from state, so running twice or late changes nothing.
 * - Every accepted change is written before it is announced (no await between write and send;
 *   output gates hold the messages until the write is durable).
 */
import { DurableObject } from "cloudflare:workers";
import { Rng, type AnyGame, type GameEvent, type Outcome, type RngState, type SeatInfo, type Viewer } from "../shared/engine";
import { gameById } from "../shared/games/registry";
import { MAX_MESSAGE_BYTES, clientMessage, type ClientMessage, type ServerMessage } from "../shared/protocol";
import {
  abandonSeat, activeSeats, fail, kick, nextPresenceCheck, passHosting, seatByToken, summary, takeSeat,
  type LobbyResult, type RoomRecord,
} from "./lobby";
import { appendChat, appendHistory, clearMatch, migrate, readChat, readHistory, type StoredChat, type StoredHistory } from "./storage";
import { newChatBucket, newMessageBucket, type Bucket } from "./rateLimit";
import { listRoom, unlistRoom } from "./publicRooms";

interface Attachment {
  role: "pending" | "player" | "spectator";
  seat: number | null;
  name: string;
}

interface GameSnapshot {
  state: unknown;
  rng: RngState;
  rev: number;
}

/** Sends a message; `json` is its serialisation when the caller already has it. */
function send(ws: WebSocket, msg: ServerMessage | null, json?: string): void {
  try {
    ws.send(json ?? JSON.stringify(msg));
  } catch {
    /* the socket closed under us; its close handler does the bookkeeping */
  }
}

const IDLE_ROOM_TTL_MS = 7 * 24 * 3600_000;

export class Room extends DurableObject<Env> {
  private room: RoomRecord | null;
  private snap: GameSnapshot | null;
  private buckets = new WeakMap<WebSocket, { all: Bucket; chat: Bucket }>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage.sql);
    this.room = ctx.storage.kv.get<RoomRecord>("room") ?? null;
    this.savedRoomJson = JSON.stringify(this.room);
    this.snap = ctx.storage.kv.get<GameSnapshot>("game") ?? null;
  }

  private get game(): AnyGame {
    const g = this.room && gameById(this.room.gameId);
    if (!g) throw new Error(`room has no known game`);
    return g;
  }
  private get graceMs(): number {
    return Number(this.env.PRESENCE_GRACE_MS ?? 15000);
  }

  // ---- RPC from the Worker -------------------------------------------------------------------

  /** Creates the room once; false when the code is already in use. */
  async init(code: string, gameId: string, isPublic: boolean): Promise<boolean> {
    if (this.room) return false;
    const game = gameById(gameId);
    if (!game) return false;
    const now = Date.now();
    this.room = { code, gameId, phase: "lobby", hostSeat: null, config: game.defaultConfig, isPublic, seats: [], createdAt: now, winners: null };
    this.ctx.storage.kv.put("room", this.room);
    await this.ctx.storage.setAlarm(now + IDLE_ROOM_TTL_MS);
    return true;
  }

  async summary() {
    if (!this.room) return null;
    return summary(this.room, this.spectatorCount(), this.game.seats(this.room.config));
  }

  // ---- Sockets -------------------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (!this.room) return Response.json({ error: "room_not_found" }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket") return Response.json({ error: "expected_websocket" }, { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    // A new socket receives nothing until it says hello: who it is decides what it may see.
    server.serializeAttachment({ role: "pending", seat: null, name: "" } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Messages are handled one at a time, in arrival order, even when a handler awaits (hashing a
   * token, updating the public list): without this chain a later message can overtake an earlier
   * one that is suspended, e.g. an action arriving before the start that precedes it.
   */
  private inbox: Promise<void> = Promise.resolve();

  webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const run = this.inbox.then(() => this.handleMessage(ws, raw));
    this.inbox = run.catch((e: unknown) => console.error("message handler failed", e));
    return run;
  }

  private async handleMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const now = Date.now();
    const size = typeof raw === "string" ? raw.length : raw.byteLength;
    // Far larger than any message our client sends: whoever sends this is not using it.
    if (size > MAX_MESSAGE_BYTES) return send(ws, { type: "error", code: "too_large", params: { max: MAX_MESSAGE_BYTES } });
    if (typeof raw !== "string") return send(ws, { type: "error", code: "bad_message" });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return send(ws, { type: "error", code: "bad_json" });
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) return send(ws, { type: "error", code: "bad_message" });
    const msg = parsed.data;
    const buckets = this.bucketsFor(ws, now);
    if (!buckets.all.take(now)) return send(ws, { type: "error", code: "rate_limited" });
    if (msg.type === "ping") return send(ws, { type: "pong", t: msg.t, now });
    if (!this.room) return send(ws, { type: "error", code: "room_not_found" });
    if (msg.type === "hello") return this.onHello(ws, msg, now);

    const me = ws.deserializeAttachment() as Attachment;
    if (me.role === "pending") return send(ws, { type: "error", code: "not_joined" });
    if (msg.type === "chat") {
      if (!buckets.chat.take(now)) return send(ws, { type: "error", code: "chat_rate_limited" });
      return this.onChat(ws, me, msg.channel, msg.text, now);
    }
    if (me.seat === null) return send(ws, { type: "error", code: "spectator" });
    const seat = me.seat;
    switch (msg.type) {
      case "act":
        return this.onAct(ws, seat, msg.action, now);
      case "config":
        return this.lobbyChange(ws, this.setConfig(seat, msg.config));
      case "public":
        return this.lobbyChange(ws, this.setPublic(seat, msg.value));
      case "choose":
        return this.lobbyChange(ws, this.choose(seat, msg.choice));
      case "kick":
        return this.onKick(ws, seat, msg.seat);
      case "start":
        return this.onStart(ws, seat, now);
      case "rematch":
        return this.onRematch(ws, seat);
      case "abandon":
        return this.onAbandon(ws, seat, now);
    }
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.onGone(ws);
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      /* already closed */
    }
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.onGone(ws);
  }

  // ---- Handlers ------------------------------------------------------------------------------

  private async onHello(ws: WebSocket, msg: Extract<ClientMessage, { type: "hello" }>, now: number): Promise<void> {
    const me = ws.deserializeAttachment() as Attachment;
    if (me.role !== "pending") return send(ws, { type: "error", code: "already_joined" });
    const tokenHash = await sha256(msg.token);
    // Read the room only after the await: other messages may have changed it meanwhile.
    const room = this.room!;
    const game = this.game;
    let seat: number | null = null;
    let events: GameEvent[] = [];

    if (msg.role === "player") {
      const mine = seatByToken(this.room!, tokenHash);
      if (mine) {
        // PLAT-3: same browser, same seat — hand and points come with it.
        seat = mine.seat;
        const wasAbsent = mine.absent;
        this.room = { ...this.room!, seats: this.room!.seats.map((s) => (s.seat === seat ? { ...s, goneSince: null, absent: false } : s)) };
        if (wasAbsent && this.room.phase === "playing" && game.onPresence) {
          const out = this.runGame((ctx) => game.onPresence!(this.snap!.state, seat!, "present", ctx), now);
          if (out.ok) events = out.events;
        }
        this.room = passHosting(this.room);
      } else {
        const limits = game.seats(room.config);
        if (room.phase === "ended") return send(ws, { type: "error", code: "game_over_watch" });
        if (room.phase === "playing" && !game.onLateJoin) return send(ws, { type: "error", code: "game_running" });
        const taken = takeSeat(room, tokenHash, msg.name, limits.max);
        if (!taken.ok) return send(ws, { type: "error", code: taken.code, ...(taken.params ? { params: taken.params } : {}) });
        seat = taken.seat;
        if (room.phase === "playing") {
          const info: SeatInfo = { seat, name: msg.name, choice: null };
          const out = this.runGame((ctx) => game.onLateJoin!(this.snap!.state, info, ctx), now);
          if (!out.ok) return send(ws, { type: "error", code: out.code, ...(out.params ? { params: out.params } : {}) });
          events = out.events;
        }
        this.room = taken.room;
      }
    }

    const role = seat === null ? "spectator" : "player";
    const attachment: Attachment = { role, seat, name: msg.name };
    ws.serializeAttachment(attachment);
    this.save();
    this.scheduleAlarm();
    send(ws, { type: "welcome", seat, role, now });
    this.sendHistoryAndChat(ws, attachment);
    this.broadcast(events, this.room!.phase !== "lobby", ws);
    this.syncPublicList();
  }

  private onAct(ws: WebSocket, seat: number, action: unknown, now: number): void {
    if (this.room!.phase !== "playing" || !this.snap) return send(ws, { type: "error", code: "not_playing" });
    const game = this.game;
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return send(ws, { type: "error", code: "bad_action" });
    const out = this.runGame((ctx) => game.apply(this.snap!.state, seat, parsed.data, ctx), now);
    if (!out.ok) return send(ws, { type: "error", code: out.code, ...(out.params ? { params: out.params } : {}) });
    this.afterGameChange(out.events);
  }

  private onChat(ws: WebSocket, me: Attachment, channel: "all" | "team", text: string, now: number): void {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!clean) return send(ws, { type: "error", code: "chat_empty" });
    let team: string | null = null;
    const game = this.game;
    if (this.room!.phase === "playing" && this.snap && me.seat !== null) {
      const blocked = game.canChat?.(this.snap.state, me.seat, channel) ?? null;
      if (blocked) return send(ws, { type: "error", code: blocked });
      if (channel === "team") team = game.teamOf?.(this.snap.state, me.seat) ?? null;
    }
    if (channel === "team" && team === null) return send(ws, { type: "error", code: "no_team" });
    const seatName = me.seat === null ? me.name : this.room!.seats.find((s) => s.seat === me.seat)?.name ?? me.name;
    const line = appendChat(this.ctx.storage.sql, { at: now, seat: me.seat, name: seatName, channel, team, text: clean });
    for (const other of this.ctx.getWebSockets()) {
      const a = other.deserializeAttachment() as Attachment;
      if (a.role !== "pending" && this.mayReadChat(a, line)) send(other, { type: "chat", lines: [stripTeam(line)], append: true });
    }
  }

  private setConfig(seat: number, config: unknown): LobbyResult {
    const room = this.room!;
    if (room.hostSeat !== seat) return fail("not_host");
    if (room.phase !== "lobby") return fail("not_in_lobby");
    const parsed = this.game.configSchema.safeParse(config);
    if (!parsed.success) return fail("bad_config");
    return { ok: true, room: { ...room, config: parsed.data } };
  }

  private setPublic(seat: number, isPublic: boolean): LobbyResult {
    const room = this.room!;
    if (room.hostSeat !== seat) return fail("not_host");
    if (room.phase !== "lobby") return fail("not_in_lobby");
    return { ok: true, room: { ...room, isPublic } };
  }

  private choose(seat: number, choice: unknown): LobbyResult {
    const room = this.room!;
    const game = this.game;
    if (room.phase !== "lobby") return fail("not_in_lobby");
    if (!game.choiceSchema) return fail("no_choice");
    const parsed = game.choiceSchema.safeParse(choice);
    if (!parsed.success) return fail("bad_choice");
    const choices = new Map(room.seats.map((s) => [s.seat, s.choice] as const));
    const problem = game.checkChoice?.(room.config, choices, seat, parsed.data) ?? null;
    if (problem) return fail(problem);
    return { ok: true, room: { ...room, seats: room.seats.map((s) => (s.seat === seat ? { ...s, choice: parsed.data } : s)) } };
  }

  private async lobbyChange(ws: WebSocket, result: LobbyResult): Promise<void> {
    if (!result.ok) return send(ws, { type: "error", code: result.code, ...(result.params ? { params: result.params } : {}) });
    this.room = result.room;
    this.save();
    this.broadcast([], false);
    this.syncPublicList();
  }

  private async onKick(ws: WebSocket, by: number, seat: number): Promise<void> {
    const result = kick(this.room!, by, seat);
    if (!result.ok) return send(ws, { type: "error", code: result.code });
    this.room = result.room;
    this.save();
    for (const other of this.ctx.getWebSockets()) {
      const a = other.deserializeAttachment() as Attachment;
      if (a.seat === seat) {
        send(other, { type: "error", code: "kicked" });
        other.serializeAttachment({ role: "pending", seat: null, name: a.name } satisfies Attachment);
        other.close(4001, "kicked");
      }
    }
    this.broadcast([], false);
    this.syncPublicList();
  }

  private async onStart(ws: WebSocket, seat: number, now: number): Promise<void> {
    const room = this.room!;
    const game = this.game;
    if (room.hostSeat !== seat) return send(ws, { type: "error", code: "not_host" });
    if (room.phase !== "lobby") return send(ws, { type: "error", code: "not_in_lobby" });
    const players = activeSeats(room);
    const limits = game.seats(room.config);
    if (players.length < limits.min) return send(ws, { type: "error", code: "too_few_players", params: { min: limits.min } });
    if (players.length > limits.max) return send(ws, { type: "error", code: "too_many_players", params: { max: limits.max } });
    const infos: SeatInfo[] = players.map((s) => ({ seat: s.seat, name: s.name, choice: s.choice }));
    const config = withRoomFacts(room.config, room);
    const problem = game.checkStart?.(config, infos) ?? null;
    if (problem) return send(ws, { type: "error", code: problem });
    const rng = Rng.fromSeed(crypto.getRandomValues(new Uint8Array(32)));
    const state = game.setup(infos, config, { now, rng });
    clearMatch(this.ctx.storage.sql);
    this.snap = { state, rng: rng.save(), rev: 0 };
    this.room = { ...room, phase: "playing", winners: null };
    this.save();
    this.scheduleAlarm();
    this.broadcast([], true);
    this.syncPublicList();
  }

  /** PLAT-9: back to the lobby, same seats and settings. */
  private async onRematch(ws: WebSocket, seat: number): Promise<void> {
    const room = this.room!;
    if (room.hostSeat !== seat) return send(ws, { type: "error", code: "not_host" });
    if (room.phase !== "ended") return send(ws, { type: "error", code: "not_ended" });
    this.room = passHosting({ ...room, phase: "lobby", winners: null, seats: room.seats.filter((s) => !s.abandoned) });
    this.snap = null;
    this.ctx.storage.kv.delete("game");
    clearMatch(this.ctx.storage.sql);
    this.save();
    this.scheduleAlarm();
    this.broadcast([], true);
    this.syncPublicList();
  }

  /** PLAT-6 "Abandonar sala": the seat is given up for good. */
  private async onAbandon(ws: WebSocket, seat: number, now: number): Promise<void> {
    const wasPlaying = this.room!.phase === "playing";
    this.room = abandonSeat(this.room!, seat);
    let events: GameEvent[] = [];
    const game = this.game;
    if (wasPlaying && this.snap && game.onPresence) {
      const out = this.runGame((ctx) => game.onPresence!(this.snap!.state, seat, "abandoned", ctx), now);
      if (out.ok) events = out.events;
    }
    for (const other of this.ctx.getWebSockets()) {
      const a = other.deserializeAttachment() as Attachment;
      if (a.seat === seat) {
        other.serializeAttachment({ role: "pending", seat: null, name: a.name } satisfies Attachment);
        if (other !== ws) other.close(4002, "abandoned");
      }
    }
    this.afterGameChange(events);
    ws.close(1000, "abandoned");
    this.syncPublicList();
  }

  private onGone(ws: WebSocket): void {
    const me = ws.deserializeAttachment() as Attachment | null;
    if (!me || me.seat === null || !this.room) return;
    ws.serializeAttachment({ role: "pending", seat: null, name: me.name } satisfies Attachment);
    const stillHere = this.ctx.getWebSockets().some((o) => o !== ws && (o.deserializeAttachment() as Attachment).seat === me.seat);
    if (stillHere) return;
    const now = Date.now();
    this.room = { ...this.room, seats: this.room.seats.map((s) => (s.seat === me.seat && s.goneSince === null ? { ...s, goneSince: now } : s)) };
    this.save();
    this.scheduleAlarm();
    this.broadcast([], false);
  }

  // ---- Alarm ---------------------------------------------------------------------------------

  async alarm(): Promise<void> {
    this.alarmAt = null; // this alarm has fired; whatever is next must be set again
    if (!this.room) return;
    const now = Date.now();
    if (this.ctx.getWebSockets().length === 0 && now - this.lastActivity() > IDLE_ROOM_TTL_MS) {
      await unlistRoom(this.env.DB, this.room.code).catch(() => undefined);
      await this.ctx.storage.deleteAll();
      this.room = null;
      this.snap = null;
      return;
    }
    const events: GameEvent[] = [];
    const game = this.game;
    // PLAT-4: a seat gone longer than the grace period is now absent.
    for (const s of this.room.seats) {
      if (s.goneSince === null || s.absent || s.abandoned || now < s.goneSince + this.graceMs) continue;
      this.room = { ...this.room, seats: this.room.seats.map((x) => (x.seat === s.seat ? { ...x, absent: true } : x)) };
      if (this.room.phase === "playing" && this.snap && game.onPresence) {
        const out = this.runGame((ctx) => game.onPresence!(this.snap!.state, s.seat, "absent", ctx), now);
        if (out.ok) events.push(...out.events);
      }
    }
    this.room = passHosting(this.room);
    // Game deadlines: whatever the state says is due now. Recomputed from state, so a duplicate
    // or late alarm finds nothing due and changes nothing.
    for (let guard = 0; guard < 50 && this.room.phase === "playing" && this.snap; guard++) {
      const due = game.deadlines(this.snap.state).filter((d) => d.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      const before = this.snap.state;
      const out = this.runGame((ctx) => game.onDeadline(this.snap!.state, due.kind, ctx), now);
      if (!out.ok || this.snap.state === before) break;
      events.push(...out.events);
    }
    this.afterGameChange(events);
    this.syncPublicList();
  }

  // ---- Internals -----------------------------------------------------------------------------

  /** Runs one game transition with a ctx; on success keeps the new state and RNG (saved by the caller). */
  private runGame<S>(fn: (ctx: { now: number; rng: Rng }) => Outcome<S>, now: number): Outcome<S> {
    const rng = new Rng(this.snap!.rng);
    const out = fn({ now, rng });
    if (out.ok) this.snap = { state: out.state, rng: rng.save(), rev: this.snap!.rev + 1 };
    return out;
  }

  /** Write state and history, then announce: one synchronous transaction before any send. */
  private afterGameChange(events: GameEvent[]): void {
    if (this.room!.phase === "playing" && this.snap) {
      const result = this.game.result(this.snap.state);
      if (result) this.room = { ...this.room!, phase: "ended", winners: result.winners };
    }
    this.save();
    this.scheduleAlarm();
    this.broadcast(events, true);
  }

  /** Puts what changed: the game snapshot after every transition, the room record only when it differs. */
  private save(): void {
    const roomJson = JSON.stringify(this.room);
    if (roomJson !== this.savedRoomJson) {
      this.ctx.storage.kv.put("room", this.room);
      this.savedRoomJson = roomJson;
    }
    if (this.snap) this.ctx.storage.kv.put("game", this.snap);
    this.ctx.storage.kv.put("touchedAt", Date.now());
  }
  private savedRoomJson = "";

  private lastActivity(): number {
    return this.ctx.storage.kv.get<number>("touchedAt") ?? this.room?.createdAt ?? 0;
  }

  private scheduleAlarm(): void {
    if (!this.room) return;
    // The idle clean-up is rounded up to the hour so that it does not move (and cost a write) on
    // every message; real deadlines are exact.
    const times: number[] = [Math.ceil((Date.now() + IDLE_ROOM_TTL_MS) / 3600_000) * 3600_000];
    const presence = nextPresenceCheck(this.room, this.graceMs);
    if (presence !== null) times.push(presence);
    if (this.room.phase === "playing" && this.snap) for (const d of this.game.deadlines(this.snap.state)) times.push(d.at);
    const at = Math.min(...times);
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    // setAlarm without await: it joins the same write batch as the state it was computed from.
    void this.ctx.storage.setAlarm(at);
  }
  /** The alarm time last set by this instance (unknown after a wake-up, so set again then). */
  private alarmAt: number | null = null;

  /**
   * Sends each joined socket what changed for it: the room record if it differs from the last one
   * sent, its own view if that differs from the last one sent to its viewer class (seat or
   * spectators), and the new history lines it may see. Views are computed once per viewer class.
   */
  private broadcast(events: GameEvent[], viewChanged: boolean, skip?: WebSocket): void {
    const room = this.room!;
    const game = this.game;
    const stored: StoredHistory[] = events.length ? appendHistory(this.ctx.storage.sql, Date.now(), events) : [];
    const roomJson = JSON.stringify({ type: "room", room: summary(room, this.spectatorCount(), game.seats(room.config)) } satisfies ServerMessage);
    const sendRoom = roomJson !== this.lastRoomSent;
    this.lastRoomSent = roomJson;
    const now = Date.now();
    const views = new Map<string, string | null>();
    const withViews = room.phase !== "lobby" && this.snap !== null && (viewChanged || events.length > 0);
    for (const ws of this.ctx.getWebSockets()) {
      const a = ws.deserializeAttachment() as Attachment;
      if (a.role === "pending" || ws === skip) continue;
      if (sendRoom) send(ws, JSON.parse(roomJson) as ServerMessage, roomJson);
      if (withViews) {
        const key = viewerKey(a);
        let message = views.get(key);
        if (message === undefined) {
          const viewJson = JSON.stringify(game.view(this.snap!.state, viewerOf(a), now));
          message = viewJson === this.lastViewSent.get(key) ? null : `{"type":"view","view":${viewJson},"now":${now}}`;
          this.lastViewSent.set(key, viewJson);
          views.set(key, message);
        }
        if (message !== null) send(ws, null, message);
      }
      const lines = stored.filter((l) => mayRead(l, a)).map(stripAudience);
      if (lines.length) send(ws, { type: "history", lines, append: true });
    }
  }
  /** What was last broadcast, so unchanged room records and views are not sent again. */
  private lastRoomSent = "";
  private lastViewSent = new Map<string, string>();

  private sendHistoryAndChat(ws: WebSocket, a: Attachment): void {
    const room = this.room!;
    send(ws, { type: "room", room: summary(room, this.spectatorCount(), this.game.seats(room.config)) });
    if (room.phase !== "lobby" && this.snap) {
      const now = Date.now();
      send(ws, { type: "view", view: this.game.view(this.snap.state, viewerOf(a), now), now });
    }
    send(ws, { type: "history", lines: readHistory(this.ctx.storage.sql).filter((l) => mayRead(l, a)).map(stripAudience), append: false });
    send(ws, { type: "chat", lines: readChat(this.ctx.storage.sql).filter((l) => this.mayReadChat(a, l)).map(stripTeam), append: false });
  }

  private mayReadChat(a: Attachment, line: StoredChat): boolean {
    if (line.channel === "all") return true;
    if (a.seat === null || !this.snap || this.room!.phase === "lobby") return false;
    return this.game.teamOf?.(this.snap.state, a.seat) === line.team;
  }

  private spectatorCount(): number {
    return this.ctx.getWebSockets().filter((ws) => (ws.deserializeAttachment() as Attachment | null)?.role === "spectator").length;
  }

  private bucketsFor(ws: WebSocket, now: number) {
    let b = this.buckets.get(ws);
    if (!b) this.buckets.set(ws, (b = { all: newMessageBucket(now), chat: newChatBucket(now) }));
    return b;
  }

  /**
   * Keeps the D1 list in step with the room, off the message path: updates run one after another
   * in the background so a slow D1 never holds up play, and a later update never lands first.
   */
  private listSync: Promise<void> = Promise.resolve();
  private syncPublicList(): void {
    this.listSync = this.listSync.then(() => this.writePublicList());
    this.ctx.waitUntil(this.listSync);
  }

  private async writePublicList(): Promise<void> {
    const room = this.room;
    if (!room) return;
    const players = activeSeats(room);
    const host = players.find((s) => s.seat === room.hostSeat);
    // A lobby whose players have all gone away counts as empty: nobody would let a newcomer in.
    const someoneHere = players.some((s) => !s.absent);
    try {
      if (room.isPublic && room.phase === "lobby" && someoneHere && host) {
        await listRoom(this.env.DB, { code: room.code, gameId: room.gameId, players: players.length, hostName: host.name, createdAt: room.createdAt }, Date.now());
      } else {
        await unlistRoom(this.env.DB, room.code);
      }
    } catch (e) {
      // The list is a convenience; a D1 hiccup must never break the room itself.
      console.warn("public room list update failed", e);
    }
  }
}

const viewerKey = (a: Attachment): string => (a.seat === null ? "spectator" : `seat:${a.seat}`);
const viewerOf = (a: Attachment): Viewer => (a.seat === null ? { kind: "spectator" } : { kind: "seat", seat: a.seat });

function mayRead(line: StoredHistory, a: Attachment): boolean {
  return line.audience === "all" || (a.seat !== null && line.audience.includes(a.seat));
}
function stripAudience({ audience: _a, ...line }: StoredHistory) {
  return line;
}
function stripTeam({ team: _t, ...line }: StoredChat) {
  return line;
}

/** Facts the room owns that a game may read from its config (e.g. profanity filter in public rooms). */
function withRoomFacts(config: unknown, room: RoomRecord): unknown {
  if (config && typeof config === "object" && "isPublic" in config) return { ...config, isPublic: room.isPublic };
  return config;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
