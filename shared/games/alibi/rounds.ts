/**
 * ALIBI-4: the round: clue → stories → discussion → accusation minutes → vote,
 * and the speaking order that rotates each round.
 */
import { fakesFor, fitSet, type Dealt } from "./clues";
import { autoOpen } from "./items";
import { startProcedure } from "./procedure";
import { startFinalDecision, startFinal } from "./final";
import type { AlibiState, Role } from "./state";
import { atTable, playerOf, setClock, type Tx } from "./tx";

/** Seats at the table in ascending order, wrapping around from `start` (or the next seat at the table after it). */
export function orderFrom(s: AlibiState, start: number): number[] {
  const seats = atTable(s).map((p) => p.seat).sort((a, b) => a - b);
  const i = seats.findIndex((x) => x >= start);
  return i <= 0 ? seats : [...seats.slice(i), ...seats.slice(0, i)];
}

/** The next seat at the table strictly after `seat`, wrapping. */
export function nextAtTable(s: AlibiState, seat: number): number {
  const seats = atTable(s).map((p) => p.seat).sort((a, b) => a - b);
  return seats.find((x) => x > seat) ?? seats[0] ?? seat;
}

export const dealtOf = (s: AlibiState): Dealt[] => s.players.map((p) => ({ profession: p.item.profession, feature: p.item.feature }));
export const rolesOf = (s: AlibiState): Role[] => s.players.map((p) => p.role);

/** Seats (room numbers) a clue fits, over every seat dealt at the start (ALIBI-G6). */
export function fitSeats(s: AlibiState, clueId: string): number[] {
  const clue = s.kase.clues.find((c) => c.id === clueId);
  return clue ? fitSet(s.kase, clue, dealtOf(s)).map((i) => s.players[i]!.seat) : [];
}

/** Flips a slot: its queued clue, or a fake for the Podmena target from the reserve (ALIBI-11). */
export function revealSlot(t: Tx, i: number): void {
  const s = t.s;
  const slot = s.slots[i]!;
  let shown = slot.queued;
  if (slot.swap) {
    const idx = s.players.findIndex((p) => p.seat === slot.swap!.target);
    const by = s.players.findIndex((p) => p.seat === slot.swap!.by);
    const fakes = fakesFor(s.kase, s.reserve, dealtOf(s), rolesOf(s), idx);
    // Seeded, preferring clues that do not fit the swapper.
    const clean = fakes.filter((id) => !fitSet(s.kase, s.kase.clues.find((c) => c.id === id)!, dealtOf(s)).includes(by));
    const pool = clean.length ? clean : fakes;
    if (pool.length) {
      shown = pool[t.rng.int(pool.length)]!;
      s.reserve = s.reserve.filter((id) => id !== shown);
      const swapper = playerOf(s, slot.swap.by)!;
      swapper.notes.push({ k: "podmenaReveal", round: s.round, swapSlot: i, clue: shown });
      t.priv([swapper.seat], "podmena_revealed", { n: i + 1 });
    }
  }
  slot.shown = shown;
  const clue = s.kase.clues.find((c) => c.id === shown)!;
  t.pub("clue", { n: i + 1, of: s.slots.length, clue: shown, text: clue.text });
}

/** Rounds 1–3 start here; round 4 is the final. `rotate` is false for round 1 (its start seat was drawn). */
export function startRound(t: Tx, round: 1 | 2 | 3 | 4, rotate = true): void {
  const s = t.s;
  if (round === 4) return startFinal(t);
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
export function nextStory(t: Tx): void {
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

export function startStories(t: Tx): void {
  t.s.speakerIdx = -1;
  nextStory(t);
}

/** The story slot ends («Закончить», the clock, absence): no pick → automatic open (ALIBI-R20). */
export function endStory(t: Tx): void {
  const s = t.s;
  const p = s.speaker === null ? undefined : playerOf(s, s.speaker);
  if (p && p.status === "table" && !s.spoke) autoOpen(t, p);
  s.speaker = null;
  nextStory(t);
}

export function startDiscussion(t: Tx): void {
  const s = t.s;
  s.speaker = null;
  for (const p of s.players) p.ready = false;
  setClock(t, "discussion", s.round === 4 ? s.config.finalDiscussionSec : s.config.discussionSec);
}

/** Ends the discussion early once everyone present at the table is ready. */
export function checkAllReady(t: Tx): void {
  const s = t.s;
  if (s.phase !== "discussion") return;
  const present = atTable(s).filter((p) => !p.absent);
  if (present.length > 0 && present.every((p) => p.ready)) startAccusations(t);
}

export function startAccusations(t: Tx): void {
  t.s.speakerIdx = -1;
  nextAccusation(t);
}

/** Accusation minutes in speaking order; absent speakers are skipped. After the last: the vote, or the final's poll/defence. */
export function nextAccusation(t: Tx): void {
  const s = t.s;
  while (++s.speakerIdx < s.order.length) {
    const p = playerOf(s, s.order[s.speakerIdx]!);
    if (!p || p.status !== "table" || p.absent) continue;
    s.speaker = p.seat;
    setClock(t, "accusation", s.config.accusationSec);
    return;
  }
  s.speaker = null;
  if (s.round === 4) startFinalDecision(t);
  else startProcedure(t, "main", s.round === 1);
}
