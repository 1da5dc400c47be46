/** ALIBI-12: the 20 personal goals, checked at `over` only. */
import { fitSeats } from "./slots";
import { GOAL_IDS, NOBODY, type AlibiState, type CardKind, type GoalId, type Player, type Role } from "./state";

export const GOAL_POINTS: Record<GoalId, number> = {
  reach_final: 1, last_word: 2, low_profile: 3, not_top3: 2, dark_horse: 1, no_marks: 1, open_book: 1, no_rush: 2,
  clean_hands: 2, under_fire: 3, ace: 1, interrogator: 2, sleuth: 2, face_to_face: 2, iron_defence: 2, frame_up: 3,
  right_track: 2, scapegoat: 2, cover: 2, lone_wolf: 3,
};

export function eligibleGoals(role: Role, starting: CardKind): GoalId[] {
  const criminal = role !== "innocent";
  return GOAL_IDS.filter((g) => {
    switch (g) {
      case "ace": return starting !== "advokat";
      case "interrogator": return starting === "pokazaniya";
      case "sleuth": return !criminal && starting === "obysk";
      case "face_to_face": return !criminal && starting === "ochnaya";
      case "iron_defence": return starting === "advokat";
      case "frame_up": return criminal && starting === "podmena";
      case "right_track": return !criminal;
      case "scapegoat": case "cover": case "lone_wolf": return criminal;
      default: return true;
    }
  });
}

/** Counts against a seat in closed main, revote and final votes, before Advokat (the poll does not count). */
function countsAgainst(s: AlibiState, seat: number): number[] {
  return s.tallies.filter((x) => x.kind !== "poll").map((x) => x.counts.find(([c]) => c === seat)?.[1] ?? 0);
}

const isCrim = (s: AlibiState, seat: number) => s.players.find((p) => p.seat === seat)?.role !== "innocent";

export function goalMet(s: AlibiState, p: Player): boolean {
  const atClose = p.status === "table";
  const inFinal = s.finalists?.includes(p.seat) ?? false;
  const starting = p.hand.find((c) => c.starting)!;
  const mine = s.plays.filter((x) => x.by === p.seat && x.kind === starting.kind);
  const firstOut = s.votedOut[0];
  const partner = s.players.find((x) => x.seat !== p.seat && x.role !== "innocent");
  switch (p.goal) {
    case "reach_final": return inFinal;
    case "last_word": return atClose;
    case "low_profile": return atClose && countsAgainst(s, p.seat).every((n) => n < 2);
    case "not_top3": return s.pollHeld && (s.pollCounts?.some(([x]) => x === p.seat) ?? false) && !(s.suspects ?? []).includes(p.seat);
    case "dark_horse": return !p.opened.profession;
    case "no_marks": return !p.opened.feature;
    case "open_book": return !!p.opened.relation && !!p.opened.motive && !!p.opened.alibi;
    case "no_rush": return s.round1Nobody;
    case "clean_hands": return !s.slots.some((x) => x.shown !== null && fitSeats(s, x.shown).includes(p.seat));
    case "under_fire": return inFinal && countsAgainst(s, p.seat).some((n) => n >= 3);
    case "ace": return !starting.spent;
    case "interrogator": return mine.some((x) => x.item === "profession" || x.item === "feature");
    case "sleuth": return mine.some((x) => x.target !== undefined && isCrim(s, x.target));
    case "face_to_face": return mine.some((x) => (x.target !== undefined && isCrim(s, x.target)) || (x.target2 !== undefined && isCrim(s, x.target2)));
    case "iron_defence": return s.procLog.some((x) => x.users.includes(p.seat) && x.excluded !== p.seat);
    case "frame_up": return mine.some((x) => x.target !== undefined && !isCrim(s, x.target) && s.votedOut.includes(x.target));
    case "right_track": return firstOut !== undefined && firstOut !== NOBODY && isCrim(s, firstOut);
    case "scapegoat": return firstOut !== undefined && !isCrim(s, firstOut);
    case "cover": return !!partner && !s.votedOut.includes(partner.seat);
    case "lone_wolf": return s.winner === "criminals" && !!partner && s.votedOut.includes(partner.seat);
  }
}
