import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import { ALL_CARDS, deal } from "../../../shared/games/caso/cards";
import { SECTORS } from "../../../shared/games/caso/roulette";
import { act, code, edit, giveHand, justEntered, newGame, place, T0, turnOf, types, withSolution } from "./helpers";
import type { CasoState } from "../../../shared/games/caso/state";

const SOL = { character: "violeta", weapon: "neon", place: "cinema" } as const;
const accuse = (character: string, weapon: string, place: string) => ({ type: "accuse", character, weapon, place }) as Parameters<typeof act>[2];

describe("cards and deal (CASO-G2)", () => {
  it("CASO-15 one card of each kind is the solution; ⌊18/n⌋ each; the rest are public", () => {
    const expected: Record<number, [number, number]> = { 2: [9, 0], 3: [6, 0], 4: [4, 2], 5: [3, 3], 6: [3, 0] };
    for (const [n, [each, pub]] of Object.entries(expected)) {
      const d = deal(Number(n), Rng.fromSeed(Number(n)));
      expect(d.hands.map((h) => h.length)).toEqual(Array(Number(n)).fill(each));
      expect(d.publicCards).toHaveLength(pub);
      const all = [d.solution.character, d.solution.weapon, d.solution.place, ...d.hands.flat(), ...d.publicCards];
      expect(new Set(all).size).toBe(21);
      expect([...all].sort()).toEqual([...ALL_CARDS].sort());
    }
  });

  it("CASO-15 the view separates the private hand from the public cards", () => {
    const s = newGame({ seats: 4 });
    const v = caso.view(s, { kind: "seat", seat: 2 }) as { hand: string[]; publicCards: string[] };
    expect(v.hand).toEqual(s.pawns[2]!.hand);
    expect(v.publicCards).toEqual(s.publicCards);
    expect(v.publicCards).toHaveLength(2);
  });

  it("CASO-G2 characters: lobby picks are kept, free ones are assigned at random, never two alike", () => {
    const seats = [0, 1, 2].map((seat) => ({ seat, name: "x", choice: seat === 1 ? { character: "jade" } : {} }));
    const s = caso.setup(seats, caso.defaultConfig, { now: T0, rng: Rng.fromSeed(3) });
    expect(s.pawns[1]!.character).toBe("jade");
    expect(new Set(s.pawns.map((p) => p.character)).size).toBe(3);
    const m = new Map<number, unknown>([[0, { character: "jade" }]]);
    expect(caso.checkChoice!(caso.defaultConfig, m, 1, { character: "jade" })).toBe("character_taken");
    expect(caso.checkChoice!(caso.defaultConfig, m, 1, { character: "rubi" })).toBeNull();
  });
});

describe("roulette (CASO-G3)", () => {
  it("CASO-G3 a spin lands on one of 12 sectors, public, giving its steps and resource", () => {
    const counts = new Array(12).fill(0);
    for (let seed = 0; seed < 600; seed++) {
      const s = newGame({ seats: 2, seed: 1 });
      const seat = s.pawns[s.turn!.pawn]!.members[0]!;
      const r = act(s, seat, { type: "spin" }, T0, seed);
      const sector = r.s.turn!.sector!;
      counts[sector]++;
      const def = SECTORS[sector]!;
      expect(r.events.find((e) => e.type === "spun")!.audience).toBe("all");
      if (def.steps === null) expect(r.s.turn!.phase).toBe("choose");
      else expect(r.s.turn!).toMatchObject({ phase: "plan", steps: def.steps });
      if (def.resource) expect(r.s.pawns[s.turn!.pawn]!.resources[def.resource]).toBe(1);
    }
    for (const c of counts) expect(c).toBeGreaterThan(25);
  });

  it("CASO-R11 a resource sector for a kind already held gives the steps only", () => {
    const chaveSector = SECTORS.findIndex((x) => x.resource === "chave");
    const s0 = newGame({ seats: 2 });
    const seat = s0.pawns[s0.turn!.pawn]!.members[0]!;
    for (let seed = 0; seed < 400; seed++) {
      const s = edit(s0, (c) => (c.pawns[c.turn!.pawn]!.resources.chave = 1));
      const r = act(s, seat, { type: "spin" }, T0, seed);
      if (r.s.turn!.sector !== chaveSector) continue;
      expect(r.s.pawns[s.turn!.pawn]!.resources.chave).toBe(1);
      expect(r.s.turn!.steps).toBe(6);
      return;
    }
    throw new Error("never landed on Chave mestra");
  });

  it("CASO-G3 Escolha: 1–12 steps, or one resource not held with 0 steps", () => {
    const s = turnOf(newGame({ seats: 2 }), 0, "choose");
    expect(act(s, 0, { type: "choose", result: 12 }).s.turn).toMatchObject({ phase: "plan", steps: 12 });
    const r = act(s, 0, { type: "choose", result: "gravador" }).s;
    expect(r.turn).toMatchObject({ phase: "plan", steps: 0 });
    expect(r.pawns[0]!.resources.gravador).toBe(1);
    expect(code(edit(s, (c) => (c.pawns[0]!.resources.vip = 1)), 0, { type: "choose", result: "vip" })).toBe("resource_held");
    expect(caso.actionSchema.safeParse({ type: "choose", result: 13 }).success).toBe(false);
  });
});

describe("turn order and clocks (CASO-17, CASO-G5)", () => {
  it("CASO-G5 pawns play in order from a seeded first pawn; eliminated ones are skipped; absent ones skipped with a public entry", () => {
    let s = turnOf(newGame({ seats: 4 }), 0, "moved");
    s = edit(s, (c) => {
      c.order = [0, 1, 2, 3];
      c.pawns[1]!.eliminated = true;
      c.pawns[2]!.absentSeats.push(2);
    });
    const r = act(s, 0, { type: "endTurn" });
    expect(r.s.turn!.pawn).toBe(3);
    expect(r.events.find((e) => e.type === "turn_skipped_absent")).toMatchObject({ audience: "all", params: { pawn: 2 } });
  });

  it("CASO-17 turn clock 3 min solo and 4 min in teams, one budget: moves and items do not restart it", () => {
    const solo = newGame({ seats: 2 });
    expect(caso.deadlines(solo)).toEqual([{ kind: "turn", at: T0 + 180_000 }]);
    const teams = newGame({ teams: [[0, 1], [2]] });
    expect(caso.deadlines(teams)).toEqual([{ kind: "turn", at: T0 + 240_000 }]);
    const seat = solo.pawns[solo.turn!.pawn]!.members[0]!;
    const spun = act(solo, seat, { type: "spin" }, T0 + 50_000).s;
    expect(caso.deadlines(spun)).toEqual([{ kind: "turn", at: T0 + 180_000 }]);
  });

  it("CASO-17 the clock pauses while waiting for an answer and resumes with what was left", () => {
    let s = withSolution(newGame({ seats: 2 }), SOL);
    s = giveHand(s, 1, ["rubi"]);
    s = justEntered(s, 0, "boate");
    s = act(s, 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" }, T0 + 30_000).s;
    expect(caso.deadlines(s)).toEqual([{ kind: "answer", at: T0 + 90_000 }]);
    expect(s.turn!.clock).toEqual({ remainingMs: 150_000, since: null });
    expect(caso.onDeadline(s, "turn", { now: T0 + 200_000, rng: Rng.fromSeed(1) })).toMatchObject({ ok: true, state: s });
    s = act(s, 1, { type: "show", card: "rubi" }, T0 + 80_000).s;
    expect(caso.deadlines(s)).toEqual([{ kind: "turn", at: T0 + 80_000 + 150_000 }]);
  });

  it("CASO-17 at zero the server ends the turn: no accusation, the pawn stays; an early alarm changes nothing", () => {
    let s = turnOf(place(newGame({ seats: 2 }), 0, [9, 7]), 0, "moved");
    const early = caso.onDeadline(s, "turn", { now: T0 + 179_999, rng: Rng.fromSeed(1) });
    expect(early).toMatchObject({ ok: true, state: s, events: [] });
    const out = caso.onDeadline(s, "turn", { now: T0 + 180_000, rng: Rng.fromSeed(1) });
    if (!out.ok) throw new Error(out.code);
    s = out.state;
    expect(types(out.events)).toEqual(["turn_timeout", "turn_started"]);
    expect(s.turn!.pawn).toBe(1);
    expect(s.pawns[0]!.pos).toEqual({ kind: "street", x: 9, y: 7 });
    expect(s.pawns[0]!.eliminated).toBe(false);
    // A repeated alarm for the old deadline is a no-op.
    expect(caso.onDeadline(s, "turn", { now: T0 + 180_001, rng: Rng.fromSeed(1) })).toMatchObject({ ok: true, state: s });
  });

  it("CASO-17 the view carries the clock as an absolute end (not 'now') for the red last-10-s display", () => {
    const s = newGame({ seats: 2 });
    const v = caso.view(s, { kind: "spectator" }) as { turn: { clock: { remainingMs: number; endsAt: number } }; config: { alertLastMs: number } };
    expect(v.turn.clock.endsAt).toBe(T0 + 180_000);
    expect(v).not.toHaveProperty("now");
    expect(v.config.alertLastMs).toBe(10_000);
  });
});

describe("accusation (CASO-16)", () => {
  const ready = (phase: "moved" | "inPlace" | "answered" = "moved") => turnOf(withSolution(newGame({ seats: 3 }), SOL), 0, phase);

  it("CASO-16 only after finishing or giving up the move and with no answer pending", () => {
    for (const phase of ["spin", "plan", "choose", "awaitAnswer"] as const) {
      expect(code(turnOf(withSolution(newGame({ seats: 3 }), SOL), 0, phase), 0, accuse("violeta", "neon", "cinema")), phase).toBe("accuse_not_now");
    }
    for (const phase of ["moved", "inPlace", "answered"] as const) expect(code(ready(phase), 0, accuse("violeta", "neon", "cinema"))).toBeNull();
    expect(code(ready(), 1, accuse("violeta", "neon", "cinema"))).toBe("not_your_turn");
  });

  it("CASO-16 right: the pawn wins, the case ends, the solution is revealed to all", () => {
    const r = act(ready(), 0, accuse("violeta", "neon", "cinema"));
    expect(caso.result(r.s)).toEqual({ winners: [0] });
    expect(r.events.find((e) => e.type === "case_closed")).toMatchObject({ audience: "all", params: { winner: 0, character: "violeta" } });
    expect((caso.view(r.s, { kind: "spectator" }) as { solution: unknown }).solution).toEqual(SOL);
    expect(caso.deadlines(r.s)).toEqual([]);
    expect(code(r.s, 1, { type: "endTurn" })).toBe("game_over");
  });

  it("CASO-16 CASO-R15 wrong: no more turns, resources void, stops blocking, its cards still answer through the server; the solution stays hidden from it", () => {
    let s = edit(ready(), (c) => {
      c.pawns[0]!.resources.chave = 1;
      c.pawns[0]!.capsule.balance = 2;
      c.pawns[0]!.pos = { kind: "street", x: 9, y: 6 };
    });
    s = giveHand(s, 0, ["rubi"]);
    const r = act(s, 0, accuse("rubi", "neon", "cinema"));
    s = r.s;
    expect(s.pawns[0]!.eliminated).toBe(true);
    expect(s.pawns[0]!.resources.chave).toBe(0);
    expect(s.pawns[0]!.capsule.balance).toBe(0);
    expect(caso.result(s)).toBeNull();
    expect(s.turn!.pawn).not.toBe(0);
    expect((caso.view(s, { kind: "seat", seat: 0 }) as { solution: unknown }).solution).toBeNull();
    // Its door no longer blocks.
    const mover = edit(turnOf(s, 1, "plan", 3), (c) => (c.pawns[1]!.pos = { kind: "street", x: 9, y: 7 }));
    expect(code(mover, 1, { type: "move", path: [[9, 6]], enter: false })).toBeNull();
    // It never gets the turn again.
    let t = s;
    for (let i = 0; i < 6; i++) {
      const seat = t.pawns[t.turn!.pawn]!.members[0]!;
      t = act(t, seat, { type: "endTurn" }).s;
      expect(t.turn!.pawn).not.toBe(0);
    }
    // Its cards answer through the server.
    const q = act(justEntered(giveHand(s, 1, ["taco", "praca"]), 1, "boate"), 1, { type: "investigate", target: 0, character: "rubi", weapon: "taco", place: "praca" });
    expect(q.events.find((e) => e.type === "card_shown")).toMatchObject({ audience: [0, 1], params: { card: "rubi", by: "server" } });
  });

  it("CASO-16 all eliminated: no winner and the solution revealed; ending a turn is never an accusation", () => {
    let s = turnOf(withSolution(newGame({ seats: 2 }), SOL), 0, "moved");
    s = act(s, 0, { type: "endTurn" }).s;
    expect(s.pawns.every((p) => !p.eliminated)).toBe(true);
    s = turnOf(s, 0, "moved");
    s = act(s, 0, accuse("rubi", "neon", "cinema")).s;
    expect(s.turn!.pawn).toBe(1);
    const r = act(turnOf(s, 1, "moved"), 1, accuse("sol", "neon", "cinema"));
    expect(caso.result(r.s)).toEqual({ winners: [] });
    expect(r.events.find((e) => e.type === "case_closed")).toMatchObject({ audience: "all", params: { winner: null, place: "cinema" } });
  });

  it("CASO-R12 the only active pawn left keeps playing and may question eliminated pawns", () => {
    let s = withSolution(newGame({ seats: 2 }), SOL);
    s = edit(s, (c) => (c.pawns[1]!.eliminated = true));
    s = turnOf(s, 0, "moved");
    s = act(s, 0, { type: "endTurn" }).s;
    expect(s.turn!.pawn).toBe(0);
    const q = act(justEntered(s, 0, "boate"), 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" });
    expect(q.s.turn!.phase).toBe("answered");
  });
});

describe("team channel and chat (CASO-20)", () => {
  it("CASO-20 teams get a team channel; solo games have none", () => {
    const t = newGame({ teams: [[0, 1], [2, 3]] });
    expect(caso.teamOf!(t, 1)).toBe("team-0");
    expect(caso.teamOf!(t, 3)).toBe("team-1");
    expect(caso.canChat!(t, { kind: "seat", seat: 0 }, "team")).toBeNull();
    const solo: CasoState = newGame({ seats: 2 });
    expect(caso.teamOf!(solo, 0)).toBeNull();
    expect(caso.canChat!(solo, { kind: "seat", seat: 0 }, "team")).toBe("no_team_channel");
    expect(caso.canChat!(solo, { kind: "seat", seat: 0 }, "all")).toBeNull();
  });
});
