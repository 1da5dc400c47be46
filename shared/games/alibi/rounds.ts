/**
 * ALIBI-4: the round: clue → stories → discussion → accusation minutes, and the
 * speaking order that rotates each round. What follows the accusations is flow.ts's to decide.
 */
import type { AlibiState } from "./state";
import type { Transition } from "../../engine";
import { autoOpen } from "./items";
import { revealSlot } from "./slots";
import { atTable, nextAtTable, orderFrom, playerOf, setClock } from "./table";

/** Rounds 1–3 start here (the final starts in final.ts). `rotate` is false for round 1 (its start seat was drawn). */
export function startRound(t: Transition<AlibiState>, round: 1 | 2 | 3, rotate = true): void {
  const s = t.s;
  s.round = round;
  if (rotate) s.startSeat = nextAtTable(s, s.startSeat);
  s.order = orderFrom(s, s.startSeat);
  s.proceduresLeft = round === 2 && s.round1Nobody ? 2 : 1;
  s.vote = null;
  s.proc = null;
  t.pub("round", { round, start: s.startSeat });
  revealSlot(t, round - 1);
  setClock(t, "clue", s.config.clueSec);
}

/** The next story speaker; absent speakers are skipped with an automatic open. After the last: discussion. */
function nextStory(t: Transition<AlibiState>): void {
  const s = t.s;
  while (++s.speakerIdx < s.order.length) {
    const p = playerOf(s, s.order[s.speakerIdx]!);
    if (!p || p.status !== "table") continue;
    if (p.absent) {
      autoOpen(t, p);
      continue;
    }
    s.speaker = p.seat;
    s.spoke = false;
    setClock(t, "story", s.config.storySec);
    return;
  }
  startDiscussion(t);
}

export function startStories(t: Transition<AlibiState>): void {
  t.s.speakerIdx = -1;
  nextStory(t);
}

/** The story slot ends («Закончить», the clock, absence): no pick → automatic open (ALIBI-R20). */
export function endStory(t: Transition<AlibiState>): void {
  const s = t.s;
  const p = s.speaker === null ? undefined : playerOf(s, s.speaker);
  if (p && p.status === "table" && !s.spoke) autoOpen(t, p);
  s.speaker = null;
  nextStory(t);
}

function startDiscussion(t: Transition<AlibiState>): void {
  const s = t.s;
  s.speaker = null;
  for (const p of s.players) p.ready = false;
  setClock(t, "discussion", s.round === 4 ? s.config.finalDiscussionSec : s.config.discussionSec);
}

/** Everyone present at the table is ready: the discussion may end early. */
export function everyoneReady(t: Transition<AlibiState>): boolean {
  const present = atTable(t.s).filter((p) => !p.absent);
  return present.length > 0 && present.every((p) => p.ready);
}

export function startAccusations(t: Transition<AlibiState>): "accusations_done" | void {
  t.s.speakerIdx = -1;
  return nextAccusation(t);
}

/** Accusation minutes in speaking order; absent speakers are skipped. After the last, flow.ts decides (vote, or the final's poll/defences). */
export function nextAccusation(t: Transition<AlibiState>): "accusations_done" | void {
  const s = t.s;
  while (++s.speakerIdx < s.order.length) {
    const p = playerOf(s, s.order[s.speakerIdx]!);
    if (!p || p.status !== "table" || p.absent) continue;
    s.speaker = p.seat;
    setClock(t, "accusation", s.config.accusationSec);
    return;
  }
  s.speaker = null;
  return "accusations_done";
}
