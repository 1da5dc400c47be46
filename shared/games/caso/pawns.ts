/** Queries about pawns: who plays which, who is absent, who blocks (only active pawns, CASO-18). */
import type { CasoState, Pawn, TablePawn } from "./state";

type Members = Pick<TablePawn, "members" | "absentSeats" | "abandonedSeats">;

export const liveMembers = (p: Members): number[] => p.members.filter((s) => !p.abandonedSeats.includes(s));

/** Absent: every member who has not abandoned is confirmed absent (CASO-18). */
export const isAbsent = (p: Members): boolean => {
  const live = liveMembers(p);
  return live.length > 0 && live.every((s) => p.absentSeats.includes(s));
};

/** Active pawns are the only ones that block doors and rooms. */
export const isActive = (p: Members & { eliminated: boolean }): boolean => !p.eliminated && !isAbsent(p);

/** Server answers for a pawn that cannot answer itself (CASO-11). */
export const answersViaServer = (p: Members & { eliminated: boolean }): boolean => p.eliminated || isAbsent(p) || liveMembers(p).length === 0;

export const pawnOfSeat = (s: CasoState, seat: number): Pawn | undefined => s.pawns.find((p) => p.members.includes(seat));

/** Everyone who ever played the pawn: the audience of its private events and secrets. */
export const audienceOf = (...pawns: Pawn[]): number[] => [...new Set(pawns.flatMap((p) => p.members))].sort((a, b) => a - b);

/** Members counted for the quorum: not abandoned and, with absentLeavesQuorum, not confirmed absent (CASO-R14). */
export function quorumMembers(s: CasoState, p: Pawn): number[] {
  const live = liveMembers(p);
  return s.config.absentLeavesQuorum ? live.filter((m) => !p.absentSeats.includes(m)) : live;
}

/** q = ⌊n/2⌋ + 1: 1/1, 2/2, 2/3, 3/4 (CASO-1). */
export const quorumOf = (n: number): number => Math.floor(n / 2) + 1;
