/** ALIBI-5 / ALIBI-6: the vote procedure's one decision (with ALIBI-G8's windows around it). */
import { NOBODY, type Cand, type Decision, type VoteKind } from "./state";

/**
 * decide(kind, counts): the leaders L; ∅ among them → nobody (or a revote in a main vote);
 * a tie → revote (main), poll picks then roulette (final), roulette (revote); one leader → exclude.
 * `poll` is the final's poll counts when a poll was held.
 */
export function decide(kind: VoteKind, counts: readonly (readonly [Cand, number])[], poll: readonly (readonly [number, number])[] | null): Decision {
  if (counts.length === 0) return { type: "nobody", seats: [] };
  const top = Math.max(...counts.map(([, n]) => n));
  let leaders = counts.filter(([, n]) => n === top).map(([c]) => c);
  if (leaders.includes(NOBODY)) {
    // ALIBI-5 / ALIBI-R11: ∅ alone leads → nobody; a tie with ∅ → revote in a main vote, else nobody.
    if (leaders.length === 1) return { type: "nobody", seats: [] };
    return kind === "main" ? { type: "revote", seats: leaders } : { type: "nobody", seats: [] };
  }
  if (leaders.length >= 2 && kind === "main") return { type: "revote", seats: leaders };
  if (leaders.length >= 2 && kind === "final" && poll) {
    // ALIBI-9: final ties are broken by poll picks first.
    const picks = (c: Cand) => poll.find(([s]) => s === c)?.[1] ?? 0;
    const best = Math.max(...leaders.map(picks));
    leaders = leaders.filter((c) => picks(c) === best);
  }
  return leaders.length === 1 ? { type: "exclude", seats: leaders } : { type: "roulette", seats: leaders };
}

/** Who is at risk under a decision (the verdict window's offers). */
export const atRisk = (d: Decision): number[] => (d.type === "exclude" || d.type === "roulette" ? d.seats.filter((c) => c !== NOBODY) : []);
