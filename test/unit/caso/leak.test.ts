import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import { ALL_CARDS } from "../../../shared/games/caso/cards";
import { PLACE_IDS } from "../../../shared/games/caso/map";
import type { CasoState } from "../../../shared/games/caso/state";
import { findLeaks, viewersOf } from "../../support/leak";
import { act, giveHand, justEntered, newGame, T0, withSolution } from "./helpers";
import { askedPresentHolderWithMatch, playMatch, type StepInfo } from "./randomPlay";

/** Games per mode: 100 solo + 100 teams + 70 with confirmation (its matches run ~3× the steps). */
const GAMES = { solo: 100, teams: 100, confirm: 70 } as const;

/** Invariants after every step (plain checks: expect() per step would dominate the run time). */
function invariants(info: StepInfo): string | null {
  const s = info.state;
  const cards = [s.solution.character, s.solution.weapon, s.solution.place, ...s.publicCards, ...s.pawns.flatMap((p) => p.hand)];
  if (cards.length !== ALL_CARDS.length || new Set(cards).size !== ALL_CARDS.length) return "cards are not a partition of the 21";
  if (s.over) return s.turn === null ? null : "turn left after the end";
  const t = s.turn!;
  if ((t.phase === "awaitAnswer") !== (t.question !== null)) return "question without awaitAnswer (or the reverse)";
  if ((t.clock.since === null) !== (t.phase === "awaitAnswer")) return "turn clock not paused exactly while awaiting an answer";
  if (t.clock.remainingMs < 0) return "negative clock";
  if (s.pawns[t.pawn]!.eliminated) return "eliminated pawn has the turn";
  for (const p of s.pawns) {
    if (new Set(p.cycle.visited).size !== p.cycle.visited.length || p.cycle.visited.length >= PLACE_IDS.length) return `bad cycle ${p.cycle.visited}`;
    for (const n of Object.values(p.resources)) if (n < 0 || n > s.config.resourceHoldPerKind) return `resource count ${n}`;
    if (p.capsule.balance < 0) return "negative Cápsula";
    if (p.eliminated && Object.values(p.resources).some((n) => n !== 0)) return "eliminated pawn keeps resources";
  }
  // Proposals are always against the current revision (they expire when it changes).
  if (s.proposals.some((pr) => pr.revision !== s.rev)) return "stale proposal kept";
  if (!s.config.collectiveConfirmation && s.proposals.length > 0) return "proposal without confirmation";
  return null;
}

describe("hidden information (CASO-H1 to CASO-H10)", () => {
  for (const mode of ["solo", "teams", "confirm"] as const) {
    it(`CASO-19 CASO-2 CASO-10 CASO-11 ${GAMES[mode]} random complete games (${mode}) leak nothing to any viewer, after every step`, () => {
      let ended = 0;
      let totalSteps = 0;
      const seen = new Set<string>();
      for (let seed = 1; seed <= GAMES[mode]; seed++) {
        const { state, steps } = playMatch(seed, (info) => {
          const leaks = findLeaks(caso, info.state, info.events, viewersOf(info.seats), info.now);
          if (leaks.length > 0) throw new Error(`seed ${seed} after "${info.label}":\n${leaks.join("\n")}`);
          const broken = invariants(info);
          if (broken) throw new Error(`seed ${seed} after "${info.label}": ${broken}`);
          for (const e of info.events) seen.add(e.type === "card_shown" ? `card_shown:${e.params!.by}` : e.type);
          // CASO-H10 timing rule: a match always waits for a present holder.
          if (askedPresentHolderWithMatch(info) && (info.events.some((e) => e.type === "card_shown") || info.state.turn!.phase !== "awaitAnswer")) {
            throw new Error(`seed ${seed} after "${info.label}": a match was answered without waiting for the holder`);
          }
        }, mode, mode === "confirm" ? 1200 : 500);
        totalSteps += steps;
        if (caso.result(state)) ended++;
      }
      expect(ended).toBe(GAMES[mode]);
      expect(totalSteps).toBeGreaterThan(GAMES[mode] * 10);
      // The random play reaches the parts that hold secrets.
      const wanted = ["asked", "no_evidence", "card_shown:holder", "card_shown:server", "passage", "redeemed", "eliminated", "pawn_absent", "turn_timeout"];
      if (mode === "confirm") wanted.push("proposal_executed", "proposal_expired", "proposal_refused", "proposal_withdrawn");
      for (const w of wanted) expect(seen, w).toContain(w);
    }, 90_000); // 70 whole games: past 30 s at load 30
  }

  it("CASO-R13 spectators get the public view only: no hand, shown card, proposal, note or solution", () => {
    let s = withSolution(newGame({ teams: [[0, 1], [2, 3]], config: { collectiveConfirmation: false } }), { character: "violeta", weapon: "neon", place: "cinema" });
    s = giveHand(s, 1, ["rubi"]);
    s = act(s, 0, { type: "note", text: "segredo-da-equipe", shared: true }).s;
    s = act(justEntered(s, 0, "boate"), 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" }).s;
    const spectator = caso.view(s, { kind: "spectator" }) as Record<string, unknown>;
    expect(spectator.hand).toBeNull();
    expect(spectator.ficha).toBeNull();
    expect(spectator.evidence).toEqual([]);
    expect(spectator.proposals).toEqual([]);
    expect(spectator.solution).toBeNull();
    // A spectator joining mid-question sees the public hypothesis and that an answer is awaited.
    expect(spectator.turn).toMatchObject({ phase: "awaitAnswer", question: { target: 1, character: "rubi", weapon: "taco", place: "praca" } });
    const teammate = caso.view(s, { kind: "seat", seat: 1 }) as { ficha: { notes: { text: string }[] } };
    expect(teammate.ficha.notes.map((n) => n.text)).toEqual(["segredo-da-equipe"]);
    const other = caso.view(s, { kind: "seat", seat: 2 }) as { ficha: { notes: unknown[] } };
    expect(other.ficha.notes).toEqual([]);
  });

  it("CASO-14 Ficha: marks are private, notes private or shared with the own team only, editable and removable", () => {
    let s = newGame({ teams: [[0, 1], [2]] });
    s = act(s, 0, { type: "mark", card: "rubi", mark: "found" }).s;
    s = act(s, 0, { type: "mark", card: "taco", mark: "suspect" }).s;
    s = act(s, 0, { type: "mark", card: "taco", mark: null }).s;
    s = act(s, 0, { type: "note", text: "só minha", shared: false }).s;
    s = act(s, 0, { type: "note", text: "do time", shared: true }).s;
    const mine = caso.view(s, { kind: "seat", seat: 0 }) as { ficha: { marks: object; notes: { id: string; text: string }[] } };
    expect(mine.ficha.marks).toEqual({ rubi: "found" });
    expect(mine.ficha.notes.map((n) => n.text)).toEqual(["só minha", "do time"]);
    const mate = caso.view(s, { kind: "seat", seat: 1 }) as { ficha: { marks: object; notes: { text: string }[] } };
    expect(mate.ficha.marks).toEqual({});
    expect(mate.ficha.notes.map((n) => n.text)).toEqual(["do time"]);
    const id = mine.ficha.notes[1]!.id;
    s = act(s, 0, { type: "note", id, text: "editada", shared: true }).s;
    expect(s.notes.find((n) => n.id === id)!.text).toBe("editada");
    expect(caso.apply(s, 1, { type: "deleteNote", id }, { now: T0, rng: Rng.fromSeed(1) })).toMatchObject({ ok: false, code: "note_not_found" });
    s = act(s, 0, { type: "deleteNote", id }).s;
    expect(s.notes.map((n) => n.text)).toEqual(["só minha"]);
    // Ficha edits never change the game revision (they cannot expire a proposal).
    expect(s.rev).toBe(newGame({ teams: [[0, 1], [2]] }).rev);
  });

  it("the leak check catches a leaky view, a public shown card and a leaked solution", () => {
    let s: CasoState = withSolution(newGame({ seats: 3 }), { character: "violeta", weapon: "neon", place: "cinema" });
    const viewers = viewersOf(3);
    const dumpAll = { ...caso, view: (st: CasoState) => ({ pawns: st.pawns }) } as typeof caso;
    expect(findLeaks(dumpAll, s, [], viewers, T0).some((l) => l.includes("hand of pawn"))).toBe(true);
    const withSol = { ...caso, view: (st: CasoState) => ({ solution: st.solution }) } as typeof caso;
    expect(findLeaks(withSol, s, [], viewers, T0).some((l) => l.includes("solution"))).toBe(true);
    s = giveHand(s, 1, ["rubi"]);
    const r = act(justEntered(s, 0, "boate"), 0, { type: "investigate", target: 1, character: "rubi", weapon: "taco", place: "praca" });
    const shown = act(r.s, 1, { type: "show", card: "rubi" });
    const publicised = shown.events.map((e) => ({ ...e, audience: "all" as const }));
    expect(findLeaks(caso, shown.s, publicised, viewers, T0).some((l) => l.startsWith("seat 2") && l.includes("card shown"))).toBe(true);
    expect(findLeaks(caso, shown.s, shown.events, viewers, T0)).toEqual([]);
  });
});
