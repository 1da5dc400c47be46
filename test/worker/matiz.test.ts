/**
 * Matiz inside workerd through the real Room: clock alarms in force and warn modes (MATIZ-8),
 * the giver's closed chat (MATIZ-5), hidden markers on the wire (MATIZ-4), and the measured
 * message cost of one round with six players.
 */
import { describe, expect, it } from "vitest";
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import "./setup";
import { createRoom, join, type TestClient } from "./client";
import type { MatizConfig, MatizState } from "../../shared/games/matiz";
import { defaultConfig } from "../../shared/games/matiz/config";

const NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fábio"];
const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));
const gameOf = async (code: string) =>
  (await runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ state: MatizState; rev: number }>("game")))!;

async function matizRoom(players: number, over: Partial<MatizConfig> = {}) {
  const code = await createRoom("matiz");
  const joined: { c: TestClient; seat: number | null }[] = [];
  for (let i = 0; i < players; i++) joined.push(await join(code, NAMES[i]!));
  const host = joined[0]!;
  host.c.send({ type: "config", config: { ...defaultConfig, ...over } });
  await host.c.settle();
  host.c.send({ type: "start" });
  for (const j of joined) await j.c.next("view");
  const bySeat = (seat: number) => joined.find((j) => j.seat === seat)!.c;
  return { code, joined, bySeat };
}

/** Moves the pending game clock into the past, wakes the room from storage and runs its alarm. */
async function expireClock(code: string): Promise<void> {
  await runInDurableObject(stubFor(code), (_i, state) => {
    const g = state.storage.kv.get<{ state: MatizState }>("game")!;
    if (!g.state.clock) throw new Error("no clock to expire");
    g.state.clock.at = Date.now() - 1;
    state.storage.kv.put("game", g);
  });
  await abortAllDurableObjects();
  expect(await runDurableObjectAlarm(stubFor(code))).toBe(true);
}

describe("Matiz in the Room", () => {
  it("MATIZ-8 force: the clue alarm passes the turn of a giver without a clue; a duplicate alarm changes nothing", async () => {
    const { code } = await matizRoom(3);
    const before = await gameOf(code);
    expect(before.state.clock?.kind).toBe("clue");
    await expireClock(code);
    const after = await gameOf(code);
    expect(after.state.round.n).toBe(2);
    expect(after.state.round.giver).not.toBe(before.state.round.giver);
    await runDurableObjectAlarm(stubFor(code));
    expect(await gameOf(code)).toEqual(after);
  });

  it("MATIZ-8 force: the guess alarm confirms a selected free cell", async () => {
    const { code, bySeat } = await matizRoom(3);
    const s = (await gameOf(code)).state;
    const giver = bySeat(s.round.giver);
    giver.send({ type: "act", action: { type: "pick", index: 0 } });
    await giver.settle(); // back-to-back messages on one socket can be handled out of order (reported to the lead)
    giver.send({ type: "act", action: { type: "clue", text: "oceano" } });
    await giver.settle();
    const [a] = (await gameOf(code)).state.round.guessers as [number];
    bySeat(a).send({ type: "act", action: { type: "select", cell: "C7" } });
    await bySeat(a).settle();
    await expireClock(code);
    const after = (await gameOf(code)).state;
    expect(after.round.markers.map((m) => [m.seat, m.cell])).toEqual([[a, "C7"]]);
    expect(after.phase).toBe("clue2");
  });

  it("MATIZ-8 warn: the alarm only warns and the game waits", async () => {
    const { code } = await matizRoom(3, { onTimeout: "warn" });
    const before = (await gameOf(code)).state;
    await expireClock(code);
    const after = (await gameOf(code)).state;
    expect(after.phase).toBe("clue1");
    expect(after.round.giver).toBe(before.round.giver);
    expect(after.overtime).toBe(true);
    expect(after.clock).toBeNull();
    const again = await runDurableObjectAlarm(stubFor(code));
    expect(typeof again).toBe("boolean");
    expect((await gameOf(code)).state).toEqual(after);
  });

  it("MATIZ-5 the room refuses the giver's chat until the reveal", async () => {
    const { code, bySeat } = await matizRoom(3);
    const s = (await gameOf(code)).state;
    const giver = bySeat(s.round.giver);
    giver.send({ type: "chat", channel: "all", text: "é azul!" });
    expect((await giver.next("error")).code).toBe("giver_silenced");
    const other = bySeat(s.round.guessers[0]!);
    other.send({ type: "chat", channel: "all", text: "hmm" });
    await other.settle();
    expect(other.received.some((m) => m.type === "error" && m.code === "giver_silenced")).toBe(false);
  });

  it("MATIZ-4 hidden markers never reach the other sockets before the reveal", async () => {
    const { code, bySeat, joined } = await matizRoom(3, { markers: "hidden" });
    const s = (await gameOf(code)).state;
    const giver = bySeat(s.round.giver);
    giver.send({ type: "act", action: { type: "pick", index: 0 } });
    await giver.settle(); // back-to-back messages on one socket can be handled out of order (reported to the lead)
    giver.send({ type: "act", action: { type: "clue", text: "oceano" } });
    await giver.settle();
    const [a] = s.round.guessers as [number];
    // A cell none of the giver's four candidates is on: the giver sees those by right, so a guess on one
    // of them would show its name in the giver's frames however well the marker is hidden.
    const candidates = (await gameOf(code)).state.round.candidates;
    const cell = ["O29", "O28", "O27", "O26", "O25"].find((c) => !candidates.includes(c))!;
    const marks = joined.map((j) => j.c.raw.length);
    bySeat(a).send({ type: "act", action: { type: "guess", cell } });
    for (const j of joined) await j.c.settle();
    const errors = [giver, bySeat(a)].flatMap((c) => c.received.filter((m) => m.type === "error"));
    expect([errors, (await gameOf(code)).state.phase]).toEqual([[], "guess1"]);
    const id = (await gameOf(code)).state.round.markers[0]!.id;
    joined.forEach((j, i) => {
      const after = j.c.raw.slice(marks[i]).join("\n");
      if (j.seat === a) expect(after).toContain(id);
      else {
        expect(after).not.toContain(id);
        expect(after).not.toContain(`"${cell}"`);
      }
    });
  });

  it("measures one full round with 6 players: messages and bytes received by all sockets", async () => {
    const { code, bySeat, joined } = await matizRoom(6);
    const s = (await gameOf(code)).state;
    const giver = bySeat(s.round.giver);
    const guessers = s.round.guessers.map(bySeat);
    const marks = joined.map((j) => j.c.raw.length);
    giver.send({ type: "act", action: { type: "pick", index: 0 } });
    await giver.settle(); // back-to-back messages on one socket can be handled out of order (reported to the lead)
    giver.send({ type: "act", action: { type: "clue", text: "oceano" } });
    await giver.settle();
    const cells = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5"];
    for (const [pass, base] of [[1, 0], [2, 5]] as const) {
      for (const [i, g] of guessers.entries()) {
        g.send({ type: "act", action: { type: "select", cell: cells[base + i]! } });
        await g.settle();
        g.send({ type: "act", action: { type: "guess", cell: cells[base + i]! } });
        await g.settle();
      }
      if (pass === 1) {
        giver.send({ type: "act", action: { type: "clue", text: "mar fundo" } });
        await giver.settle();
      }
    }
    expect((await gameOf(code)).state.phase).toBe("reveal");
    for (const j of joined) {
      j.c.send({ type: "act", action: { type: "next" } });
      await j.c.settle();
    }
    expect((await gameOf(code)).state.round.n).toBe(2);
    const byType = new Map<string, { n: number; bytes: number }>();
    joined.forEach((j, i) => {
      for (const frame of j.c.raw.slice(marks[i])) {
        const parsed = JSON.parse(frame) as { type: string } | { type: string }[];
        // One frame may carry several messages (protocol 2): each counts with its own bytes.
        for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
          if (m.type === "pong") continue; // the test's own settle pings
          const t = byType.get(m.type) ?? { n: 0, bytes: 0 };
          t.n++;
          t.bytes += new TextEncoder().encode(JSON.stringify(m)).length;
          byType.set(m.type, t);
        }
      }
    });
    const all = [...byType.values()].reduce((a, b) => ({ n: a.n + b.n, bytes: a.bytes + b.bytes }), { n: 0, bytes: 0 });
    // 1 pick + 1 clue + 5×(select+guess) + 1 clue + 5×(select+guess) + 6 next = 29 accepted actions.
    console.log(`matiz 6 players, one round (29 actions): ${all.n} messages, ${all.bytes} bytes to all sockets; by type ${JSON.stringify(Object.fromEntries(byType))}`);
    // Each accepted action changes at least the actor's view; views that did not change are not
    // re-sent (a `select` changes only the selecting seat's view), nor is the unchanged room record.
    expect(byType.get("view")!.n).toBeGreaterThanOrEqual(29);
    expect(byType.get("view")!.n).toBeLessThan(29 * 6);
    expect(byType.has("room")).toBe(false);
  });
});
