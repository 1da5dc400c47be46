/** Deadlines (CASO-17, CASO-11): the turn clock's end and the answer clock, and what each does when it runs out. */
import { begin, ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { serverAnswer } from "./investigation";
import { bumpRev } from "./proposals";
import type { CasoState } from "./state";
import { passTurn } from "./turn";
import { clockEndsAt } from "./turnClock";

export const TURN = "turn";
const ANSWER = "answer";

export function deadlines(s: CasoState): Deadline[] {
  const t = s.turn;
  if (!t || s.over) return [];
  const out: Deadline[] = [];
  const end = clockEndsAt(t.clock);
  if (end !== null && t.phase !== "awaitAnswer") out.push({ kind: TURN, at: end });
  if (t.phase === "awaitAnswer" && t.question) out.push({ kind: ANSWER, at: t.question.deadline });
  return out;
}

/** Deadlines are idempotent: a late or repeated alarm that finds nothing due changes nothing. */
export function onDeadline(s: CasoState, kind: string, ctx: Ctx): Outcome<CasoState> {
  const t = s.turn;
  if (!t || s.over) return ok(s);
  const st = begin(s, ctx);
  if (kind === TURN) {
    const end = clockEndsAt(t.clock);
    if (t.phase === "awaitAnswer" || end === null || ctx.now < end) return ok(s);
    // CASO-17: at zero the turn ends; nothing half-done applies, no accusation, the pawn stays.
    st.pub("turn_timeout", { pawn: t.pawn });
    passTurn(st);
  } else if (kind === ANSWER) {
    if (t.phase !== "awaitAnswer" || !t.question || ctx.now < t.question.deadline) return ok(s);
    // CASO-R5: at 60 s the server shows a card for the holder.
    serverAnswer(st);
  } else return ok(s);
  bumpRev(st);
  return st.done();
}
