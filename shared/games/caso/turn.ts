/** Turn order, starting and passing turns, elimination and the end of the case (CASO-G5, CASO-16). */
import type { Transition } from "../../engine";
import { startClock, turnMs } from "./turnClock";
import type { Pawn, CasoState } from "./state";
import { isAbsent } from "./pawns";
import { RESOURCE_KINDS } from "./roulette";

export function beginTurn(st: Transition<CasoState>, pawnId: number): void {
  const p = st.s.pawns[pawnId]!;
  const number = (st.s.turn?.number ?? 0) + 1;
  st.s.turn = {
    pawn: pawnId, number, phase: "spin", sector: null, steps: 0, redeemed: 0, impulsoUsed: false, deposited: false,
    wonResource: null, startPlace: p.pos.kind === "place" ? p.pos.place : null, entered: null, questions: 0,
    clock: startClock(turnMs(st.s.config), st.now), question: null,
  };
  st.pub("turn_started", { pawn: pawnId, number });
}

/**
 * Pass the turn in play order. Eliminated pawns are skipped; absent ones too, with a public
 * "vez pulada: ausente" (skipAbsentTurn). If nobody is present the next live pawn gets the turn
 * and its clock runs out on its own. The current pawn is the last candidate (CASO-R12).
 */
export function passTurn(st: Transition<CasoState>): void {
  const s = st.s;
  if (s.over) return;
  const from = s.turn ? s.order.indexOf(s.turn.pawn) : -1;
  const candidates = s.order.map((_, i) => s.pawns[s.order[(from + 1 + i) % s.order.length]!]!).filter((p) => !p.eliminated);
  if (candidates.length === 0) return finish(st, null);
  const skipAbsent = s.config.skipAbsentTurn;
  const present = candidates.find((p) => !skipAbsent || !isAbsent(p));
  if (!present) return beginTurn(st, candidates[0]!.id);
  for (const p of candidates) {
    if (p === present) break;
    st.pub("turn_skipped_absent", { pawn: p.id });
  }
  beginTurn(st, present.id);
}

/** The case ends: a winner, or nobody; the solution is revealed to all (CASO-16). */
export function finish(st: Transition<CasoState>, winner: number | null): void {
  const s = st.s;
  s.over = { winner };
  s.turn = null;
  st.pub("case_closed", { winner, character: s.solution.character, weapon: s.solution.weapon, place: s.solution.place });
}

/** Eliminate a pawn: no more turns, resources and Cápsula void, stops blocking (CASO-16, CASO-21). */
export function eliminate(st: Transition<CasoState>, p: Pawn, reason: "wrong_accusation" | "abandoned"): void {
  if (p.eliminated) return;
  p.eliminated = true;
  for (const k of RESOURCE_KINDS) p.resources[k] = 0;
  p.capsule.balance = 0;
  st.pub("eliminated", { pawn: p.id, reason });
  if (st.s.pawns.every((o) => o.eliminated)) finish(st, null);
}
