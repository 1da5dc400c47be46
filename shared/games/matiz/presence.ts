/** Seats going away, coming back, abandoning (PLAT-4/6, MATIZ-9) and joining late (MATIZ-10). */
import { begin, ok, reject, type Ctx, type Outcome, type Presence, type SeatInfo } from "../../engine";
import { endGame, giverGone, playerOf, settleReveal } from "./rounds";
import { settleGuess } from "./guessing";
import { topScorers } from "./scoring";
import type { MatizState } from "./state";

/** PLAT-4 absent/back, PLAT-6 abandon, MATIZ-9 the giver's disconnect. */
export function onPresence(state: MatizState, seat: number, presence: Presence, ctx: Ctx): Outcome<MatizState> {
  const t = begin(state, ctx);
  const s = t.s;
  const p = playerOf(s, seat);
  if (!p || s.phase === "ended") return ok(state);
  const isGiver = s.round.giver === seat;
  const cluePhase = s.phase === "clue1" || s.phase === "clue2";
  if (presence === "present") {
    if (!p.absent || p.abandoned) return ok(state);
    p.absent = false;
    if (isGiver && s.paused) {
      const ms = s.paused.ms;
      s.clock = ms === null ? null : { kind: "clue", at: t.now + ms };
      s.paused = null;
      t.pub("giver_back", { seat, name: p.name });
    } else if (s.paused && s.clock === null && cluePhase) {
      // Someone is back while the giver is still away: the MATIZ-9 wait starts again.
      s.clock = { kind: "giver_away", at: t.now + s.config.giverAwaySeconds * 1000 };
    }
    return t.done();
  }
  if (presence === "absent") {
    if (p.absent || p.abandoned) return ok(state);
    p.absent = true;
    if (isGiver && cluePhase && s.clock?.kind !== "giver_away") {
      s.paused = { ms: s.clock?.kind === "clue" ? Math.max(0, s.clock.at - t.now) : null };
      s.clock = { kind: "giver_away", at: t.now + s.config.giverAwaySeconds * 1000 };
      t.pub("giver_away", { seat, name: p.name });
    }
  } else {
    if (p.abandoned) return ok(state);
    p.abandoned = true;
    p.absent = true;
    t.pub("abandoned", { seat, name: p.name });
    if (isGiver) giverGone(t);
    if (s.players.filter((x) => !x.abandoned).length < 2 && !isOver(s)) {
      // Too few left to play: end now, the top scores win.
      endGame(t, topScorers(s.players));
      return t.done();
    }
  }
  settleGuess(t);
  settleReveal(t);
  return t.done();
}

/** MATIZ-10: plays from the next round with 0 points, last in the giver queue. */
export function onLateJoin(state: MatizState, info: SeatInfo, ctx: Ctx): Outcome<MatizState> {
  if (state.phase === "ended") return reject("game_over");
  const t = begin(state, ctx);
  const s = t.s;
  const existing = playerOf(s, info.seat);
  if (existing && !existing.abandoned) {
    existing.absent = false;
    return t.done();
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
  t.pub("late_join", { seat: info.seat, name: info.name });
  return t.done();
}

/** Read through a call so TypeScript does not narrow `phase` across the flow helpers that change it. */
function isOver(s: MatizState): boolean {
  return s.phase === "ended";
}
