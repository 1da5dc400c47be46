/** Deadlines (ALIBI-G11): exactly one at a time, none while frozen or over; a stale or early alarm changes nothing. */
import { ok, type Ctx, type Deadline, type Outcome } from "../../engine";
import { closePoll, endCutSpin, flipNext, startDefences } from "./final";
import { closeVote, endExclusion, endVerdict, exclude } from "./procedure";
import { endStory, nextAccusation, startAccusations, startStories } from "./rounds";
import { nextDefence } from "./final";
import type { AlibiState } from "./state";
import { beginTx } from "./tx";

export function deadlines(s: AlibiState): Deadline[] {
  return s.deadline && !s.over ? [{ kind: s.deadline.kind, at: s.deadline.at }] : [];
}

export function onDeadline(state: AlibiState, kind: string, ctx: Ctx): Outcome<AlibiState> {
  const d = state.deadline;
  if (!d || state.over || d.kind !== kind || state.phase !== kind || ctx.now < d.at) return ok(state);
  const t = beginTx(state, ctx);
  const s = t.s;
  s.deadline = null;
  switch (s.phase) {
    case "clue":
      if (s.round === 4) flipNext(t);
      else startStories(t);
      break;
    case "story":
      endStory(t);
      break;
    case "discussion":
      startAccusations(t);
      break;
    case "accusation":
      nextAccusation(t);
      break;
    case "vote":
      if (s.vote?.kind === "poll") closePoll(t);
      else closeVote(t);
      break;
    case "poll":
      closePoll(t);
      break;
    case "verdict":
      endVerdict(t);
      break;
    case "roulette":
      if (s.roulette?.purpose === "suspect") endCutSpin(t);
      else exclude(t, s.roulette!.loser, "roulette");
      break;
    case "exclusion":
      endExclusion(t);
      break;
    case "pollResult":
      startDefences(t, s.suspects ?? [], 2);
      break;
    case "defence":
      nextDefence(t);
      break;
    case "over":
      break;
  }
  return ok(s, t.events);
}
