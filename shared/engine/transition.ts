/**
 * One transition in progress, the same for every game: the draft state being changed, the time,
 * the generator, and the events so far. Every game's `apply`, `onDeadline`, `onPresence` (and
 * `setup`, when it emits events) builds one, changes `t.s` in place and returns `t.done()`.
 *
 * API (what games code against):
 *   copyState(s, shared?)        a deep copy of plain JSON state; the keys in `shared` (content
 *                                that is never changed, e.g. Álibi's case) are kept by reference.
 *   new Transition(s, now, rng)  over a state that is already a private copy (setup's fresh state).
 *   begin(state, ctx, shared?)   = new Transition(copyState(state, shared), ctx.now, ctx.rng).
 *   t.s  t.now  t.rng  t.events  the draft, the clock (ms), the generator, the events pushed so far.
 *   t.pub(type, params?)         a line everyone reads (the room keeps and replays it).
 *   t.priv(seats, type, params?) a line only these seats read; nothing when `seats` is empty.
 *   t.done()                     the Outcome: { ok: true, state: t.s, events: t.events }.
 * A game that needs more per transition (Noir's acting side, its log) extends the class.
 */
import { ok, type Ctx, type GameEvent, type Outcome } from "./contract";
import type { Rng } from "./rng";

export type EventParams = NonNullable<GameEvent["params"]>;

export class Transition<S> {
  readonly events: GameEvent[] = [];
  constructor(
    readonly s: S,
    readonly now: number,
    readonly rng: Rng,
  ) {}
  /** A public line of the history (the room keeps and replays it). */
  pub(type: string, params: EventParams = {}): void {
    this.events.push({ type, audience: "all", params });
  }
  /** A line only these seats read (their own history); an empty audience sends nothing. */
  priv(seats: readonly number[], type: string, params: EventParams = {}): void {
    if (seats.length > 0) this.events.push({ type, audience: [...seats], params });
  }
  /** The transition's result: the changed draft and its events. */
  done(): Outcome<S> {
    return ok(this.s, this.events);
  }
}

/**
 * A deep copy to change. State is plain JSON data (it is stored as JSON), and a JSON round trip
 * copies it several times faster than structuredClone (measured on Álibi's state). Keys named in
 * `shared` hold content no transition changes; they are kept by reference, not copied.
 */
export function copyState<S extends object>(s: S, shared: readonly (keyof S)[] = []): S {
  if (shared.length === 0) return JSON.parse(JSON.stringify(s)) as S;
  const rest: Partial<S> = { ...s };
  for (const k of shared) delete rest[k];
  const copy = JSON.parse(JSON.stringify(rest)) as S;
  for (const k of shared) copy[k] = s[k];
  return copy;
}

/** A transition over a private copy of `state`. */
export function begin<S extends object>(state: S, ctx: Ctx, shared: readonly (keyof S)[] = []): Transition<S> {
  return new Transition(copyState(state, shared), ctx.now, ctx.rng);
}
