/** MATIZ-8/9 deadlines: what each clock does when it runs out (force or warn), idempotently. */
import { ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { finishRound, giverGone, loseTurn, nameOf, startRound, type Events } from "./flow";
import { forceGuess, passOrder, settleGuess } from "./guessing";
import type { MatizState } from "./state";

function warn(s: MatizState, events: Events): Outcome<MatizState> {
  s.clock = null;
  s.overtime = true;
  events.push({ type: s.phase === "clue1" || s.phase === "clue2" ? "timeout_warning_clue" : "timeout_warning_guess", audience: "all", params: {} });
  return ok(s, events);
}

/** The one clock that runs (clue, guess, the giver's absence or the reveal), as an absolute time. */
export function deadlines(s: MatizState): Deadline[] {
  return s.clock && s.phase !== "ended" ? [{ kind: s.clock.kind, at: s.clock.at }] : [];
}

/** MATIZ-8/9: deadlines are idempotent: a stale or early call changes nothing. */
export function onDeadline(state: MatizState, kind: string, ctx: Ctx): Outcome<MatizState> {
  const c = state.clock;
  if (!c || c.kind !== kind || ctx.now < c.at || state.phase === "ended") return ok(state);
  const s = structuredClone(state);
  const events: Events = [];
  const force = s.config.onTimeout === "force";
  switch (c.kind) {
    case "clue":
      if (!force) return warn(s, events);
      if (s.phase === "clue1") loseTurn(s, ctx, events, "timeout");
      else {
        events.push({ type: "clue_pass_timeout", audience: "all", params: { seat: s.round.giver, name: nameOf(s, s.round.giver) } });
        finishRound(s, ctx, events);
      }
      break;
    case "guess": {
      if (!force) return warn(s, events);
      const r = s.round;
      const late = s.config.guessMode === "turns" ? (r.turn === null ? [] : [r.turn]) : passOrder(s).filter((g) => !r.done.includes(g));
      for (const g of late) forceGuess(s, g, ctx, events);
      r.turn = null;
      settleGuess(s, ctx, events);
      break;
    }
    case "giver_away":
      // Nobody connected at all: wait for someone instead of burning everyone's turns.
      if (s.players.every((p) => p.abandoned || p.absent)) s.clock = null;
      else giverGone(s, ctx, events);
      break;
    case "reveal":
      startRound(s, ctx, events);
      break;
  }
  return ok(s, events);
}
