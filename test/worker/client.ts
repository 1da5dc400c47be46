/** A test client: a real WebSocket into the worker, with a queue to await the next message of a type. */
import { exports } from "cloudflare:workers";
import { KEEPALIVE_PONG } from "../../shared/protocol/limits";
import { PROTOCOL_VERSION, type ClientMessage, type RoomState, type ServerFrame, type ServerMessage } from "../../shared/protocol";

type Msg = ServerMessage;

export class TestClient {
  readonly received: Msg[] = [];
  /** Every frame as it arrived (one frame may hold several messages). */
  readonly raw: string[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  private cursor = 0;
  /** Keep-alive answers received (the runtime's, not the room's: they are not JSON). */
  keepAlives = 0;
  private keepAliveWaiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      const text = String(e.data);
      if (text === KEEPALIVE_PONG) {
        this.keepAlives++;
        for (const w of this.keepAliveWaiters.splice(0)) w();
        return;
      }
      this.raw.push(text);
      // A frame may carry several messages (protocol 2, ServerFrame): each is received in order.
      const frame = JSON.parse(text) as ServerFrame;
      for (const m of Array.isArray(frame) ? frame : [frame]) {
        this.received.push(m);
        this.waiters = this.waiters.filter((w) => {
          if (!w.pred(m)) return true;
          w.resolve(m);
          return false;
        });
      }
    });
  }
  send(m: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }
  sendRaw(text: string): void {
    this.ws.send(text);
  }
  /** The next message of this type after the previous `next` call (or an earlier unread one). */
  next<T extends Msg["type"]>(type: T, timeoutMs = 3000): Promise<Extract<Msg, { type: T }>> {
    for (let i = this.cursor; i < this.received.length; i++) {
      const m = this.received[i]!;
      if (m.type === type) {
        this.cursor = i + 1;
        return Promise.resolve(m as Extract<Msg, { type: T }>);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
      this.waiters.push({
        pred: (m) => m.type === type,
        resolve: (m) => {
          clearTimeout(timer);
          this.cursor = this.received.length;
          resolve(m as Extract<Msg, { type: T }>);
        },
      });
    });
  }
  last<T extends Msg["type"]>(type: T): Extract<Msg, { type: T }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) if (this.received[i]!.type === type) return this.received[i] as Extract<Msg, { type: T }>;
    return undefined;
  }
  /** Sends a ping and waits for its pong: every message sent before it has been handled. */
  async settle(): Promise<void> {
    const t = Math.random();
    this.send({ type: "ping", t });
    for (;;) {
      const p = await this.next("pong");
      if (p.t === t) return;
    }
  }
  /** Resolves once `count` keep-alive answers have arrived in all. */
  async keepAlivesReach(count: number, timeoutMs = 5000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.keepAlives < count) {
      if (Date.now() > until) throw new Error(`keep-alive answers: ${this.keepAlives} of ${count}`);
      await new Promise<void>((resolve) => {
        this.keepAliveWaiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  close(): void {
    this.ws.close(1000, "done");
  }
}

export async function createRoom(gameId = "tiny", isPublic = false): Promise<string> {
  const res = await exports.default.fetch("http://localhost/api/rooms", { method: "POST", body: JSON.stringify({ gameId, isPublic }) });
  if (res.status !== 201) throw new Error(`create room: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { code: string }).code;
}

export async function connect(code: string): Promise<TestClient> {
  const res = await exports.default.fetch(`http://localhost/api/rooms/${code}/ws`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status}`);
  ws.accept();
  return new TestClient(ws);
}

let tokenCounter = 0;
export const newToken = () => `test-token-${Date.now().toString(36)}-${(tokenCounter++).toString().padStart(4, "0")}`;

export async function join(code: string, name: string, token = newToken(), role: "player" | "spectator" = "player") {
  const c = await connect(code);
  c.send({ type: "hello", v: PROTOCOL_VERSION, token, name, role });
  const welcome = await c.next("welcome");
  const room = (await c.next("room")).room as RoomState;
  return { c, token, seat: welcome.seat, room };
}

/** A tiny-game room where Ana and Bruno played one match (target 3) to its end: Ana won at her first move. */
export async function playedMatch() {
  const code = await createRoom();
  const a = await join(code, "Ana");
  const b = await join(code, "Bruno");
  a.c.send({ type: "config", config: { target: 3, turnMs: 30000 } });
  await a.c.settle();
  a.c.send({ type: "start" });
  await b.c.next("view");
  a.c.send({ type: "act", action: { type: "add", n: 3 } });
  for (;;) if ((await a.c.next("room")).room.phase === "ended") break;
  return { code, a, b };
}
