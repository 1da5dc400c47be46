/** Replays (issue 24, DICAS-H5): the rules version a record is made under, what a replay reveals, and the key moments. */
import { tagsOf, type GameEvent } from "../../engine";
import { cardById } from "./decks";
import type { DicasState } from "./state";

/** Bumped whenever a rule changes what a recorded input does (PLAT-26): older records are then marked not replayable. */
export const RULES_VERSION = "dicas-1";

/** DICAS-H5: the round's card — its answer and all 20 clues — while a round runs (earlier rounds' answers are public at their end). */
export function reveal(s: DicasState) {
  const card = s.cardId ? cardById(s.cardId) : null;
  return { round: s.round, narrator: s.narrator, answer: card?.answer ?? null, clues: card ? [...card.clues] : [] };
}

const TAGS: Record<string, string> = { picked: "round", guessed: "guessed", game_won: "end", game_shared: "end", game_empty: "end" };

export function moments(before: DicasState, after: DicasState, events: readonly GameEvent[]): string[] {
  const tags = tagsOf(events, TAGS);
  if (!before.winners && after.winners && !tags.includes("end")) tags.push("end");
  return tags;
}
