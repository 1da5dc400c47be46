/**
 * The bench's worker: the real site (same router, same Room) plus the tiny test game, a Room
 * subclass that reports what it stores, a bare echo Durable Object (only rebroadcasts: the
 * platform's floor) and a durable echo (writes one SQLite row, then rebroadcasts: the fair floor,
 * since the Room must store before it announces). Never deployed: only scripts/bench/wrangler.toml
 * names this entry, and the dry-run test checks the production bundle has no echo class.
 */
import { DurableObject } from "cloudflare:workers";
import app, { Room } from "../../worker/index";
import { games } from "../../shared/games/registry";
import { tinyGame } from "../../test/support/tinyGame";
import type { AnyGame } from "../../shared/engine";

games.tiny = tinyGame as unknown as AnyGame;

interface BenchEnv extends Env {
  ECHO: DurableObjectNamespace<Echo>;
  DURABLE_ECHO: DurableObjectNamespace<DurableEcho>;
}

export class BenchRoom extends Room {
  /** What one action writes: the snapshot values put (room + game) and the history rows so far. */
  storageStats() {
    const kv = this.ctx.storage.kv;
    // The room record is rewritten only when seats or settings change and the activity stamp at most
    // once an hour, so an action writes the game snapshot plus its history rows.
    const snapshotBytes = JSON.stringify(kv.get("game") ?? null).length;
    const history = this.ctx.storage.sql.exec<{ n: number; bytes: number }>("SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(type) + LENGTH(COALESCE(params, '')) + LENGTH(audience) + 16), 0) AS bytes FROM history").one();
    return { snapshotBytes, historyRows: history.n, historyBytes: history.bytes, databaseSize: this.ctx.storage.sql.databaseSize };
  }
}

export class Echo extends DurableObject<BenchEnv> {
  async fetch(): Promise<Response> {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }
  async webSocketMessage(_ws: WebSocket, msg: string | ArrayBuffer): Promise<void> {
    for (const s of this.ctx.getWebSockets()) s.send(msg);
  }
  async webSocketClose(ws: WebSocket): Promise<void> {
    ws.close();
  }
}

/** Filler for `?pad=`: the same varied text each time, as the Room's frames repeat most of their bytes. */
const PAD = Array.from({ length: 4096 }, (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789"[(i * 7919 + ((i * i) % 31)) % 36]).join("");

/**
 * A frame shaped like the Room's for a tiny-game action (its view and the history line, as a seat
 * gets them): the same keys, with the counter, the turn, the clocks and the line id moving on each
 * time, and the message's tag in the line. permessage-deflate works harder on it than on padding of
 * the same size, whose bytes repeat whole from one frame to the next.
 */
function roomShaped(n: number, now: number, text: string): string {
  const tag = /"tag":"(\w+)"/.exec(text)?.[1] ?? "";
  const view = `{"order":[0,1,2,3,4,5,6,7,8,9],"turn":${n % 10},"counter":${n},"target":1000000,"turnEndsAt":${now + 30000},"winner":null,"absent":[],"myWord":null}`;
  return `[{"type":"view","view":${view},"rev":${now},"now":${now}},{"type":"history","lines":[{"id":${n},"at":${now},"type":"added","params":{"seat":${n % 10},"n":1,"tag":"${tag}"}}],"append":true}]`;
}

export class DurableEcho extends DurableObject<BenchEnv> {
  private sent = 0;
  constructor(ctx: DurableObjectState, env: BenchEnv) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, msg TEXT NOT NULL)");
  }
  /**
   * `?writes=room`: the writes of one Room action instead of the one row (a history row, a record row
   * and the game snapshot); with `&pad=N`, frames padded to the Room's size. Both together are the
   * Room's storage and frames with a core that costs nothing: what is left of its round trip is its code.
   * `&shape=room` instead of `pad`: frames of the Room's shape too (`roomShaped`), not only its size.
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].serializeAttachment({ room: url.searchParams.get("writes") === "room", pad: Number(url.searchParams.get("pad") ?? 0), shaped: url.searchParams.get("shape") === "room" });
    return new Response(null, { status: 101, webSocket: pair[0] });
  }
  async webSocketMessage(ws: WebSocket, msg: string | ArrayBuffer): Promise<void> {
    // One row, then the broadcast: the output gate holds the sends until the write is durable, as for the Room.
    const text = typeof msg === "string" ? msg : "binary";
    this.ctx.storage.sql.exec("INSERT INTO log (at, msg) VALUES (?, ?)", Date.now(), text);
    const mode = ws.deserializeAttachment() as { room: boolean; pad: number; shaped: boolean };
    if (mode.room) {
      // What a tiny-game action of the Room writes besides its history row: its record row (PLAT-23)
      // and the game snapshot (about the size of the Room's, 10 seats).
      this.ctx.storage.sql.exec("INSERT INTO log (at, msg) VALUES (?, ?)", Date.now(), `{"k":"act","seat":3,"a":${text}}`);
      this.ctx.storage.kv.put("game", { state: text.padEnd(480, "."), rng: { key: "0".repeat(64), block: 1, word: 2 }, rev: Date.now() });
    }
    const out = mode.shaped ? roomShaped((this.sent += 1), Date.now(), text) : mode.pad ? `[${text},{"pad":"${PAD.slice(0, mode.pad)}"}]` : msg;
    for (const s of this.ctx.getWebSockets()) s.send(out);
  }
  async webSocketClose(ws: WebSocket): Promise<void> {
    ws.close();
  }
}

export { Room };

export default {
  async fetch(request: Request, env: BenchEnv, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const echo = /^\/echo\/(\w+)$/.exec(url.pathname);
    if (echo) return env.ECHO.get(env.ECHO.idFromName(echo[1]!)).fetch(request);
    const durable = /^\/durable-echo\/(\w+)$/.exec(url.pathname);
    if (durable) return env.DURABLE_ECHO.get(env.DURABLE_ECHO.idFromName(durable[1]!)).fetch(request);
    const stats = /^\/stats\/(\w+)$/.exec(url.pathname);
    if (stats) {
      const stub = env.ROOM.get(env.ROOM.idFromName(stats[1]!)) as unknown as DurableObjectStub<BenchRoom>;
      return Response.json(await stub.storageStats());
    }
    return app.fetch(request, env, ctx);
  },
};
