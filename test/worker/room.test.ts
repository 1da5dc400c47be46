import { describe, expect, it } from "vitest";
import { abortAllDurableObjects, env, runInDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import "./setup";
import { connect, createRoom, join, playedMatch } from "./client";
import type { TinyState } from "../support/tinyGame";
import type { RoomState } from "../../shared/protocol";

const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));
const gameState = (code: string) =>
  runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ state: TinyState; rev: number }>("game"));

async function startedRoom(players = 2) {
  const code = await createRoom();
  const joined = [];
  for (let i = 0; i < players; i++) joined.push(await join(code, `P${i}`));
  const host = joined[0]!;
  host.c.send({ type: "start" });
  for (const j of joined) await j.c.next("view");
  return { code, joined, host };
}

describe("Hono routes", () => {
  it("PLAT-1 creates a room and answers its summary; unknown codes get 404 with a JSON error", async () => {
    const code = await createRoom();
    const res = await exports.default.fetch(`http://localhost/api/rooms/${code}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: string; phase: string }).phase).toBe("lobby");
    const missing = await exports.default.fetch("http://localhost/api/rooms/ZZZZZ");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "room_not_found" });
    const bad = await exports.default.fetch("http://localhost/api/rooms/lower");
    expect(bad.status).toBe(400);
    const unknownGame = await exports.default.fetch("http://localhost/api/rooms", { method: "POST", body: JSON.stringify({ gameId: "chess" }) });
    expect(unknownGame.status).toBe(400);
    const notJson = await exports.default.fetch("http://localhost/api/rooms", { method: "POST", body: "{" });
    expect(await notJson.json()).toEqual({ error: "bad_json" });
  });

  it("PLAT-1 refuses a WebSocket upgrade to an unknown room", async () => {
    const res = await exports.default.fetch("http://localhost/api/rooms/QQQQQ/ws", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(404);
  });
});

describe("seats and identity", () => {
  it("PLAT-2 seats players in order and shows everyone the same list; the first is host", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    expect(a.seat).toBe(0);
    expect(b.seat).toBe(1);
    const seen = await a.c.next("room");
    expect(seen.room.seats.map((s) => s.name)).toEqual(["Ana", "Bruno"]);
    expect(seen.room.hostSeat).toBe(0);
  });

  it("PLAT-3 the same token rejoins the same seat; another token cannot act for it", async () => {
    const { code, joined } = await startedRoom(2);
    const [a, b] = joined as [Awaited<ReturnType<typeof join>>, Awaited<ReturnType<typeof join>>];
    a.c.close();
    const again = await join(code, "Ana again", a.token);
    expect(again.seat).toBe(0);
    const view = (await again.c.next("view")).view as { myWord: string };
    expect(view.myWord).toMatch(/^secret-/);
    // A stranger with the room code gets a spectator seat or an error, never seat 0.
    const stranger = await join(code, "Mallory");
    expect(stranger.seat).not.toBe(0);
    const before = await gameState(code);
    b.c.send({ type: "act", action: { type: "add", n: 1 } }); // seat 1: not its turn
    expect((await b.c.next("error")).code).toBe("not_your_turn");
    expect((await gameState(code))!.rev).toBe(before!.rev);
  });

  it("PLAT-2 host can remove a player in the lobby; a non-host cannot", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    b.c.send({ type: "kick", seat: 0 });
    expect((await b.c.next("error")).code).toBe("not_host");
    a.c.send({ type: "kick", seat: 1 });
    expect((await b.c.next("error")).code).toBe("kicked");
    await a.c.settle();
    expect(a.c.last("room")!.room.seats.map((s) => s.name)).toEqual(["Ana"]);
  });

  it("PLAT-2 hosting passes on when the host abandons the lobby", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    a.c.send({ type: "abandon" });
    for (;;) {
      const r = await b.c.next("room");
      if (r.room.seats.length === 1) {
        expect(r.room.hostSeat).toBe(1);
        break;
      }
    }
  });

  it("PLAT-2 hosting passes on when the host's absence is confirmed after the grace period", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    a.c.close();
    await b.c.next("room"); // Ana disconnected
    // Move Ana's disconnection back past the grace period, then let the alarm confirm it.
    await runInDurableObject(stubFor(code), (_i, state) => {
      const room = state.storage.kv.get<{ seats: { seat: number; goneSince: number | null }[] }>("room")!;
      room.seats = room.seats.map((s) => (s.seat === 0 ? { ...s, goneSince: Date.now() - 60_000 } : s));
      state.storage.kv.put("room", room);
    });
    await abortAllDurableObjects(); // the room wakes from storage; the abort also cut Bruno's socket
    await join(code, "Bruno", b.token);
    // The alarm is already due: workerd may run it by itself before this call does.
    await runDurableObjectAlarm(stubFor(code));
    const summary = (await (await exports.default.fetch(`http://localhost/api/rooms/${code}`)).json()) as { hostSeat: number; seats: { seat: number; present: boolean }[] };
    expect(summary.hostSeat).toBe(1);
    expect(summary.seats.find((s) => s.seat === 0)!.present).toBe(false);
  });

  it("PLAT-4 after a restart, a seat whose socket never returns is seen gone, then absent, and hosting passes on", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    expect(a.room.hostSeat).toBe(0);
    // The instance dies with both sockets: no close event ever reaches the room.
    await abortAllDurableObjects();
    const back = await join(code, "Bruno", b.token);
    // On waking, the room reconciled its seats with the sockets that really exist.
    const woken = (await (await exports.default.fetch(`http://localhost/api/rooms/${code}`)).json()) as RoomState;
    expect(woken.seats.map((s) => [s.seat, s.connected])).toEqual([[0, false], [1, true]]);
    const goneSince = await runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ seats: { seat: number; goneSince: number | null }[] }>("room")!.seats[0]!.goneSince);
    expect(goneSince).not.toBeNull();
    // The grace period passes (moved into the past in storage) and the alarm confirms the absence.
    await runInDurableObject(stubFor(code), (_i, state) => {
      const room = state.storage.kv.get<{ seats: { seat: number; goneSince: number | null }[] }>("room")!;
      room.seats = room.seats.map((s) => (s.seat === 0 ? { ...s, goneSince: Date.now() - 60_000 } : s));
      state.storage.kv.put("room", room);
    });
    back.c.close();
    await abortAllDurableObjects();
    const again = await join(code, "Bruno", b.token);
    await runDurableObjectAlarm(stubFor(code)); // already due: it may have run by itself

    await again.c.settle();
    const summary = again.c.last("room")!.room;
    expect(summary.hostSeat).toBe(1);
    expect(summary.seats.find((s) => s.seat === 0)!.present).toBe(false);
  });
});

describe("spectators", () => {
  it("PLAT-5 a spectator receives public views only, takes no seat and cannot act", async () => {
    const { code } = await startedRoom(2);
    const s = await join(code, "Watcher", undefined, "spectator");
    expect(s.seat).toBeNull();
    const view = (await s.c.next("view")).view as { myWord: string | null };
    expect(view.myWord).toBeNull();
    const all = s.c.raw.join("\n");
    const state = (await gameState(code))!.state;
    for (const word of Object.values(state.words)) expect(all).not.toContain(word);
    s.c.send({ type: "act", action: { type: "add", n: 1 } });
    expect((await s.c.next("error")).code).toBe("spectator");
  });
});

describe("bad input changes nothing", () => {
  it("non-JSON, unknown-type, bad action, wrong-turn and other-seat messages each get an error (oversized ones close: test/worker/limits.test.ts)", async () => {
    const { code, joined } = await startedRoom(2);
    const a = joined[0]!.c;
    const b = joined[1]!.c;
    const before = await gameState(code);
    const cases: [() => void, string][] = [
      [() => a.sendRaw("{not json"), "bad_json"],
      [() => a.send({ type: "teleport" }), "bad_message"],
      [() => a.send({ type: "act", action: { type: "add", n: 99 } }), "bad_action"],
      [() => b.send({ type: "act", action: { type: "add", n: 1 } }), "not_your_turn"],
      // The seat comes from the socket: a message that names another seat is just a bad message.
      [() => b.send({ type: "act", seat: 0, action: { type: "add", n: 1 } }), "not_your_turn"],
      [() => b.send({ type: "start" }), "not_host"],
    ];
    for (const [act, code_] of cases) {
      const target = act.toString().includes("b.") ? b : a;
      act();
      expect((await target.next("error")).code).toBe(code_);
    }
    const after = await gameState(code);
    expect(after).toEqual(before);
  });

  it("a socket that has not said hello may not act", async () => {
    const code = await createRoom();
    const c = await connect(code);
    c.send({ type: "act", action: { type: "add", n: 1 } });
    expect((await c.next("error")).code).toBe("not_joined");
  });
});

describe("deadlines and restarts", () => {
  it("PLAT-8 a deadline fires on the server after the room was evicted, and the state continues exactly", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    await join(code, "Bruno");
    a.c.send({ type: "config", config: { target: 10, turnMs: 1000 } });
    await a.c.settle();
    a.c.send({ type: "start" });
    await a.c.next("view");
    a.c.send({ type: "act", action: { type: "add", n: 2 } });
    await a.c.next("history");
    const before = (await gameState(code))!;
    expect(before.state.turn).toBe(1);
    await abortAllDurableObjects();
    // Force the turn deadline into the past as if time had passed while nobody was connected.
    await runInDurableObject(stubFor(code), (_i, state) => {
      const g = state.storage.kv.get<{ state: TinyState }>("game")!;
      g.state.turnEndsAt = Date.now() - 1;
      state.storage.kv.put("game", g);
    });
    await abortAllDurableObjects();
    expect(await runDurableObjectAlarm(stubFor(code))).toBe(true);
    const after = (await gameState(code))!;
    expect(after.state.turn).toBe(0);
    expect(after.state.counter).toBe(2);
    expect(after.state.words).toEqual(before.state.words);
    // A second (duplicated or late) alarm finds nothing due and changes nothing.
    await runDurableObjectAlarm(stubFor(code));
    expect((await gameState(code))!).toEqual(after);
  });
});

describe("the alarm is moved only earlier (bench: re-setting it per action cost as much as the writes)", () => {
  const alarmOf = (code: string) => runInDurableObject(stubFor(code), (_i, state) => state.storage.getAlarm());

  it("PLAT-8 actions that push the turn deadline later keep the alarm set; fired early it changes nothing and moves to the real deadline", async () => {
    const { code, joined } = await startedRoom(2);
    const [a, b] = [joined[0]!, joined[1]!];
    // Still at the joiners' hello timeout (the earliest time it ever had): firing it early settles it.
    const start = (await gameState(code))!;
    expect(await alarmOf(code)).toBeLessThan(start.state.turnEndsAt);
    expect(await runDurableObjectAlarm(stubFor(code))).toBe(true);
    expect((await gameState(code))!).toEqual(start);
    const first = start.state.turnEndsAt;
    expect(await alarmOf(code)).toBe(first);
    await new Promise((r) => setTimeout(r, 20));
    // Each waits for its own ack (only its own action answers it): b's "history" could be a's line.
    a.c.send({ type: "act", action: { type: "add", n: 1 }, id: "a-1" });
    await a.c.next("ack");
    b.c.send({ type: "act", action: { type: "add", n: 1 }, id: "b-1" });
    await b.c.next("ack");
    const game = (await gameState(code))!;
    expect(game.state.counter).toBe(2);
    expect(game.state.turnEndsAt).toBeGreaterThan(first);
    expect(await alarmOf(code)).toBe(first); // not re-set for a later time
    // It fires before the deadline: nothing is due, nothing changes, the real deadline is set.
    expect(await runDurableObjectAlarm(stubFor(code))).toBe(true);
    expect((await gameState(code))!).toEqual(game);
    expect(await alarmOf(code)).toBe(game.state.turnEndsAt);
  });
});

describe("a look at the room", () => {
  it("PLAT-8 the join page's room lookup mid-match leaves the deadline alarm as it was", async () => {
    const { code } = await startedRoom(2);
    const alarm = await runInDurableObject(stubFor(code), (_i, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    const res = await exports.default.fetch(`http://localhost/api/rooms/${code}`);
    expect(res.status).toBe(200);
    expect(await runInDurableObject(stubFor(code), (_i, state) => state.storage.getAlarm())).toBe(alarm);
  });
});

describe("chat", () => {
  it("PLAT-7 chat reaches everyone, is length-limited and rate-limited per connection", async () => {
    const code = await createRoom();
    const a = await join(code, "Ana");
    const b = await join(code, "Bruno");
    a.c.send({ type: "chat", channel: "all", text: "olá" });
    let line = await b.c.next("chat");
    while (!line.append) line = await b.c.next("chat");
    expect(line.lines[0]!.text).toBe("olá");
    a.c.send({ type: "chat", channel: "all", text: "x".repeat(281) });
    expect((await a.c.next("error")).code).toBe("bad_message");
    for (let i = 0; i < 6; i++) a.c.send({ type: "chat", channel: "all", text: `m${i}` });
    expect((await a.c.next("error")).code).toBe("chat_rate_limited");
    a.c.send({ type: "chat", channel: "team", text: "psst" });
    expect((await a.c.next("error")).code).toMatch(/no_team|chat_rate_limited/);
  });
});

describe("rematch and public list", () => {
  it("PLAT-9 rematch returns to the lobby with the same seats and settings", async () => {
    const { code, a, b } = await playedMatch();
    expect(a.c.last("room")!.room.winners).toEqual([0]);
    a.c.send({ type: "rematch" });
    for (;;) {
      const r = (await b.c.next("room")).room;
      if (r.phase === "lobby") {
        expect(r.config).toEqual({ target: 3, turnMs: 30000 });
        expect(r.seats.map((s) => s.name)).toEqual(["Ana", "Bruno"]);
        break;
      }
    }
  });

  it("PLAT-10 a public room appears in the list while in its lobby and leaves it on start", async () => {
    const code = await createRoom("tiny", true);
    const a = await join(code, "Ana");
    await join(code, "Bruno");
    await a.c.settle();
    const list = async () => ((await (await exports.default.fetch("http://localhost/api/rooms")).json()) as { rooms: { code: string }[] }).rooms.map((r) => r.code);
    // The list is written in the background, off the message path: poll it briefly.
    const eventually = async (want: boolean) => {
      for (let i = 0; i < 40 && (await list()).includes(code) !== want; i++) await new Promise((r) => setTimeout(r, 50));
      return (await list()).includes(code);
    };
    expect(await eventually(true)).toBe(true);
    a.c.send({ type: "start" });
    await a.c.next("view");
    expect(await eventually(false)).toBe(false);
  });
});

describe("public list empties", () => {
  it("PLAT-10 a public lobby whose players have all gone away leaves the list", async () => {
    const code = await createRoom("tiny", true);
    const a = await join(code, "Ana");
    const list = async () => ((await (await exports.default.fetch("http://localhost/api/rooms")).json()) as { rooms: { code: string }[] }).rooms.map((r) => r.code);
    for (let i = 0; i < 40 && !(await list()).includes(code); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await list()).toContain(code);
    a.c.close();
    await new Promise((r) => setTimeout(r, 100));
    await runInDurableObject(stubFor(code), (_i, state) => {
      const room = state.storage.kv.get<{ seats: { seat: number; goneSince: number | null }[] }>("room")!;
      room.seats = room.seats.map((s) => ({ ...s, goneSince: Date.now() - 60_000 }));
      state.storage.kv.put("room", room);
    });
    await abortAllDurableObjects();
    await runDurableObjectAlarm(stubFor(code));
    for (let i = 0; i < 40 && (await list()).includes(code); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await list()).not.toContain(code);
  });
});

describe("teams, presence and late joining", () => {
  it("PLAT-7 team chat reaches only the own team; spectators never see it", async () => {
    const code = await createRoom();
    const a = await join(code, "A0");
    const b = await join(code, "B1");
    const c = await join(code, "C2");
    a.c.send({ type: "config", config: { target: 10, turnMs: 30000, teams: true } });
    await a.c.settle();
    a.c.send({ type: "start" });
    await c.c.next("view");
    const spectator = await join(code, "Spy", undefined, "spectator");
    a.c.send({ type: "chat", channel: "team", text: "only evens" });
    let got = await c.c.next("chat");
    while (!got.append) got = await c.c.next("chat");
    expect(got.lines[0]!.text).toBe("only evens");
    await a.c.settle();
    await b.c.settle();
    await spectator.c.settle();
    expect(b.c.raw.join("\n")).not.toContain("only evens");
    expect(spectator.c.raw.join("\n")).not.toContain("only evens");
    // A socket that joins later gets the stored team line only if it is on the team.
    const late = await join(code, "Late spy", undefined, "spectator");
    await late.c.settle();
    expect(late.c.raw.join("\n")).not.toContain("only evens");
  });

  it("PLAT-4 a seat gone past the grace period is reported absent to the game, and present again on return", async () => {
    const { code, joined } = await startedRoom(2);
    const b = joined[1]!;
    b.c.close();
    await joined[0]!.c.next("room");
    await runInDurableObject(stubFor(code), (_i, state) => {
      const room = state.storage.kv.get<{ seats: { seat: number; goneSince: number | null }[] }>("room")!;
      room.seats = room.seats.map((s) => (s.seat === 1 ? { ...s, goneSince: Date.now() - 60_000 } : s));
      state.storage.kv.put("room", room);
    });
    await abortAllDurableObjects();
    await runDurableObjectAlarm(stubFor(code));
    expect((await gameState(code))!.state.absent).toEqual([1]);
    const back = await join(code, "B again", b.token);
    expect(back.seat).toBe(1);
    await back.c.settle();
    expect((await gameState(code))!.state.absent).toEqual([]);
  });

  it("PLAT-6 abandoning during a game gives the seat up for good; the same browser then cannot reclaim it", async () => {
    const { code, joined } = await startedRoom(3);
    const c = joined[2]!;
    c.c.send({ type: "abandon" });
    for (;;) {
      const r = (await joined[0]!.c.next("room")).room;
      if (r.seats.find((s) => s.seat === 2)?.abandoned) break;
    }
    const again = await join(code, "C again", c.token);
    expect(again.seat).not.toBe(2);
  });

  it("a player joining a running game that allows it gets a new seat and its own view", async () => {
    const { code } = await startedRoom(2);
    const late = await join(code, "Late");
    expect(late.seat).toBe(2);
    const view = (await late.c.next("view")).view as { myWord: string };
    expect(view.myWord).toBe("secret-late-2");
  });
});

describe("PLAT-G4 through the real Room", () => {
  it("PLAT-G4 a double tap is acked then dup; a second, different tap made on the old view gets the current view and no error", async () => {
    const { code, joined } = await startedRoom(2);
    const a = joined[0]!.c;
    const old = a.last("view")!.rev;
    a.send({ type: "act", action: { type: "add", n: 1 }, id: "t-1", rev: old });
    a.send({ type: "act", action: { type: "add", n: 1 }, id: "t-1", rev: old });
    expect(await a.next("ack")).toEqual({ type: "ack", id: "t-1" });
    expect(await a.next("ack")).toEqual({ type: "ack", id: "t-1", dup: true });
    const current = a.last("view")!;
    expect(current.rev).toBeGreaterThan(old);
    const views = a.received.filter((m) => m.type === "view").length;
    a.send({ type: "act", action: { type: "add", n: 2 }, id: "t-2", rev: old });
    const fresh = await a.next("view");
    expect(a.received.filter((m) => m.type === "view").length).toBe(views + 1);
    expect(fresh.rev).toBe(current.rev);
    expect(fresh.view).toEqual(current.view);
    expect(a.received.filter((m) => m.type === "error")).toEqual([]);
    expect((await gameState(code))!.state.counter).toBe(1);
  });
});
