/**
 * Issue 22, the Room's fan-out (worker/sockets.ts): who each socket is comes from its attachment,
 * read once per instance and kept in memory; the runtime's socket list stays the truth of which
 * sockets exist, and a new instance (a wake-up after hibernation) reads every attachment again.
 * And one frame per socket per step: an action's view and its history line travel together.
 */
import { describe, expect, it } from "vitest";
import { env, runInDurableObject } from "cloudflare:test";
import "./setup";
import { createRoom, join } from "./client";
import { Room } from "../../worker/room";
import type { Attachment } from "../../worker/core";
import type { ServerMessage } from "../../shared/protocol";
import type { TinyState } from "../support/tinyGame";

const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));
const counterOf = (m: ServerMessage | undefined) => (m?.type === "view" ? (m.view as { counter: number }).counter : null);

/** Ana and Bruno playing (any order), Vera watching. */
async function tableWithWatcher() {
  const code = await createRoom();
  const ana = await join(code, "Ana");
  const bruno = await join(code, "Bruno");
  ana.c.send({ type: "config", config: { target: 100, turnMs: 600000, anyOrder: true } });
  await ana.c.settle();
  ana.c.send({ type: "start" });
  for (const p of [ana, bruno]) await p.c.next("view");
  const vera = await join(code, "Vera", undefined, "spectator");
  await vera.c.next("view");
  return { code, ana, bruno, vera };
}

describe("one frame per socket per step (protocol 2)", () => {
  it("PLAT-G9 an action reaches every other socket as one frame holding its view and its history line", async () => {
    const { ana, bruno, vera } = await tableWithWatcher();
    for (const p of [bruno, vera]) await p.c.settle(); // Vera's arrival reached everyone first
    const marks = [bruno, vera].map((p) => p.c.raw.length);
    ana.c.send({ type: "act", action: { type: "add", n: 2 } });
    for (const [i, p] of [bruno, vera].entries()) {
      await p.c.next("history");
      await p.c.settle();
      const frames = p.c.raw.slice(marks[i]).filter((f) => !f.startsWith('{"type":"pong"'));
      expect(frames).toHaveLength(1);
      const parsed = JSON.parse(frames[0]!) as ServerMessage[];
      expect(parsed.map((m) => m.type)).toEqual(["view", "history"]);
      expect(counterOf(parsed[0])).toBe(2);
    }
  });
});

describe("who each socket is, across wake-ups", () => {
  it("PLAT-G9 PLAT-4 a new instance over the same open sockets (a wake-up) reads each socket's seat from its attachment", async () => {
    const { code, ana, bruno, vera } = await tableWithWatcher();
    // The object as it wakes from hibernation: a new instance, nothing in memory, the sockets still open.
    await runInDurableObject(stubFor(code), async (_old, state) => {
      const woken = new Room(state, env);
      const brunoSocket = state.getWebSockets().find((ws) => (ws.deserializeAttachment() as Attachment | null)?.seat === bruno.seat)!;
      await woken.webSocketMessage(brunoSocket, JSON.stringify({ type: "act", action: { type: "add", n: 3 } }));
    });
    for (const p of [ana, bruno, vera]) expect(counterOf(await p.c.next("view"))).toBe(3);
    const line = await ana.c.next("history");
    // Bruno's seat, as his attachment says: not a seat remembered by the instance that accepted him.
    expect(line.lines.at(-1)).toMatchObject({ type: "added", params: { seat: bruno.seat, n: 3 } });
  });

  it("PLAT-G9 PLAT-5 a socket the running instance never accepted (e.g. accepted while it was evicted) is read from its attachment and gets the fan-out", async () => {
    const { code, ana } = await tableWithWatcher();
    // Ana's first action: the instance has now read and kept every socket it knows.
    ana.c.send({ type: "act", action: { type: "add", n: 1 } });
    await ana.c.next("history");
    const got: string[] = [];
    await runInDurableObject(stubFor(code), (_room, state) => {
      // A watcher the runtime holds but this instance never saw accepted: only its attachment says who it is.
      const pair = new WebSocketPair();
      state.acceptWebSocket(pair[1]);
      const late: Attachment = { id: "late-watcher", role: "spectator", seat: null, name: "Lia", addr: "local-late", openedAt: Date.now(), tokenHash: "0".repeat(64) };
      pair[1].serializeAttachment(late);
      pair[0].accept();
      pair[0].addEventListener("message", (e) => got.push(String(e.data)));
    });
    ana.c.send({ type: "act", action: { type: "add", n: 2 } });
    await ana.c.next("history");
    await ana.c.settle();
    const state = (await runInDurableObject(stubFor(code), (_i, s) => s.storage.kv.get<{ state: TinyState }>("game")))!.state;
    expect(state.counter).toBe(3);
    // The late watcher got the spectators' view of the action (and the room summary now counting it).
    const messages = got.flatMap((f) => [JSON.parse(f) as ServerMessage | ServerMessage[]].flat());
    const view = messages.find((m) => m.type === "view");
    expect(counterOf(view)).toBe(3);
    expect((view as { view: { myWord: string | null } }).view.myWord).toBeNull();
    expect(messages.some((m) => m.type === "room" && m.room.spectators === 2)).toBe(true);
  });
});
