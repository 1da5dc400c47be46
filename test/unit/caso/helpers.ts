/** Builders for Caso rule tests: set up a match, put pawns where a scenario needs them, act. */
import { expect } from "vitest";
import { Rng, type GameEvent, type SeatInfo } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoAction } from "../../../shared/games/caso/schema";
import type { CardId } from "../../../shared/games/caso/cards";
import type { CasoConfig } from "../../../shared/games/caso/config";
import type { PlaceId } from "../../../shared/games/caso/map";
import type { CasoState, Phase, Pos } from "../../../shared/games/caso/state";

export const T0 = 1_000_000;

export function seatsFor(teams: number[][] | number): SeatInfo[] {
  if (typeof teams === "number") return Array.from({ length: teams }, (_, seat) => ({ seat, name: `P${seat}`, choice: {} }));
  return teams.flatMap((members, team) => members.map((seat) => ({ seat, name: `P${seat}`, choice: { team } })));
}

export function newGame(opts: { seats?: number; teams?: number[][]; config?: Partial<CasoConfig>; seed?: number } = {}): CasoState {
  const config: CasoConfig = { ...caso.defaultConfig, teams: !!opts.teams, ...opts.config };
  const seats = seatsFor(opts.teams ?? opts.seats ?? 3);
  return caso.setup(seats, config, { now: T0, rng: Rng.fromSeed(opts.seed ?? 1) });
}

export const rng = (seed = 5) => Rng.fromSeed(seed);

export function act(s: CasoState, seat: number, a: CasoAction, now = T0, seed = 5): { s: CasoState; events: GameEvent[] } {
  const out = caso.apply(s, seat, a, { now, rng: Rng.fromSeed(seed) });
  if (!out.ok) throw new Error(`rejected ${a.type}: ${out.code}`);
  return { s: out.state, events: out.events };
}

export function code(s: CasoState, seat: number, a: CasoAction, now = T0): string | null {
  const out = caso.apply(s, seat, a, { now, rng: Rng.fromSeed(5) });
  return out.ok ? null : out.code;
}

/** A copy with the turn given to `pawn` in `phase` with `steps` (clock fresh at T0). */
export function turnOf(s: CasoState, pawn: number, phase: Phase, steps = 0, patch: Partial<NonNullable<CasoState["turn"]>> = {}): CasoState {
  const c = structuredClone(s);
  const p = c.pawns[pawn]!;
  c.turn = {
    pawn, number: 5, phase, sector: null, steps, redeemed: 0, impulsoUsed: false, deposited: false, wonResource: null,
    startPlace: p.pos.kind === "place" ? p.pos.place : null, entered: null, questions: 0,
    clock: { remainingMs: 180_000, since: T0 }, question: null, ...patch,
  };
  return c;
}

export function place(s: CasoState, pawn: number, pos: Pos | PlaceId | [number, number]): CasoState {
  const c = structuredClone(s);
  c.pawns[pawn]!.pos = typeof pos === "string" ? { kind: "place", place: pos } : Array.isArray(pos) ? { kind: "street", x: pos[0], y: pos[1] } : pos;
  return c;
}

export function edit(s: CasoState, f: (c: CasoState) => void): CasoState {
  const c = structuredClone(s);
  f(c);
  return c;
}

/** Give pawn `holder` exactly these cards (swapping them out of whoever had them). */
export function giveHand(s: CasoState, holder: number, cards: CardId[]): CasoState {
  return edit(s, (c) => {
    for (const p of c.pawns) p.hand = p.hand.filter((x) => !cards.includes(x));
    c.publicCards = c.publicCards.filter((x) => !cards.includes(x));
    c.pawns[holder]!.hand.push(...cards);
  });
}

export const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
export const expectOk = (c: string | null) => expect(c).toBeNull();

/** Fix the solution (its cards leave every hand; the old solution's cards go to pawn 0). */
export function withSolution(s: CasoState, sol: CasoState["solution"]): CasoState {
  return edit(s, (c) => {
    const old = [c.solution.character, c.solution.weapon, c.solution.place] as CardId[];
    const now = [sol.character, sol.weapon, sol.place] as CardId[];
    for (const p of c.pawns) p.hand = p.hand.filter((x) => !now.includes(x));
    c.publicCards = c.publicCards.filter((x) => !now.includes(x));
    c.pawns[0]!.hand.push(...old.filter((x) => !now.includes(x)));
    c.solution = sol;
  });
}

/** Pawn `pawn` has just entered `where` this turn and may investigate. */
export const justEntered = (s: CasoState, pawn: number, where: PlaceId): CasoState =>
  turnOf(place(s, pawn, where), pawn, "inPlace", 0, { entered: where, startPlace: null });
