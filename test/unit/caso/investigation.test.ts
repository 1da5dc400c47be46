import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import { eligibleAnswerCards } from "../../../shared/games/caso/investigation";
import { act, code, edit, giveHand, justEntered, newGame, T0, types, withSolution } from "./helpers";
import type { CasoState } from "../../../shared/games/caso/state";

const newRng = (seed = 9) => Rng.fromSeed(seed);
const SOL = { character: "violeta", weapon: "neon", place: "cinema" } as const;
/** Two pawns; pawn 1 holds rubi + taco (and others); pawn 0 just entered the Boate. */
const setup = () => {
  let s = withSolution(newGame({ seats: 2 }), SOL);
  s = giveHand(s, 1, ["rubi", "taco"]);
  s = giveHand(s, 0, ["sol", "microfone", "boate", "praca", "halter", "karaoke"]); // pawn 1 holds neither, whatever the deal
  return justEntered(s, 0, "boate");
};
const ask = (character: string, weapon: string, place: string, target = 1) =>
  ({ type: "investigate", target, character, weapon, place }) as const as Parameters<typeof act>[2];

describe("investigation (CASO-9, CASO-10, CASO-11)", () => {
  it("CASO-9 any cards may form the hypothesis (own, any place, not the current room); it becomes public at Interrogar", () => {
    const r = act(setup(), 0, ask("sol", "microfone", "karaoke"));
    const asked = r.events.find((e) => e.type === "asked")!;
    expect(asked.audience).toBe("all");
    expect(asked.params).toMatchObject({ pawn: 0, target: 1, character: "sol", weapon: "microfone", place: "karaoke" });
    expect(code(setup(), 0, ask("sol", "microfone", "karaoke", 0))).toBe("bad_target");
  });

  it("CASO-10 no match: answered at once, publicly, and the place counts", () => {
    const r = act(setup(), 0, ask("sol", "microfone", "karaoke"));
    expect(types(r.events)).toContain("no_evidence");
    expect(r.events.find((e) => e.type === "no_evidence")!.audience).toBe("all");
    expect(r.s.turn!.phase).toBe("answered");
    expect(r.s.pawns[0]!.cycle.visited).toEqual(["boate"]);
  });

  it("CASO-10 the holder shows exactly one matching card; only the investigator and the holder learn which", () => {
    let r = act(setup(), 0, ask("rubi", "taco", "karaoke"));
    expect(r.s.turn!.phase).toBe("awaitAnswer");
    expect(eligibleAnswerCards(r.s, 1, r.s.pawns[1]!.hand).sort()).toEqual(["rubi", "taco"]);
    expect(code(r.s, 1, { type: "show", card: "sol" })).toBe("card_not_eligible");
    expect(code(r.s, 0, { type: "show", card: "rubi" })).toBe("not_questioned");
    r = act(r.s, 1, { type: "show", card: "taco" }, T0 + 5_000);
    const shown = r.events.find((e) => e.type === "card_shown")!;
    expect(shown.audience).toEqual([0, 1]);
    expect(shown.params).toMatchObject({ card: "taco", by: "holder" });
    const pub = r.events.find((e) => e.type === "evidence_shown")!;
    expect(pub.audience).toBe("all");
    expect(JSON.stringify(pub.params)).not.toContain("taco");
    expect(r.s.turn!.phase).toBe("answered");
    expect((caso.view(r.s, { kind: "seat", seat: 0 }) as { evidence: unknown[] }).evidence).toEqual([{ n: 0, investigator: 0, holder: 1, card: "taco", by: "holder" }]);
    expect((caso.view(r.s, { kind: "spectator" }) as { evidence: unknown[] }).evidence).toEqual([]);
  });

  it("CASO-H10 timing rule: a single match still waits for a present holder (no automatic answer before the deadline)", () => {
    const r = act(setup(), 0, ask("rubi", "halter", "karaoke"));
    expect(r.s.turn!.phase).toBe("awaitAnswer");
    expect(types(r.events)).not.toContain("card_shown");
    expect(types(r.events)).not.toContain("evidence_shown");
    expect(caso.deadlines(r.s)).toEqual([{ kind: "answer", at: T0 + 60_000 }]);
    const early = caso.onDeadline(r.s, "answer", { now: T0 + 59_999, rng: newRng() });
    expect(early.ok && early.state).toBe(r.s);
  });

  it("CASO-11 at the 60 s deadline the server shows an eligible card privately; a late Exibir is rejected (CASO-R5)", () => {
    const r = act(setup(), 0, ask("rubi", "taco", "karaoke"));
    expect(code(r.s, 1, { type: "show", card: "rubi" }, T0 + 60_000)).toBe("answer_deadline_passed");
    const out = caso.onDeadline(r.s, "answer", { now: T0 + 60_000, rng: newRng() });
    if (!out.ok) throw new Error(out.code);
    const shown = out.events.find((e) => e.type === "card_shown")!;
    expect(shown.audience).toEqual([0, 1]);
    expect(["rubi", "taco"]).toContain(shown.params!.card);
    expect(shown.params!.by).toBe("server");
    expect(out.state.turn!.phase).toBe("answered");
    expect(out.state.pawns[0]!.cycle.visited).toEqual(["boate"]);
  });

  it("CASO-11 the server pick is random among matches, never a fixed order", () => {
    const r = act(setup(), 0, ask("rubi", "taco", "karaoke"));
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const out = caso.onDeadline(r.s, "answer", { now: T0 + 60_000, rng: newRng(seed) });
      if (out.ok) seen.add(String(out.events.find((e) => e.type === "card_shown")!.params!.card));
    }
    expect([...seen].sort()).toEqual(["rubi", "taco"]);
  });

  it("CASO-11 the server shows again a card the holder already showed this investigator (reveals nothing new)", () => {
    let s = edit(setup(), (c) => c.evidence.push({ n: 0, investigator: 0, holder: 1, card: "taco", by: "holder" }));
    s = act(s, 0, ask("rubi", "taco", "karaoke")).s;
    for (let seed = 0; seed < 20; seed++) {
      const out = caso.onDeadline(s, "answer", { now: T0 + 60_000, rng: newRng(seed) });
      if (out.ok) expect(out.events.find((e) => e.type === "card_shown")!.params!.card).toBe("taco");
    }
  });

  it("CASO-R3 questioned pawn absent with no matching card: 'sem evidências' at once, and the place counts", () => {
    const s = edit(setup(), (c) => c.pawns[1]!.absentSeats.push(1));
    const r = act(s, 0, ask("sol", "microfone", "karaoke"));
    expect(types(r.events)).toContain("no_evidence");
    expect(r.s.pawns[0]!.cycle.visited).toEqual(["boate"]);
  });

  it("CASO-R4 questioned pawn absent, eliminated or abandoned with a match: the server shows a card at once, privately", () => {
    const variants: ((c: CasoState) => void)[] = [
      (c) => c.pawns[1]!.absentSeats.push(1),
      (c) => (c.pawns[1]!.eliminated = true),
      (c) => {
        c.pawns[1]!.abandonedSeats.push(1);
        c.pawns[1]!.eliminated = true;
      },
    ];
    for (const v of variants) {
      const r = act(edit(setup(), v), 0, ask("rubi", "halter", "karaoke"));
      const shown = r.events.find((e) => e.type === "card_shown")!;
      expect(shown.params).toMatchObject({ card: "rubi", by: "server" });
      expect(shown.audience).toEqual([0, 1]);
      expect(r.s.turn!.phase).toBe("answered");
    }
  });

  it("CASO-R4 the questioned pawn going absent while the question waits gets its answer from the server at once", () => {
    const r = act(setup(), 0, ask("rubi", "taco", "karaoke"));
    const out = caso.onPresence!(r.s, 1, "absent", { now: T0 + 1000, rng: newRng() });
    if (!out.ok) throw new Error(out.code);
    expect(types(out.events)).toContain("card_shown");
    expect(out.state.turn!.phase).toBe("answered");
  });

  it("CASO-12 Gravador: a second question in the same turn, spent, never counting the place twice", () => {
    let s = edit(setup(), (c) => (c.pawns[0]!.resources.gravador = 1));
    s = act(s, 0, ask("sol", "microfone", "karaoke")).s;
    expect(s.pawns[0]!.cycle.visited).toEqual(["boate"]);
    const r = act(s, 0, ask("rubi", "spray", "praca"));
    expect(r.s.pawns[0]!.resources.gravador).toBe(0);
    expect(r.s.turn!.questions).toBe(2);
    expect(r.events.find((e) => e.type === "asked")!.params!.gravador).toBe(true);
    const done = act(r.s, 1, { type: "show", card: "rubi" }).s;
    expect(done.pawns[0]!.cycle.visited).toEqual(["boate"]);
    expect(code(edit(done, (c) => (c.pawns[0]!.resources.gravador = 1)), 0, ask("sol", "halter", "praca"))).toBe("question_limit");
    expect(code(act(setup(), 0, ask("sol", "microfone", "karaoke")).s, 0, ask("sol", "halter", "praca"))).toBe("no_gravador");
  });

  it("CASO-12 investigating needs entering this turn; a place in the cycle cannot be re-entered (door yes, interior no)", () => {
    let s = act(setup(), 0, ask("sol", "microfone", "karaoke")).s;
    s = act(s, 0, { type: "endTurn" }).s;
    s = act(s, 1, { type: "endTurn" }).s;
    expect(s.turn!.pawn).toBe(0);
    expect(s.turn!.startPlace).toBe("boate");
    // CASO-R1 staying inside gives no new investigation: no inPlace phase without an entry.
    s = act(s, 0, { type: "skipMove" }).s;
    expect(code(s, 0, ask("sol", "microfone", "karaoke"))).toBe("wrong_phase");
    // Walk out to the door square and try to come back in.
    const out = edit(s, (c) => {
      c.pawns[0]!.pos = { kind: "street", x: 9, y: 6 };
      c.turn!.phase = "plan";
      c.turn!.steps = 5;
      c.turn!.startPlace = null;
    });
    expect(code(out, 0, { type: "move", path: [], enter: true })).toBe("place_investigated");
    expect(code(edit(out, (c) => (c.pawns[0]!.resources.vip = 1)), 0, { type: "move", path: [], enter: true, vip: true })).toBe("place_investigated");
  });

  it("CASO-12 completing the nine places empties the cycle and counts a completion", () => {
    const s = edit(setup(), (c) => (c.pawns[0]!.cycle.visited = ["praca", "tattoo", "academia", "lanchonete", "karaoke", "fliperama", "arteclube", "cinema"]));
    const r = act(s, 0, ask("sol", "microfone", "karaoke"));
    expect(r.s.pawns[0]!.cycle).toEqual({ visited: [], completed: 1 });
    expect(types(r.events)).toContain("cycle_completed");
  });

  it("CASO-12 on turn 1 nobody can investigate in the Praça (starting there is not entering)", () => {
    const s = newGame({ seats: 3 });
    const seat = s.pawns[s.turn!.pawn]!.members[0]!;
    expect(code(s, seat, { type: "investigate", target: (s.turn!.pawn + 1) % 3, character: "rubi", weapon: "taco", place: "praca" })).toBe("wrong_phase");
    const skipped = act(s, seat, { type: "skipMove" }).s;
    expect(code(skipped, seat, { type: "investigate", target: (s.turn!.pawn + 1) % 3, character: "rubi", weapon: "taco", place: "praca" })).toBe("wrong_phase");
  });
});
