/** The client's half of PLAT-G4: command ids (web/src/room/pending.ts), and the room's answers to them through the core. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientMessage } from "../../../shared/protocol";
import { CommandIds, PENDING_MS, actPending, isActSent, isSent } from "../../../web/src/room/pending";
import { lastOf, started } from "../core/helpers";

let ids = new CommandIds("t-");
afterEach(() => {
  ids.forget();
  ids = new CommandIds("t-");
  vi.useRealTimers();
});

describe("PLAT-G4 command ids on the client", () => {
  it("PLAT-G4 the same message sent twice before the room shows anything new is one command: same id", () => {
    const a = ids.stamp({ type: "start" });
    const b = ids.stamp({ type: "start" });
    expect(a.id).toBe(b.id);
    expect(ids.stamp({ type: "rematch" }).id).not.toBe(a.id);
    // The revision an action was made on is not part of what it is.
    const x = ids.stamp({ type: "act", action: { type: "pass" }, rev: 5 });
    expect(ids.stamp({ type: "act", action: { type: "pass" }, rev: 5 }).id).toBe(x.id);
  });

  it("PLAT-G4 once the room has shown something new, the same message is a new command", () => {
    const a = ids.stamp({ type: "act", action: { type: "pass" } });
    ids.shown("view");
    expect(ids.stamp({ type: "act", action: { type: "pass" } }).id).not.toBe(a.id);
    const s = ids.stamp({ type: "start" });
    ids.shown("room");
    expect(ids.stamp({ type: "start" }).id).not.toBe(s.id);
  });

  it("PLAT-G4 buttons see a command on its way until its ack, an error, or (an action) a new view", () => {
    const start = ids.stamp({ type: "start" });
    expect(isSent({ type: "start" })).toBe(true);
    ids.acked(start.id);
    expect(isSent({ type: "start" })).toBe(false);
    ids.stamp({ type: "act", action: { type: "guess", cell: "A1" } });
    expect(isActSent({ type: "guess", cell: "A1" })).toBe(true);
    expect(isActSent({ type: "guess", cell: "B2" })).toBe(false);
    expect(actPending()).toBe(true);
    ids.shown("room"); // a room summary does not answer a game action
    expect(actPending()).toBe(true);
    ids.shown("view"); // a new view does (a stale action is answered by nothing else)
    expect(actPending()).toBe(false);
    ids.stamp({ type: "kick", seat: 1 });
    ids.refused();
    expect(isSent({ type: "kick", seat: 1 })).toBe(false);
  });

  it("PLAT-G4 an answer that never comes frees the buttons after a few seconds", () => {
    vi.useFakeTimers();
    ids.stamp({ type: "rematch" });
    vi.advanceTimersByTime(PENDING_MS - 1);
    expect(isSent({ type: "rematch" })).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isSent({ type: "rematch" })).toBe(false);
  });

  it("PLAT-G4 ids differ between page loads and pass the protocol's schema", () => {
    const one = new CommandIds().stamp({ type: "start" });
    const two = new CommandIds().stamp({ type: "start" });
    expect(one.id).not.toBe(two.id);
    expect(clientMessage.safeParse(one).success).toBe(true);
    expect(clientMessage.safeParse(new CommandIds().stamp({ type: "act", action: { type: "add", n: 1 }, rev: 1_700_000_000_000 })).success).toBe(true);
  });

  it("PLAT-G4 end to end through the core: a double tap is applied once and answered ack then dup; a stale second tap gets the view", () => {
    const { d, ps } = started(2);
    const s = ps[0]!.s;
    const rev = lastOf(d, s, "view")!.rev as number;
    d.drain(s);
    const tap = () => ids.stamp({ type: "act", action: { type: "add", n: 1 }, rev });
    d.send(s, tap());
    d.send(s, tap());
    const frames = d.drainParsed(s);
    expect(frames.filter((f) => f.type === "ack").map((f) => f.dup ?? false)).toEqual([false, true]);
    expect(frames.filter((f) => f.type === "error")).toEqual([]);
    expect((d.state() as { counter: number }).counter).toBe(1);
    // The client has seen the new view now: another tap on the old one is a new command, and stale.
    ids.shown("view");
    d.send(s, ids.stamp({ type: "act", action: { type: "add", n: 2 }, rev }));
    expect(d.drainParsed(s).map((f) => f.type)).toEqual(["view"]);
    expect((d.state() as { counter: number }).counter).toBe(1);
  });
});
