/** Presence: a duel cannot go on without one side, so a seat that abandons forfeits; absence changes nothing. */
import { ok, type Ctx, type Outcome, type Presence } from "../../engine";
import { beginTurn } from "./flow";
import { otherRole, type NoirState } from "./state";
import { roleOfSeat } from "./view";

export function onPresence(state: NoirState, seat: number, presence: Presence, ctx: Ctx): Outcome<NoirState> {
  const role = roleOfSeat(state, seat);
  if (presence !== "abandoned" || !role || state.phase === "over") return ok(state);
  const t = beginTurn(state, ctx, role);
  t.pub("forfeit");
  t.win(otherRole(role), "forfeit");
  return t.done();
}
