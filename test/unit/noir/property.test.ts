/**
 * Random complete games in every mode: after every step the grid holds each living suspect exactly
 * once, every card is in exactly one place, nobody receives a card token they may not know
 * (findLeaks, all seats + a seatless player + spectator), and changing a hidden value does not
 * change what the others see (non-interference). Games must end.
 *
 * Termination: the seed allows endless shifting (nothing forces a kill), so the random players use
 * a policy: the Killer kills with probability ½ (3 % in patient games) when it can, and always
 * after turn 200; deaths only
 * grow, so the kill target or the Inspector's death ends the game. A cap of 3000 actions turns a
 * game that does not end into a failure.
 */
import { describe, expect, it } from "vitest";
import { Rng, type Viewer } from "../../../shared/engine";
import { game as noir } from "../../../shared/games/noir";
import { ERROR_CODES } from "../../../shared/games/noir/actions";
import { EVENT_TYPES } from "../../../shared/games/noir/flow";
import { defaultConfig, MODES, type NoirConfig } from "../../../shared/games/noir/config";
import { type NoirState } from "../../../shared/games/noir/state";
import { SUSPECT_IDS, type SuspectId } from "../../../shared/games/noir/suspects";
import { view } from "../../../shared/games/noir/view";
import { findLeaks, viewersOf } from "../../support/leak";
import { anyAction, choose, EAGER, legalMoves, PATIENT, type Policy } from "../../support/play/noir";
import { fixture, seatInfos } from "./fixtures";

const VIEWERS = viewersOf(3); // seats 0 and 1 play, seat 2 has no role, plus a spectator
const CAP = 3000;

const ALL = [...SUSPECT_IDS].sort().join();
/** Plain throws rather than expect(): this runs after every one of tens of thousands of steps. */
function assert(cond: boolean, what: string): void {
  if (!cond) throw new Error(`invariant: ${what}`);
}

function checkInvariants(s: NoirState): void {
  const cols = s.grid[0]!.length;
  assert(s.grid.every((row) => row.length === cols), "rectangular grid");
  const onGrid = s.grid.flat().map((c) => c.suspect);
  // Each suspect exactly once on the grid or among the removed; the removed are all dead.
  assert([...onGrid, ...s.removed].sort().join() === ALL, "each suspect once on the grid or removed");
  assert(s.removed.every((id) => !onGrid.includes(id)), "removed suspects are off the grid");
  const living = s.grid.flat().filter((c) => !c.dead);
  assert(s.deceased === 25 - living.length, "deceased count");
  assert(s.kills <= s.deceased, "kills ≤ deceased");
  // Every card in exactly one place.
  const cards: string[] = [...s.deck, ...s.hand, s.killerCard, ...(s.inspectorCard ? [s.inspectorCard] : [])].map((c) => c.suspect);
  assert([...cards, ...s.discards.map((d) => d.suspect)].sort().join() === ALL, "every card in one place");
  // Identities are alive on the grid (the Inspector's unless it was just killed).
  const alive = (id: SuspectId) => living.some((c) => c.suspect === id);
  assert(alive(s.killerCard.suspect), "Killer alive");
  if (s.inspectorCard && s.result?.reason !== "killedInspector") assert(alive(s.inspectorCard.suspect), "Inspector alive");
  // Hand size: 4 while choosing or discarding, else 3 minus the citizen's arrests.
  const extra = s.phase === "inspectorPickIdentity" || s.phase === "inspectorDiscard" ? 1 : 0;
  if (s.phase !== "killerFirstKill") assert(s.hand.length === 3 - s.citizenArrestsUsed + extra, "hand size");
  // Innocents: standard modes only, on living suspects that were discarded.
  for (const c of s.grid.flat().filter((c) => c.innocent)) {
    assert(s.config.mode !== "classic" && !c.dead && s.discards.some((d) => d.suspect === c.suspect), "innocent marker");
  }
}

const viewText = (s: NoirState, v: Viewer) => JSON.stringify(view(s, v));

/** Non-interference: change one hidden value; viewers who may not know it must see the same view. */
function checkNonInterference(s: NoirState, rng: Rng): void {
  const others = (seat: number) => VIEWERS.filter((v) => v.kind === "spectator" || v.seat !== seat);
  const same = (a: NoirState, b: NoirState, viewers: Viewer[]) => {
    for (const v of viewers) if (viewText(b, v) !== viewText(a, v)) throw new Error(`non-interference broken for ${JSON.stringify(v)}`);
  };
  if (s.deck.length >= 2) {
    const t = structuredClone(s);
    t.deck = rng.shuffle(t.deck);
    same(s, t, VIEWERS);
  }
  if (s.phase === "over") return;
  const livingInDeck = s.deck.findIndex((c) => s.grid.flat().some((g) => g.suspect === c.suspect && !g.dead));
  if (livingInDeck >= 0) {
    const t = structuredClone(s);
    [t.killerCard, t.deck[livingInDeck]] = [t.deck[livingInDeck]!, t.killerCard];
    same(s, t, others(s.seats.killer));
    if (s.inspectorCard) {
      const u = structuredClone(s);
      [u.inspectorCard, u.deck[livingInDeck]] = [u.deck[livingInDeck]!, u.inspectorCard!];
      same(s, u, others(s.seats.inspector));
    }
  }
  if (s.hand.length > 0 && s.deck.length > 0) {
    const t = structuredClone(s);
    const i = rng.int(t.hand.length);
    [t.hand[i], t.deck[0]] = [t.deck[0]!, t.hand[i]!];
    same(s, t, others(s.seats.inspector));
  }
}

function randomConfig(rng: Rng, mode: NoirConfig["mode"]): NoirConfig {
  return {
    mode,
    killTarget: rng.next() < 0.5 ? 16 : 3 + rng.int(21),
    disguiseDeathsCount: rng.next() < 0.7,
    swapRoles: rng.next() < 0.5,
  };
}

function playOne(seed: number, mode: NoirConfig["mode"]): { steps: number; state: NoirState } {
  const rng = Rng.fromSeed(seed);
  const config = randomConfig(rng, mode);
  const choice = rng.pick([null, { role: "killer" }, { role: "inspector" }]);
  let s = noir.setup(seatInfos(choice, null), config, { now: 0, rng });
  expect(findLeaks(noir, s, [], VIEWERS, 0)).toEqual([]);
  // Half the games are patient (few kills), so decks run out and grids get shuffled a lot.
  const policy = rng.pick<Policy>([EAGER, PATIENT]);
  let steps = 0;
  for (; steps < CAP && !noir.result(s); steps++) {
    const { seat, moves } = legalMoves(s);
    assert(moves.length > 0, `a legal move exists at step ${steps}`);
    // The generator is complete: any random action the server accepts is among the legal moves.
    const probe = anyAction(rng);
    const probed = noir.apply(s, seat, probe, { now: steps, rng });
    if (probed.ok) assert(moves.some((m) => JSON.stringify(m) === JSON.stringify(probe)), `generator lists ${JSON.stringify(probe)}`);
    else assert((ERROR_CODES as readonly string[]).includes(probed.code), `known error code ${probed.code}`);
    // The seat not on turn and a seatless player cannot act.
    const idle = s.seats[s.toMove === "killer" ? "inspector" : "killer"];
    for (const who of [idle, 2]) assert(!noir.apply(s, who, probe, { now: steps, rng }).ok, "only the seat on turn acts");
    const out = noir.apply(s, seat, choose(moves, s, rng, policy), { now: steps, rng });
    if (!out.ok) throw new Error(`legal move rejected: ${out.code}`);
    s = out.state;
    for (const e of out.events) assert((EVENT_TYPES as readonly string[]).includes(e.type), `known event ${e.type}`);
    checkInvariants(s);
    const leaks = findLeaks(noir, s, out.events, VIEWERS, steps);
    if (leaks.length) throw new Error(`seed ${seed} step ${steps}: ${leaks[0]}`);
    if (steps % 5 === 0) checkNonInterference(s, rng);
  }
  return { steps, state: s };
}

describe("Noir random play", () => {
  for (const mode of MODES) {
    it(`NOIR-12 NOIR-9 ${mode}: 80 random games end, keep every living suspect once on the grid and leak nothing`, { timeout: 30_000 }, () => {
      const reasons = new Map<string, number>();
      const seen = new Set<string>();
      let total = 0;
      for (let g = 0; g < 80; g++) {
        const seed = 1000 * MODES.indexOf(mode) + g;
        const { state, steps } = playOne(seed, mode);
        total += steps;
        for (const l of state.log) seen.add(l.type);
        if (state.deck.length === 0) seen.add("deck emptied");
        const r = noir.result(state);
        expect(r, `seed ${seed} did not end`).not.toBeNull();
        checkNonInterference(state, Rng.fromSeed(seed));
        const reason = state.result!.reason;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      // Random play reaches more than one ending.
      expect(reasons.size).toBeGreaterThan(1);
      expect(total).toBeGreaterThan(80 * 10);
      // The random games do reach the rules under test.
      for (const type of ["shiftRow", "shiftCol", "killed", "disguised", "disguiseFailed", "arrestMiss", "exonerated"]) expect(seen).toContain(type);
      expect(seen.has("collapseRow") || seen.has("collapseCol")).toBe(true);
      expect(seen).toContain("deck emptied");
      if (mode !== "classic") expect(seen).toContain("canvassKillerYes");
      if (mode === "citizen") expect(seen).toContain("citizenArrestMiss");
    });
  }

  it("the leak check catches a view that shows the hand to everyone", () => {
    const s = fixture();
    const leaky = { ...noir, view: (st: NoirState, v: Viewer) => ({ ...view(st, v), hand: st.hand }) };
    expect(findLeaks(leaky, s, [], VIEWERS, 0).length).toBeGreaterThan(0);
    const leakyEvent = [{ type: "drewYou", audience: "all" as const, params: { card: s.deck[0]!.id } }];
    expect(findLeaks(noir, s, leakyEvent, VIEWERS, 0).length).toBeGreaterThan(0);
  });

  it("the non-interference check catches a view that tells the Inspector who the Killer is", () => {
    const s = fixture();
    const real = view;
    const leaky = (st: NoirState, v: Viewer) => ({ ...real(st, v), hint: st.killerCard.suspect });
    const t = structuredClone(s);
    const j = t.deck.findIndex((c) => c.suspect === "yuri");
    [t.killerCard, t.deck[j]] = [t.deck[j]!, t.killerCard];
    const inspector: Viewer = { kind: "seat", seat: s.seats.inspector };
    expect(JSON.stringify(leaky(s, inspector))).not.toBe(JSON.stringify(leaky(t, inspector)));
    expect(JSON.stringify(real(s, inspector))).toBe(JSON.stringify(real(t, inspector)));
  });

  it("default config plays to the end from setup", () => {
    expect(defaultConfig.mode).toBe("standard");
    expect(noir.result(playOne(99, defaultConfig.mode).state)).not.toBeNull();
  });
});
