/** Round flow: who narrates, who guesses next, how a round ends (DICAS-2, DICAS-3, DICAS-4). */
import type { Ctx, GameEvent } from "../../engine";
import { CLUES_PER_CARD } from "./config";
import { cardById, DECKS } from "./decks";
import { applyMoves, splitFor, UNSOLVED_NARRATOR_MOVES, winnersAfter, type Move } from "./scoring";
import type { DicasState, RoundEnd } from "./state";

export type Step = { state: DicasState; events: GameEvent[] };

/** DICAS-G5: the deadline kind of a round held for its away narrator, and how long it holds. */
export const NARRATOR_WAIT = "narrator_wait";
export const NARRATOR_WAIT_MS = 60_000;

export function isHere(s: DicasState, seat: number): boolean {
  return !s.absent.includes(seat) && !s.abandoned.includes(seat);
}

/** Seats clockwise after `seat` (wrapping), ending with `seat` itself when it is seated. */
export function clockwiseFrom(s: DicasState, seat: number): number[] {
  const seats = s.players.map((p) => p.seat);
  const after = seats.filter((x) => x > seat);
  const before = seats.filter((x) => x <= seat && x !== seat);
  return [...after, ...before, ...(seats.includes(seat) ? [seat] : [])];
}

export function usedNumbers(s: DicasState): number[] {
  return s.attempts.map((a) => a.n);
}

export function cluesUsed(s: DicasState): number {
  return s.attempts.filter((a) => a.revealed).length;
}

export function withDeadline(s: DicasState, kind: string | null, now: number): DicasState {
  const secs = s.config.turnSeconds;
  return { ...s, deadline: kind && secs > 0 ? { kind, at: now + secs * 1000 } : null };
}

/** The next guesser clockwise after `after`, skipping the narrator and anyone away. */
export function nextGuesser(s: DicasState, after: number): number | null {
  return clockwiseFrom(s, after).find((x) => x !== s.narrator && isHere(s, x)) ?? null;
}

function drawCard(s: DicasState, ctx: Ctx): { cardId: string; drawPile: string[] } {
  let pile = s.drawPile;
  // *gap:* an exhausted deck is reshuffled (cards may then repeat in a very long match).
  if (pile.length === 0) pile = ctx.rng.shuffle(DECKS[s.config.deck].map((c) => c.id));
  const [cardId, ...rest] = pile;
  return { cardId: cardId!, drawPile: rest };
}

/** DICAS-2: the next narrator clockwise who is here draws a card; the category is announced to all. */
export function startRound(s: DicasState, ctx: Ctx): Step {
  const anchor = s.lastNarrator ?? s.players[s.players.length - 1]!.seat;
  const here = s.players.filter((p) => isHere(s, p.seat));
  const base: DicasState = { ...s, narrator: null, turn: null, cardId: null, attempts: [], deadline: null };
  if (here.length < 2) return { state: { ...base, phase: "waiting" }, events: [] };
  const narrator = clockwiseFrom(s, anchor).find((x) => isHere(s, x))!;
  const { cardId, drawPile } = drawCard(s, ctx);
  let next: DicasState = { ...base, narrator, lastNarrator: narrator, cardId, drawPile, round: s.round + 1, phase: "pick" };
  next = { ...next, turn: nextGuesser(next, narrator) };
  next = withDeadline(next, "pick", ctx.now);
  const category = cardById(cardId).category;
  // One event type per category so the history line translates without conditionals.
  return { state: next, events: [{ type: `round_started_${category}`, audience: "all", params: { round: next.round, narrator, category } }] };
}

/** After a wrong guess, a pass or a skipped turn: DICAS-4 ends the round after 20 clues, else the next player picks. */
export function advanceTurn(s: DicasState, ctx: Ctx, events: GameEvent[]): Step {
  if (cluesUsed(s) >= CLUES_PER_CARD) return endRound(s, { kind: "unsolved", narrator: s.narrator!, narratorMoves: UNSOLVED_NARRATOR_MOVES }, ctx, events);
  const turn = nextGuesser(s, s.turn ?? s.narrator!);
  if (turn === null) return { state: { ...s, turn: null, phase: "paused", deadline: null }, events };
  return { state: withDeadline({ ...s, turn, phase: "pick" }, "pick", ctx.now), events };
}

/** DICAS-5: a right guess after N clues → narrator N, guesser 20 − N. */
export function solvedEnd(s: DicasState, guesser: number): RoundEnd {
  const n = cluesUsed(s);
  const split = splitFor(n);
  return { kind: "solved", guesser, narrator: s.narrator!, n, guesserMoves: split.guesser, narratorMoves: split.narrator };
}

function movesOf(end: RoundEnd): Move[] {
  if (end.kind === "solved") return [{ seat: end.guesser, squares: end.guesserMoves }, { seat: end.narrator, squares: end.narratorMoves }];
  if (end.kind === "unsolved") return [{ seat: end.narrator, squares: end.narratorMoves }];
  return [];
}

function endEvent(end: RoundEnd, answer: string): GameEvent {
  if (end.kind === "solved")
    return { type: "round_solved", audience: "all", params: { guesser: end.guesser, narrator: end.narrator, n: end.n, guesserMoves: end.guesserMoves, narratorMoves: end.narratorMoves, answer } };
  if (end.kind === "unsolved") return { type: "round_unsolved", audience: "all", params: { narrator: end.narrator, narratorMoves: end.narratorMoves, answer } };
  return { type: end.reason === "away" ? "round_voided_away" : "round_voided", audience: "all", params: { narrator: end.narrator, answer, waitSec: NARRATOR_WAIT_MS / 1000 } };
}

/** The end of the match as a history line: one winner, two sharing it (DICAS-6 gap), or nobody left. */
export function winEvent(winners: readonly number[]): GameEvent {
  if (winners.length === 0) return { type: "game_empty", audience: "all", params: { winners: [] } };
  if (winners.length === 1) return { type: "game_won", audience: "all", params: { seat: winners[0]!, winners } };
  return { type: "game_shared", audience: "all", params: { seat: winners[0]!, guesser: winners[1]!, winners } };
}

/** The card is done: pawns move, the answer becomes public, DICAS-6 may end the game, else the next round starts. */
export function endRound(s: DicasState, end: RoundEnd, ctx: Ctx, events: GameEvent[]): Step {
  const card = cardById(s.cardId!);
  const moves = movesOf(end);
  const players = applyMoves(s.players, moves);
  const winners = winnersAfter(players, moves, s.config.trackLength);
  const done: DicasState = {
    ...s,
    players,
    lastRound: { round: s.round, category: card.category, answer: card.answer, end },
    deadline: null,
  };
  const out = [...events, endEvent(end, card.answer)];
  if (winners.length > 0) {
    out.push(winEvent(winners));
    return { state: { ...done, phase: "over", winners, narrator: null, turn: null, cardId: null, attempts: [] }, events: out };
  }
  const next = startRound(done, ctx);
  return { state: next.state, events: [...out, ...next.events] };
}
