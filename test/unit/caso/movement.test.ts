import { describe, expect, it } from "vitest";
import { legalDestinations, routeTo } from "../../../shared/games/caso/movement";
import { act, code, edit, newGame, place, turnOf } from "./helpers";
import type { CasoState } from "../../../shared/games/caso/state";

const base = () => newGame({ seats: 2 });
const withRes = (s: CasoState, pawn: number, r: Partial<CasoState["pawns"][number]["resources"]>) =>
  edit(s, (c) => Object.assign(c.pawns[pawn]!.resources, r));
const routeToPlace = (s: CasoState, pawn: number, p: Parameters<typeof routeTo>[2]) => routeTo(s, pawn, p);

describe("movement (CASO-G7)", () => {
  it("CASO-3 a step costs 1 per street square and +1 from the door into the room", () => {
    const s = turnOf(base(), 0, "plan", 8);
    const d = routeToPlace(s, 0, { kind: "place", place: "boate" })!;
    expect(d.cost).toBe(8);
    expect(d.action.path).toHaveLength(7);
    const moved = act(s, 0, d.action).s;
    expect(moved.pawns[0]!.pos).toEqual({ kind: "place", place: "boate" });
    expect(moved.turn!.phase).toBe("inPlace");
    expect(code(turnOf(base(), 0, "plan", 7), 0, d.action)).toBe("not_enough_steps");
  });

  it("CASO-3 standing on a place's door, entering costs 1", () => {
    const s = turnOf(place(base(), 0, [9, 6]), 0, "plan", 1);
    expect(act(s, 0, { type: "move", path: [], enter: true }).s.pawns[0]!.pos).toEqual({ kind: "place", place: "boate" });
  });

  it("CASO-3 rejects paths that jump, leave the street or repeat a square", () => {
    const s = turnOf(place(base(), 0, [8, 8]), 0, "plan", 12);
    expect(code(s, 0, { type: "move", path: [[8, 9], [8, 11]], enter: false })).toBe("path_not_connected");
    expect(code(s, 0, { type: "move", path: [[9, 8], [9, 9]], enter: false })).toBe("not_street");
    expect(code(s, 0, { type: "move", path: [[8, 9], [8, 10], [8, 9]], enter: false })).toBe("path_repeats");
    expect(code(s, 0, { type: "move", path: [[8, 7], [8, 8]], enter: false })).toBe("path_repeats");
    expect(code(s, 0, { type: "move", path: [], enter: false })).toBe("empty_path");
  });

  it("CASO-3 no stopping on a door held by another pawn; a pawn on a door blocks entry through it", () => {
    let s = place(place(base(), 1, [9, 6]), 0, [9, 7]);
    s = turnOf(s, 0, "plan", 12);
    expect(code(s, 0, { type: "move", path: [[9, 6]], enter: false })).toBe("door_occupied");
    expect(code(s, 0, { type: "move", path: [[9, 6]], enter: true })).toBe("door_blocked");
    // The other door of the Boate (15,3) is still open.
    const d = routeTo(s, 0, { kind: "place", place: "boate" });
    expect(d?.action.path.at(-1)).toEqual([15, 3]);
  });

  it("CASO-3 a pawn inside may leave through a door another pawn holds, but not stop on it", () => {
    let s = place(place(base(), 0, "boate"), 1, [9, 6]);
    s = turnOf(s, 0, "plan", 4);
    expect(code(s, 0, { type: "move", path: [[9, 6]], enter: false })).toBe("door_occupied");
    expect(act(s, 0, { type: "move", path: [[9, 6], [9, 7]], enter: false }).s.pawns[0]!.pos).toEqual({ kind: "street", x: 9, y: 7 });
  });

  it("CASO-4 an occupied room blocks normal entry; the Credencial VIP enters it and is spent", () => {
    let s = place(place(base(), 1, "boate"), 0, [9, 7]);
    s = turnOf(s, 0, "plan", 6);
    const move = { type: "move" as const, path: [[9, 6]] as [number, number][], enter: true };
    expect(code(s, 0, move)).toBe("place_occupied");
    expect(code(s, 0, { ...move, vip: true })).toBe("no_vip");
    s = withRes(s, 0, { vip: 1 });
    const after = act(s, 0, { ...move, vip: true }).s;
    expect(after.pawns[0]!.pos).toEqual({ kind: "place", place: "boate" });
    expect(after.pawns[0]!.resources.vip).toBe(0);
    expect(code(withRes(turnOf(place(base(), 0, [9, 7]), 0, "plan", 6), 0, { vip: 1 }), 0, { ...move, vip: true })).toBe("vip_not_needed");
  });

  it("CASO-4 the Praça is shared: it never counts as occupied", () => {
    let s = place(base(), 0, [8, 10]);
    s = turnOf(s, 0, "plan", 3, { startPlace: null });
    expect(s.pawns[1]!.pos).toEqual({ kind: "place", place: "praca" });
    expect(act(s, 0, { type: "move", path: [[8, 11]], enter: true }).s.pawns[0]!.pos).toEqual({ kind: "place", place: "praca" });
  });

  it("CASO-4 the Chave mestra crosses one held door (entering its room too), never lets the pawn stop on it", () => {
    let s = place(place(base(), 1, [9, 6]), 0, [9, 7]);
    s = turnOf(s, 0, "plan", 6);
    const enter = { type: "move" as const, path: [[9, 6]] as [number, number][], enter: true };
    expect(code(s, 0, { ...enter, key: true })).toBe("no_chave");
    s = withRes(s, 0, { chave: 1 });
    expect(code(s, 0, { ...enter, enter: false, key: true })).toBe("door_occupied");
    const after = act(s, 0, { ...enter, key: true }).s;
    expect(after.pawns[0]!.pos).toEqual({ kind: "place", place: "boate" });
    expect(after.pawns[0]!.resources.chave).toBe(0);
    // Without a held door in the way the key is not needed (and so not spent).
    expect(code(withRes(turnOf(place(base(), 0, [8, 7]), 0, "plan", 6), 0, { chave: 1 }), 0, { type: "move", path: [[8, 8]], enter: false, key: true })).toBe("key_not_needed");
  });

  it("CASO-4 the Chave mestra crosses only one held door", () => {
    let s = newGame({ seats: 3 });
    s = place(place(place(s, 1, [9, 6]), 2, [16, 6]), 0, [8, 6]);
    s = withRes(turnOf(s, 0, "plan", 12), 0, { chave: 1 });
    const row6 = (to: number): [number, number][] => Array.from({ length: to - 8 }, (_, i) => [9 + i, 6] as [number, number]);
    expect(code(s, 0, { type: "move", path: row6(15), enter: false, key: true })).toBeNull();
    expect(code(s, 0, { type: "move", path: [...row6(16), [16, 7]], enter: false, key: true })).toBe("door_blocked");
    expect(code(s, 0, { type: "move", path: row6(15), enter: false })).toBe("door_blocked");
  });

  it("CASO-5 entering ends the move and discards the rest; giving up steps or stopping on a free door is allowed", () => {
    const s = turnOf(base(), 0, "plan", 12);
    const d = routeTo(s, 0, { kind: "place", place: "boate" })!;
    const after = act(s, 0, d.action).s;
    expect(after.turn!.steps).toBe(0);
    expect(after.turn!.phase).toBe("inPlace");
    const skip = act(s, 0, { type: "skipMove" }).s;
    expect(skip.turn!.phase).toBe("moved");
    expect(skip.pawns[0]!.pos).toEqual({ kind: "place", place: "praca" });
    const door = routeTo(s, 0, { kind: "street", x: 9, y: 6 })!;
    const onDoor = act(s, 0, door.action).s;
    expect(onDoor.pawns[0]!.pos).toEqual({ kind: "street", x: 9, y: 6 });
    expect(onDoor.turn!.phase).toBe("moved");
    expect(code(onDoor, 0, { type: "move", path: [[9, 7]], enter: false })).toBe("wrong_phase");
  });

  it("CASO-5 a turn may end from spin without moving (pawn stays)", () => {
    const s = turnOf(base(), 0, "spin");
    const after = act(s, 0, { type: "endTurn" }).s;
    expect(after.turn!.pawn).toBe(1);
    expect(after.pawns[0]!.pos).toEqual({ kind: "place", place: "praca" });
  });

  it("CASO-7 legal destinations give a route and its cost that the move predicate accepts", () => {
    const s = turnOf(base(), 0, "plan", 9);
    const ds = legalDestinations(s, 0);
    expect(ds.length).toBeGreaterThan(20);
    for (const d of ds) {
      expect(d.cost).toBeLessThanOrEqual(9);
      expect(code(s, 0, d.action), JSON.stringify(d.to)).toBeNull();
    }
    const places = ds.filter((d) => d.to.kind === "place").map((d) => (d.to as { place: string }).place).sort();
    expect(places).toEqual(["academia", "arteclube", "boate", "cinema", "fliperama", "karaoke", "lanchonete", "tattoo"].sort());
  });

  it("CASO-G6 a move may not leave and re-enter the place it started in", () => {
    const s = turnOf(base(), 0, "plan", 6);
    expect(code(s, 0, { type: "move", path: [[8, 11], [8, 10], [8, 11]], enter: true })).toBe("path_repeats");
    expect(code(s, 0, { type: "move", path: [[8, 11], [8, 12], [8, 13], [8, 14], [8, 15], [9, 15]], enter: false })).toBeNull();
    expect(code(s, 0, { type: "move", path: [[8, 11], [8, 10], [8, 9], [9, 8], [10, 8]], enter: false })).toBe("path_not_connected");
    // Out by the west door, round to the east door and in again.
    const loop = turnOf(place(base(), 0, "praca"), 0, "plan", 30);
    const out: [number, number][] = [[8, 11], [8, 10], [8, 9], [8, 8]];
    for (let x = 9; x <= 15; x++) out.push([x, 8]);
    out.push([15, 9], [15, 10], [15, 11], [15, 12]);
    expect(code(loop, 0, { type: "move", path: out, enter: true })).toBe("start_place_reentry");
  });
});

describe("passages (CASO-6)", () => {
  const inTattoo = (steps = 3) => turnOf(place(base(), 0, "tattoo"), 0, "plan", steps);

  it("CASO-6 from inside one end with ≥1 step: costs 1, arrival ends the move, each pair once per match", () => {
    const after = act(inTattoo(), 0, { type: "passage" }).s;
    expect(after.pawns[0]!.pos).toEqual({ kind: "place", place: "karaoke" });
    expect(after.turn!.phase).toBe("inPlace");
    expect(after.turn!.steps).toBe(0);
    expect(after.turn!.entered).toBe("karaoke");
    const later = turnOf(after, 0, "plan", 5);
    expect(code(later, 0, { type: "passage" })).toBe("passage_used");
    expect(code(turnOf(place(base(), 0, "academia"), 0, "plan", 0), 0, { type: "passage" })).toBe("not_enough_steps");
  });

  it("CASO-6 the destination must be free; the Credencial VIP does not open a passage", () => {
    let s = place(inTattoo(), 1, "karaoke");
    s = edit(s, (c) => (c.pawns[0]!.resources.vip = 1));
    expect(code(s, 0, { type: "passage" })).toBe("passage_destination_occupied");
  });

  it("CASO-6 only from a portal place the pawn was in when the turn began", () => {
    expect(code(turnOf(place(base(), 0, "boate"), 0, "plan", 3), 0, { type: "passage" })).toBe("not_in_portal_place");
    expect(code(turnOf(place(base(), 0, [5, 7]), 0, "plan", 3), 0, { type: "passage" })).toBe("not_in_portal_place");
  });

  it("CASO-R10 the passage's other end holding an eliminated or absent pawn counts as free", () => {
    const elim = edit(place(inTattoo(), 1, "karaoke"), (c) => (c.pawns[1]!.eliminated = true));
    expect(code(elim, 0, { type: "passage" })).toBeNull();
    const away = edit(place(inTattoo(), 1, "karaoke"), (c) => c.pawns[1]!.absentSeats.push(1));
    expect(code(away, 0, { type: "passage" })).toBeNull();
  });

  it("CASO-12 a passage may not lead into a place already investigated in this cycle", () => {
    const s = edit(inTattoo(), (c) => c.pawns[0]!.cycle.visited.push("karaoke"));
    expect(code(s, 0, { type: "passage" })).toBe("place_investigated");
  });
});

describe("Cápsula (CASO-13)", () => {
  const nearBoate = () => place(base(), 0, [8, 10]);

  it("CASO-13 'Guardar a sobra' stores the leftover of a map entry (8 steps, entry costs 5 → 3)", () => {
    let s = turnOf(place(base(), 0, [8, 9]), 0, "plan", 8, { startPlace: null });
    const d = routeTo(s, 0, { kind: "place", place: "boate" })!;
    expect(d.cost).toBe(5);
    s = act(s, 0, { ...d.action, deposit: true }).s;
    expect(s.pawns[0]!.capsule).toEqual({ balance: 3, deposited: true });
  });

  it("CASO-13 one deposit a match, only leftover steps, only when entering", () => {
    const s = turnOf(nearBoate(), 0, "plan", 12, { startPlace: null });
    const d = routeTo(s, 0, { kind: "place", place: "boate" })!;
    expect(code(edit(s, (c) => (c.pawns[0]!.capsule.deposited = true)), 0, { ...d.action, deposit: true })).toBe("already_deposited");
    expect(code(turnOf(nearBoate(), 0, "plan", d.cost, { startPlace: null }), 0, { ...d.action, deposit: true })).toBe("nothing_to_deposit");
    expect(code(s, 0, { type: "move", path: [[8, 9]], enter: false, deposit: true })).toBe("deposit_needs_entry");
  });

  it("CASO-13 redeem later, gradually until zero; not twice a turn, not with Impulso, not before a deposit", () => {
    let s = turnOf(edit(nearBoate(), (c) => (c.pawns[0]!.capsule = { balance: 3, deposited: true })), 0, "plan", 4, { startPlace: null });
    expect(code(s, 0, { type: "redeem", n: 4 })).toBe("capsule_insufficient");
    s = act(s, 0, { type: "redeem", n: 2 }).s;
    expect(s.turn!.steps).toBe(6);
    expect(s.pawns[0]!.capsule.balance).toBe(1);
    expect(code(s, 0, { type: "redeem", n: 1 })).toBe("already_redeemed");
    s = edit(s, (c) => (c.pawns[0]!.resources.impulso = 1));
    expect(code(s, 0, { type: "impulso" })).toBe("impulso_and_redeem");
    const imp = act(edit(turnOf(nearBoate(), 0, "plan", 4), (c) => {
      c.pawns[0]!.resources.impulso = 1;
      c.pawns[0]!.capsule.balance = 2;
    }), 0, { type: "impulso" }).s;
    expect(imp.turn!.steps).toBe(7);
    expect(imp.pawns[0]!.resources.impulso).toBe(0);
    expect(code(imp, 0, { type: "redeem", n: 1 })).toBe("impulso_and_redeem");
    // A deposit is not allowed in a turn that redeemed.
    const fresh = turnOf(edit(nearBoate(), (c) => (c.pawns[0]!.capsule.balance = 2)), 0, "plan", 12, { startPlace: null });
    const r = act(fresh, 0, { type: "redeem", n: 1 }).s;
    const d = routeTo(r, 0, { kind: "place", place: "boate" })!;
    expect(code(r, 0, { ...d.action, deposit: true })).toBe("deposit_after_redeem");
  });
});
