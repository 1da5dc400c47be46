/** Replays (issue 24, CASO-H11): the rules version a record is made under, what a replay reveals, and the key moments. */
import { tagsOf, type GameEvent } from "../../engine";
import type { CasoState } from "./state";
import { endStory } from "./view";

/** Bumped whenever a rule changes what a recorded input does (PLAT-26): older records are then marked not replayable. */
export const RULES_VERSION = "caso-1";

/** CASO-H11: the solution and what the end story tells (CASO-22: every hand, every card shown, every accusation) — at every step. */
export function reveal(s: CasoState) {
  return { solution: { ...s.solution }, ...endStory(s) };
}

const TAGS: Record<string, string> = { evidence_shown: "shown", no_evidence: "no_evidence", accused: "accusation", eliminated: "eliminated", case_closed: "end" };

export function moments(before: CasoState, after: CasoState, events: readonly GameEvent[]): string[] {
  const tags = tagsOf(events, TAGS);
  if (!before.over && after.over && !tags.includes("end")) tags.push("end");
  return tags;
}
