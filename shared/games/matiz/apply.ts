/** Actions, deadlines, presence and late joins: each clones the state, then runs the flow. */
import { ok, reject, type Ctx, type Outcome, type Presence, type SeatInfo } from "../../engine";
import { canClue, canGuess, canNext, canPass, canPick, canSelect, type Facts, type MatizAction, type Problem } from "./actions";
import { normalizeClue, type ClueRules } from "./clueRules";
import {
  cellTaken, endGame, enterGuess, finishRound, forceGuess, giverGone, loseTurn, nameOf, newId, passOrder, placeMarker, playerOf,
  settleGuess, settleReveal, startRound, type Events,
} from "./flow";
import { topScorers } from "./scoring";
import type { MatizState } from "./state";

/** What `seat` can see and do, from the state (the client builds the same from its view). */
export function factsFor(s: MatizState, seat: number): Facts {
  const r = s.round;
  const p = playerOf(s, seat);
  const visible = s.config.markers === "visible";
  return {
    phase: s.phase,
    me: seat,
    giver: r.giver,
    guessers: r.guessers,
    done: r.done,
    turn: s.config.guessMode === "turns" ? r.turn : null,
    guessMode: s.config.guessMode,
    occupied: r.markers.filter((m) => visible || r.result !== null || m.seat === seat).map((m) => m.cell),
    cols: s.board.cols,
    rows: s.board.rows,
    // Only the giver sees the candidates (MATIZ-2); the same facts as the client has.
    candidates: seat === r.giver ? r.candidates.length : 0,
    picked: seat === r.giver && r.pick !== null,
    ready: r.ready,
    playing: !!p && !p.abandoned,
  };
}

export function clueRulesOf(s: MatizState): Omit<ClueRules, "maxWords"> {
  const c = s.config;
  return {
    used: s.usedClues,
    blockLightDark: c.blockLightDark,
    blockDirections: c.blockDirections,
    blockNicknames: c.blockNicknames,
    nicknames: s.players.map((p) => p.name),
    isPublic: c.isPublic,
  };
}

const fail = (p: Problem): Outcome<MatizState> => reject(p.code, p.params);

export function applyAction(state: MatizState, seat: number, a: MatizAction, ctx: Ctx): Outcome<MatizState> {
  if (state.phase === "ended") return reject("game_over");
  const s = structuredClone(state);
  const r = s.round;
  const f = factsFor(s, seat);
  const events: Events = [];
  switch (a.type) {
    case "pick": {
      const e = canPick(f, a.index);
      if (e) return fail(e);
      r.pick = a.index;
      break;
    }
    case "clue": {
      const e = canClue(f, a.text, clueRulesOf(s));
      if (e) return fail(e);
      const text = normalizeClue(a.text);
      r.clues.push(text);
      s.usedClues.push(text);
      const n = s.phase === "clue1" ? 1 : 2;
      events.push({ type: "clue", audience: "all", params: { seat, name: nameOf(s, seat), clue: text, n } });
      enterGuess(s, n, ctx, events);
      break;
    }
    case "pass": {
      const e = canPass(f);
      if (e) return fail(e);
      events.push({ type: "clue_pass", audience: "all", params: { seat, name: nameOf(s, seat) } });
      finishRound(s, ctx, events);
      break;
    }
    case "select": {
      const e = canSelect(f, a.cell);
      if (e) return fail(e);
      r.selections = [...r.selections.filter((x) => x.seat !== seat), { seat, id: newId(s, "sl", ctx), cell: a.cell }];
      break;
    }
    case "guess": {
      const e = canGuess(f, a.cell);
      if (e) return fail(e);
      // MATIZ-3 with hidden markers: the cell may hold a marker this seat cannot see.
      if (cellTaken(s, a.cell)) return reject("cell_occupied", { cell: a.cell });
      placeMarker(s, seat, a.cell, ctx, events);
      settleGuess(s, ctx, events);
      break;
    }
    case "next": {
      const e = canNext(f);
      if (e) return fail(e);
      r.ready.push(seat);
      settleReveal(s, ctx, events);
      break;
    }
  }
  return ok(s, events);
}

function warn(s: MatizState, events: Events): Outcome<MatizState> {
  s.clock = null;
  s.overtime = true;
  events.push({ type: s.phase === "clue1" || s.phase === "clue2" ? "timeout_warning_clue" : "timeout_warning_guess", audience: "all", params: {} });
  return ok(s, events);
}

/** MATIZ-8/9: deadlines are idempotent: a stale or early call changes nothing. */
export function onDeadline(state: MatizState, kind: string, ctx: Ctx): Outcome<MatizState> {
  const c = state.clock;
  if (!c || c.kind !== kind || ctx.now < c.at || state.phase === "ended") return ok(state);
  const s = structuredClone(state);
  const events: Events = [];
  const force = s.config.onTimeout === "force";
  switch (c.kind) {
    case "clue":
      if (!force) return warn(s, events);
      if (s.phase === "clue1") loseTurn(s, ctx, events, "timeout");
      else {
        events.push({ type: "clue_pass_timeout", audience: "all", params: { seat: s.round.giver, name: nameOf(s, s.round.giver) } });
        finishRound(s, ctx, events);
      }
      break;
    case "guess": {
      if (!force) return warn(s, events);
      const r = s.round;
      const late = s.config.guessMode === "turns" ? (r.turn === null ? [] : [r.turn]) : passOrder(s).filter((g) => !r.done.includes(g));
      for (const g of late) forceGuess(s, g, ctx, events);
      r.turn = null;
      settleGuess(s, ctx, events);
      break;
    }
    case "giver_away":
      // Nobody connected at all: wait for someone instead of burning everyone's turns.
      if (s.players.every((p) => p.abandoned || p.absent)) s.clock = null;
      else giverGone(s, ctx, events);
      break;
    case "reveal":
      startRound(s, ctx, events);
      break;
  }
  return ok(s, events);
}

/** PLAT-4 absent/back, PLAT-6 abandon, MATIZ-9 the giver's disconnect. */
export function onPresence(state: MatizState, seat: number, presence: Presence, ctx: Ctx): Outcome<MatizState> {
  const s = structuredClone(state);
  const p = playerOf(s, seat);
  if (!p || s.phase === "ended") return ok(state);
  const events: Events = [];
  const isGiver = s.round.giver === seat;
  const cluePhase = s.phase === "clue1" || s.phase === "clue2";
  if (presence === "present") {
    if (!p.absent || p.abandoned) return ok(state);
    p.absent = false;
    if (isGiver && s.paused) {
      const ms = s.paused.ms;
      s.clock = ms === null ? null : { kind: "clue", at: ctx.now + ms };
      s.paused = null;
      events.push({ type: "giver_back", audience: "all", params: { seat, name: p.name } });
    } else if (s.paused && s.clock === null && cluePhase) {
      // Someone is back while the giver is still away: the MATIZ-9 wait starts again.
      s.clock = { kind: "giver_away", at: ctx.now + s.config.giverAwaySeconds * 1000 };
    }
    return ok(s, events);
  }
  if (presence === "absent") {
    if (p.absent || p.abandoned) return ok(state);
    p.absent = true;
    if (isGiver && cluePhase && s.clock?.kind !== "giver_away") {
      s.paused = { ms: s.clock?.kind === "clue" ? Math.max(0, s.clock.at - ctx.now) : null };
      s.clock = { kind: "giver_away", at: ctx.now + s.config.giverAwaySeconds * 1000 };
      events.push({ type: "giver_away", audience: "all", params: { seat, name: p.name } });
    }
  } else {
    if (p.abandoned) return ok(state);
    p.abandoned = true;
    p.absent = true;
    events.push({ type: "abandoned", audience: "all", params: { seat, name: p.name } });
    if (isGiver) giverGone(s, ctx, events);
    if (s.players.filter((x) => !x.abandoned).length < 2 && !isOver(s)) {
      // Too few left to play: end now, the top scores win.
      endGame(s, topScorers(s.players), events);
      return ok(s, events);
    }
  }
  settleGuess(s, ctx, events);
  settleReveal(s, ctx, events);
  return ok(s, events);
}

/** MATIZ-10: plays from the next round with 0 points, last in the giver queue. */
export function onLateJoin(state: MatizState, info: SeatInfo, _ctx: Ctx): Outcome<MatizState> {
  if (state.phase === "ended") return reject("game_over");
  const s = structuredClone(state);
  const existing = playerOf(s, info.seat);
  if (existing && !existing.abandoned) {
    existing.absent = false;
    return ok(s);
  }
  const fresh = { seat: info.seat, name: info.name, score: 0, fromRound: s.round.n + 1, absent: false, abandoned: false };
  if (existing) s.players = s.players.map((x) => (x.seat === info.seat ? fresh : x));
  else s.players.push(fresh);
  const at = s.queue.indexOf(info.seat);
  if (at >= 0) {
    s.queue.splice(at, 1);
    if (at <= s.queuePos) s.queuePos -= 1;
  }
  s.queue.push(info.seat);
  return ok(s, [{ type: "late_join", audience: "all", params: { seat: info.seat, name: info.name } }]);
}

export { startRound };

/** Read through a call so TypeScript does not narrow `phase` across the flow helpers that change it. */
function isOver(s: MatizState): boolean {
  return s.phase === "ended";
}
