/** PLAT-G9: what a step sends each socket goes as one frame (worker/sockets.ts `framesPerSocket`). */
import { describe, expect, it } from "vitest";
import { framesPerSocket } from "../../../worker/sockets";
import type { TinyState } from "../../support/tinyGame";
import { applyViewPatch, type ViewChange } from "../../../shared/protocol/viewPatch";
import { changeJson, viewParts } from "../../../worker/core/viewParts";
import { CoreDriver } from "../../support/coreDriver";
import { hello, lastOf, ofType, started, tiny } from "./helpers";

describe("one frame per socket per step", () => {
  it("PLAT-G9 a socket's several messages become one JSON array in their order; a single message stays as it is", () => {
    const view = '{"type":"view","view":{"n":1},"rev":5,"now":9}';
    const history = '{"type":"history","lines":[],"append":true}';
    const ack = '{"type":"ack","id":"c1"}';
    const out = framesPerSocket([["a", view], ["b", view], ["a", history], ["a", ack]]);
    expect([...out.keys()]).toEqual(["a", "b"]);
    expect(JSON.parse(out.get("a")!)).toEqual([JSON.parse(view), JSON.parse(history), JSON.parse(ack)]);
    expect(out.get("b")).toBe(view);
    expect(framesPerSocket([]).size).toBe(0);
  });
});

describe("work kept between steps (issue 22)", () => {
  it("PLAT-G9 the room summary is rebuilt when only the spectator count changes, and not re-sent when nothing in it changed", () => {
    const { d, ps } = started(2, { target: 1000, turnMs: 600000, anyOrder: true });
    const ana = ps[0]!.s;
    d.drain(ana);
    const vera = hello(d, "Vera", { role: "spectator" });
    expect(ofType(d, ana, "room").at(-1)?.room).toMatchObject({ spectators: 1 });
    d.drain(ana);
    d.send(ana, { type: "act", action: { type: "add", n: 1 } });
    expect(d.drainParsed(ana).map((m) => m.type)).not.toContain("room"); // the same record, the same count
    d.close(vera.s);
    expect(d.drainParsed(ana).filter((m) => m.type === "room").at(-1)?.room).toMatchObject({ spectators: 0 });
  });

  it("PLAT-G9 an action that changes nothing in the game (same state as the last step's) is not a new revision, across steps", () => {
    const { d, ps } = started(2, { target: 1000, turnMs: 600000, anyOrder: true });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    const before = d.storage();
    // Refused by the game: no write, no view; the state compared against is the one the last step made.
    d.send(ps[1]!.s, { type: "act", action: { type: "add", n: 999 } });
    expect(d.storage()).toBe(before);
    d.send(ps[1]!.s, { type: "act", action: { type: "add", n: 2 } });
    expect((d.state() as TinyState).counter).toBe(3);
  });

  it("PLAT-G9 PLAT-7 each socket gets exactly its own view and the lines it may read, spectators sharing one encoding", () => {
    const { d, ps } = started(3, { target: 1000, turnMs: 600000, anyOrder: true, teams: true });
    const watchers = [hello(d, "Vera", { role: "spectator" }), hello(d, "Lia", { role: "spectator" })];
    const all = [...ps.map((p) => p.s), ...watchers.map((w) => w.s)];
    for (const s of all) d.drain(s);
    d.send(ps[0]!.s, { type: "chat", channel: "team", text: "even only" });
    d.send(ps[1]!.s, { type: "act", action: { type: "add", n: 1 } });
    const state = d.state() as TinyState;
    for (const [i, p] of ps.entries()) {
      const got = d.drainParsed(p.s) as { type: string; view?: { myWord: string | null; counter: number }; lines?: { text: string }[] }[];
      expect(got.find((m) => m.type === "view")?.view).toMatchObject({ counter: 1, myWord: state.words[p.seat!] });
      const chat = got.filter((m) => m.type === "chat").flatMap((m) => (m.lines ?? []).map((l) => l.text));
      expect(chat).toEqual(i % 2 === 0 ? ["even only"] : []); // seats 0 and 2 are the even team
      expect(got.some((m) => m.type === "history")).toBe(true);
    }
    const spectatorFrames = watchers.map((w) => d.drain(w.s));
    expect(spectatorFrames[0]).toEqual(spectatorFrames[1]);
    const seen = spectatorFrames[0]!.map((f) => JSON.parse(f) as { type: string });
    expect((lastOf(d, watchers[0]!.s, "view")?.view as { myWord: string | null }).myWord).toBeNull();
    expect(seen.some((m) => m.type === "chat")).toBe(false);
  });
});

describe("a view goes as its change to a socket that holds the previous one (protocol 3, issue 22)", () => {
  const raw = (d: CoreDriver, s: string) => d.drain(s).map((f) => JSON.parse(f) as { type: string; [k: string]: unknown });
  const table = () => {
    const { d, ps } = started(3, { target: 1000, turnMs: 600000, anyOrder: true });
    const vera = hello(d, "Vera", { role: "spectator" });
    const lia = hello(d, "Lia", { role: "spectator" });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } }); // every class has had one fan-out
    return { d, ps, vera, lia, all: [...ps.map((p) => p.s), vera.s, lia.s] };
  };

  it("PLAT-G9 each socket gets only the fields that changed, on the revision it holds, and assembles exactly the view it would get whole", () => {
    const { d, ps, all } = table();
    const revs = all.map((s) => lastOf(d, s, "view")!.rev as number);
    for (const s of all) d.drain(s);
    d.advance(1000);
    d.send(ps[1]!.s, { type: "act", action: { type: "add", n: 2 } });
    for (const [i, s] of all.entries()) {
      const patch = raw(d, s).find((m) => m.type === "viewPatch")!;
      expect(patch).toMatchObject({ base: revs[i], set: { counter: 3, turn: 2 } });
      // Nothing that stayed the same travels: the order, the target, the seat's secret word.
      expect(Object.keys(patch.set as object).sort()).toEqual(["counter", "turn", "turnEndsAt"]);
      expect(patch.del).toBeUndefined();
      // What the client assembles is the view a fresh socket of the same viewer gets whole.
      const viewer = i < ps.length ? ps[i]! : null;
      const fresh = hello(d, viewer ? `P${i}` : "Ana", viewer ? { token: `seat${i}-browser-token-fixed` } : { role: "spectator" });
      expect(lastOf(d, s, "view")).toMatchObject({ rev: patch.rev, view: lastOf(d, fresh.s, "view")!.view });
      d.close(fresh.s);
    }
  });

  const viewTypes = (d: CoreDriver, s: string) => raw(d, s).filter((m) => m.type.startsWith("view")).map((m) => m.type);

  it("PLAT-G9 a socket that comes back gets its whole view, which becomes its class's, and then changes", () => {
    const { d, ps } = table();
    // Seat 2's only socket goes: the table moves on without a socket of its class to send to.
    d.close(ps[2]!.s);
    d.advance(1000);
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    const back = hello(d, "P2", { token: "seat2-browser-token-fixed" });
    expect(viewTypes(d, back.s)).toEqual(["view"]);
    d.advance(1000);
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    expect(viewTypes(d, back.s)).toEqual(["viewPatch"]);
    expect((lastOf(d, back.s, "view")!.view as TinyState).counter).toBe(3);
  });

  it("PLAT-G9 a socket not known to hold its class's previous view gets the whole view while the others get the change", () => {
    const { d, ps, vera, lia } = table();
    // The room's memory of what Vera's socket holds is gone (as for a socket it never sent a view).
    const data = JSON.parse(d.serialise()) as { core: { mem: { heldRev: Record<string, number> } } };
    delete data.core.mem.heldRev[vera.s];
    const e = CoreDriver.restore(JSON.stringify(data), { game: tiny });
    for (const s of [vera.s, lia.s]) e.drain(s);
    e.advance(1000);
    e.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    expect(viewTypes(e, vera.s)).toEqual(["view"]);
    expect(viewTypes(e, lia.s)).toEqual(["viewPatch"]);
    // Both now hold the same revision of the spectators' view.
    expect(lastOf(e, vera.s, "view")).toMatchObject({ rev: lastOf(e, lia.s, "view")!.rev });
  });

  it("PLAT-G9 PLAT-5 after a restart (memory lost) every socket gets its whole view once, then changes again", () => {
    const { d, ps, all } = table();
    d.restartRoom();
    for (const s of all) d.drain(s);
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    for (const s of all) expect(raw(d, s).filter((m) => m.type.startsWith("view")).map((m) => m.type)).toEqual(["view"]);
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
    for (const s of all) expect(raw(d, s).filter((m) => m.type.startsWith("view")).map((m) => m.type)).toEqual(["viewPatch"]);
  });
});

describe("a view's change, field by field (worker/core/viewParts.ts)", () => {
  it("PLAT-G9 lists the fields set and the fields gone; the change applied to the old view is the new view", () => {
    const before = { a: 1, b: { c: [1, 2] }, gone: "x", same: "long enough to make the change shorter than the whole view" };
    const after = { a: 1, b: { c: [1, 3] }, fresh: null, same: before.same };
    const change = changeJson(viewParts(before), viewParts(after));
    expect(JSON.parse(`{${change}}`)).toEqual({ set: { b: { c: [1, 3] }, fresh: null }, del: ["gone"] });
    expect(applyViewPatch(before, JSON.parse(`{${change}}`) as ViewChange)).toEqual(after);
    expect(viewParts(after).json).toBe(JSON.stringify(after));
  });

  it("PLAT-G9 a list of the same length or an object with the same keys sends only its items that changed", () => {
    const pawn = (n: number, place: string) => ({ n, place, cards: ["rope", "knife", "candle"], name: `pawn number ${n}` });
    const before = { pawns: [pawn(0, "bar"), pawn(1, "park"), pawn(2, "dock")], turn: { pawn: 0, spun: null, startPlace: "bar" }, log: [1] };
    const after = { pawns: [pawn(0, "bar"), pawn(1, "hotel"), pawn(2, "dock")], turn: { pawn: 1, spun: null, startPlace: "bar" }, log: [1, 2] };
    const change = JSON.parse(`{${changeJson(viewParts(before), viewParts(after))}}`) as ViewChange;
    expect(change).toEqual({ set: { log: [1, 2] }, items: { pawns: [[1, pawn(1, "hotel")]], turn: { pawn: 1 } } });
    expect(applyViewPatch(before, change)).toEqual(after);
    // Items that do not fit the view held make the client resync, never a wrong view.
    expect(applyViewPatch(before, { set: {}, items: { pawns: [[3, pawn(3, "x")]] } })).toBeNull();
    expect(applyViewPatch(before, { set: {}, items: { turn: [[0, 1]] } })).toBeNull();
    expect(applyViewPatch(before, { set: {}, items: { log: { a: 1 } } })).toBeNull();
  });

  it("PLAT-G9 a view that is not a plain object, or a change as long as the whole view, goes whole", () => {
    expect(changeJson(viewParts([1, 2]), viewParts([1, 3]))).toBeNull();
    expect(changeJson(viewParts({ a: 1 }), viewParts({ a: 2 }))).toBeNull();
    expect(viewParts({ a: undefined, b: 1 }).json).toBe('{"b":1}');
  });
});
