/** PLAT-G9: what a step sends each socket goes as one frame (worker/sockets.ts `framesPerSocket`). */
import { describe, expect, it } from "vitest";
import { framesPerSocket } from "../../../worker/sockets";
import type { TinyState } from "../../support/tinyGame";
import { hello, ofType, started } from "./helpers";

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
    const seen = spectatorFrames[0]!.map((f) => JSON.parse(f) as { type: string; view?: { myWord: string | null } });
    expect(seen.find((m) => m.type === "view")?.view?.myWord).toBeNull();
    expect(seen.some((m) => m.type === "chat")).toBe(false);
  });
});
