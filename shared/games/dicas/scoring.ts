/** DICAS-5 and DICAS-6: the N / 20−N split and who crossed Vitória. */
import { CARD_VALUE } from "./config";
import type { Player } from "./state";

/** DICAS-5: right after N clues used (its own included) → narrator N, guesser 20 − N. */
export function splitFor(cluesUsed: number): { narrator: number; guesser: number } {
  const n = Math.max(1, Math.min(CARD_VALUE, cluesUsed));
  return { narrator: n, guesser: CARD_VALUE - n };
}

/** DICAS-5: nobody guessed after all clues → the narrator takes the whole card. */
export const UNSOLVED_NARRATOR_MOVES = CARD_VALUE;

export interface Move {
  seat: number;
  squares: number;
}

export function applyMoves(players: readonly Player[], moves: readonly Move[]): Player[] {
  return players.map((p) => {
    const add = moves.filter((m) => m.seat === p.seat).reduce((s, m) => s + m.squares, 0);
    return add === 0 ? p : { ...p, position: p.position + add };
  });
}

/**
 * DICAS-6: among the pawns that reached Vitória in this move, the one that moved more wins.
 * *gap:* equal moves → the pawn further past Vitória; still equal → they share the win.
 */
export function winnersAfter(players: readonly Player[], moves: readonly Move[], trackLength: number): number[] {
  const finishers = moves
    .filter((m) => m.squares > 0)
    .map((m) => ({ seat: m.seat, squares: m.squares, position: players.find((p) => p.seat === m.seat)?.position ?? 0 }))
    .filter((f) => f.position >= trackLength);
  if (finishers.length === 0) return [];
  const best = Math.max(...finishers.map((f) => f.squares));
  const top = finishers.filter((f) => f.squares === best);
  const far = Math.max(...top.map((f) => f.position));
  return top.filter((f) => f.position === far).map((f) => f.seat).sort((a, b) => a - b);
}
