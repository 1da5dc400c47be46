/** The initial state from the lobby's choices: pawns, deal, first player (CASO-G2, CASO-G5). */
import { Transition, type SeatInfo, type SetupCtx } from "../../engine";
import { CHARACTERS, deal, type CharacterId } from "./cards";
import { groupSeats, parseChoice, type CasoConfig } from "./config";
import { MAP } from "./map";
import { RESOURCE_KINDS, type ResourceKind } from "./roulette";
import { beginTurn } from "./turn";
import type { CasoState, Pawn } from "./state";

const noResources = (): Record<ResourceKind, number> => Object.fromEntries(RESOURCE_KINDS.map((k) => [k, 0])) as Record<ResourceKind, number>;

export function setup(seats: readonly SeatInfo[], config: CasoConfig, ctx: SetupCtx): CasoState {
  const groups = groupSeats(config, seats);
  const choiceOf = new Map(seats.map((s) => [s.seat, parseChoice(s.choice)]));
  const taken = new Set<CharacterId>();
  const picked = groups.map((g) => {
    const c = g.members.map((m) => choiceOf.get(m)?.character).find((x): x is CharacterId => !!x && !taken.has(x));
    if (c) taken.add(c);
    return c ?? null;
  });
  const d = deal(groups.length, ctx.rng);
  const pawns: Pawn[] = groups.map((g, id) => {
    let character = picked[id];
    if (!character) {
      // Characters still free at the start are assigned at random (CASO-G2).
      character = ctx.rng.pick(CHARACTERS.filter((x) => !taken.has(x)));
      taken.add(character);
    }
    return {
      id, team: g.team, members: g.members, character, pos: { kind: "place", place: MAP.start }, hand: d.hands[id]!,
      resources: noResources(), capsule: { balance: 0, deposited: false }, passagesUsed: [], cycle: { visited: [], completed: 0 },
      eliminated: false, absentSeats: [], abandonedSeats: [],
    };
  });
  const first = ctx.rng.int(pawns.length);
  const state: CasoState = {
    config, rev: 0, pawns, order: pawns.map((_, i) => (first + i) % pawns.length), turn: null, solution: d.solution,
    publicCards: d.publicCards, evidence: [], proposals: [], ids: {}, marks: {}, notes: [], over: null, wrongAccusers: [],
  };
  beginTurn(new Transition(state, ctx.now, ctx.rng), state.order[0]!);
  return state;
}
