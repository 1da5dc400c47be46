/** MATIZ-8/9 deadlines: what each clock does when it runs out (force or warn), idempotently. */
import { begin, ok, type Ctx, type Deadline, type Outcome, type Transition } from "../../engine";
import { finishRound, giverGone, loseTurn, nameOf, startRound } from "./rounds";
import { forceGuess, passOrder, settleGuess } from "./guessing";
import type { MatizState } from "./state";

function warn(t: Transition<MatizState>): Outcome<MatizState> {
  const s = t.s;
  s.clock = null;
  s.overtime = true;
  t.pub(s.phase === "clue1" || s.phase === "clue2" ? "timeout_warning_clue" : "timeout_warning_guess", {});
  return t.done();
}

/** The one clock that runs (clue, guess, the giver's absence or the reveal), as an absolute time. */
export function deadlines(s: MatizState): Deadline[] {
  return s.clock && s.phase !== "ended" ? [{ kind: s.clock.kind, at: s.clock.at }] : [];
}

/** MATIZ-8/9: deadlines are idempotent: a stale or early call changes nothing. */
export function onDeadline(state: MatizState, kind: string, ctx: Ctx): Outcome<MatizState> {
  const c = state.clock;
  if (!c || c.kind !== kind || ctx.now < c.at || state.phase === "ended") return ok(state);
  const t = begin(state, ctx);
  const s = t.s;
  const force = s.config.onTimeout === "force";
  switch (c.kind) {
    case "clue":
      if (!force) return warn(t);
      if (s.phase === "clue1") loseTurn(t, "timeout");
      else {
        t.pub("clue_pass_timeout", { seat: s.round.giver, name: nameOf(s, s.round.giver) });
        finishRound(t);
      }
      break;
    case "guess": {
      if (!force) return warn(t);
      const r = s.round;
      const late = s.config.guessMode === "turns" ? (r.turn === null ? [] : [r.turn]) : passOrder(s).filter((g) => !r.done.includes(g));
      for (const g of late) forceGuess(t, g);
      r.turn = null;
      settleGuess(t);
      break;
    }
    case "giver_away":
      // Nobody connected at all: wait for someone instead of burning everyone's turns.
      if (s.players.every((p) => p.abandoned || p.absent)) s.clock = null;
      else giverGone(t);
      break;
    case "reveal":
      startRound(t);
      break;
  }
  return t.done();
}
