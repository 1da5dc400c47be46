/** Matches in the pure core: deadlines (PLAT-8), rematch (PLAT-9), public rooms (PLAT-10), what the room keeps of a game's state. */
import { describe, expect, it } from "vitest";
import { ok, type AnyGame } from "../../../shared/engine";
import { game as matiz } from "../../../shared/games/matiz";
import { publicEntry } from "../../../worker/core";
import type { TinyState } from "../../support/tinyGame";
import { CoreDriver } from "../../support/coreDriver";
import type { RoomState } from "../../../shared/protocol";
import { parseSeasonMatch } from "../../../worker/core/seasonKey";
import { mySeason } from "../../../web/src/room/mySeason";
import { errors, hello, lastOf, ofType, started, tiny, tinyRoom } from "./helpers";

const tinyState = (d: CoreDriver) => d.state() as TinyState;

describe("PLAT-8 deadlines", () => {
  it("PLAT-8 the turn deadline fires from the alarm and passes the turn; every client gets the same deadline", () => {
    const { d, ps } = started(2, { turnMs: 5000 });
    const ends = tinyState(d).turnEndsAt;
    expect(d.alarmAt()).toBe(ends);
    for (const p of ps) expect((lastOf(d, p.s, "view")!.view as { turnEndsAt: number }).turnEndsAt).toBe(ends);
    d.advance(4999);
    expect(tinyState(d).turn).toBe(0);
    d.advance(1);
    expect(tinyState(d).turn).toBe(1);
    expect(ofType(d, ps[1]!.s, "history").flatMap((h) => h.lines as { type: string }[]).map((l) => l.type)).toContain("timeout");
  });

  it("PLAT-8 a deadline survives a restart: the room rebuilt from storage fires it and continues exactly", () => {
    const { d } = started(2, { turnMs: 5000 });
    const words = tinyState(d).words;
    d.restartRoom();
    d.advance(5000);
    expect(tinyState(d)).toMatchObject({ turn: 1, words });
  });

  it("a deadline handler that returns an unchanged copy changes nothing and does not refire the alarm", () => {
    let calls = 0;
    const lazy: AnyGame = { ...tiny, id: "lazy", onDeadline: (s) => (calls++, ok(structuredClone(s))) };
    const { d } = started(2, { turnMs: 5000 }, { game: lazy, gameId: "lazy" });
    const before = d.storage();
    d.advance(5000);
    expect(calls).toBe(1);
    expect(d.storage()).toBe(before);
    expect(d.alarmAt()).not.toBe(tinyState(d).turnEndsAt);
    d.advance(60_000);
    expect(calls).toBe(1);
  });

  it("the room keeps a frozen copy of what a game returns: a game that mutates its input fails cleanly", () => {
    let kept: { counter: number } | null = null;
    const sloppy: AnyGame = {
      ...tiny,
      id: "sloppy",
      apply: (s, seat, a, ctx) => {
        const out = tiny.apply(s, seat, a, ctx);
        if (out.ok) kept = out.state as { counter: number };
        return out;
      },
      onPresence: (s) => {
        (s as { counter: number }).counter = 99; // mutates the room's state in place
        return ok(s);
      },
    };
    const { d, ps } = started(2, {}, { game: sloppy, gameId: "sloppy" });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 2 } });
    kept!.counter = 50; // the game keeps a reference and changes it later
    expect(tinyState(d).counter).toBe(2);
    expect(Object.isFrozen(d.state())).toBe(true);
    d.close(ps[1]!.s);
    d.advance(20_000); // absence → onPresence throws on the frozen state
    expect(tinyState(d).counter).toBe(2);
  });
});

describe("PLAT-9 rematch", () => {
  it("PLAT-9 rematch returns to the lobby with the same seats and settings", () => {
    const { d, ps } = started(2, { target: 3, turnMs: 30000 });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 3 } });
    expect(lastOf(d, ps[1]!.s, "room")!.room).toMatchObject({ phase: "ended", winners: [0] });
    d.send(ps[1]!.s, { type: "rematch" });
    expect(errors(d, ps[1]!.s)).toEqual(["not_host"]);
    d.send(ps[0]!.s, { type: "rematch" });
    const r = lastOf(d, ps[1]!.s, "room")!.room as { phase: string; config: unknown; seats: { name: string }[] };
    expect(r).toMatchObject({ phase: "lobby", config: { target: 3, turnMs: 30000 } });
    expect(r.seats.map((s) => s.name)).toEqual(["P0", "P1"]);
    expect(d.state()).toBeNull();
  });

  it("GameResult.season: a finished match yields its season rows once, keyed by room and match, players by token hash", () => {
    const { d, ps } = started(2, { target: 3 });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 3 } });
    expect(d.seasons).toHaveLength(1);
    const batch = d.seasons[0]!;
    expect(batch).toMatchObject({ roomKey: `TESTA:${d.room()!.createdAt}`, match: 1, gameId: "tiny" });
    expect(batch.rows.map((r) => [r.seat, r.name, r.points, r.won])).toEqual([[0, "P0", 3, true], [1, "P1", 1, false]]);
    expect(batch.rows[0]!.player).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(batch)).not.toContain(ps[0]!.token);
    d.advance(60_000);
    d.send(ps[0]!.s, { type: "ping", t: 1 });
    expect(d.seasons).toHaveLength(1);
  });
});

describe("PLAT-27 the season line's facts in the room summary", () => {
  it("PLAT-27 an ended match that counts names itself and each seat's points to its sockets; a match without season rows (the option off) names nothing; a rematch clears it", () => {
    const { d, ps } = started(2, { target: 3 });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 3 } });
    const summary = lastOf(d, ps[1]!.s, "room")!.room as RoomState;
    const batch = d.seasons[0]!;
    expect(summary.season).toEqual({ match: `${batch.roomKey}/${batch.match}`, points: [{ seat: 0, points: 3 }, { seat: 1, points: 1 }] });
    expect(parseSeasonMatch(summary.season!.match)).toEqual({ roomKey: batch.roomKey, match: batch.match });
    expect(mySeason(summary, 1)).toEqual({ match: summary.season!.match, points: 1 });
    expect(mySeason(summary, null)).toBeNull();
    expect(mySeason(summary, 7)).toBeNull();
    d.send(ps[0]!.s, { type: "rematch" });
    const lobby = lastOf(d, ps[1]!.s, "room")!.room as RoomState;
    expect(lobby.season).toBeUndefined();
    expect(mySeason(lobby, 0)).toBeNull();

    const offSeason: AnyGame = { ...tiny, id: "nos", result: (s) => { const r = tiny.result(s); return r && { winners: r.winners }; } };
    const off = started(2, { target: 3 }, { game: offSeason, gameId: "nos" });
    off.d.send(off.ps[0]!.s, { type: "act", action: { type: "add", n: 3 } });
    const ended = lastOf(off.d, off.ps[0]!.s, "room")!.room as RoomState;
    expect(ended.phase).toBe("ended");
    expect(ended.season).toBeUndefined();
    expect(mySeason(ended, 0)).toBeNull();
    expect(off.d.seasons).toEqual([]);
  });
});

describe("PLAT-10 public rooms", () => {
  it("PLAT-10 a public lobby with someone present is listed; started or empty it is not", () => {
    const d = tinyRoom({ isPublic: true });
    expect(publicEntry(d.room())).toBeNull();
    const a = hello(d, "Ana");
    expect(publicEntry(d.room())).toMatchObject({ code: "TESTA", players: 1, hostName: "Ana" });
    d.close(a.s);
    d.advance(20_000);
    expect(publicEntry(d.room())).toBeNull();
  });

  it("PLAT-10 the room's public flag reaches the game as a room fact at setup, not as a host option", () => {
    const d = new CoreDriver({ gameId: "matiz", isPublic: true });
    const ps = ["Ana", "Bia", "Caio"].map((n) => hello(d, n));
    d.send(ps[0]!.s, { type: "config", config: { ...matiz.defaultConfig, isPublic: false } });
    d.send(ps[0]!.s, { type: "start" });
    expect((d.state() as { config: { isPublic: boolean } }).config.isPublic).toBe(true);
  });

  it("PLAT-10 a public room stars out swearing in chat and names, the public list included; a private room does not", () => {
    const d = tinyRoom({ isPublic: true });
    const host = hello(d, "Porra Ana");
    const bia = hello(d, "Bia");
    d.send(bia.s, { type: "chat", channel: "all", text: "que merda, porra" });
    d.send(bia.s, { type: "chat", channel: "all", text: "fuck this shit блять" });
    const wire = d.received(host.s).join("\n");
    for (const word of ["merda", "porra", "Porra", "fuck", "shit", "блять"]) expect(wire).not.toContain(word);
    expect(wire).toContain("que *****, *****");
    expect(publicEntry(d.room())!.hostName).not.toContain("Porra");
    const priv = tinyRoom();
    const p = hello(priv, "Ana");
    priv.send(p.s, { type: "chat", channel: "all", text: "que merda" });
    expect(priv.received(p.s).join("\n")).toContain("que merda");
  });
});

describe("restart anywhere", () => {
  it("a serialised core restored mid-game continues with identical frames and deadlines", () => {
    const run = (cut: boolean) => {
      let { d, ps } = started(3, { turnMs: 5000 });
      d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 1 } });
      if (cut) d = CoreDriver.restore(d.serialise(), { game: tiny });
      d.send(ps[1]!.s, { type: "chat", channel: "all", text: "hi" });
      d.advance(5000);
      d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 2 } });
      return { frames: ps.map((p) => d.received(p.s)), alarm: d.alarmAt(), storage: d.storage() };
    };
    expect(run(true)).toEqual(run(false));
  });
});
