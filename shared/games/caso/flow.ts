/**
 * A turn's phases as a table (phase → what ends it → the phases it may lead to). Every phase change
 * in play.ts and investigation.ts goes through `moveTo`, which refuses a move the table does not
 * list. A turn itself ends from any phase (CASO-17's clock, "Encerrar vez", a wrong accusation,
 * the pawn's elimination): turn.ts then starts the next pawn's turn in "spin", or closes the case.
 */
import type { Phase } from "./state";

export interface FlowRow {
  /** What ends the phase. */
  endsWhen: string;
  /** The phases it may lead to within the same turn. */
  next: readonly Phase[];
}

export const FLOW: Record<Phase, FlowRow> = {
  spin: { endsWhen: "the spin (Escolha sector: choose), or giving up the move", next: ["choose", "plan", "moved"] },
  choose: { endsWhen: "the Escolha: 1–12 steps or one resource", next: ["plan"] },
  plan: { endsWhen: "a move (into a room: inPlace, on the street: moved), a passage, or giving up the move", next: ["inPlace", "moved"] },
  inPlace: { endsWhen: "a question in the enabled place (CASO-9, CASO-12)", next: ["awaitAnswer"] },
  awaitAnswer: { endsWhen: "the holder's card, the server's answer (CASO-11), no match, or the question cancelled", next: ["answered"] },
  answered: { endsWhen: "a second question with the Gravador", next: ["awaitAnswer"] },
  moved: { endsWhen: "only the end of the turn", next: [] },
};

/** Moves the turn to `next`; a move the table does not list is a bug in the rules, not a player's error. */
export function moveTo(turn: { phase: Phase }, next: Phase): void {
  if (!FLOW[turn.phase].next.includes(next)) throw new Error(`Caso: no move from ${turn.phase} to ${next} in FLOW`);
  turn.phase = next;
}
