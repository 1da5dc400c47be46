/**
 * ALIBI-9: the final: the remaining clues, stories, discussion, accusations; then
 * the poll of three suspects, defences and up to two final votes — or, with three at the table,
 * three defences and one decisive vote. The stories and the final votes themselves are flow.ts's to start.
 */
import type { AlibiState } from "./state";
import type { Transition } from "../../engine";
import { spin } from "./roulette";
import { revealSlot } from "./slots";
import { atTable, counts, nextAtTable, orderFrom, playerOf, setClock } from "./table";

/** Round 4 starts: at the end of round 3, or at once when T ≤ 3 (ALIBI-8, ALIBI-R8). */
export function startFinal(t: Transition<AlibiState>): "final_clues_done" | void {
  const s = t.s;
  s.round = 4;
  s.startSeat = nextAtTable(s, s.startSeat);
  s.order = orderFrom(s, s.startSeat);
  s.vote = null;
  s.proc = null;
  s.roulette = null;
  s.speaker = null;
  s.finalists = atTable(s).map((p) => p.seat);
  t.pub("final", { start: s.startSeat });
  return flipNext(t);
}

/** One unrevealed slot per `clue` phase; then the stories. */
export function flipNext(t: Transition<AlibiState>): "final_clues_done" | void {
  const s = t.s;
  const i = s.slots.findIndex((x) => x.shown === null);
  if (i < 0) {
    s.flipping = null;
    return "final_clues_done";
  }
  s.flipping = i;
  revealSlot(t, i);
  setClock(t, "clue", s.config.clueSec);
}

/** After the final's accusations: the poll (T ≥ 4) or the three-player path. */
export function startFinalDecision(t: Transition<AlibiState>): "defences_done" | void {
  const s = t.s;
  s.speaker = null;
  if (counts(s).t >= 4) return startPoll(t);
  return startDefences(t, atTable(s).map((p) => p.seat), 1);
}

export function startPoll(t: Transition<AlibiState>): void {
  const s = t.s;
  s.proceduresLeft = 2;
  s.suspects = null;
  s.cut = null;
  s.roulette = null;
  s.vote = { kind: "poll", candidates: atTable(s).map((p) => p.seat), ballots: {} };
  t.pub("poll_open", {});
  setClock(t, "poll", s.config.pollSec);
}

/** The poll's close: picks, one pick against each non-submitter, counts public, picks deleted. */
export function closePoll(t: Transition<AlibiState>): void {
  const s = t.s;
  const v = s.vote!;
  const table = atTable(s).map((p) => p.seat);
  const tally = new Map<number, number>(table.map((x) => [x, 0]));
  for (const seat of table) {
    const picks = v.ballots[seat];
    if (picks) for (const x of picks) if (tally.has(x)) tally.set(x, tally.get(x)! + 1);
    if (!picks) tally.set(seat, tally.get(seat)! + 1);
  }
  s.vote = null;
  const raw = [...tally.entries()];
  s.pollCounts = raw;
  s.pollHeld = true;
  s.tallies.push({ round: 4, kind: "poll", counts: raw, advokat: [] });
  t.pub("poll_closed", { counts: raw.flat() });
  const sorted = [...raw].sort((a, b) => b[1] - a[1]);
  const third = sorted[Math.min(2, sorted.length - 1)]![1];
  const sure = sorted.filter(([, n]) => n > third).map(([x]) => x);
  const tied = sorted.filter(([, n]) => n === third).map(([x]) => x);
  s.cut = { sure, tied, places: 3 - sure.length };
  nextCut(t);
}

/** A tie across the cut is settled by roulette spins, one per open place (no Advokat: nobody leaves here). */
function nextCut(t: Transition<AlibiState>): void {
  const s = t.s;
  const cut = s.cut!;
  if (cut.places <= 0 || cut.tied.length <= cut.places) {
    s.suspects = [...cut.sure, ...(cut.places > 0 ? cut.tied : [])];
    s.cut = null;
    s.roulette = null;
    t.pub("suspects", { seats: [...s.suspects] });
    setClock(t, "pollResult", s.config.pollResultSec);
    return;
  }
  spin(t, cut.tied, "suspect");
}

export function endCutSpin(t: Transition<AlibiState>): void {
  const s = t.s;
  const cut = s.cut!;
  const chosen = s.roulette!.loser;
  cut.sure.push(chosen);
  cut.tied = cut.tied.filter((x) => x !== chosen);
  cut.places -= 1;
  nextCut(t);
}

/** Defence speeches in speaking order (suspects, or all three at T = 3); then the final vote. */
export function startDefences(t: Transition<AlibiState>, speakers: number[], procedures: number): "defences_done" | void {
  const s = t.s;
  s.proceduresLeft = procedures;
  s.order = orderFrom(s, s.startSeat).filter((x) => speakers.includes(x));
  s.speakerIdx = -1;
  return nextDefence(t);
}

export function nextDefence(t: Transition<AlibiState>): "defences_done" | void {
  const s = t.s;
  while (++s.speakerIdx < s.order.length) {
    const p = playerOf(s, s.order[s.speakerIdx]!);
    if (!p || p.status !== "table" || p.absent) continue;
    s.speaker = p.seat;
    setClock(t, "defence", s.config.defenceSec);
    return;
  }
  s.speaker = null;
  return "defences_done";
}
