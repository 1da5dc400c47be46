/** Issue 23 through the room core (CoreDriver): Noir's server-played seats and lobby bots (PLAT-15 … B7, NOIR-13 … B4). */
import { describe, expect, it } from "vitest";
import type { RoomState } from "../../../shared/protocol";
import type { NoirState } from "../../../shared/games/noir/state";
import { bot } from "../../../shared/games/noir/bot";
import { view } from "../../../shared/games/noir/view";
import { Rng } from "../../../shared/engine";
import { CoreDriver } from "../../support/coreDriver";
import { errors, hello, lastOf, ofType } from "../core/helpers";
import { PACE_MIN_MS, PACE_SPREAD_MS } from "../../../worker/core/autoplay";
import type { CasoState } from "../../../shared/games/caso/state";
import { defaultConfig as casoDefaults } from "../../../shared/games/caso/config";

const roomOf = (d: CoreDriver, s: string) => lastOf(d, s, "room")!.room as RoomState;
const noirRoom = () => new CoreDriver({ gameId: "noir", seed: new Uint8Array(32).fill(3) });
const st = (d: CoreDriver) => d.state() as NoirState;
const historyTypes = (d: CoreDriver, s: string) => ofType(d, s, "history").flatMap((f) => (f.lines as { type: string }[]).map((l) => l.type));
const moveCount = (d: CoreDriver) => st(d).log.length;

/** The human's move: the bot policy at level easy plays for the human's seat too (any legal move). */
function humanMove(d: CoreDriver, s: string, seat: number) {
  const a = bot(JSON.parse(JSON.stringify(view(st(d), { kind: "seat", seat }))), seat, { rng: Rng.fromSeed(5), level: "easy", now: d.now, played: [] });
  expect(a).not.toBeNull();
  d.send(s, { type: "act", action: a });
}

function withBot(level: "easy" | "normal" = "normal", role: "killer" | "inspector" = "killer") {
  const d = noirRoom();
  const h = hello(d, "Ana");
  d.send(h.s, { type: "addBot", level, choice: { role } });
  d.send(h.s, { type: "start" });
  return { d, h };
}

describe("issue 23 lobby bots (Noir)", () => {
  it("PLAT-15 the host adds a bot whose name and face say bot; it is never host and plays its role", () => {
    const { d, h } = withBot("normal", "killer");
    const room = roomOf(d, h.s);
    const b = room.seats.find((s) => s.bot)!;
    expect(b.name).toMatch(/^Bot /);
    expect(b.played).toBe(true);
    expect(room.hostSeat).toBe(h.seat);
    expect(st(d).seats.killer).toBe(b.seat);
  });

  it("PLAT-17 the bot moves at a human pace through the alarm, never in the same step", () => {
    const { d } = withBot();
    const before = moveCount(d);
    const due = d.alarmAt()!;
    expect(due - d.now).toBeGreaterThanOrEqual(PACE_MIN_MS);
    expect(due - d.now).toBeLessThan(PACE_MIN_MS + PACE_SPREAD_MS);
    d.advance(PACE_MIN_MS - 1);
    expect(moveCount(d)).toBe(before);
    d.advance(PACE_SPREAD_MS + 1);
    expect(moveCount(d)).toBe(before + 1);
    expect(st(d).phase).toBe("inspectorPickIdentity");
  });

  it("PLAT-17 the browser tests' pace knob only shortens the pace, keeps it varied and never instant; unset, the pace is the person's", () => {
    const dueOf = (botPaceMaxMs?: number) => {
      const d = new CoreDriver({ gameId: "noir", seed: new Uint8Array(32).fill(3), ...(botPaceMaxMs !== undefined ? { botPaceMaxMs } : {}) });
      const h = hello(d, "Ana", { token: "ana-browser-token-pace01" });
      d.send(h.s, { type: "addBot", level: "normal", choice: { role: "killer" } });
      d.send(h.s, { type: "start" });
      return d.alarmAt()! - d.now;
    };
    const person = dueOf();
    expect(person).toBeGreaterThanOrEqual(PACE_MIN_MS);
    expect(dueOf(10_000)).toBe(person);
    const short = dueOf(400);
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThanOrEqual(400);
    expect(short).toBeLessThan(person);
  });

  it("PLAT-17 a pending move survives a restart of the room (the alarm and its due time are stored)", () => {
    const { d } = withBot();
    const before = moveCount(d);
    d.restartRoom();
    d.advance(PACE_MIN_MS + PACE_SPREAD_MS);
    expect(moveCount(d)).toBe(before + 1);
  });

  it("PLAT-15 a human plays a bot to the end; no season row for the bot", () => {
    const { d, h } = withBot("easy", "killer");
    for (let i = 0; i < 400 && st(d).phase !== "over"; i++) {
      if (st(d).toMove === "inspector" && st(d).phase !== "over") humanMove(d, h.s, h.seat!);
      d.advance(5000);
    }
    expect(st(d).phase).toBe("over");
    expect(roomOf(d, h.s).phase).toBe("ended");
    for (const batch of d.seasons) expect(batch.rows.every((r) => !r.player.startsWith("bot:"))).toBe(true);
  });

  it("PLAT-15 bots are refused where the game has none, and only the host adds them in the lobby", () => {
    const d = noirRoom();
    const a = hello(d, "Ana");
    const b = hello(d, "Bia");
    d.send(b.s, { type: "addBot", level: "easy" });
    expect(errors(d, b.s)).toContain("not_host");
    d.send(a.s, { type: "addBot", level: "easy" });
    expect(errors(d, a.s)).toContain("room_full");
  });
});

describe("issue 23 the bot's lobby pick (Noir role, Caso character), checked like a person's", () => {
  it("NOIR-12 PLAT-15 the host gives the bot a role; an unknown role is refused with bad_choice, a taken one with role_taken", () => {
    const d = noirRoom();
    const h = hello(d, "Ana");
    d.send(h.s, { type: "choose", choice: { role: "killer" } });
    d.send(h.s, { type: "addBot", level: "normal", choice: { role: "boss" } });
    expect(errors(d, h.s)).toEqual(["bad_choice"]);
    d.send(h.s, { type: "addBot", level: "normal", choice: { role: "killer" } });
    expect(errors(d, h.s)).toEqual(["bad_choice", "role_taken"]);
    expect(roomOf(d, h.s).seats.some((s) => s.bot)).toBe(false);
    d.send(h.s, { type: "addBot", level: "normal", choice: { role: "inspector" } });
    const b = roomOf(d, h.s).seats.find((s) => s.bot)!;
    expect(b.choice).toEqual({ role: "inspector" });
    d.send(h.s, { type: "start" });
    expect(st(d).seats).toEqual({ killer: h.seat, inspector: b.seat });
  });

  it("CASO-G2 PLAT-15 the host gives a Caso bot a character; an unknown one is refused with bad_choice, a taken one with character_taken", () => {
    const d = new CoreDriver({ gameId: "caso", seed: new Uint8Array(32).fill(4) });
    const a = hello(d, "Ana");
    const b = hello(d, "Bia");
    d.send(a.s, { type: "choose", choice: { character: "jade" } });
    d.send(a.s, { type: "addBot", level: "easy", choice: { character: "nobody" } });
    d.send(a.s, { type: "addBot", level: "easy", choice: { character: "jade" } });
    expect(errors(d, a.s)).toEqual(["bad_choice", "character_taken"]);
    d.send(a.s, { type: "addBot", level: "easy", choice: { character: "violeta" } });
    expect(errors(d, a.s)).toHaveLength(2);
    const bot = roomOf(d, a.s).seats.find((s) => s.bot)!;
    d.send(a.s, { type: "start" });
    const pawns = (d.state() as CasoState).pawns;
    expect(pawns.find((p) => p.members.includes(bot.seat))!.character).toBe("violeta");
    expect(pawns.find((p) => p.members.includes(a.seat!))!.character).toBe("jade");
    expect(pawns.find((p) => p.members.includes(b.seat!))!.character).not.toMatch(/^(jade|violeta)$/);
  });
});

describe("issue 23 server-played seats (Noir)", () => {
  function duel() {
    const d = noirRoom();
    const a = hello(d, "Ana", { token: "ana-browser-token-000001" });
    const b = hello(d, "Bia", { token: "bia-browser-token-000001" });
    d.send(a.s, { type: "choose", choice: { role: "killer" } });
    d.send(a.s, { type: "start" });
    return { d, a, b };
  }

  it("PLAT-15 a seat absent past the grace period is played by the room; the history says so", () => {
    const { d, a, b } = duel();
    humanMove(d, a.s, a.seat!); // first kill; now the Inspector picks
    d.close(b.s);
    d.advance(14_000);
    expect(st(d).phase).toBe("inspectorPickIdentity"); // within the grace: nobody plays for Bia
    d.advance(1_000 + PACE_MIN_MS + PACE_SPREAD_MS);
    expect(st(d).phase).toBe("play");
    expect(roomOf(d, a.s).seats.find((s) => s.seat === b.seat)!.played).toBe(true);
    const lines = historyTypes(d, a.s);
    expect(lines).toContain("room:playing_for");
  });

  it("PLAT-18 a player back at the very moment a move was due makes it themself: no double move", () => {
    const { d, a, b } = duel();
    humanMove(d, a.s, a.seat!);
    d.close(b.s);
    d.advance(15_000); // absent now; a move is pending
    const due = d.room()!.autoplay?.[String(b.seat)];
    expect(due).toBeDefined();
    d.advance(due! - d.now - 1);
    const before = moveCount(d);
    const back = hello(d, "Bia", { token: "bia-browser-token-000001" });
    expect(back.seat).toBe(b.seat);
    expect(d.room()!.autoplay?.[String(b.seat)]).toBeUndefined();
    d.advance(10_000);
    expect(moveCount(d)).toBe(before);
    humanMove(d, back.s, b.seat!);
    expect(moveCount(d)).toBe(before + 1);
    const lines = historyTypes(d, a.s);
    expect(lines).toContain("room:back");
  });

  it("PLAT-15 abandoning no longer forfeits: the room plays the seat to the end", () => {
    const { d, a, b } = duel();
    humanMove(d, a.s, a.seat!);
    d.send(b.s, { type: "abandon" });
    expect(st(d).result).toBeNull();
    d.advance(PACE_MIN_MS + PACE_SPREAD_MS);
    expect(st(d).phase).toBe("play");
  });

  it("PLAT-21 with nobody at the table, the room plays for nobody", () => {
    const { d, a, b } = duel();
    humanMove(d, a.s, a.seat!);
    d.close(a.s);
    d.close(b.s);
    d.advance(60_000);
    expect(st(d).phase).toBe("inspectorPickIdentity");
  });

  it("PLAT-19 the host removes a player mid-match: banned, and the room plays the seat", () => {
    const { d, a, b } = duel();
    humanMove(d, a.s, a.seat!);
    d.send(a.s, { type: "kick", seat: b.seat! });
    expect(d.closedBy(b.s)).toEqual({ code: 4001, reason: "kicked" });
    const room = roomOf(d, a.s);
    expect(room.seats.find((s) => s.seat === b.seat)).toMatchObject({ removed: true, played: true });
    expect(room.banned.map((x) => x.name)).toEqual(["Bia"]);
    expect(errors(d, hello(d, "Bia", { token: "bia-browser-token-000001" }).s)).toContain("banned");
    d.advance(PACE_MIN_MS + PACE_SPREAD_MS);
    expect(st(d).phase).toBe("play");
  });
});

describe("issue 23 removing by vote (Noir, public room)", () => {
  it("PLAT-20 in a public room a majority of the other seated players removes a player; a private room refuses the vote", () => {
    const priv = noirRoom();
    const pa = hello(priv, "Ana");
    const pb = hello(priv, "Bia");
    priv.send(pa.s, { type: "start" });
    priv.send(pa.s, { type: "voteRemove", seat: pb.seat! });
    expect(errors(priv, pa.s)).toContain("not_public");
    const d = new CoreDriver({ gameId: "noir", isPublic: true, seed: new Uint8Array(32).fill(4) });
    const a = hello(d, "Ana");
    const b = hello(d, "Bia");
    d.send(a.s, { type: "start" });
    d.send(b.s, { type: "voteRemove", seat: a.seat! });
    const room = roomOf(d, b.s);
    expect(room.seats.find((s) => s.seat === a.seat)).toMatchObject({ removed: true, played: true });
    expect(d.closedBy(a.s)).toEqual({ code: 4001, reason: "kicked" });
    expect(room.hostSeat).toBe(b.seat);
    expect(historyTypes(d, b.s)).toContain("room:removed_by_vote");
  });
});

describe("issue 23 lobby bots in Caso's team mode", () => {
  it("CASO-1 PLAT-15 a bot given a free team of its own lets the room start as that team's pawn", () => {
    const d = new CoreDriver({ gameId: "caso", seed: new Uint8Array(32).fill(6) });
    const a = hello(d, "Ana");
    const b = hello(d, "Bia");
    d.send(a.s, { type: "config", config: { ...casoDefaults, teams: true } });
    d.send(a.s, { type: "choose", choice: { team: 0 } });
    d.send(b.s, { type: "choose", choice: { team: 0 } });
    // Without a team the bot's seat blocks the start (team_required); with its own team it starts.
    d.send(a.s, { type: "addBot", level: "easy" });
    d.send(a.s, { type: "start" });
    expect(errors(d, a.s)).toEqual(["team_required"]);
    const first = roomOf(d, a.s).seats.find((s) => s.bot)!;
    d.send(a.s, { type: "kick", seat: first.seat });
    d.send(a.s, { type: "addBot", level: "easy", choice: { team: 1, character: null } });
    d.send(a.s, { type: "start" });
    expect(errors(d, a.s)).toEqual(["team_required"]);
    const bot = roomOf(d, a.s).seats.find((s) => s.bot && !s.abandoned)!;
    const pawns = (d.state() as CasoState).pawns;
    expect(pawns.map((p) => p.members)).toEqual([[a.seat, b.seat], [bot.seat]]);
    expect(pawns[1]!.team).toBe(1);
  });
});
