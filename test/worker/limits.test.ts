/**
 * Issue 17's limits inside workerd: an oversized frame closes its socket with 1009 (the glue performs
 * the core's close), and one address holds at most its share of a room's sockets.
 */
import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import "./setup";
import { TestClient, createRoom, join } from "./client";
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type RoomState } from "../../shared/protocol";
import { SOCKETS_PER_ADDRESS } from "../../worker/core";

const closed = (c: TestClient) => new Promise<{ code: number; reason: string }>((resolve) => c.ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));

async function socketFrom(code: string, ip: string): Promise<TestClient> {
  const res = await exports.default.fetch(`http://localhost/api/rooms/${code}/ws`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": ip } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status}`);
  ws.accept();
  return new TestClient(ws);
}

describe("oversized frames close their socket (workerd)", () => {
  it("PLAT-G7 a frame over the cap gets too_large, then the socket is closed with 1009; the seat shows disconnected and the browser comes back", async () => {
    const code = await createRoom();
    const ana = await join(code, "Ana");
    const bia = await join(code, "Bia");
    const gone = closed(ana.c);
    ana.c.sendRaw("x".repeat(MAX_MESSAGE_BYTES * 64));
    expect((await ana.c.next("error")).code).toBe("too_large");
    expect(await gone).toEqual({ code: 1009, reason: "too_large" });
    for (;;) {
      const room = (await bia.c.next("room")).room as RoomState;
      if (!room.seats[0]!.connected) break;
    }
    const back = await join(code, "Ana", ana.token);
    expect(back.seat).toBe(0);
  });

  it("PLAT-G7 a binary frame over the cap closes its socket too", async () => {
    const code = await createRoom();
    const ana = await join(code, "Ana");
    const gone = closed(ana.c);
    ana.c.ws.send(new Uint8Array(MAX_MESSAGE_BYTES + 1));
    expect((await ana.c.next("error")).code).toBe("too_large");
    expect((await gone).code).toBe(1009);
  });
});

describe("a fair share of a room per address (workerd)", () => {
  it("PLAT-G6 one address opens at most its share of sockets (address_full, 4010); another address still gets in", async () => {
    const code = await createRoom();
    const mine: TestClient[] = [];
    for (let i = 0; i < SOCKETS_PER_ADDRESS; i++) mine.push(await socketFrom(code, "203.0.113.200"));
    const extra = await socketFrom(code, "203.0.113.200");
    const gone = closed(extra);
    expect((await extra.next("error")).code).toBe("address_full");
    expect(await gone).toEqual({ code: 4010, reason: "address_full" });
    const other = await socketFrom(code, "198.51.100.200");
    other.send({ type: "hello", v: PROTOCOL_VERSION, token: "other-address-token-0001", name: "Outra", role: "player" });
    expect((await other.next("welcome")).seat).toBe(0);
    for (const c of mine) c.close();
  });
});

describe("ADDRESS_LIMITS = \"off\" (local test servers)", () => {
  it("PLAT-G6 with the limits off, sockets that share an address are each their own: more than the share open", async () => {
    const { env, createExecutionContext } = await import("cloudflare:test");
    const { default: app } = await import("../../worker/index");
    const code = await createRoom();
    const off = { ...env, ADDRESS_LIMITS: "off" };
    const socks: WebSocket[] = [];
    for (let i = 0; i <= SOCKETS_PER_ADDRESS; i++) {
      const req = new Request(`http://localhost/api/rooms/${code}/ws`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": "127.0.0.1" } });
      const res = await app.fetch(req, off, createExecutionContext());
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      socks.push(res.webSocket!);
    }
    const last = new TestClient(socks.at(-1)!);
    last.send({ type: "hello", v: PROTOCOL_VERSION, token: "local-test-token-000001", name: "Local", role: "player" });
    expect((await last.next("welcome")).seat).toBe(0);
    for (const ws of socks) ws.close(1000, "done");
  });
});
