/** Accusation (CASO-16). */
import type { Transition } from "../../engine";
import type { GameAction } from "./schema";
import type { Pawn, CasoState } from "./state";
import { eliminate, finish, passTurn } from "./turn";

/** CASO-16: right wins and closes the case; wrong eliminates and passes the turn. */
export function accuse(st: Transition<CasoState>, p: Pawn, a: Extract<GameAction, { type: "accuse" }>): void {
  const sol = st.s.solution;
  const right = a.character === sol.character && a.weapon === sol.weapon && a.place === sol.place;
  st.pub("accused", { pawn: p.id, character: a.character, weapon: a.weapon, place: a.place, right });
  // Public at once; kept for the end story (CASO-22).
  (st.s.accusations ??= []).push({ pawn: p.id, turn: st.s.turn?.number ?? 0, character: a.character, weapon: a.weapon, place: a.place, right });
  if (right) return finish(st, p.id);
  st.s.wrongAccusers.push(p.id);
  eliminate(st, p, "wrong_accusation");
  passTurn(st);
}
