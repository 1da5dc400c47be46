/**
 * ALIBI-5/6/7: one procedure = a vote, its revote, the verdict windows (Advokat) and the police
 * roulette, ending in one exclusion or none (ALIBI-G8 for the windows). Ballots live only in `vote` and are
 * deleted by the close, which keeps just the counts (ALIBI-12, ALIBI-H12). What follows a procedure is flow.ts's.
 */
import type { Transition } from "../../engine";
import { leaveTable } from "./exclusion";
import { spin } from "./roulette";
import { NOBODY, type AlibiState, type Cand, type Decision, type VoteKind } from "./state";
import { atTable, isAtTable, playerOf, setClock } from "./table";
import { atRisk, decide } from "./vote";

export function startProcedure(t: Transition<AlibiState>, kind: "main" | "final", withNobody: boolean): void {
  const s = t.s;
  s.proc = { kind, first: kind, withNobody, counts: [], atRiskSeen: [], uses: [], offered: [], accepted: [], decision: null };
  const table = atTable(s).map((p) => p.seat);
  const cands: Cand[] = kind === "final" ? finalCandidates(s) : withNobody ? [...table, NOBODY] : table;
  openVote(t, kind, cands);
}

function openVote(t: Transition<AlibiState>, kind: VoteKind, candidates: Cand[]): void {
  const s = t.s;
  s.vote = { kind, candidates: [...candidates], ballots: {} };
  t.pub("vote_open", { kind, candidates: [...candidates] });
  setClock(t, "vote", kind === "revote" ? s.config.revoteSec : s.config.voteSec);
}

/** Everyone present at the table has voted (vote or poll): the vote may close early. */
export function everyoneVoted(t: Transition<AlibiState>): boolean {
  const s = t.s;
  if (!s.vote) return false;
  const present = atTable(s).filter((p) => !p.absent);
  return present.length > 0 && present.every((p) => s.vote!.ballots[p.seat] !== undefined);
}

/** Final vote candidates: the suspects still at the table, or everyone at the table if fewer than two remain (ALIBI-R9). */
function finalCandidates(s: AlibiState): number[] {
  const table = atTable(s).map((p) => p.seat);
  if (!s.suspects) return table;
  const left = s.suspects.filter((x) => isAtTable(s, x));
  return left.length >= 2 ? left : table;
}

/** Effective counts: raw minus one per Advokat use in this procedure (ALIBI-6), never below zero. */
function effective(raw: readonly [Cand, number][], uses: readonly number[]): [Cand, number][] {
  return raw.map(([c, n]) => [c, Math.max(0, n - uses.filter((u) => u === c).length)]);
}

/** The close: ballots + penalties (ALIBI-7), a public tally, `vote` deleted, then the verdict window. */
export function closeVote(t: Transition<AlibiState>): void {
  const s = t.s;
  const v = s.vote!;
  const proc = s.proc!;
  const tally = new Map<Cand, number>(v.candidates.map((c) => [c, 0]));
  for (const p of atTable(s)) {
    const b = v.ballots[p.seat];
    if (b !== undefined) tally.set(b[0]!, (tally.get(b[0]!) ?? 0) + 1);
    // ALIBI-7: no ballot → a vote against yourself if you are a candidate; otherwise it is lost.
    else if (tally.has(p.seat)) tally.set(p.seat, tally.get(p.seat)! + 1);
  }
  const raw = [...tally.entries()];
  s.vote = null;
  proc.kind = v.kind as VoteKind;
  proc.counts = raw;
  s.tallies.push({ round: s.round, kind: proc.kind, counts: raw, advokat: [...proc.uses] });
  t.pub("vote_closed", { kind: proc.kind, counts: raw.flat() });
  proc.decision = decide(proc.kind, effective(raw, proc.uses), pollFor(t));
  enterVerdict(t);
}

const pollFor = (t: Transition<AlibiState>) => (t.s.proc?.kind === "final" && t.s.pollHeld ? t.s.pollCounts : null);

/** The verdict window: fixed length after every close; offers to the newly at risk who hold an unspent Advokat. */
function enterVerdict(t: Transition<AlibiState>): void {
  const s = t.s;
  const proc = s.proc!;
  const fresh = atRisk(proc.decision!).filter((seat) => !proc.atRiskSeen.includes(seat));
  proc.atRiskSeen.push(...fresh);
  proc.offered = fresh.filter((seat) => playerOf(s, seat)?.hand.some((c) => c.kind === "advokat" && !c.spent));
  proc.accepted = [];
  for (const seat of proc.offered) t.priv([seat], "advokat_offer", {});
  setClock(t, "verdict", s.config.verdictSec);
}

/** The window's end: all uses apply together, `decide` runs again; a new person at risk gets a new window. */
export function endVerdict(t: Transition<AlibiState>): "nobody_excluded" | void {
  const s = t.s;
  const proc = s.proc!;
  const uses = proc.accepted.filter((seat) => {
    const p = playerOf(s, seat);
    return p && p.status === "table" && !p.absent;
  });
  proc.offered = [];
  proc.accepted = [];
  if (uses.length) {
    for (const seat of uses) {
      const card = playerOf(s, seat)!.hand.find((c) => c.kind === "advokat" && !c.spent)!;
      card.spent = true;
      s.plays.push({ round: s.round, by: seat, kind: "advokat", secret: false });
    }
    proc.uses.push(...uses);
    s.tallies[s.tallies.length - 1]!.advokat = [...proc.uses];
    t.pub("advokat_used", { seats: uses });
    proc.decision = decide(proc.kind, effective(proc.counts, proc.uses), pollFor(t));
    if (atRisk(proc.decision).some((seat) => !proc.atRiskSeen.includes(seat))) return enterVerdict(t);
  }
  return carryOut(t, proc.decision!);
}

function carryOut(t: Transition<AlibiState>, d: Decision): "nobody_excluded" | void {
  const s = t.s;
  switch (d.type) {
    case "revote":
      s.proc!.kind = "revote";
      return openVote(t, "revote", d.seats);
    case "nobody":
      // ALIBI-5: round 1's ∅ → nobody leaves; round 2 holds two procedures.
      s.procLog.push({ users: [...s.proc!.uses], excluded: null });
      s.proc = null;
      if (s.round === 1) s.round1Nobody = true;
      t.pub("nobody_excluded", {});
      return "nobody_excluded";
    case "exclude":
      return exclude(t, d.seats[0]!, "vote");
    case "roulette":
      return spin(t, d.seats, "exclude");
  }
}

/** EXCLUDE(p) or the roulette's loser: ALIBI-8's exclusion runs on entering the `exclusion` phase. */
export function exclude(t: Transition<AlibiState>, seat: number, by: "vote" | "roulette"): void {
  const s = t.s;
  s.procLog.push({ users: [...(s.proc?.uses ?? [])], excluded: seat });
  s.votedOut.push(seat);
  s.proc = null;
  // After a roulette its stopped wheel stays on screen during the exclusion.
  if (by !== "roulette") s.roulette = null;
  if (s.round === 4) s.proceduresLeft -= 1;
  leaveTable(t, seat, by);
  setClock(t, "exclusion", s.config.exclusionSec);
}

/** ALIBI-R7: a departure during a vote, verdict or roulette restarts the procedure from a fresh vote of its first kind. */
export function restartProcedure(t: Transition<AlibiState>): void {
  const s = t.s;
  const first = s.proc?.first ?? "main";
  const withNobody = s.proc?.withNobody ?? false;
  s.vote = null;
  s.roulette = null;
  startProcedure(t, first === "final" ? "final" : "main", withNobody);
}
