/**
 * Free when idle (issue 22): an open room whose ten sockets only keep alive runs no Room code.
 *
 * What is observed, honestly: every Room entry point (fetch, webSocketMessage/Close/Error, alarm,
 * the RPCs) and the core step are wrapped on Room.prototype in this isolate (the worker tests share
 * the worker's modules), so any Room code that runs is counted. The keep-alives of five minutes are
 * sent at once (workerd here has no fake clock for a Durable Object), then the room's own next
 * alarm is read: the only Room code still to come while nobody moves. Whether workerd evicts the
 * object from memory locally is not observed; the same instance before and after says it did not
 * need to be re-created.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import "./setup";
import { createRoom, join, newToken, type TestClient } from "./client";
import { Room } from "../../worker/room";
import { KEEPALIVE_MS, KEEPALIVE_PING } from "../../shared/protocol/limits";

const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));

/** Room code that ran, by entry point. */
const calls: Record<string, number> = {};
const ENTRY_POINTS = ["fetch", "webSocketMessage", "webSocketClose", "webSocketError", "alarm", "init", "summary", "run"] as const;
const proto = Room.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
const originals = new Map<string, (...args: unknown[]) => unknown>();

beforeEach(() => {
  for (const name of ENTRY_POINTS) {
    const original = proto[name]!;
    originals.set(name, original);
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls[name] = (calls[name] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
});
afterEach(() => {
  for (const [name, original] of originals) proto[name] = original;
  originals.clear();
});

const counted = () => Object.values(calls).reduce((a, b) => a + b, 0);
const resetCounts = () => {
  for (const k of Object.keys(calls)) delete calls[k];
};

/** One idle stretch of `minutes`: each socket sends the keep-alives a phone sends in that time. */
async function idleFor(clients: TestClient[], minutes: number, ping: (c: TestClient) => void = (c) => c.ws.send(KEEPALIVE_PING)) {
  const perSocket = Math.round((minutes * 60_000) / KEEPALIVE_MS);
  const before = clients.map((c) => c.keepAlives);
  for (let i = 0; i < perSocket; i++) for (const c of clients) ping(c);
  return { perSocket, before };
}

async function tableOf10(gameId: string, turnMs?: number) {
  const code = await createRoom(gameId);
  const players = [];
  for (let i = 0; i < 10; i++) players.push(await join(code, `P${i}`));
  if (turnMs) {
    players[0]!.c.send({ type: "config", config: { target: 1000, turnMs } });
    await players[0]!.c.settle();
  }
  for (const p of players) await p.c.settle();
  return { code, clients: players.map((p) => p.c), host: players[0]!.c };
}

/** The room's own next alarm, and the instance (to see it was not re-created). */
const alarmAndInstance = (code: string) => runInDurableObject(stubFor(code), async (instance, state) => ({ alarm: await state.storage.getAlarm(), instance }));

async function expectIdle(code: string, clients: TestClient[], minutes: number) {
  // The alarm set for the first joiner's hello timeout (10 s) is only ever moved earlier, so it
  // fires once, finds nothing due and sets the real next time; run it now instead of waiting.
  await runDurableObjectAlarm(stubFor(code));
  const { instance: first } = await alarmAndInstance(code);
  resetCounts();
  const { perSocket, before } = await idleFor(clients, minutes);
  for (const [i, c] of clients.entries()) await c.keepAlivesReach(before[i]! + perSocket);
  // Real time passes too (a little): anything the room had queued would have run by now.
  await new Promise((r) => setTimeout(r, 1500));
  expect(calls).toEqual({});
  const { alarm, instance } = await alarmAndInstance(code);
  expect(instance).toBe(first);
  // The only Room code still to come while nobody moves is its own alarm, minutes away at least.
  expect(alarm === null || alarm > Date.now() + minutes * 60_000).toBe(true);
  // The runtime, not the room, answered: it records when it last did so for each socket.
  const answered = await runInDurableObject(stubFor(code), (_i, state) => state.getWebSockets().filter((ws) => state.getWebSocketAutoResponseTimestamp(ws) !== null).length);
  expect(answered).toBe(clients.length);
  return alarm;
}

describe("free when idle", () => {
  it("PLAT-8 an idle lobby with 10 sockets runs no Room code for five minutes of keep-alives; the next alarm is days away", async () => {
    const { code, clients } = await tableOf10("tiny");
    const alarm = await expectIdle(code, clients, 5);
    expect(alarm! - Date.now()).toBeGreaterThan(24 * 3600_000); // the idle clean-up
    for (const c of clients) c.close();
  });

  it("PLAT-8 mid-game between moves (10 players, a 10-minute turn clock) runs no Room code until the turn deadline", async () => {
    const { code, clients, host } = await tableOf10("tiny", 600_000);
    host.send({ type: "start" });
    for (const c of clients) await c.next("view");
    for (const c of clients) await c.settle();
    const startedAt = Date.now();
    const alarm = await expectIdle(code, clients, 5);
    // The turn deadline is the next Room code to run, not any keep-alive.
    expect(alarm! - startedAt).toBeGreaterThan(590_000);
    expect(alarm! - startedAt).toBeLessThanOrEqual(600_000);
    for (const c of clients) c.close();
  });

  it("PLAT-8 mid-game Noir (2 players, 8 watching) runs no Room code for five minutes of keep-alives", async () => {
    const code = await createRoom("noir");
    const ana = await join(code, "Ana");
    const bea = await join(code, "Bea");
    const watchers = [];
    for (let i = 0; i < 8; i++) watchers.push((await join(code, `W${i}`, newToken(), "spectator")).c);
    ana.c.send({ type: "start" });
    await ana.c.next("view");
    await bea.c.next("view");
    const clients = [ana.c, bea.c, ...watchers];
    for (const c of clients) await c.settle();
    await expectIdle(code, clients, 5);
    for (const c of clients) c.close();
  });

  it("PLAT-8 before: the old JSON ping woke the room once per ping, 30 times per idle minute with 10 sockets", async () => {
    const { clients } = await tableOf10("tiny");
    resetCounts();
    const { perSocket } = await idleFor(clients, 1, (c) => c.send({ type: "ping", t: 1 }));
    for (const c of clients) for (let i = 0; i < perSocket; i++) await c.next("pong");
    expect(perSocket * clients.length).toBe(30);
    expect(calls.webSocketMessage).toBe(30);
    expect(counted()).toBeGreaterThanOrEqual(30);
    for (const c of clients) c.close();
  });
});
