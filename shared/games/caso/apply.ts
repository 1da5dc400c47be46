/** The action dispatcher: parse-checked actions from a seat, rejected with a code or applied. */
import { begin, reject, type Ctx, type Outcome } from "../../engine";
import { canDo } from "./actions";
import { isGameAction, type CasoAction, type Code } from "./schema";
import { applyFicha } from "./ficha";
import { liveMembers, pawnOfSeat, quorumMembers } from "./pawns";
import { execute } from "./play";
import { bumpRev, confirmationOn, propose, vote, withdraw } from "./proposals";
import type { CasoState } from "./state";
import { knowledgeOf } from "./view";

export function apply(s: CasoState, seat: number, a: CasoAction, ctx: Ctx): Outcome<CasoState> {
  const p = pawnOfSeat(s, seat);
  if (!p || !liveMembers(p).includes(seat)) return reject("not_a_player");
  if (a.type === "mark" || a.type === "note" || a.type === "deleteNote") {
    const st = begin(s, ctx);
    const code = applyFicha(st.s, seat, a);
    return code ? reject(code) : st.done();
  }
  if (s.over) return reject("game_over");
  const st = begin(s, ctx);
  const me = st.s.pawns[p.id]!;
  let code: Code;
  if (a.type === "propose") code = propose(st, me, seat, a.action);
  else if (a.type === "vote") code = vote(st, me, seat, a.id, a.yes);
  else if (a.type === "withdraw") code = withdraw(st, me, seat, a.id);
  else if (isGameAction(a)) {
    // With collective confirmation a team acts through proposals, unless it is down to one voter.
    if (confirmationOn(s) && quorumMembers(s, p).length > 1) return reject("proposal_required");
    code = canDo(knowledgeOf(s, seat, ctx.now), a);
    if (!code) {
      execute(st, p.id, a);
      bumpRev(st);
    }
  } else code = "unknown_action";
  return code ? reject(code) : st.done();
}
