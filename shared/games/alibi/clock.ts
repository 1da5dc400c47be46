/** Deadlines (ALIBI-G11): exactly one at a time, none while frozen or over; a stale or early alarm changes nothing. */
import { begin, ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { endPhase } from "./flow";
import { UNCHANGED, type AlibiState } from "./state";

export function deadlines(s: AlibiState): Deadline[] {
  return s.deadline && !s.over ? [{ kind: s.deadline.kind, at: s.deadline.at }] : [];
}

/** The phase's clock ran out: flow.ts's table says what runs next. */
export function onDeadline(state: AlibiState, kind: string, ctx: Ctx): Outcome<AlibiState> {
  const d = state.deadline;
  if (!d || state.over || d.kind !== kind || state.phase !== kind || ctx.now < d.at) return ok(state);
  const t = begin(state, ctx, UNCHANGED);
  t.s.deadline = null;
  endPhase(t);
  return t.done();
}
