/** Guess passes (MATIZ-3/4/8): pass order, turns, placing markers and forced timeouts. */
import type { Transition } from "../../engine";
import { enterClue2, finishRound, nameOf, newId, playerOf, waitsFor } from "./rounds";
import { moveTo } from "./flow";
import type { MatizState } from "./state";

function guessClock(s: MatizState, now: number): MatizState["clock"] {
  return s.config.guessSeconds === null ? null : { kind: "guess", at: now + s.config.guessSeconds * 1000 };
}

/** The order of a guess pass: pass 2 reverses pass 1 (MATIZ-4). */
export function passOrder(s: MatizState): number[] {
  const g = s.round.guessers;
  return s.phase === "guess2" ? [...g].reverse() : g;
}

export function enterGuess(t: Transition<MatizState>, pass: 1 | 2): void {
  const s = t.s;
  moveTo(s, pass === 1 ? "guess1" : "guess2");
  s.round.done = [];
  s.round.selections = [];
  s.round.turn = null;
  s.overtime = false;
  s.paused = null;
  s.clock = guessClock(s, t.now);
  settleGuess(t);
}

/**
 * Moves a guess pass on: in turns, to the next guesser still waited for; when nobody is left to
 * wait for, to clue 2 (or the reveal). Absent guessers are not waited for (they may still play
 * while the pass lasts).
 */
export function settleGuess(t: Transition<MatizState>): void {
  const s = t.s;
  if (s.phase !== "guess1" && s.phase !== "guess2") return;
  const r = s.round;
  const pending = passOrder(s).filter((g) => !r.done.includes(g) && waitsFor(s, g));
  if (s.config.guessMode === "turns") {
    const next = pending[0] ?? null;
    if (next !== null && next !== r.turn) {
      r.turn = next;
      s.overtime = false;
      s.clock = guessClock(s, t.now);
      t.pub("guess_turn", { seat: next, name: nameOf(s, next) });
    }
    if (next !== null) return;
  } else if (pending.length > 0) return;
  r.turn = null;
  const giver = playerOf(s, r.giver);
  if (s.phase === "guess1" && !r.noClue2 && giver && !giver.abandoned) enterClue2(t);
  else finishRound(t);
}

/** Places a confirmed marker (the cell was checked by the caller). */
export function placeMarker(t: Transition<MatizState>, seat: number, cell: string): void {
  const s = t.s;
  const r = s.round;
  const pass = s.phase === "guess2" ? 2 : 1;
  r.markers.push({ id: newId(t, "mk"), seat, cell, pass });
  r.done.push(seat);
  if (!r.guessOrder.includes(seat)) r.guessOrder.push(seat);
  r.selections = r.selections.filter((x) => x.seat !== seat);
  const params = { seat, name: nameOf(s, seat), pass };
  // MATIZ-4: with hidden markers the history says who guessed, not where.
  if (s.config.markers === "visible") t.pub("guess_placed", { ...params, cell });
  else t.pub("guess_placed_hidden", params);
}

export function cellTaken(s: MatizState, cell: string): boolean {
  return s.round.markers.some((m) => m.cell === cell);
}

/** MATIZ-8 force: confirm a free selected cell, else the guesser misses this pass. */
export function forceGuess(t: Transition<MatizState>, seat: number): void {
  const s = t.s;
  const sel = s.round.selections.find((x) => x.seat === seat);
  if (sel && !cellTaken(s, sel.cell)) return placeMarker(t, seat, sel.cell);
  s.round.done.push(seat);
  s.round.selections = s.round.selections.filter((x) => x.seat !== seat);
  t.pub("guess_missed", { seat, name: nameOf(s, seat) });
}

