/** PLAT-7 chat in the pure core: channels, who reads which line, games deciding spectators' chat, matches kept apart. */
import { describe, expect, it } from "vitest";
import { game as caso } from "../../../shared/games/caso";
import { defaultConfig as casoDefaults } from "../../../shared/games/caso/config";
import type { AnyGame, Viewer } from "../../../shared/engine";
import { errors, hello, lastOf, ofType, started, tiny, tinyRoom } from "./helpers";

const chatText = (d: ReturnType<typeof tinyRoom>, s: string) => ofType(d, s, "chat").flatMap((m) => (m.lines as { text: string }[]).map((l) => l.text));

describe("PLAT-7 chat", () => {
  it("PLAT-7 team lines reach only the own team of this match; spectators never; the room says each socket's channel", () => {
    const { d, ps } = started(3, { teams: true });
    const spy = hello(d, "Spy", { role: "spectator" });
    expect(lastOf(d, ps[0]!.s, "channel")!.team).toBe("even");
    expect(lastOf(d, ps[1]!.s, "channel")!.team).toBe("odd");
    expect(lastOf(d, spy.s, "channel")!.team).toBeNull();
    d.send(ps[0]!.s, { type: "chat", channel: "team", text: "only evens" });
    expect(chatText(d, ps[2]!.s)).toContain("only evens");
    expect(d.received(ps[1]!.s).join("\n")).not.toContain("only evens");
    expect(d.received(spy.s).join("\n")).not.toContain("only evens");
    d.send(spy.s, { type: "chat", channel: "team", text: "me too" });
    expect(errors(d, spy.s)).toEqual(["no_team"]);
    const late = hello(d, "Late spy", { role: "spectator" });
    expect(d.received(late.s).join("\n")).not.toContain("only evens");
  });

  it("PLAT-7 team chat and history never cross matches: the rematch resets both lists on every client", () => {
    const { d, ps } = started(3, { teams: true, target: 3 });
    d.send(ps[0]!.s, { type: "chat", channel: "team", text: "evens plan" });
    d.send(ps[0]!.s, { type: "chat", channel: "all", text: "gg all" });
    d.send(ps[0]!.s, { type: "act", action: { type: "add", n: 3 } });
    d.send(ps[0]!.s, { type: "rematch" });
    for (const p of ps) {
      const history = lastOf(d, p.s, "history")!;
      expect(history).toMatchObject({ lines: [], append: false });
      const chat = lastOf(d, p.s, "chat")!;
      expect(chat.append).toBe(false);
      expect((chat.lines as { text: string }[]).map((l) => l.text)).toEqual(["gg all"]);
    }
    d.send(ps[0]!.s, { type: "start" });
    // Seat 2 is on the same team again, yet reconnecting in the new match it gets no old team line.
    d.close(ps[2]!.s);
    const back = hello(d, "P2", { token: ps[2]!.token });
    expect(d.received(back.s).join("\n")).not.toContain("evens plan");
    expect(d.received(back.s).join("\n")).toContain("gg all");
  });

  it("PLAT-7 chat is rate-limited per socket and per address across sockets", () => {
    const d = tinyRoom();
    const a = hello(d, "Ana");
    for (let i = 0; i < 6; i++) d.send(a.s, { type: "chat", channel: "all", text: `m${i}` });
    expect(errors(d, a.s)).toEqual(["chat_rate_limited"]);
    // Many sockets from one address share the address's chat bucket (12 lines in a burst).
    const many = Array.from({ length: 6 }, (_, i) => hello(d, `W${i}`, { role: "spectator", addr: "198.51.100.7" }));
    let refused = 0;
    for (const w of many) for (let i = 0; i < 3; i++) d.send(w.s, { type: "chat", channel: "all", text: `x${i}` });
    for (const w of many) refused += errors(d, w.s).filter((c) => c === "chat_rate_limited").length;
    expect(refused).toBe(6 * 3 - 12);
  });

  it("PLAT-7 the game decides spectators' chat: canChat is asked with the spectator viewer", () => {
    const asked: Viewer[] = [];
    const quiet: AnyGame = { ...tiny, id: "quiet", canChat: (_s, viewer) => (asked.push(viewer), viewer.kind === "spectator" ? "spectators_read_only" : null) };
    const { d, ps } = started(2, {}, { game: quiet, gameId: "quiet" });
    const w = hello(d, "Watcher", { role: "spectator" });
    // Voice asks canChat too (seats only: silence follows chat, shared/voice/access.ts), so look at what each chat line asked.
    asked.length = 0;
    d.send(w.s, { type: "chat", channel: "all", text: "hint!" });
    expect(errors(d, w.s)).toEqual(["spectators_read_only"]);
    expect(d.received(ps[0]!.s).join("\n")).not.toContain("hint!");
    expect(asked[0]).toEqual({ kind: "spectator" });
    asked.length = 0;
    d.send(ps[0]!.s, { type: "chat", channel: "all", text: "fine" });
    expect(asked[0]).toEqual({ kind: "seat", seat: 0 });
  });

  it("CASO-20 CASO-R16 spectators read the global chat and write in it only when spectatorGlobalChat allows", () => {
    const state = { config: { ...casoDefaults } } as never;
    expect(caso.canChat!(state, { kind: "spectator" }, "all")).toBe("spectators_read_only");
    const open = { config: { ...casoDefaults, spectatorGlobalChat: "write" } } as never;
    expect(caso.canChat!(open, { kind: "spectator" }, "all")).toBeNull();
    expect(caso.canChat!(open, { kind: "spectator" }, "team")).toBe("spectators_read_only");
    expect(casoDefaults.spectatorGlobalChat).toBe("read");
  });
});
