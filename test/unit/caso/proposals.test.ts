import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoView } from "../../../shared/games/caso/view";
import { act, code, edit, giveHand, justEntered, newGame, T0, turnOf, types, withSolution } from "./helpers";
import type { CasoState } from "../../../shared/games/caso/state";

const SOL = { character: "violeta", weapon: "neon", place: "cinema" } as const;
/** Team 0 = pawn 0 with `size` members (seats 0..size-1); team 1 = pawn 1 with two members after them. */
function teams(size: number, confirmation = true): CasoState {
  const a = Array.from({ length: size }, (_, i) => i);
  const s = newGame({ teams: [a, [size, size + 1]], config: { collectiveConfirmation: confirmation } });
  return turnOf(s, 0, "spin");
}
const view = (s: CasoState, seat: number | null) =>
  caso.view(s, seat === null ? { kind: "spectator" } : { kind: "seat", seat }) as CasoView;

describe("collective confirmation (CASO-1, CASO-2)", () => {
  it("CASO-1 with confirmation on, a member's action must be proposed; the proposer is the first vote", () => {
    const s = teams(2);
    expect(view(s, 0).me).toMatchObject({ pawn: 0, voters: 2, quorum: 2, mustPropose: true });
    expect(view(teams(2, false), 0).me).toMatchObject({ mustPropose: false });
    expect(code(s, 0, { type: "spin" })).toBe("proposal_required");
    const r = act(s, 0, { type: "propose", action: { type: "spin" } });
    expect(r.s.turn!.phase).toBe("spin");
    expect(r.s.proposals[0]).toMatchObject({ proposer: 0, yes: [0], no: [] });
    expect(r.events.find((e) => e.type === "proposed")!.audience).toEqual([0, 1]);
  });

  it("CASO-1 quorum: 2 of 2, 2 of 3, 3 of 4", () => {
    for (const [size, needed] of [[2, 2], [3, 2], [4, 3]] as const) {
      let s = act(teams(size), 0, { type: "propose", action: { type: "spin" } }).s;
      const id = s.proposals[0]!.id;
      for (let v = 1; v < needed; v++) {
        expect(s.turn!.phase, `size ${size} after ${v} yes`).toBe("spin");
        s = act(s, v, { type: "vote", id, yes: true }).s;
      }
      expect(s.turn!.phase, `size ${size}`).not.toBe("spin");
      expect(s.proposals).toEqual([]);
    }
  });

  it("CASO-1 every listed action goes through proposals: spin, choice, move, resources, Cápsula, investigation, evidence, accusation, end of turn", () => {
    let s = withSolution(teams(2), SOL);
    s = giveHand(s, 1, ["rubi"]);
    const pass = (st: CasoState, seat: number, other: number, action: Parameters<typeof act>[2]) => {
      const r = act(st, seat, { type: "propose", action: action as never });
      return act(r.s, other, { type: "vote", id: r.s.proposals[0]!.id, yes: true });
    };
    s = pass(s, 0, 1, { type: "skipMove" }).s;
    expect(s.turn!.phase).toBe("moved");
    s = justEntered(s, 0, "boate");
    s = pass(s, 1, 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" }).s;
    expect(s.turn!.phase).toBe("awaitAnswer");
    // The questioned team shows by proposal too (seats 2 and 3).
    expect(code(s, 2, { type: "show", card: "rubi" })).toBe("proposal_required");
    const shown = pass(s, 3, 2, { type: "show", card: "rubi" });
    expect(shown.events.find((e) => e.type === "card_shown")!.audience).toEqual([0, 1, 2, 3]);
    s = pass(shown.s, 0, 1, { type: "accuse", character: "violeta", weapon: "neon", place: "cinema" }).s;
    expect(caso.result(s)).toEqual({ winners: [0, 1] });
  });

  it("CASO-2 proposals and votes are visible only to the own team", () => {
    const s = act(teams(2), 0, { type: "propose", action: { type: "spin" } }).s;
    expect(view(s, 1).proposals).toHaveLength(1);
    expect(view(s, 1).proposals[0]).toMatchObject({ proposer: 0, yes: [0], quorum: 2, voters: 2 });
    expect(view(s, 2).proposals).toEqual([]);
    expect(view(s, null).proposals).toEqual([]);
    expect(JSON.stringify(view(s, 2))).not.toContain(s.proposals[0]!.id);
  });

  it("CASO-2 a refused proposal spends nothing", () => {
    let s = edit(teams(2), (c) => {
      c.pawns[0]!.resources.impulso = 1;
      c.turn!.phase = "plan";
      c.turn!.steps = 4;
    });
    s = act(s, 0, { type: "propose", action: { type: "impulso" } }).s;
    const r = act(s, 1, { type: "vote", id: s.proposals[0]!.id, yes: false });
    expect(types(r.events)).toContain("proposal_refused");
    expect(r.s.pawns[0]!.resources.impulso).toBe(1);
    expect(r.s.turn!.steps).toBe(4);
    expect(r.s.proposals).toEqual([]);
  });

  it("CASO-2 a proposal dies when the game state changes or a deadline passes", () => {
    let s = act(teams(3), 0, { type: "propose", action: { type: "spin" } }).s;
    s = act(s, 1, { type: "propose", action: { type: "skipMove" } }).s;
    expect(s.proposals).toHaveLength(2);
    const r = act(s, 2, { type: "vote", id: s.proposals[1]!.id, yes: true });
    expect(r.s.turn!.phase).toBe("moved");
    expect(r.s.proposals).toEqual([]);
    expect(r.events.filter((e) => e.type === "proposal_expired").map((e) => e.params!.id)).toEqual([s.proposals[0]!.id]);
    const late = caso.onDeadline(s, "turn", { now: T0 + 240_000, rng: Rng.fromSeed(1) });
    expect(late.ok && late.state.proposals).toEqual([]);
    expect(late.ok && types(late.events)).toContain("proposal_expired");
  });

  it("CASO-2 voting never pauses or restarts the clocks", () => {
    const s0 = teams(3);
    const before = caso.deadlines(s0);
    let s = act(s0, 0, { type: "propose", action: { type: "spin" } }, T0 + 10_000).s;
    s = act(s, 1, { type: "vote", id: s.proposals[0]!.id, yes: false }, T0 + 20_000).s;
    expect(caso.deadlines(s)).toEqual(before);
  });

  it("CASO-2 quorum counts members who have not abandoned; a confirmed absence leaves n (CASO-R14); votes are final", () => {
    let s = teams(3);
    const gone = caso.onPresence!(s, 2, "abandoned", { now: T0, rng: Rng.fromSeed(1) });
    if (!gone.ok) throw new Error(gone.code);
    s = gone.state;
    s = act(s, 0, { type: "propose", action: { type: "spin" } }).s;
    expect(view(s, 0).proposals[0]).toMatchObject({ quorum: 2, voters: 2 });
    expect(code(s, 2, { type: "vote", id: s.proposals[0]!.id, yes: true })).toBe("not_a_player");
    expect(code(s, 0, { type: "vote", id: s.proposals[0]!.id, yes: true })).toBe("already_voted");
    // Team of 4 with one confirmed absent: n = 3, quorum 2.
    let t = teams(4);
    const out = caso.onPresence!(t, 3, "absent", { now: T0, rng: Rng.fromSeed(1) });
    if (!out.ok) throw new Error(out.code);
    t = act(out.state, 0, { type: "propose", action: { type: "spin" } }).s;
    expect(view(t, 0).proposals[0]).toMatchObject({ quorum: 2, voters: 3 });
    expect(code(t, 3, { type: "vote", id: t.proposals[0]!.id, yes: true })).toBe("cannot_vote");
    t = act(t, 1, { type: "vote", id: t.proposals[0]!.id, yes: true }).s;
    expect(t.turn!.phase).not.toBe("spin");
  });

  it("CASO-2 one open proposal per member; the proposer may withdraw it", () => {
    let s = act(teams(3), 0, { type: "propose", action: { type: "spin" } }).s;
    expect(code(s, 0, { type: "propose", action: { type: "endTurn" } })).toBe("proposal_open");
    expect(code(s, 1, { type: "withdraw", id: s.proposals[0]!.id })).toBe("not_proposer");
    s = act(s, 0, { type: "withdraw", id: s.proposals[0]!.id }).s;
    expect(s.proposals).toEqual([]);
    expect(code(s, 0, { type: "propose", action: { type: "move", path: [[8, 11]], enter: false } })).toBe("wrong_phase");
  });

  it("CASO-R6 a team accuses while another proposal is pending: checked against the phase; the first to quorum wins, the other expires", () => {
    let s = edit(teams(3), (c) => {
      c.turn!.phase = "plan";
      c.turn!.steps = 6;
    });
    expect(code(s, 0, { type: "propose", action: { type: "accuse", character: "rubi", weapon: "taco", place: "praca" } })).toBe("accuse_not_now");
    s = edit(s, (c) => (c.turn!.phase = "moved"));
    s = act(s, 0, { type: "propose", action: { type: "endTurn" } }).s;
    s = act(s, 1, { type: "propose", action: { type: "accuse", character: "rubi", weapon: "taco", place: "praca" } }).s;
    const [end, acc] = s.proposals;
    const r = act(s, 2, { type: "vote", id: end!.id, yes: true });
    expect(r.s.turn!.pawn).toBe(1);
    expect(r.s.proposals).toEqual([]);
    expect(code(r.s, 0, { type: "vote", id: acc!.id, yes: true })).toBe("proposal_not_found");
    expect(r.s.pawns[0]!.eliminated).toBe(false);
  });

  it("CASO-R5 for a team, open Exibição proposals expire at the answer deadline, even with votes", () => {
    let s = withSolution(newGame({ teams: [[0], [1, 2, 3]], config: { collectiveConfirmation: true } }), SOL);
    s = giveHand(s, 1, ["rubi", "taco"]);
    s = act(justEntered(s, 0, "boate"), 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" }).s;
    s = act(s, 1, { type: "propose", action: { type: "show", card: "rubi" } }).s;
    expect(s.proposals).toHaveLength(1);
    const out = caso.onDeadline(s, "answer", { now: T0 + 60_000, rng: Rng.fromSeed(2) });
    if (!out.ok) throw new Error(out.code);
    expect(out.state.proposals).toEqual([]);
    expect(types(out.events)).toContain("proposal_expired");
    expect(out.events.find((e) => e.type === "card_shown")!.params!.by).toBe("server");
  });

  it("CASO-2 without confirmation any member acts at once (a teammate's tap on the old table: test/unit/caso/stale.test.ts)", () => {
    const s = teams(2, false);
    const r = act(s, 1, { type: "spin" });
    expect(r.s.rev).toBe(s.rev + 1);
    expect(code(s, 0, { type: "propose", action: { type: "spin" } })).toBe("confirmation_off");
  });
});
