/**
 * Rounds: clue clocks, the reveal and the end (guess passes are in guessing.ts; which phase follows
 * which is the table in flow.ts). These helpers change the draft of a transition (`t.s`, already a
 * private copy) and add its history events.
 */
import type { Transition } from "../../engine";
import { cellHex, cellName, parseCell, pickCandidates } from "./board";
import { addPoints, scoreLines, topScorers } from "./scoring";
import { moveTo } from "./flow";
import type { MatizState, Player } from "./state";

export function playerOf(s: MatizState, seat: number): Player | undefined {
  return s.players.find((p) => p.seat === seat);
}

/** A guesser the round waits for: still in the match and connected. */
export function waitsFor(s: MatizState, seat: number): boolean {
  const p = playerOf(s, seat);
  return !!p && !p.abandoned && !p.absent;
}

export function nameOf(s: MatizState, seat: number): string {
  return playerOf(s, seat)?.name ?? `#${seat + 1}`;
}

/**
 * A marker or selection id: a keyed hash of the match's counter, so it is unique and stable on
 * replay but carries neither generator output nor the count of other seats' hidden taps.
 */
export function newId(t: Transition<MatizState>, prefix: string): string {
  const s = t.s;
  s.serial += 1;
  return `${prefix}${t.rng.idTag(s.serial)}`;
}

export function targetCell(s: MatizState): string | null {
  const r = s.round;
  return r.pick === null ? null : r.candidates[r.pick] ?? null;
}

export function hexOf(s: MatizState, cell: string): string {
  const c = parseCell(s.board, cell);
  return c ? cellHex(s.board, c) : "";
}

function clueClock(s: MatizState, now: number): MatizState["clock"] {
  return s.config.clueSeconds === null ? null : { kind: "clue", at: now + s.config.clueSeconds * 1000 };
}

/** Starts a clue phase's clock, or the MATIZ-9 wait when the giver is away. */
function startClueClock(s: MatizState, now: number): void {
  s.overtime = false;
  const giver = playerOf(s, s.round.giver);
  if (giver?.absent) {
    s.paused = { ms: s.config.clueSeconds === null ? null : s.config.clueSeconds * 1000 };
    s.clock = { kind: "giver_away", at: now + s.config.giverAwaySeconds * 1000 };
  } else {
    s.paused = null;
    s.clock = clueClock(s, now);
  }
}

/** The next queue index after queuePos whose player is still in the match, and whether it wraps. */
function nextGiverPos(s: MatizState): { pos: number; wraps: boolean } | null {
  const n = s.queue.length;
  for (let step = 1; step <= n; step++) {
    const pos = (s.queuePos + step + n) % n;
    const p = playerOf(s, s.queue[pos]!);
    if (p && !p.abandoned) return { pos, wraps: s.queuePos >= 0 && pos <= s.queuePos };
  }
  return null;
}

export function endGame(t: Transition<MatizState>, winners: number[]): void {
  const s = t.s;
  moveTo(s, "ended");
  s.clock = null;
  s.paused = null;
  s.overtime = false;
  s.winners = winners;
  t.pub("game_over", { winners, names: winners.map((w) => nameOf(s, w)).join(", ") });
}

/** Lobby order starting after the giver (MATIZ-4 guess order). */
function guessersFor(s: MatizState, giver: number, n: number): number[] {
  const i = s.players.findIndex((p) => p.seat === giver);
  const rotated = [...s.players.slice(i + 1), ...s.players.slice(0, i + 1)];
  return rotated.filter((p) => p.seat !== giver && !p.abandoned && p.fromRound <= n).map((p) => p.seat);
}

export function startRound(t: Transition<MatizState>): void {
  const s = t.s;
  const live = s.players.filter((p) => !p.abandoned);
  const next = nextGiverPos(s);
  if (live.length < 2 || !next) return endGame(t, topScorers(s.players));
  s.queuePos = next.pos;
  const giver = s.queue[next.pos]!;
  const n = s.round.n + 1;
  const cells = pickCandidates(s.board, s.pastTargets.map((t) => t.cell), s.config.minSeparation, t.rng);
  s.round = {
    n,
    giver,
    candidates: cells.map(cellName),
    pick: null,
    clues: [],
    guessers: guessersFor(s, giver, n),
    markers: [],
    selections: [],
    done: [],
    guessOrder: [],
    turn: null,
    noClue2: false,
    ready: [],
    result: null,
  };
  moveTo(s, "clue1");
  startClueClock(s, t.now);
  t.pub("round_start", { round: n, seat: giver, name: nameOf(s, giver) });
}

/** After a round (scored or lost): the end conditions of MATIZ-7, else the next round. */
function afterRound(t: Transition<MatizState>): boolean {
  const s = t.s;
  const mode = s.config.endMode;
  if (s.reached && mode === "endOfRound") {
    endGame(t, topScorers(s.players));
    return true;
  }
  if (s.reached && mode === "closeCycle") {
    const next = nextGiverPos(s);
    if (!next || next.wraps) {
      endGame(t, topScorers(s.players));
      return true;
    }
  }
  return false;
}

/** MATIZ-8/9: the giver gave no first clue: the turn passes without points. */
export function loseTurn(t: Transition<MatizState>, reason: "timeout" | "away"): void {
  const s = t.s;
  t.pub(`turn_lost_${reason}`, { seat: s.round.giver, name: nameOf(s, s.round.giver) });
  if (!afterRound(t)) startRound(t);
}

/** MATIZ-6/7: reveal the target, add points in order, decide the end. */
export function finishRound(t: Transition<MatizState>): void {
  const s = t.s;
  const target = targetCell(s);
  const r = s.round;
  r.selections = [];
  r.turn = null;
  if (!target) return loseTurn(t, "away");
  const added = addPoints(s.players, scoreLines(s.board, r, target, s.config.scoring), s.config.goal, s.config.endMode === "immediately");
  s.players = added.players;
  r.result = added.lines;
  s.pastTargets.push({ n: r.n, cell: target });
  s.reached = s.reached || s.players.some((p) => !p.abandoned && p.score >= s.config.goal);
  t.pub("reveal", { round: r.n, cell: target, hex: hexOf(s, target) });
  for (const l of added.lines) {
    if (l.points > 0 && l.counted) {
      const total = playerOf(s, l.seat)?.score ?? 0;
      t.pub("points", { seat: l.seat, name: nameOf(s, l.seat), n: l.points, total });
    }
  }
  if (added.winner !== null) return endGame(t, [added.winner]);
  if (afterRound(t)) return;
  moveTo(s, "reveal");
  s.paused = null;
  s.overtime = false;
  s.clock = s.config.revealSeconds === null ? null : { kind: "reveal", at: t.now + s.config.revealSeconds * 1000 };
  settleReveal(t);
}

/** Next round once everyone still connected tapped "next". */
export function settleReveal(t: Transition<MatizState>): void {
  const s = t.s;
  if (s.phase !== "reveal") return;
  const waiting = s.players.filter((p) => !p.abandoned && !p.absent && !s.round.ready.includes(p.seat));
  if (waiting.length === 0) startRound(t);
}

export function enterClue2(t: Transition<MatizState>): void {
  const s = t.s;
  moveTo(s, "clue2");
  s.round.done = [];
  s.round.selections = [];
  s.round.turn = null;
  startClueClock(s, t.now);
}

/** MATIZ-9 (and abandon): the giver is gone; without clue 1 the turn passes, with it no clue 2. */
export function giverGone(t: Transition<MatizState>): void {
  const s = t.s;
  const r = s.round;
  if (s.phase === "clue1") return loseTurn(t, "away");
  if (s.phase === "clue2") {
    t.pub("clue_pass_away", { seat: r.giver, name: nameOf(s, r.giver) });
    return finishRound(t);
  }
  if (s.phase === "guess1") r.noClue2 = true;
}
