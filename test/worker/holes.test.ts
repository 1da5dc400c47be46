/**
 * The glue's side of issue 9's holes, inside workerd: unknown codes create nothing, per-address
 * limits in the Worker, season rows in D1 once per match, the spectator count, storage before send.
 */
import { describe, expect, it } from "vitest";
import { env, runInDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import "./setup";
import { createRoom, join, playedMatch } from "./client";
import type { RoomState } from "../../shared/protocol";

const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));
const get = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(`http://localhost${path}`, { headers });

describe("unknown codes", () => {
  it("a look-up and a socket to a never-created code leave no tables and nothing stored", async () => {
    const code = "QZQZQ";
    expect((await get(`/api/rooms/${code}`)).status).toBe(404);
    expect((await get(`/api/rooms/${code}/ws`, { Upgrade: "websocket" })).status).toBe(404);
    const left = await runInDurableObject(stubFor(code), (_i, state) => ({
      tables: state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite_%'").toArray().map((r) => r.name),
      kv: [...state.storage.kv.list()].length,
    }));
    expect(left).toEqual({ tables: [], kv: 0 });
    // A created room does have its tables.
    const real = await createRoom();
    const made = await runInDurableObject(stubFor(real), (_i, state) =>
      state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('history', 'chat')").toArray().length,
    );
    expect(made).toBe(2);
  });
});

describe("rate limits per client address in the Worker", () => {
  // The binding counts in fixed windows: a run that crosses a window boundary needs up to twice the limit.
  async function untilRefused(send: () => Promise<Response>, limit: number): Promise<{ sent: number; refused: boolean }> {
    for (let sent = 1; sent <= 2 * limit + 5; sent++) if ((await send()).status === 429) return { sent, refused: true };
    return { sent: 2 * limit + 5, refused: false };
  }

  it("room look-ups from one address are limited; another address is not", async () => {
    const code = await createRoom();
    const from = (ip: string) => get(`/api/rooms/${code}`, { "CF-Connecting-IP": ip });
    const run = await untilRefused(() => from("203.0.113.9"), 120);
    expect(run.refused).toBe(true);
    expect(run.sent).toBeGreaterThan(120);
    expect((await from("203.0.113.9")).status).toBe(429);
    expect((await from("198.51.100.4")).status).toBe(200);
  }, 30_000);

  it("room creation from one address is limited", async () => {
    const create = () => exports.default.fetch("http://localhost/api/rooms", { method: "POST", body: JSON.stringify({ gameId: "tiny" }), headers: { "CF-Connecting-IP": "203.0.113.10" } });
    const run = await untilRefused(create, 20);
    expect(run.refused).toBe(true);
    expect(run.sent).toBeGreaterThan(20);
  }, 30_000);

  it("socket opening from one address is limited (every attempt counts)", async () => {
    const code = await createRoom();
    const run = await untilRefused(() => get(`/api/rooms/${code}/ws`, { "CF-Connecting-IP": "203.0.113.11" }), 120);
    expect(run.refused).toBe(true);
    expect(run.sent).toBeGreaterThan(120);
    const ok = await get(`/api/rooms/${code}/ws`, { Upgrade: "websocket", "CF-Connecting-IP": "198.51.100.5" });
    expect(ok.status).toBe(101);
    ok.webSocket?.accept();
    ok.webSocket?.close(1000, "done");
  }, 30_000);
});

describe("season table (GameResult.season)", () => {
  it("PLAT-27 a finished match writes its rows once; GET /api/season returns the month's table and whether it counts a match", async () => {
    const { code, a, b } = await playedMatch();
    const month = new Date().toISOString().slice(0, 7);
    const table = async () => ((await (await get(`/api/season?game=tiny&month=${month}`)).json()) as { rows: { name: string; points: number; wins: number; matches: number }[] }).rows;
    let rows = await table();
    for (let i = 0; i < 40 && !rows.some((r) => r.name === "Ana"); i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await table();
    }
    expect(rows.find((r) => r.name === "Ana")).toMatchObject({ points: 3, wins: 1, matches: 1 });
    expect(rows.find((r) => r.name === "Bruno")).toMatchObject({ points: 1, wins: 0, matches: 1 });
    // The same batch written again (an alarm retry, a duplicate) counts nothing twice.
    const { writeSeason } = await import("../../worker/season");
    const room = await runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ createdAt: number; match: number; seats: { seat: number; tokenHash: string; name: string }[] }>("room")!);
    await writeSeason(env.DB, {
      roomKey: `${code}:${room.createdAt}`, match: room.match, gameId: "tiny", at: Date.now(),
      rows: room.seats.map((s) => ({ seat: s.seat, player: s.tokenHash, name: s.name, points: 3, won: true })),
    });
    expect((await table()).find((r) => r.name === "Bruno")).toMatchObject({ points: 1, wins: 0, matches: 1 });
    // Each row carries its player's tag (the hashed token's start): rows sharing a name tell apart, a browser finds its own.
    const tagged = (await table()) as unknown as { name: string; tag: string }[];
    for (const s of room.seats) expect(tagged.find((r) => r.name === s.name)!.tag).toBe(s.tokenHash.slice(0, 6));
    // PLAT-27: with the room summary's match name, the route says whether the table counts that match.
    const counted = async (match: string) => ((await (await get(`/api/season?game=tiny&match=${encodeURIComponent(match)}`)).json()) as { counted?: boolean }).counted;
    expect(await counted(`${code}:${room.createdAt}/${room.match}`)).toBe(true);
    expect(await counted(`${code}:${room.createdAt}/${room.match + 1}`)).toBe(false);
    expect(await counted(`${code}:${room.createdAt + 1}/${room.match}`)).toBe(false);
    // PLAT-10: the table is public across rooms, so a name leaves it censored (the stored row keeps it).
    await writeSeason(env.DB, { roomKey: `${code}:other`, match: 1, gameId: "tiny", at: Date.now(), rows: [{ seat: 0, player: "f".repeat(64), name: "Porra Zé", points: 1, won: false }] });
    const rude = (await table()).find((r) => r.name.endsWith("Zé"));
    expect(rude?.name).toBe("***** Zé");
    // PLAT-27: with its tag, a player below the table's top 100 still gets their row and place.
    const low = room.seats.find((s) => s.name === "Bruno")!;
    await writeSeason(env.DB, {
      roomKey: `${code}:crowd`, match: 1, gameId: "tiny", at: Date.now(),
      rows: Array.from({ length: 101 }, (_, i) => ({ seat: i, player: (1000 + i).toString(16).padStart(64, "a"), name: `P${i}`, points: 5, won: false })),
    });
    const placed = async (tag: string) => (await (await get(`/api/season?game=tiny&month=${month}&tag=${tag}`)).json()) as { rows: { tag: string }[]; mine: { row: { name: string; points: number }; position: number } | null };
    const far = await placed(low.tokenHash.slice(0, 6));
    expect(far.rows).toHaveLength(100);
    expect(far.rows.some((r) => r.tag === low.tokenHash.slice(0, 6))).toBe(false);
    expect(far.mine).toMatchObject({ row: { name: "Bruno", points: 1 }, position: 103 }); // behind the 101 with 5 points and Ana with 3; the starred row, tied, is not ahead
    expect((await placed("000000")).mine).toBeNull();
    expect((await get(`/api/season?game=tiny&tag=${"z".repeat(6)}`)).status).toBe(400);
    expect((await get("/api/season?game=tiny&match=DROP%20TABLE")).status).toBe(400);
    expect((await get("/api/season?game=chess")).status).toBe(400);
    expect((await get("/api/season?game=tiny&month=2026-13")).status).toBe(400);
  });
});

describe("glue", () => {
  it("PLAT-5 the spectator count in the summary drops when a watcher leaves", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const w = await join(code, "Watcher", undefined, "spectator");
    for (;;) if ((await a.c.next("room")).room.spectators === 1) break;
    w.c.close();
    for (;;) if ((await a.c.next("room")).room.spectators === 0) break;
    const summary = (await (await get(`/api/rooms/${code}`)).json()) as RoomState;
    expect(summary.spectators).toBe(0);
  });

  it("storage before send: when a view arrives, the state it shows is already stored", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    await join(code, "Bruno");
    a.c.send({ type: "start" });
    await a.c.next("view");
    a.c.send({ type: "act", action: { type: "add", n: 2 } });
    const view = (await a.c.next("view")).view as { counter: number };
    const stored = await runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ state: { counter: number } }>("game")!.state.counter);
    expect([view.counter, stored]).toEqual([2, 2]);
  });
});
