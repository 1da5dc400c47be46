/** Replays (issue 24, MATIZ-H5): the rules version a record is made under, what a replay reveals, and the key moments. */
import { tagsOf, type GameEvent } from "../../engine";
import { hexOf } from "./rounds";
import type { MatizState } from "./state";

/** Bumped whenever a rule changes what a recorded input does (PLAT-26): older records are then marked not replayable. */
export const RULES_VERSION = "matiz-1";

/** MATIZ-H5: the round's candidates and, once picked, its target (cell and colour); every hidden marker and selection. */
export function reveal(s: MatizState) {
  const r = s.round;
  const target = r.pick === null ? null : (r.candidates[r.pick] ?? null);
  return {
    round: r.n,
    giver: r.giver,
    candidates: r.candidates.map((cell) => ({ cell, hex: hexOf(s, cell) })),
    target: target === null ? null : { cell: target, hex: hexOf(s, target) },
    markers: r.markers.map((m) => ({ seat: m.seat, cell: m.cell })),
    selections: r.selections.map((x) => ({ seat: x.seat, cell: x.cell })),
  };
}

const TAGS: Record<string, string> = { round_start: "round", clue: "clue", reveal: "reveal", game_over: "end" };

export function moments(before: MatizState, after: MatizState, events: readonly GameEvent[]): string[] {
  const tags = tagsOf(events, TAGS);
  if (!before.winners && after.winners && !tags.includes("end")) tags.push("end");
  return tags;
}
