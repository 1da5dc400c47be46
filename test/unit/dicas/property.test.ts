import { describe, expect, it } from "vitest";
import { Rng, type GameEvent, type Presence } from "../../../shared/engine";
import { game as dicas } from "../../../shared/games/dicas";
import type { DicasAction } from "../../../shared/games/dicas/actions";
import type { DicasConfig } from "../../../shared/games/dicas/config";
import { cardById } from "../../../shared/games/dicas/decks";
import type { DicasState } from "../../../shared/games/dicas/state";
import { view } from "../../../shared/games/dicas/view";
import { findLeaks, viewersOf } from "../../support/leak";
import { randomAction } from "../../support/play/dicas";
import { seatsOf } from "./helpers";

const GAMES = 200;

function invariants(s: DicasState) {
  const nums = s.attempts.map((a) => a.n);
  expect(new Set(nums).size).toBe(nums.length);
  expect(nums.length).toBeLessThanOrEqual(20);
  expect(new Set(s.players.map((p) => p.colour)).size).toBe(s.players.length);
  if (s.phase !== "over") {
    if (s.narrator !== null) expect(s.turn).not.toBe(s.narrator);
    expect((s.cardId === null) === (s.phase === "waiting")).toBe(true);
  }
}

describe("random complete games", () => {
  it("DICAS-5 random games end, every card splits exactly 20 squares, and nothing leaks to any viewer", () => {
    const rng = Rng.fromSeed(20);
    let ended = 0;
    const seen = new Map<string, number>();
    const phases = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const n = 2 + rng.int(5);
      const config: DicasConfig = {
        trackLength: rng.pick([20, 35, 50, 100]),
        deck: g % 2 === 0 ? "pt" : "en",
        turnSeconds: rng.pick([0, 30] as const),
      };
      let now = 1000;
      let s = dicas.setup(seatsOf(n), config, { now, rng });
      const viewers = viewersOf(6);
      let seatsTotal = n;
      for (let step = 0; step < 5000 && s.phase !== "over"; step++) {
        now += 1000;
        const before = s.players.reduce((a, p) => a + p.position, 0);
        const r = rng.next();
        let out;
        if (r < 0.02) {
          const seat = rng.pick(s.players).seat;
          const p: Presence = rng.next() < 0.5 ? "absent" : rng.next() < 0.9 ? "present" : "abandoned";
          out = dicas.onPresence!(s, seat, p, { now, rng });
        } else if (r < 0.05 && s.deadline) {
          now = s.deadline.at;
          out = dicas.onDeadline(s, s.deadline.kind, { now, rng });
        } else if (r < 0.052 && seatsTotal < 6) {
          out = dicas.onLateJoin!(s, { seat: seatsTotal, name: "L", choice: null }, { now, rng });
          if (out.ok) seatsTotal++;
        } else if (s.phase === "waiting" || s.phase === "paused") {
          const away = s.absent.find((x) => !s.abandoned.includes(x));
          if (away === undefined) throw new Error(`stuck in ${s.phase}`);
          out = dicas.onPresence!(s, away, "present", { now, rng });
        } else {
          const { seat, action } = randomAction(s, rng, s.players.map((p) => p.seat), { right: 0.2 });
          out = dicas.apply(s, seat, actionSchemaParse(action), { now, rng });
        }
        if (!out.ok) continue;
        for (const e of out.events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        phases.add(out.state.phase);
        const leaks = findLeaks(dicas, out.state, out.events, viewers, now);
        expect(leaks).toEqual([]);
        const ends = out.events.filter((e: GameEvent) => ["round_solved", "round_unsolved", "round_voided", "round_voided_away"].includes(e.type));
        const moved = out.state.players.reduce((a, p) => a + p.position, 0) - before;
        const expectedMove = ends.reduce((a, e) => a + (e.type === "round_voided" || e.type === "round_voided_away" ? 0 : 20), 0);
        expect(moved).toBe(expectedMove);
        s = out.state;
        invariants(s);
      }
      if (s.phase === "over") ended++;
      expect(s.phase).toBe("over");
      expect(dicas.result(s)).not.toBeNull();
    }
    expect(ended).toBe(GAMES);
    // the random play reached every path the rules have (so the leak check saw them all)
    for (const type of ["round_started_pessoa", "round_started_lugar", "round_started_coisa", "picked", "revealed", "auto_revealed", "guessed", "passed", "judged_wrong", "round_solved", "round_unsolved", "round_voided", "round_voided_away", "narrator_away", "narrator_back", "turn_skipped", "pick_timeout", "guess_timeout", "judge_timeout", "game_won", "late_joined", "abandoned"])
      expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
    for (const phase of ["pick", "reveal", "guess", "judge", "paused", "waiting", "over"]) expect(phases.has(phase), phase).toBe(true);
  }, 60_000);

  it("the leak check catches a view that shows the card to everyone", () => {
    const rng = Rng.fromSeed(3);
    const s = dicas.setup(seatsOf(3), dicas.defaultConfig, { now: 0, rng });
    const leaky = { ...dicas, view: (st: DicasState) => view(st, { kind: "seat", seat: st.narrator! }) };
    const leaks = findLeaks(leaky, s, [], viewersOf(3), 0);
    expect(leaks.length).toBeGreaterThan(20);
    expect(leaks.some((l) => l.includes("answer"))).toBe(true);
  });

  it("the leak check catches an unrevealed clue in an event sent to all", () => {
    const rng = Rng.fromSeed(4);
    const s = dicas.setup(seatsOf(3), dicas.defaultConfig, { now: 0, rng });
    const clue = cardById(s.cardId!).clues[19]!;
    const leaks = findLeaks(dicas, s, [{ type: "revealed", audience: "all", params: { clue } }], viewersOf(3), 0);
    expect(leaks.length).toBe(3);
  });
});

function actionSchemaParse(a: DicasAction): DicasAction {
  return dicas.actionSchema.parse(a);
}
