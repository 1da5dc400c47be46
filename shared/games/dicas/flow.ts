/**
 * How a round moves, as a table: each phase, what ends it, and what its clock does when it runs
 * out (*gap:* none of these reveals anything the rules hide). The actions' own steps are in apply.ts.
 */
import type { Transition } from "../../engine";
import type { Phase, DicasState } from "./state";
import { advanceTurn, enter, lastAttempt } from "./rounds";
import { cardById } from "./decks";

interface Step {
  endsWhen: string;
  /** What the step clock (config turnSeconds) does; absent for phases without one. */
  onClock?: (t: Transition<DicasState>) => void;
}

/** DICAS-3/7: the clue of the picked number becomes public — the only thing a narrator can reveal. */
export function revealPicked(t: Transition<DicasState>, type: "revealed" | "auto_revealed"): void {
  const a = lastAttempt(t.s)!;
  const clue = cardById(t.s.cardId!).clues[a.n - 1]!;
  a.revealed = true;
  enter(t, "guess");
  t.pub(type, { seat: a.seat, n: a.n, clue });
}

/** DICAS-G4: a guess or a verdict the clock ends counts as a timeout, and the turn passes. */
function attemptTimesOut(t: Transition<DicasState>, type: "guess_timeout" | "judge_timeout"): void {
  const a = lastAttempt(t.s)!;
  a.verdict = "timeout";
  t.pub(type, { seat: a.seat, n: a.n });
  advanceTurn(t);
}

export const FLOW: Record<Phase, Step> = {
  pick: {
    endsWhen: "the guesser picks a number (→ reveal), or the clock: the turn passes with no clue used",
    onClock: (t) => {
      t.pub("pick_timeout", { seat: t.s.turn! });
      advanceTurn(t);
    },
  },
  reveal: { endsWhen: "the narrator reveals the clue, or the clock reveals it (→ guess)", onClock: (t) => revealPicked(t, "auto_revealed") },
  guess: {
    endsWhen: "a guess (→ judge), a pass or the clock (→ the next guesser, or the round's end after 20 clues)",
    onClock: (t) => attemptTimesOut(t, "guess_timeout"),
  },
  judge: {
    endsWhen: "the narrator's verdict: right ends the round, wrong (or the clock) passes to the next guesser",
    onClock: (t) => attemptTimesOut(t, "judge_timeout"),
  },
  paused: { endsWhen: "a guesser comes back (presence.ts → pick)" },
  waiting: { endsWhen: "two players are here (presence.ts → a new round)" },
  over: { endsWhen: "never" },
};
