/**
 * Presence and late join. *gap:* decisions so an absent player never freezes the game:
 * - the narrator goes absent or abandons mid-round → the round is voided (nobody moves, the answer
 *   is shown) and the next narrator clockwise draws a new card;
 * - the player whose turn it is goes absent → their turn is skipped (a pending pick is returned to
 *   the board; a revealed clue without a guess counts as used);
 * - nobody left to guess → the round pauses until someone returns; fewer than two players here →
 *   the match waits;
 * - fewer than two seats not abandoned → the match ends, the one left wins.
 */
import { begin, ok, reject, type Ctx, type Outcome, type Presence, type SeatInfo, type Transition } from "../../engine";
import { MAX_SEATS } from "./config";
import { advanceTurn, endRound, enter, finish, NARRATOR_WAIT, NARRATOR_WAIT_MS, nextGuesser, startRound } from "./rounds";
import { assignColours } from "./setup";
import type { DicasState } from "./state";

const inRound = (s: DicasState) => ["pick", "reveal", "guess", "judge", "paused"].includes(s.phase);

const STEP_CLOCKS: readonly string[] = ["pick", "reveal", "guess", "judge"];

/** DICAS-G5: while the round's narrator is away the only clock is the wait; otherwise the phase's own. */
function hold(t: Transition<DicasState>): void {
  const s = t.s;
  if (!inRound(s) || s.narrator === null) return;
  if (s.absent.includes(s.narrator)) {
    if (s.deadline?.kind !== NARRATOR_WAIT) s.deadline = { kind: NARRATOR_WAIT, at: t.now + NARRATOR_WAIT_MS };
  } else if (s.deadline?.kind === NARRATOR_WAIT) {
    if (STEP_CLOCKS.includes(s.phase)) enter(t, s.phase as "pick" | "reveal" | "guess" | "judge");
    else s.deadline = null;
  }
}

/** Someone is back or joined: a waiting match starts a round, a paused round gives the next guesser the pick. */
function resume(t: Transition<DicasState>): void {
  const s = t.s;
  if (s.phase === "waiting") return startRound(t);
  if (s.phase === "paused" && s.narrator !== null) {
    const turn = nextGuesser(s, s.narrator);
    if (turn !== null) {
      s.turn = turn;
      enter(t, "pick");
    }
  }
}

export function onPresence(state: DicasState, seat: number, presence: Presence, ctx: Ctx): Outcome<DicasState> {
  if (!state.players.some((p) => p.seat === seat)) return ok(state);
  if (presence === "present" && state.abandoned.includes(seat)) return ok(state);
  const t = begin(state, ctx);
  const s = t.s;
  if (presence === "present") {
    s.absent = s.absent.filter((x) => x !== seat);
    if (s.phase === "over") return t.done();
    if (inRound(s) && seat === s.narrator && state.absent.includes(seat)) t.pub("narrator_back", { narrator: seat });
    resume(t);
    hold(t);
    return t.done();
  }
  if (!s.absent.includes(seat)) s.absent.push(seat);
  if (presence === "abandoned" && !s.abandoned.includes(seat)) {
    s.abandoned.push(seat);
    t.pub("abandoned", { seat });
  }
  if (s.phase === "over") return t.done();
  const remaining = s.players.filter((p) => !s.abandoned.includes(p.seat)).map((p) => p.seat);
  if (remaining.length < 2) {
    finish(t, remaining);
    return t.done();
  }
  if (inRound(s) && seat === s.narrator) {
    // DICAS-G5: an abandoning narrator voids the round; an absent one holds it (announced once).
    if (presence === "abandoned") endRound(t, { kind: "voided", narrator: seat, reason: "left" });
    else if (!state.absent.includes(seat)) t.pub("narrator_away", { narrator: seat, waitSec: NARRATOR_WAIT_MS / 1000 });
  } else if (inRound(s) && seat === s.turn) {
    // Their turn is skipped: a pending pick goes back to the board, a revealed clue without a guess counts as used.
    // In judge the guess stands and the narrator still marks it.
    const phase = s.phase;
    if (phase === "pick" || phase === "reveal" || phase === "guess") {
      t.pub("turn_skipped", { seat });
      if (phase === "reveal") s.attempts.pop();
      if (phase === "guess") s.attempts[s.attempts.length - 1]!.verdict = "pass";
      advanceTurn(t);
    }
  }
  hold(t);
  return t.done();
}

/** *gap:* a late joiner gets a free colour (their pick if free), starts on Início and joins the rotation. */
export function onLateJoin(state: DicasState, seat: SeatInfo, ctx: Ctx): Outcome<DicasState> {
  if (state.phase === "over") return reject("game_over");
  if (state.players.some((p) => p.seat === seat.seat)) return ok(state);
  if (state.players.length >= MAX_SEATS) return reject("game_full");
  const t = begin(state, ctx);
  const s = t.s;
  const colour = assignColours([seat], s.players.map((p) => p.colour)).get(seat.seat)!;
  s.players = [...s.players, { seat: seat.seat, colour, position: 0 }].sort((a, b) => a.seat - b.seat);
  s.absent = s.absent.filter((x) => x !== seat.seat);
  t.pub("late_joined", { seat: seat.seat, colour });
  resume(t);
  hold(t);
  return t.done();
}
