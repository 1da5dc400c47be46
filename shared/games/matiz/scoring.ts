/** MATIZ-6 and MATIZ-7: points by distance, added in order, and who wins. */
import { chebyshev, parseCell, type Board } from "./board";
import type { Scoring } from "./config";
import type { Player, Round, ScoreLine } from "./state";

function guesserPoints(dist: number | null, s: Scoring): number {
  if (dist === null) return 0;
  if (dist === 0) return s.exact;
  if (dist === 1) return s.ring1;
  if (dist === 2) return s.ring2;
  return 0;
}

/** Best (smallest) distance of a seat's markers to the target; null without markers. */
function bestDistance(board: Board, round: Round, seat: number, target: string): number | null {
  const t = parseCell(board, target);
  if (!t) return null;
  let best: number | null = null;
  for (const m of round.markers) {
    if (m.seat !== seat) continue;
    const c = parseCell(board, m.cell);
    if (!c) continue;
    const d = chebyshev(c, t);
    if (best === null || d < best) best = d;
  }
  return best;
}

/**
 * The round's lines in the order points are added (MATIZ-7): guessers in the order their
 * markers landed, then guessers without a marker, the giver last.
 */
export function scoreLines(board: Board, round: Round, target: string, s: Scoring): ScoreLine[] {
  const order = [...round.guessOrder, ...round.guessers.filter((g) => !round.guessOrder.includes(g))];
  const lines: ScoreLine[] = order.map((seat) => {
    const dist = bestDistance(board, round, seat, target);
    return { seat, role: "guesser", dist, points: guesserPoints(dist, s), counted: true };
  });
  const close = lines.filter((l) => l.dist !== null && l.dist <= 1).length;
  lines.push({ seat: round.giver, role: "giver", dist: null, points: close * s.giverPerClose, counted: true });
  return lines;
}

/**
 * Adds the lines to the players. In "immediately" mode the first to reach the goal wins and
 * later lines are not added. Returns the new players, the lines (with `counted`), and the
 * immediate winner if any.
 */
export function addPoints(
  players: readonly Player[],
  lines: readonly ScoreLine[],
  goal: number,
  immediately: boolean,
): { players: Player[]; lines: ScoreLine[]; winner: number | null } {
  const score = new Map(players.map((p) => [p.seat, p.score]));
  let winner: number | null = null;
  const out = lines.map((l) => {
    if (winner !== null) return { ...l, counted: false };
    const before = score.get(l.seat) ?? 0;
    const after = before + l.points;
    score.set(l.seat, after);
    if (immediately && l.points > 0 && after >= goal) winner = l.seat;
    return { ...l, counted: true };
  });
  return { players: players.map((p) => ({ ...p, score: score.get(p.seat) ?? p.score })), lines: out, winner };
}

/** Ties share the win: every active player with the top score. */
export function topScorers(players: readonly Player[]): number[] {
  const live = players.filter((p) => !p.abandoned);
  const pool = live.length > 0 ? live : players;
  const best = Math.max(...pool.map((p) => p.score));
  return pool.filter((p) => p.score === best).map((p) => p.seat);
}
