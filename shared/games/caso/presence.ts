/**
 * Presence (CASO-18, CASO-21, CASO-R3/4/7/8/9): confirmed absence makes a pawn stop blocking and
 * have its answers given by the server; returning restores it where it stood; the last member
 * abandoning eliminates the pawn. Every change expires open proposals (CASO-2).
 */
import { begin, ok, type Ctx, type Outcome, type Presence, type Transition } from "../../engine";
import type { CasoState } from "./state";
import { cancelQuestion, serverAnswer } from "./investigation";
import { answersViaServer, isAbsent, liveMembers, pawnOfSeat } from "./pawns";
import { bumpRev } from "./proposals";
import { eliminate, passTurn } from "./turn";

function presenceChange(st: Transition<CasoState>, seat: number, presence: Presence): void {
  const s = st.s;
  const p = pawnOfSeat(s, seat);
  if (!p || s.over || p.abandonedSeats.includes(seat)) return;
  const wasAbsent = isAbsent(p);
  if (presence === "absent") {
    if (p.absentSeats.includes(seat)) return;
    p.absentSeats.push(seat);
  } else if (presence === "present") {
    if (!p.absentSeats.includes(seat)) return;
    p.absentSeats = p.absentSeats.filter((m) => m !== seat);
  } else {
    p.abandonedSeats.push(seat);
    p.absentSeats = p.absentSeats.filter((m) => m !== seat);
    st.priv(p.members, "member_abandoned", { pawn: p.id, seat });
  }
  if (!wasAbsent && isAbsent(p)) st.pub("pawn_absent", { pawn: p.id });
  if (wasAbsent && !isAbsent(p) && liveMembers(p).length > 0) st.pub("pawn_returned", { pawn: p.id });

  const t = s.turn;
  if (liveMembers(p).length === 0 && !p.eliminated) {
    // CASO-21: the last member left. CASO-R7: a question it was asking is cancelled, nothing shown.
    const wasCurrent = t?.pawn === p.id;
    if (wasCurrent && t?.question) cancelQuestion(st);
    eliminate(st, p, "abandoned");
    if (wasCurrent) passTurn(st);
  }
  // CASO-R4 / CASO-R7: the questioned pawn can no longer answer → the server answers at once.
  const q = s.turn?.question;
  if (q && q.target === p.id && answersViaServer(p)) serverAnswer(st);
  bumpRev(st);
}

/** A change the game does not notice (no revision bump) returns the state as it was. */
export function onPresence(s: CasoState, seat: number, presence: Presence, ctx: Ctx): Outcome<CasoState> {
  const st = begin(s, ctx);
  const before = st.s.rev;
  presenceChange(st, seat, presence);
  return st.s.rev === before ? ok(s) : st.done();
}
