/**
 * Álibi's random player, the one the property, leak and anonymity tests (test/unit/alibi, through
 * `randomStep` in match.ts) and the whole-wire adapter (test/support/wire/alibi.ts) all play with:
 * candidate moves for the phase, filtered by the game's own judgement (`rejectionOf`: the seat's view, then the hidden rule), and junk
 * from the whole action space. With `finish` (the whole-wire runs, whose matches are cut short) a
 * discussion leans toward "ready" (two ready candidates, two plays per card instead of three) and a
 * verdict offers one Advokat choice, so that cut matches still reach votes and their end.
 */
import type { Rng } from "../../../shared/engine";
import type { AlibiAction } from "../../../shared/games/alibi/actions";
import { rejectionOf } from "../../../shared/games/alibi/apply";
import { knowledgeOf } from "../../../shared/games/alibi/view";
import { ITEM_KINDS, type AlibiState } from "../../../shared/games/alibi/state";

/** Options of the shared player: `finish` biases it toward ending phases (the whole-wire rooms). */
interface PlayOptions {
  finish?: boolean;
}

/** Candidate actions a seat might try in this phase (not all legal: the predicate filters them). */
export function candidates(s: AlibiState, seat: number, r: Rng, opts: PlayOptions = {}): AlibiAction[] {
  const out: AlibiAction[] = [];
  const table = s.players.filter((p) => p.status === "table").map((p) => p.seat);
  const anySeat = () => r.pick(s.players).seat;
  switch (s.phase) {
    case "story":
      for (const item of ITEM_KINDS) out.push({ type: "open", item });
      out.push({ type: "done" });
      break;
    case "accusation":
    case "defence":
      out.push({ type: "done" });
      break;
    case "discussion": {
      out.push({ type: "ready", on: true });
      if (opts.finish) out.push({ type: "ready", on: true });
      const me = s.players.find((p) => p.seat === seat);
      for (const c of me?.hand ?? [])
        for (let i = 0; i < (opts.finish ? 2 : 3); i++)
          out.push({ type: "play", card: c.id, target: anySeat(), target2: anySeat(), item: r.pick(ITEM_KINDS), slot: r.int(s.slots.length) });
      break;
    }
    case "vote":
      if (s.vote) for (const c of s.vote.candidates) out.push({ type: "vote", choice: c });
      break;
    case "poll":
      for (let i = 0; i < 4; i++) out.push({ type: "poll", picks: [r.pick(table), r.pick(table)] });
      break;
    case "verdict":
      if (opts.finish) out.push({ type: "advokat", use: r.next() < 0.5 });
      else out.push({ type: "advokat", use: r.int(2) === 0 }, { type: "advokat", use: true });
      break;
  }
  return out;
}

/** The legal candidates of one seat. */
export function legalFor(s: AlibiState, seat: number, r: Rng, opts: PlayOptions = {}): AlibiAction[] {
  const k = knowledgeOf(s, seat); // once per seat: every candidate is judged from the same view
  return candidates(s, seat, r, opts).filter((a) => rejectionOf(s, seat, a, k) === null);
}

/** Any action of the whole space, with seats and card ids a little out of range: mostly illegal. */
export function anyAction(s: AlibiState, rng: Rng): AlibiAction {
  const seat = () => rng.int(12) - 1;
  return rng.pick<AlibiAction>([
    { type: "open", item: rng.pick(ITEM_KINDS) },
    { type: "done" },
    { type: "ready", on: rng.next() < 0.5 },
    { type: "play", card: rng.int(s.nextCard + 2), target: seat(), target2: seat(), item: rng.pick(ITEM_KINDS), slot: rng.int(8) },
    { type: "vote", choice: seat() },
    { type: "poll", picks: [seat(), seat()] },
    { type: "advokat", use: rng.next() < 0.5 },
  ]);
}

/** One move for the room: a legal move of some seat (the speaker half the time), else junk. */
export function randomMove(s: AlibiState, rng: Rng, seats: readonly number[], opts: PlayOptions = {}): { seat: number; action: AlibiAction } {
  if (s.over || rng.next() < 0.1) return { seat: rng.pick(seats), action: anyAction(s, rng) };
  for (let i = 0; i < 6; i++) {
    const seat = s.speaker !== null && rng.next() < 0.5 && seats.includes(s.speaker) ? s.speaker : rng.pick(seats);
    const legal = legalFor(s, seat, rng, opts);
    if (legal.length) return { seat, action: rng.pick(legal) };
  }
  return { seat: rng.pick(seats), action: anyAction(s, rng) };
}
