/**
 * Replays (issue 24, ALIBI-H15, ALIBI-H16): the rules version a record is made under, what a replay
 * reveals (everything the end reveals, at every step — never a ballot, never the "out" chat), the key
 * moments, and the sealing of ballots: a record keeps that a seat voted, never what it voted.
 */
import { tagsOf, type GameEvent, type Sealing } from "../../engine";
import type { AlibiAction } from "./actions";
import { rejectionOf } from "./apply";
import type { AlibiState } from "./state";
import { endReveal } from "./view";

/** Bumped whenever a rule changes what a recorded input does (PLAT-26): older records are then marked not replayable. */
export const RULES_VERSION = "alibi-1";

/** ALIBI-H15: roles, every item of every card, alibi truth, goals, hands, the clue queue and its swaps, the plays — as the end shows them (ALIBI-12). */
export function reveal(s: AlibiState) {
  return endReveal(s);
}

const TAGS: Record<string, string> = {
  round: "round", clue: "clue", vote_closed: "vote", poll_closed: "poll", roulette: "roulette", nobody_excluded: "vote",
  played_obysk: "card", played_pokazaniya: "card", played_ochnaya: "card", advokat_used: "card", final: "final", case_closed: "end",
};

export function moments(before: AlibiState, after: AlibiState, events: readonly GameEvent[]): string[] {
  const tags = tagsOf(events, TAGS);
  if (!before.over && after.over && !tags.includes("end")) tags.push("end");
  return tags;
}

type Sealed = { type: "vote"; choice: number } | { type: "poll"; picks: number[] };

/** A ballot or poll pick in its canonical form (picks sorted: their order counts for nothing). */
function canonical(a: AlibiAction): Sealed | null {
  if (a.type === "vote") return { type: "vote", choice: a.choice };
  if (a.type === "poll") return { type: "poll", picks: [...a.picks].sort((x, y) => x - y) };
  return null;
}

/** Each seat's actions from `options`, one each, legal for it (a deterministic search in the options' order). */
function matching(s: AlibiState, seats: readonly number[], options: readonly Sealed[], reuse: boolean): AlibiAction[] | null {
  const used = new Array<boolean>(options.length).fill(false);
  const out: AlibiAction[] = [];
  const go = (i: number): boolean => {
    if (i === seats.length) return true;
    for (let j = 0; j < options.length; j++) {
      if (!reuse && used[j]) continue;
      const a = options[j]! as AlibiAction;
      if (rejectionOf(s, seats[i]!, a) !== null) continue;
      used[j] = true;
      out.push(a);
      if (go(i + 1)) return true;
      out.pop();
      used[j] = false;
    }
    return false;
  };
  return go(0) ? out : null;
}

/**
 * ALIBI-H16 (PLAT-24): ballots and poll picks are sealed. A counted vote's contents are what its
 * public tally already says (the counts minus one per candidate who cast no ballot, ALIBI-7; the
 * poll's likewise), kept sorted; a replay hands them to the voters in a legal way that need not be
 * theirs — the tally, and so every later state, is the same.
 */
export const sealing: Sealing<AlibiState, AlibiAction> = {
  seal: canonical,
  pool: (s) => {
    const v = s.vote;
    if (!v) return null;
    return Object.values(v.ballots).map((b) => (v.kind === "poll" ? { type: "poll", picks: [...b].sort((x, y) => x - y) } : { type: "vote", choice: b[0]! }));
  },
  counted: (before, after) => after.tallies.length > before.tallies.length,
  assign: (s, seats, pool) => {
    const v = s.vote;
    const stand: Sealed[] =
      v?.kind === "poll"
        ? v.candidates.flatMap((x, i) => v.candidates.slice(i + 1).map((y) => ({ type: "poll" as const, picks: [x, y] })))
        : (v?.candidates ?? []).map((c) => ({ type: "vote" as const, choice: c }));
    const found = pool ? matching(s, seats, pool as Sealed[], false) : matching(s, seats, stand, true);
    if (!found) throw new Error("sealed group without a legal assignment");
    return found;
  },
};
