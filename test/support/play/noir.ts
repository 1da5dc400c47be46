/**
 * Noir's random player, the one the property test (test/unit/noir/property.test.ts) and the
 * whole-wire adapter (test/support/wire/noir.ts) both play with: legal moves from the seat's own
 * knowledge (`legalActions`), chosen by a policy, and junk from the whole action space.
 */
import type { Rng } from "../../../shared/engine";
import { legalActions, type NoirAction } from "../../../shared/games/noir/actions";
import type { NoirState } from "../../../shared/games/noir/state";
import { SUSPECT_IDS } from "../../../shared/games/noir/suspects";
import { knowledgeOf } from "../../../shared/games/noir/view";

/** A random action from the whole action space, legal or not. */
export function anyAction(rng: Rng): NoirAction {
  const s = rng.pick(SUSPECT_IDS);
  return rng.pick<NoirAction>([
    { type: "shift", axis: rng.pick(["row", "col"] as const), index: rng.int(5), dir: rng.pick([1, -1] as const) },
    { type: "kill", suspect: s },
    { type: "disguise" },
    { type: "pickIdentity", suspect: s },
    { type: "arrest", suspect: s },
    { type: "exonerate" },
    { type: "discard", suspect: s },
    { type: "citizenArrest", discard: rng.pick(SUSPECT_IDS), suspect: s },
  ]);
}

/** How eagerly the player takes a kill, an arrest or a deck action when one is legal. */
export interface Policy {
  kill: number;
  arrest: number;
  deck: number;
}
/** Decisive play (games end quickly) and patient play (decks run out, grids shift a lot). */
export const EAGER: Policy = { kill: 0.5, arrest: 0.3, deck: 0.1 };
export const PATIENT: Policy = { kill: 0.03, arrest: 0.03, deck: 0.5 };

/** Kills, arrests and deck actions with the policy's odds (a kill always after turn 200); otherwise any legal move. */
export function choose(moves: NoirAction[], s: NoirState, rng: Rng, p: Policy): NoirAction {
  const kills: NoirAction[] = moves.filter((m) => m.type === "kill");
  if (kills.length > 0 && (s.turn > 200 || rng.next() < p.kill)) return rng.pick(kills);
  const arrests: NoirAction[] = moves.filter((m) => m.type === "arrest" || m.type === "citizenArrest");
  if (arrests.length > 0 && rng.next() < p.arrest) return rng.pick(arrests);
  const deck = moves.filter((m) => m.type === "disguise" || m.type === "exonerate");
  if (deck.length > 0 && rng.next() < p.deck) return rng.pick(deck);
  const rest = moves.filter((m) => !kills.includes(m) && !arrests.includes(m));
  return rng.pick(rest.length > 0 ? rest : moves);
}

/** Every legal move of the seat on turn, from what that seat knows. */
export function legalMoves(s: NoirState): { seat: number; moves: NoirAction[] } {
  const seat = s.seats[s.toMove];
  return { seat, moves: legalActions(knowledgeOf(s, seat)) };
}

/** One move for the room: mostly the seat on turn playing a legal move by the policy, sometimes junk from any seat. */
export function randomMove(s: NoirState, rng: Rng, seats: readonly number[], p: Policy, junk = 0.12): { seat: number; action: NoirAction } {
  if (s.phase === "over" || rng.next() < junk) return { seat: rng.pick(seats), action: anyAction(rng) };
  const { seat, moves } = legalMoves(s);
  return { seat, action: moves.length ? choose(moves, s, rng, p) : anyAction(rng) };
}
