/** Scenario helpers: force roles or hands on a fresh match, and walk it to a phase. */
import type { CardKind, Role } from "../../../shared/games/alibi/state";
import { Match } from "./match";

/** Roles by seat (others innocent); alibi truth follows (the accomplice's false unless `accompliceTrue`). */
export function setRoles(sim: Match, killer: number, accomplice: number, accompliceTrue = false): void {
  for (const p of sim.state.players) {
    const role: Role = p.seat === killer ? "killer" : p.seat === accomplice ? "accomplice" : "innocent";
    p.role = role;
    p.alibiTrue = role === "innocent" ? true : role === "killer" ? false : accompliceTrue;
  }
}

/** Replaces a seat's starting card. */
export function giveCard(sim: Match, seat: number, kind: CardKind, starting = true): number {
  const p = sim.p(seat);
  const id = 100 + sim.state.nextCard++;
  if (starting) p.hand = [{ id, kind, starting: true, spent: false }];
  else p.hand.push({ id, kind, starting: false, spent: false });
  return id;
}

/** Everyone at the table votes as `choose` says (seat → candidate); the last ballot closes the vote. */
export function voteBy(sim: Match, choose: (seat: number) => number): void {
  for (const seat of sim.table()) sim.must(seat, { type: "vote", choice: choose(seat) });
}

/** Main vote excluding `target` (target votes for `alt`); then through the verdict window to the exclusion. */
export function excludeByVote(sim: Match, target: number, alt?: number): void {
  sim.until("vote");
  sim.voteAll(target, alt);
  sim.until("exclusion");
}

/** These ballots (seat → candidate), in seat order; anyone missing casts none and the clock closes the vote. */
export function voteMap(sim: Match, ballots: Record<number, number>): void {
  for (const [seat, choice] of Object.entries(ballots)) sim.must(Number(seat), { type: "vote", choice });
  if (sim.state.phase === "vote") sim.advance();
}
