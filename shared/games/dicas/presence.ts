/**
 * Presence and late join. *gap:* decisions so an absent player never freezes the game:
 * - DICAS-G5: the narrator goes absent mid-round (past the presence grace, so a short drop never
 *   reaches here) → the round holds for NARRATOR_WAIT_MS: no clock runs and nobody acts; the
 *   narrator's return resumes it with a fresh step clock. Still away at the end of the wait, or
 *   abandoning → the round is voided (nobody moves, the answer is shown), the history saying which,
 *   and the next narrator clockwise draws a new card;
 * - the player whose turn it is goes absent → their turn is skipped (a pending pick is returned to
 *   the board; a revealed clue without a guess counts as used);
 * - nobody left to guess → the round pauses until someone returns; fewer than two players here →
 *   the match waits;
 * - fewer than two seats not abandoned → the match ends, the one left wins.
 */
import { ok, reject, type Ctx, type GameEvent, type Outcome, type Presence, type SeatInfo } from "../../engine";
import { MAX_SEATS } from "./config";
import { NARRATOR_WAIT, NARRATOR_WAIT_MS, advanceTurn, endRound, nextGuesser, startRound, winEvent, withDeadline, type Step } from "./rounds";
import { assignColours } from "./setup";
import type { DicasState } from "./state";

const inRound = (s: DicasState) => ["pick", "reveal", "guess", "judge", "paused"].includes(s.phase);

const STEP_CLOCKS = ["pick", "reveal", "guess", "judge"];

/** DICAS-G5: while the round's narrator is away the only clock is the wait; otherwise the phase's own. */
function held(s: DicasState, ctx: Ctx): DicasState {
  if (!inRound(s) || s.narrator === null) return s;
  if (s.absent.includes(s.narrator)) {
    if (s.deadline?.kind === NARRATOR_WAIT) return s;
    return { ...s, deadline: { kind: NARRATOR_WAIT, at: ctx.now + NARRATOR_WAIT_MS } };
  }
  if (s.deadline?.kind === NARRATOR_WAIT) return withDeadline(s, STEP_CLOCKS.includes(s.phase) ? s.phase : null, ctx.now);
  return s;
}

function resume(s: DicasState, ctx: Ctx): Step {
  if (s.phase === "waiting") return startRound(s, ctx);
  if (s.phase === "paused" && s.narrator !== null) {
    const turn = nextGuesser(s, s.narrator);
    if (turn !== null) return { state: withDeadline({ ...s, turn, phase: "pick" }, "pick", ctx.now), events: [] };
  }
  return { state: s, events: [] };
}

export function onPresence(s: DicasState, seat: number, presence: Presence, ctx: Ctx): Outcome<DicasState> {
  if (!s.players.some((p) => p.seat === seat)) return ok(s);
  if (presence === "present") {
    if (s.abandoned.includes(seat)) return ok(s);
    const back = { ...s, absent: s.absent.filter((x) => x !== seat) };
    if (back.phase === "over") return ok(back);
    const returning = inRound(back) && seat === back.narrator && s.absent.includes(seat);
    const step = resume(back, ctx);
    const events = returning ? [{ type: "narrator_back", audience: "all" as const, params: { narrator: seat } }, ...step.events] : step.events;
    return ok(held(step.state, ctx), events);
  }
  let next: DicasState = { ...s, absent: s.absent.includes(seat) ? s.absent : [...s.absent, seat] };
  const events: GameEvent[] = [];
  if (presence === "abandoned" && !s.abandoned.includes(seat)) {
    next = { ...next, abandoned: [...next.abandoned, seat] };
    events.push({ type: "abandoned", audience: "all", params: { seat } });
  }
  if (next.phase === "over") return ok(next, events);
  const remaining = next.players.filter((p) => !next.abandoned.includes(p.seat)).map((p) => p.seat);
  if (remaining.length < 2) {
    events.push(winEvent(remaining));
    return ok({ ...next, phase: "over", winners: remaining, narrator: null, turn: null, cardId: null, attempts: [], deadline: null }, events);
  }
  let step: Step;
  if (inRound(next) && seat === next.narrator) {
    if (presence === "abandoned") step = endRound(next, { kind: "voided", narrator: seat, reason: "left" }, ctx, events);
    else if (s.absent.includes(seat)) step = { state: next, events };
    else step = { state: next, events: [...events, { type: "narrator_away", audience: "all", params: { narrator: seat, waitSec: NARRATOR_WAIT_MS / 1000 } }] };
  } else if (inRound(next) && seat === next.turn) {
    const skipped: GameEvent = { type: "turn_skipped", audience: "all", params: { seat } };
    if (next.phase === "pick") step = advanceTurn(next, ctx, [...events, skipped]);
    else if (next.phase === "reveal") step = advanceTurn({ ...next, attempts: next.attempts.slice(0, -1) }, ctx, [...events, skipped]);
    else if (next.phase === "guess") {
      const attempts = next.attempts.map((a, i) => (i === next.attempts.length - 1 ? { ...a, verdict: "pass" as const } : a));
      step = advanceTurn({ ...next, attempts }, ctx, [...events, skipped]);
    } else step = { state: next, events }; // judge: the guess stands, the narrator still marks it
  } else step = { state: next, events };
  return ok(held(step.state, ctx), step.events);
}

/** *gap:* a late joiner gets a free colour (their pick if free), starts on Início and joins the rotation. */
export function onLateJoin(s: DicasState, seat: SeatInfo, ctx: Ctx): Outcome<DicasState> {
  if (s.phase === "over") return reject("game_over");
  if (s.players.some((p) => p.seat === seat.seat)) return ok(s);
  if (s.players.length >= MAX_SEATS) return reject("game_full");
  const colour = assignColours([seat], s.players.map((p) => p.colour)).get(seat.seat)!;
  const players = [...s.players, { seat: seat.seat, colour, position: 0 }].sort((a, b) => a.seat - b.seat);
  const joined = { ...s, players, absent: s.absent.filter((x) => x !== seat.seat) };
  const step = resume(joined, ctx);
  return ok(held(step.state, ctx), [{ type: "late_joined", audience: "all", params: { seat: seat.seat, colour } }, ...step.events]);
}
