/** Clocks (config turnSeconds): one step clock at a time; flow.ts says what each does when it runs out. */
import { begin, ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { FLOW } from "./flow";
import type { DicasState, Phase } from "./state";

export function deadlines(s: DicasState): Deadline[] {
  return s.deadline ? [{ kind: s.deadline.kind, at: s.deadline.at }] : [];
}

/** A stale or early alarm, or one for another phase, changes nothing. */
export function onDeadline(state: DicasState, kind: string, ctx: Ctx): Outcome<DicasState> {
  if (!state.deadline || state.deadline.kind !== kind || ctx.now < state.deadline.at) return ok(state);
  const step = Object.hasOwn(FLOW, kind) ? FLOW[kind as Phase] : undefined;
  if (!step?.onClock || state.phase !== kind) return ok(state);
  if ((kind === "pick" && state.turn === null) || ((kind === "guess" || kind === "judge") && state.attempts.length === 0)) return ok(state);
  const t = begin(state, ctx);
  step.onClock(t);
  return t.done();
}
