/** ALIBI-12: personal points = 3·teamWin + 1·secretKept + goal points; gone players score 0. */
import { GOAL_POINTS, goalMet } from "./goals";
import type { AlibiState, Player } from "./state";

const TEAM_WIN_POINTS = 3;
const SECRET_KEPT_POINTS = 1;

interface Score {
  seat: number;
  teamWin: boolean;
  secretKept: boolean;
  goalMet: boolean;
  points: number;
  gone: boolean;
}

/** The secret was never opened by a story, an automatic open or «Показания» (a search does not count). */
export const secretKept = (p: Player): boolean => !p.opened.secret;

export function scoreOf(s: AlibiState, p: Player): Score {
  const team = p.role === "innocent" ? "innocents" : "criminals";
  const teamWin = s.winner === team;
  const kept = secretKept(p);
  const met = goalMet(s, p);
  const gone = p.status === "gone";
  const points = gone ? 0 : (teamWin ? TEAM_WIN_POINTS : 0) + (kept ? SECRET_KEPT_POINTS : 0) + (met ? GOAL_POINTS[p.goal] : 0);
  return { seat: p.seat, teamWin, secretKept: kept, goalMet: met, points, gone };
}

export function scores(s: AlibiState): Score[] {
  return s.players.map((p) => scoreOf(s, p));
}
