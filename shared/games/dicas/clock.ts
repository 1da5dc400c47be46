/** Clocks (config turnSeconds): one step clock at a time; flow.ts says what each does when it runs out. */
import { begin, ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { FLOW } from "./flow";
import { endRound, NARRATOR_WAIT } from "./rounds";
import type { DicasState, Phase } from "./state";

export function deadlines(s: DicasState): Deadline[] {
  return s.deadline ? [{ kind: s.deadline.kind, at: s.deadline.at }] : [];
}

/** A stale or early alarm, or one for another phase, changes nothing. */
export function onDeadline(state: DicasState, kind: string, ctx: Ctx): Outcome<DicasState> {
  if (!state.deadline || state.deadline.kind !== kind || ctx.now < state.deadline.at) return ok(state);
  if (kind === NARRATOR_WAIT) {
    // DICAS-G5: the narrator stayed away for the whole wait: the round is voided, saying so.
    if (state.narrator === null || !state.absent.includes(state.narrator)) return ok(state);
    const t = begin(state, ctx);
    endRound(t, { kind: "voided", narrator: state.narrator, reason: "away" });
    return t.done();
  }
  const step = Object.hasOwn(FLOW, kind) ? FLOW[kind as Phase] : undefined;
  if (!step?.onClock || state.phase !== kind) return ok(state);
  if ((kind === "pick" && state.turn === null) || ((kind === "guess" || kind === "judge") && state.attempts.length === 0)) return ok(state);
  const t = begin(state, ctx);
  step.onClock(t);
  return t.done();
}
