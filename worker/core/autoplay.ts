/**
 * Server-played seats and bots (issue 23, PLAT-15 … PLAT-21), game-blind: the room knows which seats
 * it plays and when their next move is due; what the move is comes from the game's `bot` hook, given
 * only the seat's own view — the same bytes its browser would get.
 *
 * - PLAT-15 A seat is played by the room while a match runs when it is a bot, or absent past the
 *   grace period, or abandoned, or removed. The game is not told of that absence: someone plays it.
 * - PLAT-16 A move comes from the seat's view only (the view's JSON, as sent), never from the state.
 * - PLAT-17 At a human pace: each move is due 1.8–4.4 s after the seat could first make it, kept in
 *   the room record and woken by the room's alarm, so a restart in between loses nothing.
 * - PLAT-18 Control returns the moment the player is back: their hello and the pending move are two
 *   steps of the same room, one after the other; the hello clears the move, a move made before it is
 *   in the view the player then receives. Never both.
 * - PLAT-21 Nobody plays for an empty table: with no person connected to a seat, nothing is due.
 */
import { Rng, type GameEvent } from "../../shared/engine";
import { playedSeats, type RoomRecord, type SeatRecord } from "./lobby";
import { runGame } from "./match";
import type { RecordInput } from "./record";
import type { Turn } from "./turn";

export const PACE_MIN_MS = 1800;
export const PACE_SPREAD_MS = 2600;
/** The tags the pace is drawn from: far above any id a game tags (cards, clues). */
const PACE_TAG_BASE = 2 ** 40;

/** PLAT-21: a person holds a seat and is connected. */
export const someoneHere = (room: RoomRecord): boolean => room.seats.some((s) => !s.bot && !s.abandoned && !s.absent && s.goneSince === null);

const levelOf = (s: SeatRecord | undefined) => s?.bot ?? "normal";

/**
 * PLAT-17: how long this move takes, 1.8–4.4 s: a keyed hash of the revision and seat under the
 * match key (never a raw draw, and drawing nothing), so a replay paces the same.
 */
function pace(t: Turn, seat: number): number {
  const tag = new Rng(t.snap!.rng).idTag(PACE_TAG_BASE + t.snap!.rev * 64 + seat);
  return shortened(PACE_MIN_MS + (parseInt(tag.slice(0, 8), 16) % PACE_SPREAD_MS), t.env.botPaceMaxMs);
}

/** PLAT-17's test knob (StepEnv.botPaceMaxMs): scales the pace down to at most `max`, never up, never to zero. */
export function shortened(ms: number, max: number | undefined): number {
  const top = PACE_MIN_MS + PACE_SPREAD_MS;
  if (max === undefined || !Number.isFinite(max) || max >= top) return ms;
  return Math.max(1, Math.round((ms * Math.max(1, max)) / top));
}

/** PLAT-16: the seat's policy over its own view as sent on the wire; null when it has nothing to do (or fails). */
function botMove(t: Turn, seat: number, rng: Rng, played: readonly number[]): unknown {
  const game = t.game;
  if (!game.bot || !t.snap || !t.room) return null;
  try {
    const view = JSON.parse(JSON.stringify(game.view(t.snap.state, { kind: "seat", seat }))) as unknown;
    return game.bot(view, seat, { rng, level: levelOf(t.room.seats.find((s) => s.seat === seat)), now: t.now, played });
  } catch (e) {
    console.error("seat policy failed", e);
    return null;
  }
}

/**
 * PLAT-15/B3/B7, at the end of every step that changed the room or the game: each played seat that
 * has a move now keeps its due time, or gets one; a seat with no move (or no person at the table) has none.
 */
export function planAutoplay(t: Turn): void {
  const room = t.room;
  if (!room) return;
  const game = t.game;
  const current = room.autoplay ?? {};
  if (!game.bot && !room.autoplay) return;
  if (!t.gameChanged && !t.roomChanged()) return;
  const next: Record<string, number> = {};
  if (room.phase === "playing" && t.snap && game.bot && someoneHere(room)) {
    const played = playedSeats(room, true);
    for (const seat of played) {
      // A scratch copy of the generator: whether there is a move draws nothing for real.
      if (botMove(t, seat, new Rng(t.snap.rng), played) === null) continue;
      next[seat] = current[seat] ?? t.now + pace(t, seat);
    }
  }
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  const { autoplay: _old, ...rest } = room;
  t.room = Object.keys(next).length ? { ...rest, autoplay: next } : rest;
}

/** PLAT-17: the moves due now, one seat at a time, each from the view as it stands when it is made. */
export function runAutoplay(t: Turn): void {
  const game = t.game;
  for (let guard = 0; guard < 24; guard++) {
    const room = t.room;
    if (!room?.autoplay || room.phase !== "playing" || !t.snap || !game.bot) return;
    const due = Object.entries(room.autoplay)
      .filter(([, at]) => at <= t.now)
      .sort((a, b) => a[1] - b[1])[0];
    if (!due) return;
    const seat = Number(due[0]);
    const rest = { ...room.autoplay };
    delete rest[due[0]];
    t.room = { ...room, autoplay: rest };
    const played = playedSeats(room, true);
    if (!played.includes(seat) || !someoneHere(room)) continue;
    // PLAT-23: the record keeps the move and where the generator stood after the policy drew.
    let made: RecordInput = { k: "bot", seat, a: null, rng: [0, 0] };
    const out = runGame(t, () => made, (ctx) => {
      const move = botMove(t, seat, ctx.rng, played);
      const at = ctx.rng.save();
      made = { k: "bot", seat, a: null, rng: [at.block, at.word] };
      if (move === null) return { ok: true, state: t.snap!.state, events: [] };
      const parsed = game.actionSchema.safeParse(move);
      if (!parsed.success) return { ok: false, code: "bad_action" };
      made = { ...made, a: parsed.data };
      return game.apply(t.snap!.state, seat, parsed.data, ctx);
    });
    if (out.ok) t.appendHistory(out.events);
    else t.fx.logs.push({ event: "bot_refused", game: room.gameId });
    if (game.result(t.snap.state)) return;
  }
}

/** The room's own history lines about who plays a seat (translated as `room.event.<type>`). */
export const roomLine = (type: "playing_for" | "back" | "removed" | "removed_by_vote", seat: number): GameEvent => ({ type: `room:${type}`, audience: "all", params: { seat } });
