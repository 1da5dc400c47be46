/** PLAT-2 … PLAT-6 in the pure room core, through the CoreDriver (tiny game). */
import { describe, expect, it } from "vitest";
import type { RoomState } from "../../../shared/protocol";
import { errors, hello, lastOf, ofType, started, tinyRoom } from "./helpers";

const roomOf = (d: ReturnType<typeof tinyRoom>, s: string) => lastOf(d, s, "room")!.room as RoomState;

describe("PLAT-2 lobby", () => {
  it("PLAT-2 seats players in order with avatars; the first is host; everyone sees the same list", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    expect([a.seat, b.seat]).toEqual([0, 1]);
    const seen = roomOf(d, a.s);
    expect(seen.seats.map((s) => s.name)).toEqual(["Ana", "Bruno"]);
    expect(seen.hostSeat).toBe(0);
    expect(roomOf(d, b.s)).toEqual(seen);
  });

  it("PLAT-2 a kicked browser cannot take a seat again until the host lets it back", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    d.send(b.s, { type: "kick", seat: 0 });
    expect(errors(d, b.s)).toEqual(["not_host"]);
    d.send(a.s, { type: "kick", seat: 1 });
    expect(errors(d, b.s)).toContain("kicked");
    expect(d.closedBy(b.s)).toEqual({ code: 4001, reason: "kicked" });
    expect(roomOf(d, a.s).banned).toEqual([{ id: 0, name: "Bruno" }]);
    // Reloading with the same browser token: refused, nothing changes.
    const before = d.storage();
    const again = hello(d, "Bruno", { token: b.token });
    expect(again.seat).toBeNull();
    expect(errors(d, again.s)).toEqual(["banned"]);
    expect(d.storage()).toBe(before);
    // "Permitir volta": only the host; then the same browser is seated again.
    const c = hello(d, "Carla");
    d.send(c.s, { type: "unban", ban: 0 });
    expect(errors(d, c.s)).toEqual(["not_host"]);
    d.send(a.s, { type: "unban", ban: 0 });
    expect(roomOf(d, a.s).banned).toEqual([]);
    expect(hello(d, "Bruno", { token: b.token }).seat).not.toBeNull();
  });

  it("PLAT-2 a kick lasts for the match: the ban list empties at the rematch", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    const c = hello(d, "Carla");
    d.send(a.s, { type: "kick", seat: 2 });
    d.send(a.s, { type: "config", config: { target: 3, turnMs: 30000 } });
    d.send(a.s, { type: "start" });
    expect(errors(d, hello(d, "Carla", { token: c.token }).s)).toEqual(["banned"]);
    d.send(a.s, { type: "act", action: { type: "add", n: 3 } });
    expect(roomOf(d, b.s).phase).toBe("ended");
    d.send(a.s, { type: "rematch" });
    expect(roomOf(d, b.s).banned).toEqual([]);
    expect(hello(d, "Carla", { token: c.token }).seat).toBe(2);
  });

  it("PLAT-2 hosting passes on when the host abandons the lobby", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    d.send(a.s, { type: "abandon" });
    const r = roomOf(d, b.s);
    expect(r.seats.map((s) => s.seat)).toEqual([1]);
    expect(r.hostSeat).toBe(1);
  });
});

describe("PLAT-3 identity", () => {
  it("PLAT-3 the same token resumes the same seat and its hidden word; a stranger cannot act for it", () => {
    const { d, ps } = started(2);
    const word = (lastOf(d, ps[0]!.s, "view")!.view as { myWord: string }).myWord;
    d.close(ps[0]!.s);
    const back = hello(d, "Ana again", { token: ps[0]!.token });
    expect(back.seat).toBe(0);
    expect((lastOf(d, back.s, "view")!.view as { myWord: string }).myWord).toBe(word);
    const stranger = hello(d, "Mallory");
    expect(stranger.seat).not.toBe(0);
    const before = d.storage();
    d.send(ps[1]!.s, { type: "act", seat: 0, action: { type: "add", n: 1 } });
    expect(errors(d, ps[1]!.s)).toEqual(["not_your_turn"]);
    expect(d.storage()).toBe(before);
  });
});

describe("PLAT-4 presence", () => {
  it("PLAT-4 a closed seat is shown disconnected at once, absent after the grace period, present on return", () => {
    const { d, ps } = started(2);
    d.close(ps[1]!.s);
    const r = roomOf(d, ps[0]!.s);
    expect(r.seats[1]).toMatchObject({ connected: false, present: true });
    d.advance(14_000);
    expect((d.state() as { absent: number[] }).absent).toEqual([]);
    d.advance(2_000);
    expect((d.state() as { absent: number[] }).absent).toEqual([1]);
    expect(roomOf(d, ps[0]!.s).seats[1]).toMatchObject({ connected: false, present: false });
    hello(d, "B", { token: ps[1]!.token });
    expect((d.state() as { absent: number[] }).absent).toEqual([]);
  });

  it("PLAT-4 after a restart, a seat whose socket died with the old instance goes absent and hosting passes", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    d.drop(a.s); // no close event ever reaches the room
    d.restartRoom();
    expect(roomOf(d, b.s).seats[0]).toMatchObject({ connected: false, present: true });
    d.advance(16_000);
    const r = roomOf(d, b.s);
    expect(r.seats[0]).toMatchObject({ connected: false, present: false });
    expect(r.hostSeat).toBe(1);
  });

  it("PLAT-4 without the wake-up reconciliation the dead seat would stay connected (the restart is what finds it)", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bruno");
    d.drop(a.s);
    d.advance(60_000);
    expect(roomOf(d, b.s).seats[0]!.connected).toBe(true);
    d.restartRoom();
    expect(roomOf(d, b.s).seats[0]!.connected).toBe(false);
  });
});

describe("PLAT-5 spectators", () => {
  it("PLAT-5 a spectator gets the public view only, takes no seat, cannot act, and the count follows", () => {
    const { d, ps } = started(2);
    const w = hello(d, "Watcher", { role: "spectator" });
    expect(w.seat).toBeNull();
    expect((lastOf(d, w.s, "view")!.view as { myWord: string | null }).myWord).toBeNull();
    const words = Object.values((d.state() as { words: Record<number, string> }).words);
    for (const word of words) expect(d.received(w.s).join("\n")).not.toContain(word);
    d.send(w.s, { type: "act", action: { type: "add", n: 1 } });
    expect(errors(d, w.s)).toEqual(["spectator"]);
    expect(roomOf(d, ps[0]!.s).spectators).toBe(1);
    d.close(w.s);
    expect(roomOf(d, ps[0]!.s).spectators).toBe(0);
  });

  it("PLAT-5 a spectator cannot take a seated player's name (case and accents folded)", () => {
    const d = tinyRoom();
    hello(d, "Fábio");
    const w = hello(d, "fabio ", { role: "spectator" });
    expect(errors(d, w.s)).toEqual(["name_taken"]);
    expect(hello(d, "Fábio Fã", { role: "spectator" }).seat).toBeNull();
  });

  it("PLAT-5 a browser that holds a seat cannot speak as a spectator in a second tab", () => {
    const { d, ps } = started(2);
    const tab = hello(d, "Second tab", { role: "spectator", token: ps[0]!.token });
    d.send(tab.s, { type: "chat", channel: "all", text: "psst" });
    expect(errors(d, tab.s)).toEqual(["seat_holder_watching"]);
    expect(d.received(ps[1]!.s).join("\n")).not.toContain("psst");
  });

  it("PLAT-5 spectators' chat lines are marked as spectators'", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const w = hello(d, "Watcher", { role: "spectator" });
    d.send(w.s, { type: "chat", channel: "all", text: "oi" });
    const line = (lastOf(d, a.s, "chat")!.lines as { name: string; spectator?: boolean }[])[0]!;
    expect(line).toMatchObject({ name: "Watcher", spectator: true });
    d.send(a.s, { type: "chat", channel: "all", text: "olá" });
    expect((lastOf(d, w.s, "chat")!.lines as { spectator?: boolean }[])[0]!.spectator).toBeUndefined();
  });

  it("PLAT-5 at most 32 spectators; the next gets too_many_watchers and is closed", () => {
    const d = tinyRoom();
    hello(d, "Ana");
    for (let i = 0; i < 32; i++) expect(errors(d, hello(d, `W${i}`, { role: "spectator" }).s)).toEqual([]);
    const extra = hello(d, "W32", { role: "spectator" });
    expect(errors(d, extra.s)).toEqual(["too_many_watchers"]);
    expect(d.closedBy(extra.s)?.reason).toBe("too_many_watchers");
  });
});

describe("PLAT-6 abandoning", () => {
  it("PLAT-6 abandoning during a game gives the seat up for good; the same browser cannot reclaim it", () => {
    const { d, ps } = started(3);
    d.send(ps[2]!.s, { type: "abandon" });
    expect(d.closedBy(ps[2]!.s)?.code).toBe(1000);
    expect(roomOf(d, ps[0]!.s).seats.find((s) => s.seat === 2)!.abandoned).toBe(true);
    expect(hello(d, "C again", { token: ps[2]!.token }).seat).not.toBe(2);
  });
});
