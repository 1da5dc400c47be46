/**
 * Presence: absent players stay at the table; a departure ("Abandonar
 * sala", PLAT-6) is an exclusion `by: left` (ALIBI-R1) with the procedure restarts of ALIBI-R7, ALIBI-R8, ALIBI-R9;
 * the clock freezes while nobody at the table is present (ALIBI-R21).
 */
import { begin, ok, type Ctx, type Outcome, type Presence, type Transition } from "../../engine";
import { finishCase, leaveTable } from "./exclusion";
import { startDefences, startFinal, startPoll } from "./final";
import { endEarly, endPhase, follow } from "./flow";
import { restartProcedure } from "./procedure";
import { UNCHANGED, type AlibiState, type Phase } from "./state";
import { atTable, counts, playerOf } from "./table";

function freezeOrResume(t: Transition<AlibiState>): void {
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

/** The phases a speaker holds: their absence or departure ends their slot. */
const SPEAKER_PHASES: readonly Phase[] = ["story", "accusation", "defence"];

export function onPresence(state: AlibiState, seat: number, presence: Presence, ctx: Ctx): Outcome<AlibiState> {
  const p0 = playerOf(state, seat);
  if (!p0 || state.over) return ok(state);
  const t = begin(state, ctx, UNCHANGED);
  const s = t.s;
  const p = playerOf(s, seat)!;
  if (presence === "present") {
    if (!p.absent) return ok(state);
    p.absent = false;
    freezeOrResume(t);
    return t.done();
  }
  if (presence === "absent") {
    if (p.absent || p.status !== "table") {
      if (p.absent) return ok(state);
      p.absent = true;
      return t.done();
    }
    p.absent = true;
    const wasSpeaker = s.speaker === seat;
    // Their story opens automatically; their accusation or defence is skipped.
    if (wasSpeaker && s.frozenMs === null && SPEAKER_PHASES.includes(s.phase)) endPhase(t);
    freezeOrResume(t);
    // Early ends that an absence may now allow (absent players never block them).
    endEarly(t);
    return t.done();
  }
  // Abandoned.
  if (p.status !== "table") {
    p.status = "gone";
    return t.done();
  }
  depart(t, seat);
  return t.done();
}

function depart(t: Transition<AlibiState>, seat: number): void {
  const s = t.s;
  const phase = s.phase;
  const wasSpeaker = s.speaker === seat;
  leaveTable(t, seat, "left");
  if (s.winner && phase !== "exclusion") return finishCase(t, s.winner);
  if (phase === "exclusion") return freezeOrResume(t); // its deadline decides what comes next
  const { t: T } = counts(s);
  if (T <= 3 && s.round < 4) {
    // ALIBI-R8: the final starts at once from the next unrevealed slot.
    follow(t, startFinal(t));
    return freezeOrResume(t);
  }
  if (s.round === 4 && (phase === "poll" || (phase === "roulette" && s.roulette?.purpose === "suspect"))) {
    // ALIBI-R9: before the suspects are known, the poll restarts (or the three-player path).
    if (T === 3) follow(t, startDefences(t, atTable(s).map((x) => x.seat), 1));
    else startPoll(t);
  } else if (phase === "vote" || phase === "verdict" || phase === "roulette") {
    restartProcedure(t);
  } else if (wasSpeaker) {
    // The slot passes on (no automatic open: the speaker has left the table).
    s.speaker = null;
    if (SPEAKER_PHASES.includes(phase)) endPhase(t);
  }
  freezeOrResume(t);
  endEarly(t);
}
