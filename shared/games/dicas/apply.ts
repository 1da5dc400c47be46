/** Applying a player's action: each checked by its shared predicate first. */
import { ok, reject, type Ctx, type GameEvent, type Outcome } from "../../engine";
import { canGuess, canJudge, canPass, canPick, canReveal, cleanGuess, type DicasAction, type TurnInfo } from "./actions";
import { cardById } from "./decks";
import { NARRATOR_WAIT, advanceTurn, endRound, solvedEnd, usedNumbers, withDeadline, type Step } from "./rounds";
import type { Attempt, DicasState } from "./state";

export function turnInfo(s: DicasState): TurnInfo {
  return { phase: s.phase, narrator: s.narrator, turn: s.turn, usedNumbers: usedNumbers(s), narratorAway: s.narrator !== null && s.absent.includes(s.narrator) };
}

function patchLast(s: DicasState, patch: Partial<Attempt>): DicasState {
  const attempts = s.attempts.map((a, i) => (i === s.attempts.length - 1 ? { ...a, ...patch } : a));
  return { ...s, attempts };
}

function last(s: DicasState): Attempt {
  return s.attempts[s.attempts.length - 1]!;
}

/** DICAS-3/7: the clue of the picked number becomes public — the only thing a narrator can reveal. */
export function revealPicked(s: DicasState, ctx: Ctx, type: "revealed" | "auto_revealed"): Step {
  const a = last(s);
  const clue = cardById(s.cardId!).clues[a.n - 1]!;
  const next = withDeadline({ ...patchLast(s, { revealed: true }), phase: "guess" }, "guess", ctx.now);
  return { state: next, events: [{ type, audience: "all", params: { seat: a.seat, n: a.n, clue } }] };
}

export function applyAction(s: DicasState, seat: number, action: DicasAction, ctx: Ctx): Outcome<DicasState> {
  const t = turnInfo(s);
  const done = (step: Step) => ok(step.state, step.events);
  switch (action.type) {
    case "pick": {
      const e = canPick(t, seat, action.n);
      if (e) return reject(e);
      const attempt: Attempt = { n: action.n, seat, revealed: false, guess: null, verdict: null };
      const next = withDeadline({ ...s, attempts: [...s.attempts, attempt], phase: "reveal" }, "reveal", ctx.now);
      return ok(next, [{ type: "picked", audience: "all", params: { seat, n: action.n } }]);
    }
    case "reveal": {
      const e = canReveal(t, seat);
      if (e) return reject(e);
      return done(revealPicked(s, ctx, "revealed"));
    }
    case "guess": {
      const e = canGuess(t, seat, action.text);
      if (e) return reject(e);
      const text = cleanGuess(action.text);
      const next = withDeadline({ ...patchLast(s, { guess: text }), phase: "judge" }, "judge", ctx.now);
      return ok(next, [{ type: "guessed", audience: "all", params: { seat, n: last(s).n, text } }]);
    }
    case "pass": {
      const e = canPass(t, seat);
      if (e) return reject(e);
      const events: GameEvent[] = [{ type: "passed", audience: "all", params: { seat, n: last(s).n } }];
      return done(advanceTurn(patchLast(s, { verdict: "pass" }), ctx, events));
    }
    case "judge": {
      const e = canJudge(t, seat);
      if (e) return reject(e);
      const a = last(s);
      if (action.right) {
        const marked = patchLast(s, { verdict: "right" });
        return done(endRound(marked, solvedEnd(marked, a.seat), ctx, []));
      }
      const events: GameEvent[] = [{ type: "judged_wrong", audience: "all", params: { seat: a.seat, n: a.n, text: a.guess ?? "" } }];
      return done(advanceTurn(patchLast(s, { verdict: "wrong" }), ctx, events));
    }
  }
}

/**
 * Clocks (config turnSeconds). *gap:* pick → the turn passes with no clue used; reveal → the
 * picked clue is revealed automatically (the rules would reveal it anyway); guess → counts as a
 * pass; judge → the guess counts as wrong. None of these reveals anything the rules hide.
 */
export function onDeadline(s: DicasState, kind: string, ctx: Ctx): Outcome<DicasState> {
  if (!s.deadline || s.deadline.kind !== kind || ctx.now < s.deadline.at) return ok(s);
  const done = (step: Step) => ok(step.state, step.events);
  const a = s.attempts[s.attempts.length - 1];
  switch (kind) {
    case "pick":
      if (s.phase !== "pick" || s.turn === null) return ok(s);
      return done(advanceTurn(s, ctx, [{ type: "pick_timeout", audience: "all", params: { seat: s.turn } }]));
    case "reveal":
      if (s.phase !== "reveal") return ok(s);
      return done(revealPicked(s, ctx, "auto_revealed"));
    case "guess":
      if (s.phase !== "guess" || !a) return ok(s);
      return done(advanceTurn(patchLast(s, { verdict: "timeout" }), ctx, [{ type: "guess_timeout", audience: "all", params: { seat: a.seat, n: a.n } }]));
    case "judge":
      if (s.phase !== "judge" || !a) return ok(s);
      return done(advanceTurn(patchLast(s, { verdict: "timeout" }), ctx, [{ type: "judge_timeout", audience: "all", params: { seat: a.seat, n: a.n } }]));
    case NARRATOR_WAIT:
      // DICAS-G5: the narrator stayed away for the whole wait: the round is voided, saying so.
      if (s.narrator === null || !s.absent.includes(s.narrator)) return ok(s);
      return done(endRound(s, { kind: "voided", narrator: s.narrator, reason: "away" }, ctx, []));
    default:
      return ok(s);
  }
}
