/**
 * Which phase follows which, as a table (phase → what ends it → the phases it may lead to). Every
 * phase change in rounds.ts and guessing.ts goes through `moveTo`, which refuses a move the table
 * does not list. Any phase may end the match ("ended") when too few players are left (PLAT-6) or
 * the goal is reached (MATIZ-7); a round whose target was never picked is lost and the next one
 * starts (clue1).
 */
import type { MatizState, Phase } from "./state";

export interface FlowRow {
  /** What ends the phase. */
  endsWhen: string;
  /** The phases it may lead to. */
  next: readonly Phase[];
}

export const FLOW: Record<Phase, FlowRow> = {
  clue1: {
    endsWhen: "the giver's first clue (MATIZ-3); its clock or the giver's absence loses the turn (MATIZ-8, MATIZ-9)",
    next: ["guess1", "clue1", "ended"],
  },
  guess1: {
    endsWhen: "every guesser still waited for has placed or missed a marker (MATIZ-4, MATIZ-8)",
    next: ["clue2", "reveal", "clue1", "ended"],
  },
  clue2: {
    endsWhen: "the second clue, a pass, its clock or the giver's absence (MATIZ-3, MATIZ-8, MATIZ-9)",
    next: ["guess2", "reveal", "clue1", "ended"],
  },
  guess2: {
    endsWhen: "every guesser still waited for has placed or missed a marker (MATIZ-4, MATIZ-8)",
    next: ["reveal", "clue1", "ended"],
  },
  reveal: {
    endsWhen: "everyone still connected tapped next, or the reveal clock ran out (MATIZ-G3)",
    next: ["clue1", "ended"],
  },
  ended: { endsWhen: "never", next: [] },
};

/** Moves the match to `next`; a move the table does not list is a bug in the rules, not a player's error. */
export function moveTo(s: MatizState, next: Phase): void {
  if (!FLOW[s.phase].next.includes(next)) throw new Error(`Matiz: no move from ${s.phase} to ${next} in FLOW`);
  s.phase = next;
}
