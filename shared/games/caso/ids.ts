/**
 * Ids for proposals and Ficha notes, counted per scope (one pawn's proposals; one seat's private
 * notes; one seat's shared notes), so an id a player sees says nothing about how many proposals or
 * notes other teams made, nor how many private notes a teammate wrote (CASO-H7, CASO-14).
 */
import type { CasoState } from "./state";

type IdScope = `prop-${number}` | `note-${number}` | `shared-${number}`;

/** The next id in a scope, e.g. "prop-2-3" is pawn 2's third proposal. */
export function nextId(s: CasoState, scope: IdScope): string {
  // A snapshot from before per-scope counters has one shared `nextId`: every scope continues above
  // it, so no id already in that snapshot is handed out again.
  const ids = (s.ids ??= {});
  const n = ids[scope] ?? s.nextId ?? 1;
  ids[scope] = n + 1;
  return `${scope}-${n}`;
}
