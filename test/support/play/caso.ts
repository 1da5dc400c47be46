/**
 * Caso's random player, the one the property and leak tests (test/unit/caso/randomPlay.ts) and the
 * whole-wire adapter (test/support/wire/caso.ts) both play with: the questioned pawn answers or the
 * pawn on turn acts (a proposal and votes in confirmation mode), its candidates weighted and
 * filtered by the rules' own `canDo` nine times in ten; Ficha edits; junk. With `finish` (the
 * whole-wire runs, whose matches are cut after 25 room steps) the pawn on turn leans toward
 * ending its turn and accusing, so that many cut matches still reach their end.
 */
import type { Rng } from "../../../shared/engine";
import { canDo } from "../../../shared/games/caso/actions";
import type { CasoAction, GameAction } from "../../../shared/games/caso/schema";
import { knowledgeOf } from "../../../shared/games/caso/view";
import { ALL_CARDS, CHARACTERS, WEAPONS } from "../../../shared/games/caso/cards";
import { PLACE_IDS } from "../../../shared/games/caso/map";
import { legalDestinations } from "../../../shared/games/caso/movement";
import { liveMembers } from "../../../shared/games/caso/pawns";
import { RESOURCE_KINDS } from "../../../shared/games/caso/roulette";
import type { CasoState } from "../../../shared/games/caso/state";

export const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[rng.int(xs.length)] : undefined);

/** Candidate game actions for the pawn whose turn it is, repeated by weight (not all legal). */
function turnCandidates(s: CasoState, rng: Rng, accuseBias: number): GameAction[] {
  const t = s.turn!;
  const p = s.pawns[t.pawn]!;
  const triple = () => ({ character: pick(rng, CHARACTERS)!, weapon: pick(rng, WEAPONS)!, place: pick(rng, PLACE_IDS)! });
  const out: GameAction[] = [];
  const add = (a: GameAction, weight = 1) => {
    for (let i = 0; i < weight; i++) out.push(a);
  };
  const others = s.pawns.filter((o) => o.id !== p.id);
  const investigate = (): GameAction => ({ type: "investigate", target: pick(rng, others)!.id, ...triple() });
  const accuse = (): GameAction => ({ type: "accuse", ...(rng.next() < 0.3 ? s.solution : triple()) });
  switch (t.phase) {
    case "spin":
      add({ type: "spin" }, 16);
      add({ type: "skipMove" }, 2);
      add({ type: "endTurn" });
      break;
    case "choose":
      add({ type: "choose", result: 1 + rng.int(12) }, 3);
      add({ type: "choose", result: pick(rng, RESOURCE_KINDS)! });
      add({ type: "endTurn" });
      break;
    case "plan": {
      if (p.capsule.balance > 0) add({ type: "redeem", n: 1 + rng.int(p.capsule.balance) }, 3);
      add({ type: "impulso" }, 3);
      add({ type: "passage" }, 4);
      const ds = legalDestinations(s, p.id);
      const places = ds.filter((d) => d.to.kind === "place");
      const d = pick(rng, places);
      if (d) add(rng.next() < 0.3 ? { ...d.action, deposit: true } : d.action, 12);
      const street = pick(rng, ds);
      if (street) add(street.action, 3);
      add({ type: "move", path: [[rng.int(24), rng.int(24)]], enter: rng.next() < 0.5 }); // usually illegal
      add({ type: "skipMove" });
      add({ type: "endTurn" });
      break;
    }
    case "inPlace":
    case "answered":
      add(investigate(), t.phase === "inPlace" ? 12 : 3);
      if (rng.next() < accuseBias) add(accuse(), 4);
      add({ type: "endTurn" }, 2);
      break;
    case "moved":
      if (rng.next() < accuseBias) add(accuse(), 4);
      add({ type: "endTurn" }, 3);
      break;
    case "awaitAnswer":
      add({ type: "endTurn" }); // always illegal: an answer is pending
      add(accuse());
      break;
  }
  return out;
}

/**
 * The finishing candidates for the pawn on turn: few detours (no junk moves, no plain endTurn before
 * a spin), a destination place six times in nine while planning, and from a place or after a move
 * an accusation (right three times in ten) or the end of the turn.
 */
function finishingCandidates(s: CasoState, rng: Rng, accuseBias: number): GameAction[] {
  const t = s.turn!;
  const p = s.pawns[t.pawn]!;
  const triple = () => ({ character: pick(rng, CHARACTERS)!, weapon: pick(rng, WEAPONS)!, place: pick(rng, PLACE_IDS)! });
  const others = s.pawns.filter((o) => o.id !== p.id);
  const accuse = (): GameAction => ({ type: "accuse", ...(rng.next() < 0.3 ? s.solution : triple()) });
  switch (t.phase) {
    case "spin":
      return [{ type: "spin" }, { type: "spin" }, { type: "spin" }, { type: "skipMove" }];
    case "choose":
      return [{ type: "choose", result: 1 + rng.int(12) }, { type: "choose", result: pick(rng, RESOURCE_KINDS)! }];
    case "plan": {
      const ds = legalDestinations(s, p.id);
      const places = ds.filter((d) => d.to.kind === "place");
      const out: GameAction[] = [{ type: "passage" }, { type: "impulso" }, { type: "skipMove" }];
      const d = pick(rng, places) ?? pick(rng, ds);
      if (d) for (let i = 0; i < 6; i++) out.push(d.action);
      if (p.capsule.balance > 0) out.push({ type: "redeem", n: 1 + rng.int(p.capsule.balance) });
      return out;
    }
    case "inPlace":
    case "answered": {
      const out: GameAction[] = [{ type: "endTurn" }];
      if (t.phase === "inPlace") for (let i = 0; i < 4; i++) out.push({ type: "investigate", target: pick(rng, others)!.id, ...triple() });
      if (rng.next() < accuseBias) out.push(accuse(), { type: "accuse", ...triple() });
      return out;
    }
    case "moved":
      return rng.next() < accuseBias ? [accuse()] : [{ type: "endTurn" }];
    default:
      return [{ type: "endTurn" }];
  }
}

/** A Ficha edit (a mark or a note), which needs no turn and no vote. */
export function fichaEdit(rng: Rng, noteText: string): CasoAction {
  return rng.next() < 0.5
    ? { type: "mark", card: pick(rng, ALL_CARDS)!, mark: pick(rng, ["found", "suspect", null] as const)! }
    : { type: "note", text: noteText, shared: rng.next() < 0.5 };
}

/**
 * A game move by a present member of the acting pawn (the questioned pawn answers 7 times in 10
 * while a question waits, else the pawn on turn acts), or null when no member is present. In
 * confirmation mode a member votes on (or withdraws) an open proposal of its pawn, or proposes.
 * `finish` plays the pawn on turn with `finishingCandidates` and an accusation bias that grows faster (turn / 15, not turn / 40).
 */
export function gameMove(s: CasoState, rng: Rng, now: number, opts: { finish?: boolean } = {}): { seat: number; action: CasoAction } | null {
  const t = s.turn!;
  const q = t.question;
  const accuseBias = Math.min(0.9, t.number / (opts.finish ? 15 : 40));
  const actorPawn = q && rng.next() < 0.7 ? s.pawns[q.target]! : s.pawns[t.pawn]!;
  const seat = pick(rng, liveMembers(actorPawn).filter((m) => !actorPawn.absentSeats.includes(m)));
  if (seat === undefined) return null;
  const confirm = s.config.teams && s.config.collectiveConfirmation;
  const mine = s.proposals.filter((p) => p.pawn === actorPawn.id);
  if (confirm && mine.length > 0 && rng.next() < 0.6) {
    const pr = pick(rng, mine)!;
    return { seat, action: rng.next() < 0.1 ? { type: "withdraw", id: pr.id } : { type: "vote", id: pr.id, yes: rng.next() < 0.85 } };
  }
  const forTurn = opts.finish ? finishingCandidates : turnCandidates;
  let actions: GameAction[] = q && actorPawn.id === q.target ? actorPawn.hand.map((card) => ({ type: "show", card }) as GameAction) : forTurn(s, rng, accuseBias);
  const verdict = new Map<GameAction, boolean>();
  const known = knowledgeOf(s, actorPawn.members[0]!, now);
  const isLegal = (a: GameAction) => {
    if (!verdict.has(a)) verdict.set(a, canDo(known, a) === null);
    return verdict.get(a)!;
  };
  const legal = actions.filter(isLegal);
  actions = legal.length > 0 && rng.next() < 0.9 ? legal : actions;
  const a = pick(rng, actions);
  if (!a) return null;
  return { seat, action: confirm ? { type: "propose", action: a } : a };
}
