/**
 * Presence: absent players stay at the table; a departure ("Abandonar
 * sala", PLAT-6) is an exclusion `by: left` (ALIBI-R1) with the procedure restarts of ALIBI-R7, ALIBI-R8, ALIBI-R9;
 * the clock freezes while nobody at the table is present (ALIBI-R21).
 */
import { ok, type Ctx, type Outcome, type Presence } from "../../engine";
import { leaveTable } from "./exclusion";
import { finishCase, nextDefence, startDefences, startFinal, startPoll } from "./final";
import { checkAllVoted, closeVote, restartProcedure } from "./procedure";
import { checkPollDone } from "./final";
import { checkAllReady, endStory, nextAccusation, nextStory } from "./rounds";
import type { AlibiState } from "./state";
import { atTable, beginTx, counts, playerOf, type Tx } from "./tx";

function freezeOrResume(t: Tx): void {
  const s = t.s;
  if (s.over) return;
  const nobody = atTable(s).every((p) => p.absent);
  if (nobody && s.deadline) {
    s.frozenMs = Math.max(0, s.deadline.at - t.now);
    s.deadline = null;
    t.pub("frozen", {});
  } else if (!nobody && s.frozenMs !== null) {
    s.deadline = { kind: s.phase, at: t.now + s.frozenMs };
    s.frozenMs = null;
    t.pub("resumed", {});
  }
}

/** Early ends that an absence may now allow (absent players never block them). */
function settle(t: Tx): void {
  const s = t.s;
  if (s.frozenMs !== null || s.over) return;
  if (s.phase === "discussion") checkAllReady(t);
  else if (s.phase === "vote") checkAllVoted(t, closeVote);
  else if (s.phase === "poll") checkPollDone(t);
}

export function onPresence(state: AlibiState, seat: number, presence: Presence, ctx: Ctx): Outcome<AlibiState> {
  const p0 = playerOf(state, seat);
  if (!p0 || state.over) return ok(state);
  const t = beginTx(state, ctx);
  const s = t.s;
  const p = playerOf(s, seat)!;
  if (presence === "present") {
    if (!p.absent) return ok(state);
    p.absent = false;
    freezeOrResume(t);
    return ok(s, t.events);
  }
  if (presence === "absent") {
    if (p.absent || p.status !== "table") {
      if (p.absent) return ok(state);
      p.absent = true;
      return ok(s, t.events);
    }
    p.absent = true;
    const wasSpeaker = s.speaker === seat;
    if (wasSpeaker && s.frozenMs === null) {
      // Their story opens automatically; their accusation or defence is skipped.
      if (s.phase === "story") endStory(t);
      else if (s.phase === "accusation") nextAccusation(t);
      else if (s.phase === "defence") nextDefence(t);
    }
    freezeOrResume(t);
    settle(t);
    return ok(s, t.events);
  }
  // Abandoned.
  if (p.status !== "table") {
    p.status = "gone";
    return ok(s, t.events);
  }
  depart(t, seat);
  return ok(s, t.events);
}

function depart(t: Tx, seat: number): void {
  const s = t.s;
  const phase = s.phase;
  const wasSpeaker = s.speaker === seat;
  leaveTable(t, seat, "left");
  if (s.winner && phase !== "exclusion") return finishCase(t, s.winner);
  if (phase === "exclusion") return freezeOrResume(t); // its deadline decides what comes next
  const { t: T } = counts(s);
  if (T <= 3 && s.round < 4) {
    // ALIBI-R8: the final starts at once from the next unrevealed slot.
    startFinal(t);
    return freezeOrResume(t);
  }
  if (s.round === 4 && (phase === "poll" || (phase === "roulette" && s.roulette?.purpose === "suspect"))) {
    // ALIBI-R9: before the suspects are known, the poll restarts (or the three-player path).
    if (T === 3) startDefences(t, atTable(s).map((x) => x.seat), 1);
    else startPoll(t);
  } else if (phase === "vote" || phase === "verdict" || phase === "roulette") {
    restartProcedure(t);
  } else if (wasSpeaker) {
    s.speaker = null;
    if (phase === "story") nextStory(t);
    else if (phase === "accusation") nextAccusation(t);
    else if (phase === "defence") nextDefence(t);
  }
  freezeOrResume(t);
  settle(t);
}
