import { describe, expect, it } from "vitest";
import { Rng, type Presence } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import { act, code, edit, giveHand, justEntered, newGame, place, T0, turnOf, types, withSolution } from "./helpers";
import type { CasoState } from "../../../shared/games/caso/state";

const SOL = { character: "violeta", weapon: "neon", place: "cinema" } as const;
function presence(s: CasoState, seat: number, p: Presence, now = T0 + 1000) {
  const out = caso.onPresence!(s, seat, p, { now, rng: Rng.fromSeed(4) });
  if (!out.ok) throw new Error(out.code);
  return { s: out.state, events: out.events };
}
const askRubi = { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" } as const;

describe("presence (CASO-18, CASO-21)", () => {
  it("CASO-18 once absence is confirmed the pawn stops blocking doors and rooms", () => {
    let s = place(place(newGame({ seats: 2 }), 1, [9, 6]), 0, [9, 7]);
    s = turnOf(s, 0, "plan", 6);
    expect(code(s, 0, { type: "move", path: [[9, 6]], enter: true })).toBe("door_blocked");
    const away = presence(s, 1, "absent");
    expect(away.events.find((e) => e.type === "pawn_absent")).toMatchObject({ audience: "all", params: { pawn: 1 } });
    expect(code(away.s, 0, { type: "move", path: [[9, 6]], enter: false })).toBeNull();
    expect(code(away.s, 0, { type: "move", path: [[9, 6]], enter: true })).toBeNull();
    const room = turnOf(place(place(newGame({ seats: 2 }), 1, "boate"), 0, [9, 6]), 0, "plan", 2);
    expect(code(room, 0, { type: "move", path: [], enter: true })).toBe("place_occupied");
    expect(code(presence(room, 1, "absent").s, 0, { type: "move", path: [], enter: true })).toBeNull();
  });

  it("CASO-18 the server answers privately for an absent pawn", () => {
    let s = giveHand(giveHand(withSolution(newGame({ seats: 2 }), SOL), 0, ["taco", "praca"]), 1, ["rubi"]); // rubi is the only match
    s = presence(justEntered(s, 0, "boate"), 1, "absent").s;
    const r = act(s, 0, askRubi);
    expect(r.events.find((e) => e.type === "card_shown")).toMatchObject({ audience: [0, 1], params: { card: "rubi", by: "server" } });
  });

  it("CASO-R9 an absent pawn returns to the square it held, even if another pawn entered the same room meanwhile", () => {
    let s = place(place(newGame({ seats: 2 }), 1, "boate"), 0, [9, 6]);
    s = presence(s, 1, "absent").s;
    s = act(turnOf(s, 0, "plan", 2), 0, { type: "move", path: [], enter: true }).s;
    const back = presence(s, 1, "present");
    expect(types(back.events)).toContain("pawn_returned");
    expect(back.s.pawns[1]!.pos).toEqual({ kind: "place", place: "boate" });
    expect(back.s.pawns[0]!.pos).toEqual({ kind: "place", place: "boate" });
  });

  it("CASO-G5 a pawn absent when its turn would begin is skipped; it plays again from its next turn after returning", () => {
    let s = turnOf(newGame({ seats: 3 }), 0, "moved");
    s = edit(s, (c) => (c.order = [0, 1, 2]));
    s = presence(s, 1, "absent").s;
    s = act(s, 0, { type: "endTurn" }).s;
    expect(s.turn!.pawn).toBe(2);
    s = presence(s, 1, "present").s;
    s = act(s, 2, { type: "endTurn" }).s;
    s = act(s, 0, { type: "endTurn" }).s;
    expect(s.turn!.pawn).toBe(1);
  });

  it("CASO-R8 the investigator going absent while waiting: the answer resolves as usual and the clock ends the turn at zero", () => {
    let s = giveHand(giveHand(withSolution(newGame({ seats: 2 }), SOL), 0, ["taco", "praca"]), 1, ["rubi"]); // rubi is the only match
    s = act(justEntered(s, 0, "boate"), 0, askRubi, T0 + 10_000).s;
    s = presence(s, 0, "absent", T0 + 20_000).s;
    expect(s.turn!.phase).toBe("awaitAnswer");
    const r = act(s, 1, { type: "show", card: "rubi" }, T0 + 30_000);
    expect(r.events.find((e) => e.type === "card_shown")!.audience).toEqual([0, 1]);
    expect(caso.deadlines(r.s)).toEqual([{ kind: "turn", at: T0 + 30_000 + 170_000 }]);
    const out = caso.onDeadline(r.s, "turn", { now: T0 + 200_000, rng: Rng.fromSeed(1) });
    expect(out.ok && out.state.turn!.pawn).toBe(1);
  });

  it("CASO-21 a team stays active while one member remains; when all leave, its pawn is eliminated", () => {
    let s = newGame({ teams: [[0, 1], [2, 3], [4]] });
    s = presence(s, 0, "abandoned").s;
    expect(s.pawns[0]!.eliminated).toBe(false);
    expect(code(edit(s, (c) => (c.turn = { ...c.turn!, pawn: 0 })), 0, { type: "spin" })).toBe("not_a_player");
    const r = presence(s, 1, "abandoned");
    expect(r.s.pawns[0]!.eliminated).toBe(true);
    expect(r.events.find((e) => e.type === "eliminated")).toMatchObject({ audience: "all", params: { pawn: 0, reason: "abandoned" } });
    const solo = presence(turnOf(newGame({ seats: 3 }), 1, "plan", 5), 1, "abandoned");
    expect(solo.s.pawns[1]!.eliminated).toBe(true);
    expect(solo.s.turn!.pawn).not.toBe(1);
  });

  it("CASO-R7 the investigator's last member abandons mid-question: cancelled, no card shown, eliminated, turn passes", () => {
    let s = giveHand(withSolution(newGame({ seats: 3 }), SOL), 1, ["rubi"]);
    s = act(justEntered(s, 0, "boate"), 0, askRubi).s;
    const r = presence(s, 0, "abandoned");
    expect(types(r.events)).toContain("investigation_cancelled");
    expect(types(r.events)).not.toContain("card_shown");
    expect(types(r.events)).not.toContain("evidence_shown");
    expect(r.s.pawns[0]!.eliminated).toBe(true);
    expect(r.s.turn!.pawn).not.toBe(0);
    expect(r.s.evidence).toEqual([]);
  });

  it("CASO-R7 the questioned team's last member abandons: the server answers at once", () => {
    let s = giveHand(withSolution(newGame({ seats: 3 }), SOL), 1, ["rubi"]);
    s = act(justEntered(s, 0, "boate"), 0, askRubi).s;
    const r = presence(s, 1, "abandoned");
    expect(r.events.find((e) => e.type === "card_shown")).toMatchObject({ audience: [0, 1], params: { card: "rubi", by: "server" } });
    expect(r.s.turn!.phase).toBe("answered");
  });

  it("CASO-R7 if that leaves every pawn eliminated, the case ends with no winner", () => {
    let s = edit(newGame({ seats: 2 }), (c) => (c.pawns[1]!.eliminated = true));
    s = act(justEntered(s, 0, "boate"), 0, askRubi).s;
    const r = presence(s, 0, "abandoned");
    expect(caso.result(r.s)).toEqual({ winners: [] });
    expect(types(r.events)).toContain("case_closed");
  });
});
