/** Replays (issue 24, NOIR-H5): the rules version a record is made under, what a replay reveals, and the key moments. */
import { tagsOf, type GameEvent } from "../../engine";
import type { NoirState } from "./state";

/** Bumped whenever a rule changes what a recorded input does (PLAT-26): older records are then marked not replayable. */
export const RULES_VERSION = "noir-1";

/** NOIR-H5: the Killer's identity, the Inspector's identity and hand (suspects), the deck's size. */
export function reveal(s: NoirState) {
  return {
    killer: s.killerCard.suspect,
    inspector: s.inspectorCard?.suspect ?? null,
    hand: s.hand.map((c) => c.suspect),
    deck: s.deck.length,
  };
}

const TAGS: Record<string, string> = { killed: "kill", arrestHit: "arrest", arrestMiss: "arrest", disguised: "disguise", exonerated: "exonerate", forfeit: "end" };

export function moments(before: NoirState, after: NoirState, events: readonly GameEvent[]): string[] {
  const tags = tagsOf(events, TAGS);
  if (!before.result && after.result && !tags.includes("end")) tags.push("end");
  return tags;
}
