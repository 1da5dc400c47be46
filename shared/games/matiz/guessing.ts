/** Guess passes (MATIZ-3/4/8): pass order, turns, placing markers and forced timeouts. */
import type { Ctx } from "../../engine";
import { enterClue2, finishRound, nameOf, newId, playerOf, waitsFor, type Events } from "./flow";
import type { MatizState } from "./state";

function guessClock(s: MatizState, now: number): MatizState["clock"] {
  return s.config.guessSeconds === null ? null : { kind: "guess", at: now + s.config.guessSeconds * 1000 };
}

/** The order of a guess pass: pass 2 reverses pass 1 (MATIZ-4). */
export function passOrder(s: MatizState): number[] {
  const g = s.round.guessers;
  return s.phase === "guess2" ? [...g].reverse() : g;
}

export function enterGuess(s: MatizState, pass: 1 | 2, ctx: Ctx, events: Events): void {
  s.phase = pass === 1 ? "guess1" : "guess2";
  s.round.done = [];
  s.round.selections = [];
  s.round.turn = null;
  s.overtime = false;
  s.paused = null;
  s.clock = guessClock(s, ctx.now);
  settleGuess(s, ctx, events);
}

/**
 * Moves a guess pass on: in turns, to the next guesser still waited for; when nobody is left to
 * wait for, to clue 2 (or the reveal). Absent guessers are not waited for (they may still play
 * while the pass lasts).
 */
export function settleGuess(s: MatizState, ctx: Ctx, events: Events): void {
  if (s.phase !== "guess1" && s.phase !== "guess2") return;
  const r = s.round;
  const pending = passOrder(s).filter((g) => !r.done.includes(g) && waitsFor(s, g));
  if (s.config.guessMode === "turns") {
    const next = pending[0] ?? null;
    if (next !== null && next !== r.turn) {
      r.turn = next;
      s.overtime = false;
      s.clock = guessClock(s, ctx.now);
      events.push({ type: "guess_turn", audience: "all", params: { seat: next, name: nameOf(s, next) } });
    }
    if (next !== null) return;
  } else if (pending.length > 0) return;
  r.turn = null;
  const giver = playerOf(s, r.giver);
  if (s.phase === "guess1" && !r.noClue2 && giver && !giver.abandoned) enterClue2(s, ctx);
  else finishRound(s, ctx, events);
}

/** Places a confirmed marker (the cell was checked by the caller). */
export function placeMarker(s: MatizState, seat: number, cell: string, ctx: Ctx, events: Events): void {
  const r = s.round;
  const pass = s.phase === "guess2" ? 2 : 1;
  r.markers.push({ id: newId(s, "mk", ctx), seat, cell, pass });
  r.done.push(seat);
  if (!r.guessOrder.includes(seat)) r.guessOrder.push(seat);
  r.selections = r.selections.filter((x) => x.seat !== seat);
  const params = { seat, name: nameOf(s, seat), pass };
  // MATIZ-4: with hidden markers the history says who guessed, not where.
  if (s.config.markers === "visible") events.push({ type: "guess_placed", audience: "all", params: { ...params, cell } });
  else events.push({ type: "guess_placed_hidden", audience: "all", params });
}

export function cellTaken(s: MatizState, cell: string): boolean {
  return s.round.markers.some((m) => m.cell === cell);
}

/** MATIZ-8 force: confirm a free selected cell, else the guesser misses this pass. */
export function forceGuess(s: MatizState, seat: number, ctx: Ctx, events: Events): void {
  const sel = s.round.selections.find((x) => x.seat === seat);
  if (sel && !cellTaken(s, sel.cell)) return placeMarker(s, seat, sel.cell, ctx, events);
  s.round.done.push(seat);
  s.round.selections = s.round.selections.filter((x) => x.seat !== seat);
  events.push({ type: "guess_missed", audience: "all", params: { seat, name: nameOf(s, seat) } });
}

