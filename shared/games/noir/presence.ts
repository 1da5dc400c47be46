/** Presence: a duel cannot go on without one side, so a seat that abandons forfeits; absence changes nothing. */
import { ok, type Ctx, type Outcome, type Presence } from "../../engine";
import { copyState } from "./apply";
import { Turn } from "./flow";
import { otherRole, type NoirState } from "./state";
import { roleOfSeat } from "./view";

export function onPresence(state: NoirState, seat: number, presence: Presence, _ctx: Ctx): Outcome<NoirState> {
  const role = roleOfSeat(state, seat);
  if (presence !== "abandoned" || !role || state.phase === "over") return ok(state);
  const s = copyState(state);
  const t = new Turn(s, role);
  t.pub("forfeit");
  t.win(otherRole(role), "forfeit");
  return ok(s, t.events);
}
