/** The investigation cycle (CASO-12): nine places, Praça included, before repeating one. */
import type { Transition } from "../../engine";
import { PLACE_IDS, type PlaceId } from "./map";
import type { Pawn, CasoState } from "./state";

/** Count a place once its first question of the turn is resolved; completing nine empties the set. */
export function countPlace(st: Transition<CasoState>, p: Pawn, place: PlaceId): void {
  if (p.cycle.visited.includes(place)) return;
  p.cycle.visited.push(place);
  if (p.cycle.visited.length >= PLACE_IDS.length) {
    p.cycle.visited = [];
    p.cycle.completed++;
    st.pub("cycle_completed", { pawn: p.id, completed: p.cycle.completed });
  }
}

/** A place the pawn may investigate in right now: entered this turn and no counted question yet. */
export const isEnabled = (entered: PlaceId | null, visited: readonly PlaceId[], questions: number): boolean =>
  entered !== null && !visited.includes(entered) && questions === 0;
