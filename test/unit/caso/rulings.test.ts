/** The rulings CASO-R1 and CASO-R2 (the others sit with the rules they refine; grep "CASO-R" in this folder). */
import { describe, expect, it } from "vitest";
import { routeTo } from "../../../shared/games/caso/movement";
import { act, code, edit, justEntered, newGame, place, turnOf } from "./helpers";

const ask = { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" } as const;

describe("CASO rulings", () => {
  it("CASO-R1 inside a place at the start of the turn: no new investigation by staying, no leave-and-re-enter; may stay, accuse, leave or take a passage", () => {
    // Entered the Boate last turn but never asked (e.g. the clock ran out).
    let s = justEntered(newGame({ seats: 2 }), 0, "boate");
    s = act(s, 0, { type: "endTurn" }).s;
    s = act(s, 1, { type: "endTurn" }).s;
    expect(s.turn).toMatchObject({ pawn: 0, phase: "spin", startPlace: "boate", entered: null });
    expect(code(s, 0, ask)).toBe("wrong_phase");
    const plan = edit(s, (c) => {
      c.turn!.phase = "plan";
      c.turn!.steps = 12;
    });
    // Leaving by the south door and coming back in by the east door is refused.
    const out: [number, number][] = [[9, 6], [10, 6], [11, 6], [12, 6], [13, 6], [14, 6], [15, 6], [15, 5], [15, 4], [15, 3]];
    expect(code(plan, 0, { type: "move", path: out, enter: true })).toBe("start_place_reentry");
    // Leaving is fine; staying and accusing is fine.
    expect(code(plan, 0, { type: "move", path: out, enter: false })).toBeNull();
    const stayed = act(s, 0, { type: "skipMove" }).s;
    expect(code(stayed, 0, { type: "accuse", character: "rubi", weapon: "taco", place: "praca" })).toBeNull();
    expect(code(stayed, 0, ask)).toBe("wrong_phase");
    // The place is not in the cycle, so a later turn may come back in.
    expect(s.pawns[0]!.cycle.visited).toEqual([]);
    const later = turnOf(place(s, 0, [9, 6]), 0, "plan", 3);
    expect(code(later, 0, { type: "move", path: [], enter: true })).toBeNull();
    // From a portal place at the start of the turn, the passage is open.
    expect(code(turnOf(place(s, 0, "tattoo"), 0, "plan", 2), 0, { type: "passage" })).toBeNull();
  });

  it("CASO-R2 all doors of a place held: no normal entry; Chave mestra crosses one (plus VIP if occupied); those inside leave through a held door with ≥2 steps; a pawn on a door enters with 1", () => {
    // Boate doors (9,6) and (15,3) held by pawns 1 and 2; pawn 0 comes from the street.
    let s = newGame({ seats: 4 });
    s = place(place(place(s, 1, [9, 6]), 2, [15, 3]), 0, [9, 7]);
    const plan = turnOf(s, 0, "plan", 12);
    expect(routeTo(plan, 0, { kind: "place", place: "boate" })).toBeNull();
    expect(code(plan, 0, { type: "move", path: [[9, 6]], enter: true })).toBe("door_blocked");
    const keyed = edit(plan, (c) => (c.pawns[0]!.resources.chave = 1));
    expect(routeTo(keyed, 0, { kind: "place", place: "boate" })?.action).toMatchObject({ key: true, path: [[9, 6]], enter: true });
    expect(code(keyed, 0, { type: "move", path: [[9, 6]], enter: true, key: true })).toBeNull();
    // Occupied as well: the key alone is not enough, key + VIP is.
    const occupied = place(keyed, 3, "boate");
    expect(code(occupied, 0, { type: "move", path: [[9, 6]], enter: true, key: true })).toBe("place_occupied");
    const both = edit(occupied, (c) => (c.pawns[0]!.resources.vip = 1));
    expect(code(both, 0, { type: "move", path: [[9, 6]], enter: true, key: true, vip: true })).toBeNull();
    // A pawn inside leaves through a held door without stopping: 1 step is not enough, 2 are.
    const inside = turnOf(place(s, 0, "boate"), 0, "plan", 1);
    expect(code(inside, 0, { type: "move", path: [[9, 6]], enter: false })).toBe("door_occupied");
    expect(code(turnOf(place(s, 0, "boate"), 0, "plan", 2), 0, { type: "move", path: [[9, 6], [9, 7]], enter: false })).toBeNull();
    // The pawn standing on one of the held doors may itself enter with 1 step.
    expect(code(turnOf(s, 1, "plan", 1), 1, { type: "move", path: [], enter: true })).toBeNull();
    // Corner places: a passage still gets in when the other end is free.
    let corner = newGame({ seats: 4 });
    corner = place(place(place(corner, 1, [7, 3]), 2, [6, 7]), 0, "karaoke");
    const pass = act(turnOf(corner, 0, "plan", 1), 0, { type: "passage" }).s;
    expect(pass.pawns[0]!.pos).toEqual({ kind: "place", place: "tattoo" });
  });
});
