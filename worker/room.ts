/**
 * One Durable Object per room: thin glue around the pure room core (worker/core). It turns socket
 * events, alarms and RPCs into core inputs and performs what the core returns — storage writes in
 * one transaction first, then attachments, frames and closes (output gates hold the frames until
 * the writes are durable), then the alarm, the D1 public list and season rows in the background.
 *
 * - Hibernating WebSockets; each socket's attachment holds who it is (the core's Attachment). The
 *   keep-alive is the runtime's auto-response, so an idle room runs no code between its alarms.
 * - One storage alarm at or before the core's next time (moved only earlier, see `alarmMoves`); the
 *   core recomputes what is due, so a duplicate, early or late alarm changes nothing. No setTimeout.
 */
import { DurableObject } from "cloudflare:workers";
import { gameById } from "../shared/games/registry";
import type { UiLang } from "../shared/engine/content";
import { loadState, publicEntry, step, type Attachment, type CoreState, type Effects, type Input, type SocketRef, type StepEnv } from "./core";
import { logEvent } from "./log";
import { PublicListSync } from "./publicRooms";
import { writeSeason } from "./season";
import { performWrites, readRecord, readStored } from "./storage";
import { replayAnswer, type ReplayAnswer } from "./core/replayData";
import { SocketTable, framesPerSocket, sha256, tryClose, trySend } from "./sockets";
import { VoiceIce } from "./voiceIce";
import { KEEPALIVE_PING, KEEPALIVE_PONG } from "../shared/protocol/limits";

export class Room extends DurableObject<Env> {
  private core: CoreState;
  /** The alarm this instance last set; undefined after a wake-up (unknown, so set again). */
  private alarmAt: number | null | undefined = undefined;
  private readonly list: PublicListSync;
  private readonly ice: VoiceIce;
  /** Who each socket is (their attachments, read once per instance: see SocketTable). */
  private readonly table: SocketTable;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alives are answered by the runtime without waking this object (issue 22): an idle room
    // with ten phones open rests between real messages instead of being woken every two seconds.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(KEEPALIVE_PING, KEEPALIVE_PONG));
    this.core = loadState(readStored(ctx.storage));
    this.table = new SocketTable(ctx);
    this.list = new PublicListSync(ctx, env.DB, publicEntry(this.core.stored.room), () => logEvent({ event: "d1_error", where: "public_rooms" }));
    this.ice = new VoiceIce(ctx, env, (frame) => {
      for (const ws of ctx.getWebSockets()) if (this.table.of(ws)?.voice) trySend(ws, frame);
    });
    // After a restart no close event comes for sockets that died with the old instance: the core
    // reconciles every seat's presence with the sockets that really exist (PLAT-4).
    if (this.core.stored.room) ctx.blockConcurrencyWhile(async () => void this.run({ kind: "wake" }));
  }

  // ---- RPC from the Worker -------------------------------------------------------------------

  /** Creates the room once; false when the code is already in use. */
  async init(code: string, gameId: string, isPublic: boolean, lang?: UiLang): Promise<boolean> {
    return this.run({ kind: "init", code, gameId, isPublic, lang }).reply === true;
  }

  /** A look from the HTTP side: stepped but not run — nothing is written, sent, or done to the alarm. */
  async summary() {
    if (!this.core.stored.room) return null;
    return step(this.core, { kind: "summary" }, this.stepEnv(this.table.live().refs)).effects.reply;
  }

  /** Issue 24: a match's replay for whoever holds its key (see `replayAnswer`). */
  async replay(match: number, key: string): Promise<ReplayAnswer> {
    return replayAnswer(this.core.stored.room, match, key, gameById, () => readRecord(this.ctx.storage, match));
  }

  // ---- Sockets -------------------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (!this.core.stored.room) return Response.json({ error: "room_not_found" }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket") return Response.json({ error: "expected_websocket" }, { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    const id = crypto.randomUUID();
    // A new socket receives nothing until it says hello: who it is decides what it may see.
    // Cloudflare always sets the client address; local tools without one are limited per socket only.
    const addr = request.headers.get("CF-Connecting-IP") || `local-${id}`;
    this.run({ kind: "open", socket: id, addr }, [id, server]);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Messages are handled one at a time, in arrival order, even when a handler awaits (hashing a
   * token): without this chain a later message can overtake an earlier one that is suspended.
   */
  private inbox: Promise<void> = Promise.resolve();

  private queue(what: string, fn: () => void | Promise<void>): Promise<void> {
    const run = this.inbox.then(fn);
    this.inbox = run.catch((e: unknown) => console.error(`${what} handler failed`, e));
    return run;
  }

  /** Every frame that gets here wakes the object; the keep-alive never does (see the constructor). */
  webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    // Stamped as it arrives, before it waits behind earlier messages: limits charge its sender then.
    const at = Date.now();
    return this.queue("message", () => this.onMessage(ws, raw, at));
  }

  private async onMessage(ws: WebSocket, raw: string | ArrayBuffer, at: number): Promise<void> {
    const id = this.table.of(ws)?.id;
    if (!id) return;
    const fx = this.run({ kind: "message", socket: id, raw, at });
    if (!fx.hashToken) return;
    // The room stores only the token's hash (PLAT-3); the core sees the hello with it.
    const tokenHash = await sha256(fx.hashToken.hello.token);
    this.run({ kind: "hello", socket: id, hello: fx.hashToken.hello, tokenHash });
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    await this.onGone(ws);
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      /* already closed */
    }
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.onGone(ws);
  }

  private onGone(ws: WebSocket): Promise<void> {
    const id = this.table.of(ws)?.id;
    if (!id) return Promise.resolve();
    // In line with the messages, so a close never overtakes a hello still being hashed.
    return this.queue("close", () => void this.run({ kind: "close", socket: id }, [id, ws]));
  }

  async alarm(): Promise<void> {
    this.alarmAt = undefined; // this alarm has fired; whatever is next must be set again
    this.run({ kind: "alarm" });
  }

  // ---- Performing the core's effects ---------------------------------------------------------

  private run(input: Input, fresh?: [string, WebSocket]): Effects {
    const { sockets, refs } = this.table.live();
    if (fresh && !sockets.has(fresh[0])) {
      // A socket just opened (no attachment yet) or closing (workerd no longer lists it).
      sockets.set(fresh[0], fresh[1]);
      const a = this.table.of(fresh[1]);
      if (a) refs.push({ id: a.id, a });
    }
    const code = this.core.stored.room?.code ?? null;
    const { state, effects: fx } = step(this.core, input, this.stepEnv(refs));
    try {
      this.ctx.storage.transactionSync(() => performWrites(this.ctx.storage, fx.writes));
    } catch (e) {
      // Nothing is announced that was not stored: the state stays as it was.
      logEvent({ event: "storage_error", where: input.kind === "alarm" ? "alarm" : "snapshot" });
      throw e;
    }
    this.core = state;
    for (const [id, a] of fx.attachments) {
      const ws = sockets.get(id);
      if (ws) this.table.attach(ws, a);
    }
    for (const [id, frame] of framesPerSocket(fx.frames)) trySend(sockets.get(id), frame);
    for (const c of fx.closes) tryClose(sockets.get(c.socket), c.code, c.reason);
    if (alarmMoves(this.alarmAt, fx.alarm)) {
      this.alarmAt = fx.alarm;
      // No await: the alarm joins the same write batch as the state it was computed from.
      void (fx.alarm === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(fx.alarm));
    }
    for (const e of fx.logs) logEvent(e);
    this.list.sync(publicEntry(this.core.stored.room), code);
    if (fx.season) {
      const batch = fx.season;
      this.ctx.waitUntil(writeSeason(this.env.DB, batch).catch(() => logEvent({ event: "d1_error", where: "season" })));
    }
    return fx;
  }

  private stepEnv(sockets: SocketRef[]): StepEnv {
    return {
      now: Date.now(),
      sockets,
      game: gameById,
      entropy: () => crypto.getRandomValues(new Uint8Array(32)),
      graceMs: Number(this.env.PRESENCE_GRACE_MS ?? 15000),
      ...(this.env.BOT_PACE_MAX_MS ? { botPaceMaxMs: Number(this.env.BOT_PACE_MAX_MS) } : {}),
      iceServers: () => this.ice.servers(Date.now()),
    };
  }
}

/**
 * The storage alarm is only ever moved earlier (or set when unknown, or removed). A later next time
 * — a turn deadline that moves with every move — keeps the alarm already set: it fires early, the
 * core finds nothing due and answers with the real next time. Re-setting it on every action cost
 * as much as the action's own writes (npm run bench); never late, so no deadline is missed.
 */
function alarmMoves(set: number | null | undefined, next: number | null): boolean {
  if (next === null) return set !== null;
  return set === undefined || set === null || next < set;
}
