/**
 * Álibi through the pure room core (test/support/coreDriver.ts), whole wire: no ballot is left in
 * storage once a vote closes (ALIBI-12), excluded players talk only in "out", spectators and the
 * excluded are read-only in the global channel, and the season rows reach the result.
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION, type RoomState } from "../../../shared/protocol";
import { mySeason } from "../../../web/src/room/mySeason";
import type { AlibiState } from "../../../shared/games/alibi/state";
import { CoreDriver } from "../../support/coreDriver";

type Frame = { type: string; [k: string]: unknown };
const frames = (d: CoreDriver, s: string): Frame[] => d.received(s).map((f) => JSON.parse(f) as Frame);

function room(season = true) {
  const d = new CoreDriver({ gameId: "alibi", seed: new Uint8Array(32).fill(3) });
  const ps = ["Ana", "Bia", "Caio", "Duda", "Edu"].map((name, i) => {
    const s = d.connect();
    d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `alibi-seat${i}-browser-token`, name, role: "player" });
    return s;
  });
  const spy = d.connect();
  d.send(spy, { type: "hello", v: PROTOCOL_VERSION, token: "alibi-spectator-browser-token", name: "Eve", role: "spectator" });
  const config = { caseId: "random", contentLang: "pt", lite: false, accompliceFalseAlibi: 0.5, season, maxDealAttempts: 500,
    clueSec: 1, storySec: 1, discussionSec: 1, finalDiscussionSec: 1, accusationSec: 1, defenceSec: 1, voteSec: 30, revoteSec: 5,
    pollSec: 5, verdictSec: 1, rouletteSec: 1, exclusionSec: 5, pollResultSec: 1 };
  d.send(ps[0]!, { type: "config", config });
  d.send(ps[0]!, { type: "start" });
  const state = () => d.state() as AlibiState;
  const until = (phase: string) => {
    for (let i = 0; i < 200 && state().phase !== phase; i++) d.advance(1000);
    expect(state().phase).toBe(phase);
  };
  return { d, ps, spy, state, until };
}

describe("Álibi in the room core", () => {
  it("ALIBI-12 the stored room holds a ballot only while its vote is open; after the close only counts", () => {
    const { d, ps, state, until } = room();
    expect(state().kase.lang).toBe("pt");
    until("vote");
    d.send(ps[0]!, { type: "act", action: { type: "vote", choice: 4 } });
    expect(state().vote!.ballots[0]).toEqual([4]);
    for (const [i, s] of ps.slice(1).entries()) d.send(s, { type: "act", action: { type: "vote", choice: i + 1 === 4 ? 3 : 4 } });
    expect(state().phase).toBe("verdict");
    expect(d.storage()).not.toContain('"ballots"');
    expect(state().tallies.at(-1)!.counts).toContainEqual([4, 4]);
  });

  it("PLAT-27 ALIBI-12 the ended room names the match and each seat's season points only when the season option is on", () => {
    for (const season of [true, false]) {
      const { d, ps, state } = room(season);
      for (let i = 0; i < 3000 && !state().over; i++) d.advance(1000);
      expect(state().over).toBe(true);
      const summary = frames(d, ps[0]!).filter((f) => f.type === "room").at(-1)!.room as RoomState;
      expect(summary.phase).toBe("ended");
      if (season) {
        expect(summary.season!.points.map((p) => p.seat).sort()).toEqual(d.seasons[0]!.rows.map((r) => r.seat).sort());
        expect(summary.season!.match).toBe(`${d.seasons[0]!.roomKey}/${d.seasons[0]!.match}`);
        expect(mySeason(summary, 0)).not.toBeNull();
      } else {
        expect(summary.season).toBeUndefined();
        expect(d.seasons).toEqual([]);
        expect(mySeason(summary, 0)).toBeNull();
      }
    }
  });

  it("ALIBI-8 ALIBI-R23 the excluded talk only in \"out\"; spectators and the excluded are read-only in the global channel", () => {
    const { d, ps, spy, state, until } = room();
    until("vote");
    for (const [i, s] of ps.entries()) d.send(s, { type: "act", action: { type: "vote", choice: i === 4 ? 3 : 4 } });
    until("exclusion");
    expect(state().players.find((p) => p.seat === 4)!.status).toBe("excluded");
    const channel = frames(d, ps[4]!).filter((f) => f.type === "channel").at(-1);
    expect(channel?.team).toBe("out");
    d.send(ps[4]!, { type: "chat", channel: "team", text: "psst from outside" });
    d.send(ps[4]!, { type: "chat", channel: "all", text: "loud from outside" });
    d.send(spy, { type: "chat", channel: "all", text: "spectator shout" });
    d.send(ps[1]!, { type: "chat", channel: "all", text: "table talk" });
    for (const s of [...ps.slice(0, 4), spy]) expect(d.received(s).join("\n")).not.toContain("psst from outside");
    expect(d.received(ps[4]!).join("\n")).toContain("psst from outside");
    for (const s of [...ps, spy]) {
      expect(d.received(s).join("\n")).not.toContain("loud from outside");
      expect(d.received(s).join("\n")).not.toContain("spectator shout");
      expect(d.received(s).join("\n")).toContain("table talk");
    }
    expect(frames(d, ps[4]!).filter((f) => f.type === "error").map((f) => f.code)).toContain("watch_only");
    expect(frames(d, spy).filter((f) => f.type === "error").map((f) => f.code)).toContain("watch_only");
  });

  it("a room that restarts mid-game (rebuilt from storage) continues exactly like one that did not", () => {
    const a = room();
    const b = room();
    for (const r of [a, b]) {
      r.until("story");
      r.d.send(r.ps[r.state().speaker!]!, { type: "act", action: { type: "open", item: "motive" } });
    }
    b.d.restartRoom();
    expect(JSON.stringify(b.state())).toBe(JSON.stringify(a.state()));
    for (let i = 0; i < 60; i++) for (const r of [a, b]) r.d.advance(1000);
    expect(JSON.stringify(b.state())).toBe(JSON.stringify(a.state()));
    for (const [i, s] of a.ps.entries()) expect(a.d.received(s).at(-1)).toBe(b.d.received(b.ps[i]!).at(-1));
  });
});
