/** Round flow: who narrates, who guesses next, how a round ends (DICAS-2, DICAS-3, DICAS-4); flow.ts says which runs when. */
import type { EventParams, Rng, Transition } from "../../engine";
import { CLUES_PER_CARD } from "./config";
import { cardById, DECKS } from "./decks";
import { applyMoves, splitFor, UNSOLVED_NARRATOR_MOVES, winnersAfter, type Move } from "./scoring";
import type { DicasState, RoundEnd } from "./state";

/** DICAS-G5: the deadline kind of a round held for its away narrator, and how long it holds. */
export const NARRATOR_WAIT = "narrator_wait";
export const NARRATOR_WAIT_MS = 60_000;


function isHere(s: DicasState, seat: number): boolean {
  return !s.absent.includes(seat) && !s.abandoned.includes(seat);
}

/** Seats clockwise after `seat` (wrapping), ending with `seat` itself when it is seated. */
function clockwiseFrom(s: DicasState, seat: number): number[] {
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

/** The phase and its step clock (none when the host turned clocks off). */
export function enter(t: Transition<DicasState>, phase: "pick" | "reveal" | "guess" | "judge"): void {
  const s = t.s;
  const secs = s.config.turnSeconds;
  s.phase = phase;
  s.deadline = secs > 0 ? { kind: phase, at: t.now + secs * 1000 } : null;
}

/** Several fields at once, checked against the state's type. */
export const patch = (s: DicasState, fields: Partial<DicasState>): void => void Object.assign(s, fields);

/** The pin being played: the last one. */
export const lastAttempt = (s: DicasState) => s.attempts[s.attempts.length - 1];

/** The next guesser clockwise after `after`, skipping the narrator and anyone away. */
export function nextGuesser(s: DicasState, after: number): number | null {
  return clockwiseFrom(s, after).find((x) => x !== s.narrator && isHere(s, x)) ?? null;
}

function drawCard(s: DicasState, rng: Rng): { cardId: string; drawPile: string[] } {
  let pile = s.drawPile;
  // *gap:* an exhausted deck is reshuffled (cards may then repeat in a very long match).
  if (pile.length === 0) pile = rng.shuffle(DECKS[s.config.deck].map((c) => c.id));
  const [cardId, ...rest] = pile;
  return { cardId: cardId!, drawPile: rest };
}

/** DICAS-2: the next narrator clockwise who is here draws a card; the category is announced to all. */
export function startRound(t: Transition<DicasState>): void {
  const s = t.s;
  const anchor = s.lastNarrator ?? s.players[s.players.length - 1]!.seat;
  const here = s.players.filter((p) => isHere(s, p.seat));
  patch(s, { narrator: null, turn: null, cardId: null, attempts: [], deadline: null });
  if (here.length < 2) {
    s.phase = "waiting";
    return;
  }
  const narrator = clockwiseFrom(s, anchor).find((x) => isHere(s, x))!;
  const { cardId, drawPile } = drawCard(s, t.rng);
  patch(s, { narrator, lastNarrator: narrator, cardId, drawPile, round: s.round + 1 });
  s.turn = nextGuesser(s, narrator);
  enter(t, "pick");
  const category = cardById(cardId).category;
  // One event type per category so the history line translates without conditionals.
  t.pub(`round_started_${category}`, { round: s.round, narrator, category });
}

/** After a wrong guess, a pass or a skipped turn: DICAS-4 ends the round after 20 clues, else the next player picks. */
export function advanceTurn(t: Transition<DicasState>): void {
  const s = t.s;
  if (cluesUsed(s) >= CLUES_PER_CARD) return endRound(t, { kind: "unsolved", narrator: s.narrator!, narratorMoves: UNSOLVED_NARRATOR_MOVES });
  const turn = nextGuesser(s, s.turn ?? s.narrator!);
  if (turn === null) {
    patch(s, { turn: null, phase: "paused", deadline: null });
    return;
  }
  s.turn = turn;
  enter(t, "pick");
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

function endLine(end: RoundEnd, answer: string): [string, EventParams] {
  if (end.kind === "solved")
    return ["round_solved", { guesser: end.guesser, narrator: end.narrator, n: end.n, guesserMoves: end.guesserMoves, narratorMoves: end.narratorMoves, answer }];
  if (end.kind === "unsolved") return ["round_unsolved", { narrator: end.narrator, narratorMoves: end.narratorMoves, answer }];
  return [end.reason === "away" ? "round_voided_away" : "round_voided", { narrator: end.narrator, answer, waitSec: NARRATOR_WAIT_MS / 1000 }];
}

/** The end of the match as a history line: one winner, two sharing it (DICAS-6 gap), or nobody left. */
function announceWin(t: Transition<DicasState>, winners: readonly number[]): void {
  if (winners.length === 0) t.pub("game_empty", { winners: [] });
  else if (winners.length === 1) t.pub("game_won", { seat: winners[0]!, winners: [...winners] });
  else t.pub("game_shared", { seat: winners[0]!, guesser: winners[1]!, winners: [...winners] });
}

/** The match is over: these seats win, nothing is in play. */
export function finish(t: Transition<DicasState>, winners: number[]): void {
  announceWin(t, winners);
  patch(t.s, { phase: "over", winners, narrator: null, turn: null, cardId: null, attempts: [], deadline: null });
}

/** The card is done: pawns move, the answer becomes public, DICAS-6 may end the game, else the next round starts. */
export function endRound(t: Transition<DicasState>, end: RoundEnd): void {
  const s = t.s;
  const card = cardById(s.cardId!);
  const moves = movesOf(end);
  s.players = applyMoves(s.players, moves);
  const winners = winnersAfter(s.players, moves, s.config.trackLength);
  s.lastRound = { round: s.round, category: card.category, answer: card.answer, end };
  s.deadline = null;
  t.pub(...endLine(end, card.answer));
  if (winners.length > 0) return finish(t, winners);
  startRound(t);
}
