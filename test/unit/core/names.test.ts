/** PLAT-3 / PLAT-5 one name, one person, through the room core (tiny game): seats and watchers alike. */
import { describe, expect, it } from "vitest";
import type { RoomState } from "../../../shared/protocol";
import { errors, hello, lastOf, ofType, tinyRoom } from "./helpers";

const roomOf = (d: ReturnType<typeof tinyRoom>, s: string) => lastOf(d, s, "room")!.room as RoomState;
const VARIANTS = ["Ana\u200bLúcia", "Ana Lúcia\u200b", "Ana\u2060Lúcia", "\u0410na Lúcia", "Ana Lúcia\u0000", "ana lúcia", "ANA LUCIA", "Ａｎａ Lúcia", "\u0391na Lúcia", "An\u0430 Lúc\u0456a", "Ana\u00a0\u00a0Lúcia\u202e"];

describe("PLAT-3 one name, one person", () => {
  it("PLAT-G5 PLAT-5 with Ana Lúcia seated, no look-alike is accepted as a watcher, and none shows in chat", () => {
    const d = tinyRoom();
    const ana = hello(d, "Ana Lúcia");
    for (const v of VARIANTS) {
      const w = hello(d, v, { role: "spectator" });
      expect(errors(d, w.s), JSON.stringify(v)).toEqual(["name_taken"]);
      d.send(w.s, { type: "chat", channel: "all", text: "sou a Ana" });
    }
    expect(ofType(d, ana.s, "chat").flatMap((m) => m.lines as unknown[])).toEqual([]);
    expect(roomOf(d, ana.s).spectators).toBe(0);
  });

  it("PLAT-G5 PLAT-3 no two seats carry the same name: a look-alike player is refused a seat", () => {
    const d = tinyRoom();
    const ana = hello(d, "Ana Lúcia");
    for (const v of VARIANTS) {
      const p = hello(d, v);
      expect(p.seat, JSON.stringify(v)).toBeNull();
      expect(errors(d, p.s)).toEqual(["name_taken"]);
    }
    expect(roomOf(d, ana.s).seats.map((s) => s.name)).toEqual(["Ana Lúcia"]);
    expect(hello(d, "Ana Luiza").seat).toBe(1);
  });

  it("PLAT-G5 PLAT-5 a watcher's name is taken too: by another watcher or a new player", () => {
    const d = tinyRoom();
    hello(d, "Host");
    const w = hello(d, "Olho Vivo", { role: "spectator" });
    expect(errors(d, w.s)).toEqual([]);
    expect(errors(d, hello(d, "olho vivo", { role: "spectator" }).s)).toEqual(["name_taken"]);
    expect(errors(d, hello(d, "Olho\u200bVivo").s)).toEqual(["name_taken"]);
    // Once the watcher leaves, the name is free.
    d.close(w.s);
    expect(errors(d, hello(d, "Olho Vivo", { role: "spectator" }).s)).toEqual([]);
  });

  it("PLAT-3 the same browser coming back keeps its name (seat or watcher), even while its old socket lingers", () => {
    const d = tinyRoom();
    const ana = hello(d, "Ana Lúcia");
    expect(hello(d, "Ana Lúcia", { token: ana.token }).seat).toBe(0);
    const w = hello(d, "Olho Vivo", { role: "spectator" });
    const again = hello(d, "Olho Vivo", { role: "spectator", token: w.token });
    expect(errors(d, again.s)).toEqual([]);
  });

  it("PLAT-G5 PLAT-3 a name is stored normalised: what the room shows carries no invisible character", () => {
    const d = tinyRoom();
    const a = hello(d, "  Ana\u200b\u00a0 Lúcia\u0000 ");
    expect(roomOf(d, a.s).seats[0]!.name).toBe("Ana Lúcia");
    // Nothing visible left: refused as a bad message, not seated under an empty name.
    const empty = hello(d, "\u200b\u2060\u3164");
    expect(empty.seat).toBeNull();
    expect(errors(d, empty.s)).toEqual(["bad_message"]);
  });

  it("PLAT-2 a seat given up in the lobby frees its name", () => {
    const d = tinyRoom();
    hello(d, "Host");
    const b = hello(d, "Bruno");
    d.send(b.s, { type: "abandon" });
    expect(hello(d, "bruno").seat).toBe(1);
  });
});
