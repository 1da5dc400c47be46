/** Untrusted input in the pure core: sizes in bytes, limits before parsing, versions, command ids, silent and surplus sockets. */
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from "../../../shared/protocol";
import { HELLO_TIMEOUT_MS, MAX_SOCKETS } from "../../../worker/core";
import { errors, hello, lastOf, ofType, started, tinyRoom } from "./helpers";

describe("bad input changes nothing", () => {
  it("non-JSON, unknown, bad action, wrong turn, other seat, non-host: each its error, storage unchanged", () => {
    const { d, ps } = started(2);
    const [a, b] = [ps[0]!.s, ps[1]!.s];
    const before = d.storage();
    const cases: [string, unknown, string][] = [
      [a, "{not json", "bad_json"],
      [a, { type: "teleport" }, "bad_message"],
      [a, { type: "act", action: { type: "add", n: 99 } }, "bad_action"],
      [b, { type: "act", action: { type: "add", n: 1 } }, "not_your_turn"],
      [b, { type: "act", seat: 0, action: { type: "add", n: 1 } }, "not_your_turn"],
      [b, { type: "start" }, "not_host"],
      [b, { type: "kick", seat: 0 }, "not_host"],
      [a, { type: "hello", v: PROTOCOL_VERSION, token: "x".repeat(20), name: "Again", role: "player" }, "already_joined"],
    ];
    for (const [s, msg, code] of cases) {
      d.drain(s);
      d.send(s, msg as string);
      expect(d.drainParsed(s).map((m) => m.code), JSON.stringify(msg).slice(0, 40)).toEqual([code]);
    }
    expect(d.storage()).toBe(before);
  });

  it("sizes are counted in UTF-8 bytes, not UTF-16 units", () => {
    const { d, ps } = started(2);
    const s = ps[0]!.s;
    // 1,400 "€" are 1,400 UTF-16 units but 4,200 bytes: over the 4,096-byte cap.
    const euros = JSON.stringify({ type: "chat", channel: "all", text: "€".repeat(200) }).replace("€".repeat(200), "€".repeat(1400));
    expect(euros.length).toBeLessThan(MAX_MESSAGE_BYTES);
    d.send(s, euros);
    expect(errors(d, s)).toEqual(["too_large"]);
  });

  it("junk is limited before it is parsed: 200 junk frames get at most one bucket of replies", () => {
    const d = tinyRoom();
    const s = hello(d, "Ana").s;
    d.drain(s);
    for (let i = 0; i < 200; i++) d.send(s, "{junk");
    const replies = d.drainParsed(s).map((m) => m.code);
    // The burst is 30 frames and the hello took one: 29 parsed, one "rate_limited", then silence.
    expect(replies.filter((c) => c === "bad_json").length).toBe(29);
    expect(replies.filter((c) => c === "rate_limited").length).toBe(1);
    expect(replies.length).toBe(30);
  });

  it("the frame limit is per address across sockets: more sockets do not multiply it", () => {
    const d = tinyRoom();
    const socks = Array.from({ length: 6 }, () => d.connect({ addr: "203.0.113.5" }));
    let answered = 0;
    for (const s of socks) for (let i = 0; i < 30; i++) d.send(s, { type: "ping", t: i });
    for (const s of socks) answered += ofType(d, s, "pong").length;
    expect(answered).toBe(90);
    const other = d.connect({ addr: "198.51.100.1" });
    d.send(other, { type: "ping", t: 1 });
    expect(ofType(d, other, "pong").length).toBe(1);
  });

  it("a hello of another protocol version gets reload_required, not a generic error", () => {
    const d = tinyRoom();
    const s = d.connect();
    d.send(s, { type: "hello", v: PROTOCOL_VERSION + 1, token: "y".repeat(20), name: "Old", role: "player", extra: 1 });
    expect(errors(d, s)).toEqual(["reload_required"]);
  });

  it("a repeated command id from the same seat is acknowledged, not applied or refused again", () => {
    const { d, ps } = started(3);
    const s = ps[0]!.s;
    d.drain(s);
    d.send(s, { type: "act", action: { type: "add", n: 1 }, id: "tap-1" });
    const after = d.storage();
    d.send(s, { type: "act", action: { type: "add", n: 1 }, id: "tap-1" });
    const frames = d.drainParsed(s);
    expect(frames.filter((m) => m.type === "ack")).toEqual([{ type: "ack", id: "tap-1" }, { type: "ack", id: "tap-1", dup: true }]);
    expect(frames.filter((m) => m.type === "error")).toEqual([]);
    expect(d.storage()).toBe(after);
    expect((d.state() as { counter: number }).counter).toBe(1);
  });

  it("a command id survives an eviction: the resend after a restart is acknowledged as a double tap, not applied again", () => {
    const { d, ps } = started(3);
    const s = ps[0]!.s;
    const keys = () => (JSON.parse(d.storage()) as { kv: [string, unknown][] }).kv.map(([k]) => k);
    const keysBefore = keys();
    d.send(s, { type: "act", action: { type: "add", n: 1 }, id: "tap-1" });
    // It rides along the game snapshot the action writes anyway: no record of its own.
    expect(keys()).toEqual(keysBefore);
    const after = d.storage();
    d.restartRoom();
    d.drain(s);
    d.send(s, { type: "act", action: { type: "add", n: 1 }, id: "tap-1" });
    expect(d.drainParsed(s)).toEqual([{ type: "ack", id: "tap-1", dup: true }]);
    expect(d.storage()).toBe(after);
    expect((d.state() as { counter: number }).counter).toBe(1);
  });

  it("a lobby command id survives an eviction too (it rides along the room record)", () => {
    const d = tinyRoom();
    const host = hello(d, "Ana");
    hello(d, "Bia");
    d.send(host.s, { type: "config", config: { target: 12, turnMs: 30000 }, id: "cfg-1" });
    const after = d.storage();
    d.restartRoom();
    d.drain(host.s);
    d.send(host.s, { type: "config", config: { target: 12, turnMs: 30000 }, id: "cfg-1" });
    expect(d.drainParsed(host.s)).toEqual([{ type: "ack", id: "cfg-1", dup: true }]);
    expect(d.storage()).toBe(after);
  });

  it("IDLE: junk is no activity — an hour later a bad frame changes no stored byte; an accepted action moves the stamp", () => {
    const { d, ps } = started(2, { turnMs: 600000 });
    const s = ps[0]!.s;
    const touched = () => new Map((JSON.parse(d.storage()) as { kv: [string, unknown][] }).kv).get("touchedAt") as number;
    const first = touched();
    d.advance(2 * 3600_000);
    const before = d.storage();
    expect(touched()).toBe(first); // the clock's own alarms are no activity either
    d.send(s, "{not json");
    d.send(s, { type: "act", action: { type: "add", n: 99 } });
    expect(d.storage()).toBe(before);
    const turn = (d.state() as { order: number[]; turn: number }).order[(d.state() as { turn: number }).turn];
    d.send(ps[turn!]!.s, { type: "act", action: { type: "add", n: 1 } });
    expect(touched()).toBeGreaterThan(first);
    expect(touched()).toBeGreaterThanOrEqual(d.now);
  });

  it("IDLE: a room idle for over a week with a socket open does not spin its alarm; it goes once the last socket leaves", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    d.advance(8 * 24 * 3600_000);
    expect(d.room()).not.toBeNull();
    expect(d.alarmAt()).toBeNull(); // nothing to do while she is here
    d.close(a.s);
    d.advance(1);
    expect(d.room()).toBeNull();
  });

  it("a socket that never says hello is closed after a few seconds (alarm-driven)", () => {
    const d = tinyRoom();
    const silent = d.connect();
    const a = hello(d, "Ana");
    expect(d.alarmAt()).toBe(d.now + HELLO_TIMEOUT_MS);
    d.advance(HELLO_TIMEOUT_MS - 1);
    expect(d.isOpen(silent)).toBe(true);
    d.advance(1);
    expect(d.closedBy(silent)?.reason).toBe("hello_timeout");
    expect(d.isOpen(a.s)).toBe(true);
  });

  it("a room caps its sockets (players + spectators + not yet joined) with room_full", () => {
    const d = tinyRoom();
    const socks = Array.from({ length: MAX_SOCKETS }, () => d.connect());
    expect(socks.every((s) => d.isOpen(s))).toBe(true);
    const extra = d.connect();
    expect(errors(d, extra)).toEqual(["room_full"]);
    expect(d.closedBy(extra)?.reason).toBe("room_full");
  });

  it("a socket that has not said hello may not act", () => {
    const d = tinyRoom();
    const s = d.connect();
    d.send(s, { type: "act", action: { type: "add", n: 1 } });
    expect(errors(d, s)).toEqual(["not_joined"]);
  });
});

describe("PLAT-G4 one mechanism against double sends and stale actions: command ids and view revisions", () => {
  const view = (d: ReturnType<typeof tinyRoom>, s: string) => lastOf(d, s, "view") as unknown as { rev: number; view: { counter: number; turn: number } };

  it("PLAT-G4 a view frame carries its revision, which moves on only when that viewer's view changes", () => {
    const { d, ps } = started(2);
    const [a, b] = [ps[0]!.s, ps[1]!.s];
    const r0 = view(d, a).rev;
    expect(r0).toBeGreaterThan(0);
    d.send(b, { type: "act", action: { type: "add", n: 1 }, id: "x1" }); // refused: not b's turn, nothing changes
    expect(view(d, a).rev).toBe(r0);
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "x2" });
    expect(view(d, a).rev).toBeGreaterThan(r0);
    expect(view(d, b).rev).toBeGreaterThan(r0);
    // The same table a second later: no new view, no new revision.
    d.advance(1000);
    d.send(b, { type: "chat", channel: "all", text: "hi" });
    expect(ofType(d, a, "view").length).toBe(2);
  });

  it("PLAT-G4 a refused action made on an older view gets the seat's current view instead of an error", () => {
    const { d, ps } = started(2);
    const a = ps[0]!.s;
    const old = view(d, a).rev;
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "m1", rev: old });
    const now = view(d, a);
    d.drain(a);
    // A second, different tap made on the old table: it is b's turn now.
    d.send(a, { type: "act", action: { type: "add", n: 2 }, id: "m2", rev: old });
    const frames = d.drainParsed(a);
    expect(frames.map((f) => f.type)).toEqual(["view"]);
    expect(frames[0]).toMatchObject({ rev: now.rev, view: now.view });
    expect((d.state() as { counter: number }).counter).toBe(1);
  });

  it("PLAT-G4 the same refusal made on the current view is the game's error, as before", () => {
    const { d, ps } = started(2);
    const a = ps[0]!.s;
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "m1", rev: view(d, a).rev });
    d.drain(a);
    d.send(a, { type: "act", action: { type: "add", n: 2 }, id: "m2", rev: view(d, a).rev });
    expect(d.drainParsed(a)).toEqual([{ type: "error", code: "not_your_turn" }]);
    // Without a revision (an older client) too.
    d.send(a, { type: "act", action: { type: "add", n: 2 }, id: "m3" });
    expect(d.drainParsed(a)).toEqual([{ type: "error", code: "not_your_turn" }]);
  });

  it("PLAT-G4 an action made on an older view that the game accepts is applied: moves at the same time are not refused", () => {
    const { d, ps } = started(2, { anyOrder: true });
    const [a, b] = [ps[0]!.s, ps[1]!.s];
    const rb = view(d, b).rev;
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "a1", rev: view(d, a).rev });
    expect(view(d, b).rev).toBeGreaterThan(rb);
    d.drain(b);
    d.send(b, { type: "act", action: { type: "add", n: 2 }, id: "b1", rev: rb });
    expect(d.drainParsed(b).filter((f) => f.type === "ack" || f.type === "error")).toEqual([{ type: "ack", id: "b1" }]);
    expect((d.state() as { counter: number }).counter).toBe(3);
  });

  it("PLAT-G4 a double tap is one command: the same id twice is applied once, answered ack then dup, and never an error", () => {
    const { d, ps } = started(2);
    const a = ps[0]!.s;
    const rev = view(d, a).rev;
    d.drain(a);
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "tap", rev });
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "tap", rev });
    const frames = d.drainParsed(a);
    expect(frames.filter((f) => f.type === "ack")).toEqual([{ type: "ack", id: "tap" }, { type: "ack", id: "tap", dup: true }]);
    expect(frames.filter((f) => f.type === "error")).toEqual([]);
    expect((d.state() as { counter: number }).counter).toBe(1);
  });

  it("PLAT-G4 a stale answer records no command id: the id may be sent again on the fresh view", () => {
    const { d, ps } = started(3, { anyOrder: false });
    const a = ps[0]!.s;
    const old = view(d, a).rev;
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "m1", rev: old });
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "m2", rev: old }); // stale: a fresh view
    const [b, c] = [ps[1]!.s, ps[2]!.s];
    d.send(b, { type: "act", action: { type: "add", n: 1 }, id: "b1" });
    d.send(c, { type: "act", action: { type: "add", n: 1 }, id: "c1" });
    d.drain(a);
    d.send(a, { type: "act", action: { type: "add", n: 1 }, id: "m2", rev: view(d, a).rev });
    expect(d.drainParsed(a).filter((f) => f.type === "ack")).toEqual([{ type: "ack", id: "m2" }]);
    expect((d.state() as { counter: number }).counter).toBe(4);
  });

  it("PLAT-G4 view revisions only grow, across an eviction a moment later too; right after one a refused old action gets the error (nothing to compare)", () => {
    const { d, ps } = started(2);
    const [a, b] = [ps[0]!.s, ps[1]!.s];
    const old = view(d, a).rev;
    d.send(a, { type: "act", action: { type: "add", n: 1 }, rev: old });
    const before = view(d, a).rev;
    d.restartRoom();
    d.drain(a);
    d.send(a, { type: "act", action: { type: "add", n: 1 }, rev: old });
    expect(d.drainParsed(a)).toEqual([{ type: "error", code: "not_your_turn" }]);
    d.advance(50);
    d.send(b, { type: "act", action: { type: "add", n: 1 } });
    expect(view(d, a).rev).toBeGreaterThan(before);
  });
});
