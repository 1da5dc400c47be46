/**
 * Random complete matches across every mode combination: invariants after every step, every
 * match ends, and findLeaks checks every message to every viewer (all seats and a spectator)
 * after every step, including deadlines, presence changes and late joins.
 */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame, type GameEvent } from "../../../shared/engine";
import { game as matiz, type MatizAction, type MatizConfig, type MatizState } from "../../../shared/games/matiz";
import { parseCell, chebyshev } from "../../../shared/games/matiz/board";
import { findLeaks, viewersOf } from "../../support/leak";
import { randomAction } from "../../support/play/matiz";
import { cfg, seatsOf } from "./helpers";
import type { Knowledge } from "../../../shared/games/matiz/actions";
import { knowledgeFromView, type MatizView } from "../../../shared/games/matiz/view";

const game = matiz as unknown as AnyGame;

/**
 * What `seat` should know, read from the state by hand (an oracle independent of the view): the
 * knowledge the server and the client derive from the seat's view must equal it.
 */
function knowledgeFromState(s: MatizState, seat: number): Knowledge {
  const r = s.round;
  const p = s.players.find((x) => x.seat === seat);
  const visible = s.config.markers === "visible";
  const c = s.config;
  return {
    phase: s.phase,
    me: seat,
    giver: r.giver,
    guessers: r.guessers,
    done: r.done,
    turn: c.guessMode === "turns" ? r.turn : null,
    guessMode: c.guessMode,
    occupied: r.markers.filter((m) => visible || r.result !== null || m.seat === seat).map((m) => m.cell),
    cols: s.board.cols,
    rows: s.board.rows,
    candidates: seat === r.giver ? r.candidates.length : 0,
    picked: seat === r.giver && r.pick !== null,
    ready: r.ready,
    playing: !!p && !p.abandoned,
    clueRules: {
      used: s.usedClues,
      blockLightDark: c.blockLightDark,
      blockDirections: c.blockDirections,
      blockNicknames: c.blockNicknames,
      nicknames: s.players.map((x) => x.name),
      isPublic: c.isPublic,
    },
  };
}

const MODES: Partial<MatizConfig>[] = [];
for (const guessMode of ["simultaneous", "turns"] as const)
  for (const markers of ["visible", "hidden"] as const)
    for (const endMode of ["immediately", "endOfRound", "closeCycle"] as const)
      for (const onTimeout of ["force", "warn"] as const)
        for (const board of ["normal", "ultra"] as const) MODES.push({ guessMode, markers, endMode, onTimeout, board });

function checkInvariants(s: MatizState): void {
  const r = s.round;
  const cells = r.markers.map((m) => m.cell);
  expect(new Set(cells).size).toBe(cells.length); // MATIZ-3
  for (const g of new Set(r.markers.map((m) => m.seat))) {
    const mine = r.markers.filter((m) => m.seat === g);
    expect(mine.length).toBeLessThanOrEqual(2);
    expect(new Set(mine.map((m) => m.pass)).size).toBe(mine.length);
    expect(r.guessers).toContain(g);
  }
  expect(r.guessers).not.toContain(r.giver);
  if (r.markers.some((m) => m.pass === 2)) expect(r.clues.length).toBe(2); // guess 2 only after clue 2
  for (const p of s.players) expect(p.score).toBeGreaterThanOrEqual(0);
  if (r.result) {
    const t = parseCell(s.board, r.candidates[r.pick!]!)!;
    for (const l of r.result.filter((x) => x.role === "guesser")) {
      const ds = r.markers.filter((m) => m.seat === l.seat).map((m) => chebyshev(parseCell(s.board, m.cell)!, t));
      expect(l.dist).toBe(ds.length ? Math.min(...ds) : null); // best marker counts
    }
  }
  if (s.phase === "ended") expect(matiz.result(s)).not.toBeNull();
  else expect(matiz.result(s)).toBeNull();
}

function playMatch(seed: number, mode: Partial<MatizConfig>): { steps: number; state: MatizState } {
  const rng = Rng.fromSeed(seed);
  const players = 3 + rng.int(5);
  const config = cfg({
    ...mode,
    goal: 3 + rng.int(5),
    clueSeconds: rng.next() < 0.2 ? null : 90,
    guessSeconds: rng.next() < 0.2 ? null : 45,
    revealSeconds: rng.next() < 0.2 ? null : 15,
    isPublic: rng.next() < 0.5,
    blockNicknames: rng.next() < 0.7,
  });
  let now = 1_700_000_000_000;
  let s = matiz.setup(seatsOf(players), config, { now, rng });
  let seatCount = players;
  let checks = 0;
  const check = (state: MatizState, events: readonly GameEvent[]) => {
    const leaks = findLeaks(game, state, events, viewersOf(seatCount), now);
    expect(leaks).toEqual([]);
    checkInvariants(state);
    // The client greys out buttons from its view for exactly the reasons the server checks.
    // (one seat per step, in turn, to keep the suite fast)
    const p = state.players[checks++ % state.players.length]!;
    const v = matiz.view(state, { kind: "seat", seat: p.seat }) as MatizView;
    expect(knowledgeFromView(v)).toEqual(knowledgeFromState(state, p.seat));
  };
  check(s, []);
  let steps = 0;
  for (; steps < 4000 && s.phase !== "ended"; steps++) {
    now += 1 + rng.int(3000);
    const roll = rng.next();
    let out;
    if (roll < 0.08) {
      const d = matiz.deadlines(s)[0];
      if (!d) continue;
      now = Math.max(now, d.at);
      out = matiz.onDeadline(s, d.kind, { now, rng });
    } else if (roll < 0.11) {
      const seat = rng.pick(s.players).seat;
      const p = rng.next();
      out = matiz.onPresence!(s, seat, p < 0.45 ? "absent" : p < 0.97 ? "present" : "abandoned", { now, rng });
    } else if (roll < 0.115 && seatCount < 10) {
      out = matiz.onLateJoin!(s, { seat: seatCount, name: `Late${"xyz"[seatCount % 3]}`, choice: null }, { now, rng });
      if (out.ok) seatCount += 1;
    } else {
      const a = randomAction(s, rng, s.players.map((p) => p.seat));
      const parsed = matiz.actionSchema.safeParse(a.action);
      if (!parsed.success) continue;
      out = matiz.apply(s, a.seat, parsed.data, { now, rng });
    }
    if (!out.ok) continue;
    check(out.state, out.events);
    s = out.state;
  }
  return { steps, state: s };
}

describe("Matiz random matches", () => {
  it("MATIZ-4 hundreds of random matches over every mode end, keep the invariants and leak nothing to any viewer", () => {
    let played = 0;
    let ended = 0;
    for (let i = 0; i < 240; i++) {
      const mode = MODES[i % MODES.length]!;
      const { state } = playMatch(1000 + i, mode);
      played++;
      if (state.phase === "ended") ended++;
      else throw new Error(`match ${i} (${JSON.stringify(mode)}) did not end`);
    }
    expect(ended).toBe(played);
  }, 120_000); // hundreds of matches: past 60 s at load 30

  it("MATIZ-2 the leak check catches a view that shows the target to everyone", () => {
    const s = matiz.setup(seatsOf(4), cfg(), { now: 0, rng: Rng.fromSeed(3) });
    const picked = matiz.apply(s, s.round.giver, { type: "pick", index: 0 }, { now: 0, rng: Rng.fromSeed(4) });
    if (!picked.ok) throw new Error("pick failed");
    const leaky = { ...game, view: (st: unknown, v: Parameters<AnyGame["view"]>[1]) => matiz.view(st as MatizState, { kind: "seat", seat: (st as MatizState).round.giver }) };
    expect(findLeaks(leaky, picked.state, [], viewersOf(4), 0).length).toBeGreaterThan(0);
    expect(findLeaks(game, picked.state, [], viewersOf(4), 0)).toEqual([]);
  });

  it("MATIZ-4 the leak check catches hidden markers shown to others and a selection sent to all", () => {
    const rng = Rng.fromSeed(5);
    let s = matiz.setup(seatsOf(4), cfg({ markers: "hidden" }), { now: 0, rng });
    const step = (seat: number, action: MatizAction) => {
      const o = matiz.apply(s, seat, action, { now: 0, rng });
      if (!o.ok) throw new Error(o.code);
      s = o.state;
    };
    step(s.round.giver, { type: "pick", index: 0 });
    step(s.round.giver, { type: "clue", text: "oceano" });
    step(s.round.guessers[0]!, { type: "guess", cell: "B2" });
    step(s.round.guessers[1]!, { type: "select", cell: "C3" });
    const showAll = { ...game, view: (st: unknown) => ({ markers: (st as MatizState).round.markers }) };
    expect(findLeaks(showAll, s, [], viewersOf(4), 0).some((l) => l.includes("hidden marker"))).toBe(true);
    const selEvent: GameEvent = { type: "x", audience: "all", params: { id: s.round.selections[0]!.id } };
    expect(findLeaks(game, s, [selEvent], viewersOf(4), 0).some((l) => l.includes("selection"))).toBe(true);
    expect(findLeaks(game, s, [], viewersOf(4), 0)).toEqual([]);
  });
});
