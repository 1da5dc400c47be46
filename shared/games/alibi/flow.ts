/**
 * How a match moves, as two tables. FLOW: each phase, what ends it, and what runs when it ends
 * (its deadline, or an early end: a speaker's «done», everyone ready or voted). HANDOVERS: where
 * one phase module's sequence is over and another's begins — the phase modules (rounds, procedure,
 * final) return these names instead of calling each other, so none of them imports another.
 */
import type { Transition } from "../../engine";
import { counts } from "./table";
import { finishCase } from "./exclusion";
import { closePoll, endCutSpin, flipNext, nextDefence, startDefences, startFinal, startFinalDecision } from "./final";
import { closeVote, endVerdict, everyoneVoted, exclude, startProcedure } from "./procedure";
import { endStory, everyoneReady, nextAccusation, startAccusations, startRound, startStories } from "./rounds";
import type { Phase, AlibiState } from "./state";

/** A phase module's sequence is over; another module's begins. */
type Handover = "accusations_done" | "defences_done" | "final_clues_done" | "nobody_excluded";
type Next = Handover | void;

const HANDOVERS: Record<Handover, (t: Transition<AlibiState>) => Next> = {
  // The last accusation of rounds 1–3 opens the vote (round 1 offers ∅); in the final, the poll or the three defences.
  accusations_done: (t) => (t.s.round === 4 ? startFinalDecision(t) : startProcedure(t, "main", t.s.round === 1)),
  defences_done: (t) => startProcedure(t, "final", false),
  final_clues_done: (t) => startStories(t),
  nobody_excluded: (t) => nextRound(t),
};

interface Step {
  /** What ends the phase (for the reader; `early` is the part the table itself checks). */
  endsWhen: string;
  /** The early end, checked after each action and presence change; absent when only the clock or a speaker ends it. */
  early?: (t: Transition<AlibiState>) => boolean;
  end: (t: Transition<AlibiState>) => Next;
}

export const FLOW: Record<Phase, Step> = {
  clue: { endsWhen: "its clock", end: (t) => (t.s.round === 4 ? flipNext(t) : startStories(t)) },
  story: { endsWhen: "the speaker's «done», the clock or the speaker's absence", end: endStory },
  discussion: { endsWhen: "the clock, or everyone present ready", early: everyoneReady, end: startAccusations },
  accusation: { endsWhen: "the speaker's «done», the clock or the speaker's absence", end: nextAccusation },
  vote: { endsWhen: "the clock, or everyone present voted", early: everyoneVoted, end: (t) => (t.s.vote?.kind === "poll" ? closePoll(t) : closeVote(t)) },
  poll: { endsWhen: "the clock, or everyone present picked", early: everyoneVoted, end: closePoll },
  verdict: { endsWhen: "its clock (the Advokat window)", end: endVerdict },
  roulette: { endsWhen: "its clock (the wheel stops)", end: (t) => (t.s.roulette?.purpose === "suspect" ? endCutSpin(t) : exclude(t, t.s.roulette!.loser, "roulette")) },
  exclusion: { endsWhen: "its clock", end: afterExclusion },
  pollResult: { endsWhen: "its clock", end: (t) => startDefences(t, t.s.suspects ?? [], 2) },
  defence: { endsWhen: "the speaker's «done», the clock or the speaker's absence", end: nextDefence },
  over: { endsWhen: "never", end: () => {} },
};

/** Follows handovers until a phase with its own clock has started. */
export function follow(t: Transition<AlibiState>, next: Next): void {
  while (next) next = HANDOVERS[next](t);
}

/** The current phase ends now: what the table says runs next. */
export function endPhase(t: Transition<AlibiState>): void {
  follow(t, FLOW[t.s.phase].end(t));
}

/** Ends the phase early when its early end now holds (never while frozen or over). */
export function endEarly(t: Transition<AlibiState>): void {
  const s = t.s;
  if (s.over || s.frozenMs !== null) return;
  if (FLOW[s.phase].early?.(t)) endPhase(t);
}

/** The next round after round `s.round`; after round 3, the final. */
function nextRound(t: Transition<AlibiState>): Next {
  const round = t.s.round + 1;
  return round === 4 ? startFinal(t) : startRound(t, round as 2 | 3);
}

/** After the exclusion screen: over, the final, round 2's second procedure, final vote 2, or the next round. */
function afterExclusion(t: Transition<AlibiState>): Next {
  const s = t.s;
  s.roulette = null;
  if (s.winner) return finishCase(t, s.winner);
  if (s.round === 4) {
    if (s.proceduresLeft <= 0) return finishCase(t, counts(s).c >= 1 ? "criminals" : "innocents");
    return startProcedure(t, "final", false);
  }
  if (counts(s).t <= 3) return startFinal(t);
  if (s.proceduresLeft > 1) {
    s.proceduresLeft -= 1;
    return startProcedure(t, "main", false);
  }
  return nextRound(t);
}
