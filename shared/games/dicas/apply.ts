/** Applying a player's action: the seat's view judged by the shared predicate first, then the change on a copy. */
import { begin, reject, type Ctx, type Outcome } from "../../engine";
import { canDo, cleanGuess, type DicasAction } from "./actions";
import { revealPicked } from "./flow";
import { advanceTurn, endRound, lastAttempt, solvedEnd, enter } from "./rounds";
import type { DicasState } from "./state";
import { knowledgeOf } from "./view";

export function apply(state: DicasState, seat: number, action: DicasAction, ctx: Ctx): Outcome<DicasState> {
  const e = canDo(knowledgeOf(state, seat), action);
  if (e) return reject(e);
  const t = begin(state, ctx);
  const s = t.s;
  const a = lastAttempt(s);
  switch (action.type) {
    case "pick":
      s.attempts.push({ n: action.n, seat, revealed: false, guess: null, verdict: null });
      enter(t, "reveal");
      t.pub("picked", { seat, n: action.n });
      break;
    case "reveal":
      revealPicked(t, "revealed");
      break;
    case "guess": {
      const text = cleanGuess(action.text);
      a!.guess = text;
      enter(t, "judge");
      t.pub("guessed", { seat, n: a!.n, text });
      break;
    }
    case "pass":
      a!.verdict = "pass";
      t.pub("passed", { seat, n: a!.n });
      advanceTurn(t);
      break;
    case "judge":
      if (action.right) {
        a!.verdict = "right";
        endRound(t, solvedEnd(s, a!.seat));
      } else {
        a!.verdict = "wrong";
        t.pub("judged_wrong", { seat: a!.seat, n: a!.n, text: a!.guess ?? "" });
        advanceTurn(t);
      }
      break;
  }
  return t.done();
}
