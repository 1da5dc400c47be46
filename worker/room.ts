/**
 * One Durable Object per room: thin glue around the pure room core (worker/core). It turns socket
 * events, alarms and RPCs into core inputs and performs what the core returns — storage writes in
 * one transaction first, then attachments, frames and closes (output gates hold the frames until
 * the writes are durable), then the alarm, the D1 public list and season rows in the background.
 *
 * - Hibernating WebSockets; each socket's attachment holds who it is (the core's Attachment).
 * - One storage alarm at or before the core's next time (moved only earlier, see `alarmMoves`); the
 *   core recomputes what is due, so a duplicate, early or late alarm changes nothing. No setTimeout.
 */
import { DurableObject } from "cloudflare:workers";
import { gameById } from "../shared/games/registry";
import { loadState, publicEntry, step, type Attachment, type CoreState, type Effects, type Input, type SocketRef, type StepEnv } from "./core";
import { logEvent } from "./log";
import { listRoom, unlistRoom } from "./publicRooms";
import { writeSeason } from "./season";
import { performWrites, readStored } from "./storage";
import { iceNeedsRefresh, mintIce, stunServers, turnConfigured, type IceGrant } from "../shared/voice/ice";

export class Room extends DurableObject<Env> {
  private core: CoreState;
  /** The alarm this instance last set; undefined after a wake-up (unknown, so set again). */
  private alarmAt: number | null | undefined = undefined;
  /** The public-list row last written (as JSON). */
  private listed: string;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.core = loadState(readStored(ctx.storage));
    this.listed = JSON.stringify(publicEntry(this.core.stored.room));
    // After a restart no close event comes for sockets that died with the old instance: the core
    // reconciles every seat's presence with the sockets that really exist (PLAT-4).
    if (this.core.stored.room) ctx.blockConcurrencyWhile(async () => void this.run({ kind: "wake" }));
  }

  // ---- RPC from the Worker -------------------------------------------------------------------

  /** Creates the room once; false when the code is already in use. */
  async init(code: string, gameId: string, isPublic: boolean): Promise<boolean> {
    return this.run({ kind: "init", code, gameId, isPublic }).reply === true;
  }

  async summary() {
    return this.core.stored.room ? this.run({ kind: "summary" }).reply : null;
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

  webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    // Stamped as it arrives, before it waits behind earlier messages: limits charge its sender then.
    const at = Date.now();
    const run = this.inbox.then(() => this.onMessage(ws, raw, at));
    this.inbox = run.catch((e: unknown) => console.error("message handler failed", e));
    return run;
  }

  private async onMessage(ws: WebSocket, raw: string | ArrayBuffer, at: number): Promise<void> {
    const id = attachmentOf(ws)?.id;
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
    const id = attachmentOf(ws)?.id;
    if (!id) return Promise.resolve();
    // In line with the messages, so a close never overtakes a hello still being hashed.
    const run = this.inbox.then(() => void this.run({ kind: "close", socket: id }, [id, ws]));
    this.inbox = run.catch((e: unknown) => console.error("close handler failed", e));
    return run;
  }

  async alarm(): Promise<void> {
    this.alarmAt = undefined; // this alarm has fired; whatever is next must be set again
    this.run({ kind: "alarm" });
  }

  // ---- Performing the core's effects ---------------------------------------------------------

  private run(input: Input, fresh?: [string, WebSocket]): Effects {
    const sockets = new Map<string, WebSocket>();
    const refs: SocketRef[] = [];
    for (const ws of this.ctx.getWebSockets()) {
      const a = attachmentOf(ws);
      if (!a) continue;
      sockets.set(a.id, ws);
      refs.push({ id: a.id, a });
    }
    if (fresh && !sockets.has(fresh[0])) {
      // A socket just opened (no attachment yet) or closing (workerd no longer lists it).
      sockets.set(fresh[0], fresh[1]);
      const a = attachmentOf(fresh[1]);
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
    for (const [id, a] of fx.attachments) sockets.get(id)?.serializeAttachment(a);
    for (const [id, frame] of fx.frames) trySend(sockets.get(id), frame);
    for (const c of fx.closes) tryClose(sockets.get(c.socket), c.code, c.reason);
    if (alarmMoves(this.alarmAt, fx.alarm)) {
      this.alarmAt = fx.alarm;
      // No await: the alarm joins the same write batch as the state it was computed from.
      void (fx.alarm === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(fx.alarm));
    }
    for (const e of fx.logs) logEvent(e);
    this.syncPublicList(code);
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
      iceServers: () => this.iceServers(),
    };
  }

  // ---- Voice ICE servers (PLAT-13) -----------------------------------------------------------

  /**
   * What a voice joiner connects with: STUN, or TURN credentials minted in the background (never on
   * the message path: one slow fetch would stall every game action) and pushed to members when
   * ready. The TURN secret stays here; clients get only the short-lived credentials.
   */
  private iceServers() {
    const now = Date.now();
    if (!turnConfigured(this.env)) return stunServers(this.env);
    this.ice ??= this.ctx.storage.kv.get<IceGrant>("voiceIce") ?? null;
    if (iceNeedsRefresh(this.ice, now) && !this.minting) {
      this.minting = mintIce(this.env, (url, init) => fetch(url, init), now)
        .then((grant) => {
          this.ice = grant;
          this.ctx.storage.kv.put("voiceIce", grant);
          const frame = JSON.stringify({ type: "voice", op: "ice", iceServers: grant.iceServers });
          for (const ws of this.ctx.getWebSockets()) if (attachmentOf(ws)?.voice) trySend(ws, frame);
        })
        .catch(() => console.warn("voice: TURN credentials unavailable, STUN only"))
        .finally(() => (this.minting = null));
      this.ctx.waitUntil(this.minting);
    }
    return this.ice && this.ice.until > now ? this.ice.iceServers : stunServers(this.env);
  }
  private ice: IceGrant | null = null;
  private minting: Promise<void> | null = null;

  /**
   * Keeps the D1 list in step with the room, off the message path: updates run one after another
   * in the background so a slow D1 never holds up play, and a later update never lands first.
   */
  private listSync: Promise<void> = Promise.resolve();
  private syncPublicList(code: string | null): void {
    const entry = publicEntry(this.core.stored.room);
    const json = JSON.stringify(entry);
    if (json === this.listed) return;
    this.listed = json;
    const db = this.env.DB;
    this.listSync = this.listSync.then(async () => {
      try {
        if (entry) await listRoom(db, entry, Date.now());
        else if (code) await unlistRoom(db, code);
      } catch {
        // The list is a convenience; a D1 hiccup must never break the room itself.
        logEvent({ event: "d1_error", where: "public_rooms" });
      }
    });
    this.ctx.waitUntil(this.listSync);
  }
}

/**
 * The storage alarm is only ever moved earlier (or set when unknown, or removed). A later next time
 * — a turn deadline that moves with every move — keeps the alarm already set: it fires early, the
 * core finds nothing due and answers with the real next time. Re-setting it on every action cost
 * as much as the action's own writes (npm run bench); never late, so no deadline is missed.
 */
export function alarmMoves(set: number | null | undefined, next: number | null): boolean {
  if (next === null) return set !== null;
  return set === undefined || set === null || next < set;
}

function attachmentOf(ws: WebSocket): Attachment | null {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a && typeof a === "object" && "id" in a ? a : null;
}

function trySend(ws: WebSocket | undefined, frame: string): void {
  try {
    ws?.send(frame);
  } catch {
    /* the socket closed under us; its close handler does the bookkeeping */
  }
}

function tryClose(ws: WebSocket | undefined, code: number, reason: string): void {
  try {
    ws?.close(code, reason);
  } catch {
    /* already closed */
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
