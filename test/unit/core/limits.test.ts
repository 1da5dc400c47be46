/**
 * A room's limits that one client must not be able to turn against others (issue 17): a fair share
 * of the room per address, oversized frames closing their socket, and rate limits that measure the
 * sender (charged at each frame's arrival), not the room's lag.
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION, type RoomState } from "../../../shared/protocol";
import { HELLO_TIMEOUT_MS, MAX_SOCKETS, MAX_SPECTATORS, SOCKETS_PER_ADDRESS, SPECTATORS_PER_ADDRESS } from "../../../worker/core";
import { SOCKET_CHAT, SOCKET_FRAMES } from "../../../worker/core/buckets";
import { errors, hello, lastOf, ofType, parsed, started, tinyRoom } from "./helpers";

const roomOf = (d: ReturnType<typeof tinyRoom>, s: string) => lastOf(d, s, "room")!.room as RoomState;
const HOME = "203.0.113.77";
const openFrom = (d: ReturnType<typeof tinyRoom>, socks: string[]) => socks.filter((s) => d.isOpen(s)).length;

describe("a fair share of a room per address", () => {
  it("PLAT-G6 one address cannot fill a room: the attack of issue 17 (host + 32 watchers + 31 silent sockets) holds at most its share, and a full table and its watchers still get in", () => {
    const d = tinyRoom();
    const host = hello(d, "Host", { addr: HOME });
    const watchers = Array.from({ length: 32 }, (_, i) => hello(d, `Olho ${i}`, { role: "spectator", addr: HOME }));
    const silent = Array.from({ length: 31 }, () => d.connect({ addr: HOME }));
    const mine = [host.s, ...watchers.map((w) => w.s), ...silent];
    expect(openFrom(d, watchers.map((w) => w.s))).toBe(SPECTATORS_PER_ADDRESS);
    expect(openFrom(d, mine)).toBe(SOCKETS_PER_ADDRESS);
    const refused = [...watchers.map((w) => w.s), ...silent].filter((s) => !d.isOpen(s));
    expect(new Set(refused.map((s) => errors(d, s).at(-1)))).toEqual(new Set(["address_watchers_full", "address_full"]));
    expect(d.logs.filter((l) => l.event === "rate_limited" && l.scope === "address").length).toBe(refused.length);
    // Everyone else: a full table (10 seats) and every watcher place but the attacker's 8.
    const players = Array.from({ length: 9 }, (_, i) => hello(d, `Jogador ${i}`, { addr: `198.51.100.${i}` }));
    expect(players.map((p) => p.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const others = Array.from({ length: MAX_SPECTATORS - SPECTATORS_PER_ADDRESS }, (_, i) => hello(d, `Visita ${i}`, { role: "spectator", addr: `192.0.2.${i % 3}` }));
    for (const o of others) expect(errors(d, o.s)).toEqual([]);
    expect(roomOf(d, host.s).spectators).toBe(MAX_SPECTATORS);
    // The attacker's silent sockets still go after the hello timeout; the room never was full.
    d.advance(HELLO_TIMEOUT_MS);
    expect(d.logs.some((l) => l.event === "rate_limited" && l.scope === "connect")).toBe(false);
  });

  it("PLAT-G6 the share is the address's, not a socket's: other addresses open sockets up to the room's cap", () => {
    const d = tinyRoom();
    const socks = Array.from({ length: MAX_SOCKETS }, (_, i) => d.connect({ addr: `198.51.100.${i % 4}` }));
    expect(openFrom(d, socks)).toBe(MAX_SOCKETS);
    expect(errors(d, d.connect({ addr: "192.0.2.1" }))).toEqual(["room_full"]);
  });

  it("PLAT-G6 a 12-phone party on one address plays: 10 players and 2 watchers behind one router join, chat, reload and finish a match with no error", () => {
    const d = tinyRoom();
    const phones = Array.from({ length: 10 }, (_, i) => hello(d, `Pessoa ${i}`, { addr: HOME, token: `party-seat-${i}-browser-token` }));
    const watch = [hello(d, "Vó", { role: "spectator", addr: HOME }), hello(d, "Tio", { role: "spectator", addr: HOME })];
    expect(phones.map((p) => p.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    d.send(phones[0]!.s, { type: "config", config: { target: 30, turnMs: 30000 } });
    d.send(phones[0]!.s, { type: "start" });
    const sockets = new Map(phones.map((p) => [p.seat!, p.s]));
    let turnNo = 0;
    for (let guard = 0; guard < 100 && roomOf(d, phones[0]!.s).phase === "playing"; guard++, turnNo++) {
      const st = d.state() as { order: number[]; turn: number; counter: number; target: number };
      const seat = st.order[st.turn]!;
      d.advance(1500);
      d.send(sockets.get(seat)!, { type: "act", action: { type: "add", n: Math.min(1, st.target - st.counter) } });
      // Everyone chats now and then, and pings like the client does.
      const talker = sockets.get((seat + 3) % 10)!;
      if (turnNo % 3 === 0) d.send(talker, { type: "chat", channel: "all", text: `boa ${turnNo}` });
      if (turnNo % 5 === 0) for (const s of [...sockets.values(), ...watch.map((w) => w.s)]) d.send(s, { type: "ping", t: d.now });
      // Two phones reload mid-game: the new socket comes before the old one is known to be gone.
      if (turnNo === 7 || turnNo === 13) {
        const who = turnNo === 7 ? 4 : 8;
        d.drop(sockets.get(who)!);
        const back = hello(d, `Pessoa ${who}`, { addr: HOME, token: `party-seat-${who}-browser-token` });
        expect(back.seat).toBe(who);
        sockets.set(who, back.s);
      }
    }
    expect(roomOf(d, phones[0]!.s).phase).toBe("ended");
    const everyone = [...sockets.values(), ...watch.map((w) => w.s)];
    for (const s of everyone) expect(errors(d, s), s).toEqual([]);
    expect(ofType(d, watch[0]!.s, "chat").flatMap((m) => m.lines as unknown[]).length).toBeGreaterThan(8);
  });

  it("PLAT-G6 the address's share counts silent sockets too, and a socket that leaves frees its place", () => {
    const d = tinyRoom();
    const silent = Array.from({ length: SOCKETS_PER_ADDRESS }, () => d.connect({ addr: HOME }));
    const extra = d.connect({ addr: HOME });
    expect(errors(d, extra)).toEqual(["address_full"]);
    expect(d.closedBy(extra)).toEqual({ code: 4010, reason: "address_full" });
    d.close(silent[0]!);
    expect(d.isOpen(d.connect({ addr: HOME }))).toBe(true);
  });
});

describe("oversized frames close their socket", () => {
  it("PLAT-G7 a frame over the size cap gets too_large and closes its socket with 1009 and a log line (its size, never its text)", () => {
    const { d, ps } = started(2);
    const [a, b] = [ps[0]!, ps[1]!];
    d.drain(a.s);
    const before = d.logs.length;
    d.send(a.s, "secret words " + "x".repeat(40_000));
    expect(d.drainParsed(a.s).map((m) => m.code)).toEqual(["too_large"]);
    expect(d.closedBy(a.s)).toEqual({ code: 1009, reason: "too_large" });
    expect(d.logs.slice(before)).toEqual([{ event: "frame_too_large", kb: 40 }]);
    // Its seat is disconnected like any other (grace period, PLAT-4), and the same browser comes back.
    expect(roomOf(d, b.s).seats[0]!.connected).toBe(false);
    const back = hello(d, "P0", { token: a.token });
    expect(back.seat).toBe(0);
    expect(roomOf(d, b.s).seats[0]!.connected).toBe(true);
  });

  it("PLAT-G7 a frame over the cap from a socket that never said hello closes it as well", () => {
    const d = tinyRoom();
    const s = d.connect();
    d.send(s, "y".repeat(5000));
    expect(d.closedBy(s)?.code).toBe(1009);
    expect(parsed(d.received(s)).map((m) => m.code)).toEqual(["too_large"]);
  });

  it("PLAT-G7 even a socket that is already rate limited is closed by an oversized frame (size is checked first)", () => {
    const d = tinyRoom();
    const s = hello(d, "Ana").s;
    for (let i = 0; i < 60; i++) d.send(s, { type: "ping", t: i });
    d.send(s, "z".repeat(4097));
    expect(d.closedBy(s)?.code).toBe(1009);
  });
});

describe("limits measure the sender, not the room's lag", () => {
  /** A room that stalls for `ms` while a client sends at its rate, then handles the backlog at once. */
  function backlog(d: ReturnType<typeof tinyRoom>, s: string, ms: number, every: number, msg: (i: number) => Record<string, unknown>, withArrival: boolean): number {
    const t0 = d.now;
    d.advance(ms); // the room was busy: nothing was handled until now
    const n = Math.floor(ms / every);
    for (let i = 1; i <= n; i++) d.send(s, msg(i) as never, withArrival ? { at: t0 + i * every } : {});
    return n;
  }

  it("PLAT-G8 chat within its rate (one line every 2.5 s) is never refused when a room stalled 60 s handles the backlog at once", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    const sent = backlog(d, a.s, 60_000, 2500, (i) => ({ type: "chat", channel: "all", text: `linha ${i}` }), true);
    expect(sent).toBe(24);
    expect(errors(d, a.s)).toEqual([]);
    expect(ofType(d, a.s, "chat").flatMap((m) => m.lines as unknown[]).length).toBe(24);
  });

  it("PLAT-G8 the same backlog charged when the room handles it (the old scheme) refuses the innocent: the test can fail", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    backlog(d, a.s, 60_000, 2500, (i) => ({ type: "chat", channel: "all", text: `linha ${i}` }), false);
    expect(errors(d, a.s).filter((c) => c === "chat_rate_limited").length).toBe(24 - SOCKET_CHAT.capacity);
  });

  it("PLAT-G8 frames within their rate (10 a second) pass a 20 s stall; a real burst is still limited", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    d.drain(a.s);
    const sent = backlog(d, a.s, 20_000, 100, (i) => ({ type: "ping", t: i }), true);
    expect(d.drainParsed(a.s).map((m) => m.type)).toEqual(Array(sent).fill("pong"));
    // A burst that really arrived at once (same arrival time) is limited as before.
    const at = d.now;
    for (let i = 0; i < 60; i++) d.send(a.s, { type: "ping", t: i }, { at });
    const replies = d.drainParsed(a.s);
    expect(replies.filter((m) => m.type === "pong").length).toBeLessThanOrEqual(SOCKET_FRAMES.capacity);
    expect(replies.filter((m) => m.code === "rate_limited").length).toBe(1);
  });

  it("PLAT-G8 a 12-phone party's chat behind one router is charged at arrival too: a stalled room refuses none of it", () => {
    const d = tinyRoom();
    const phones = Array.from({ length: 12 }, (_, i) => hello(d, `Pessoa ${i}`, { addr: HOME, role: i < 10 ? "player" : "spectator" }));
    const t0 = d.now;
    d.advance(30_000);
    // 12 phones, each one line every 10 s, interleaved: 36 lines over 30 s, 1.2 a second from the address.
    for (let k = 0; k < 36; k++) d.send(phones[k % 12]!.s, { type: "chat", channel: "all", text: `l${k}` }, { at: t0 + k * 830 });
    for (const p of phones) expect(errors(d, p.s)).toEqual([]);
  });

  it("PLAT-G8 an arrival time cannot be in the future: the core charges at most at now", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    for (let i = 0; i < 8; i++) d.send(a.s, { type: "chat", channel: "all", text: `x${i}` }, { at: d.now + 1_000_000 });
    expect(errors(d, a.s)).toContain("chat_rate_limited");
  });
});

it("hello is still parsed with the protocol version check (sanity for the helpers above)", () => {
  const d = tinyRoom();
  const s = d.connect({ addr: HOME });
  d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: "z".repeat(20), name: "Zé", role: "player" });
  expect(ofType(d, s, "welcome").length).toBe(1);
});
