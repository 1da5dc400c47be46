/** Test driver for Álibi: a match from setup, actions, deadlines and presence, and a random step with the shared player (test/support/play/alibi.ts). */
import { Rng, type GameEvent, type SeatInfo, type Viewer } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import type { AlibiAction } from "../../../shared/games/alibi/actions";
import { caseById } from "../../../shared/games/alibi/cases";
import type { AlibiCase } from "../../../shared/games/alibi/cases/types";
import { defaultConfig, type AlibiConfig } from "../../../shared/games/alibi/config";
import { setupWithCase } from "../../../shared/games/alibi/setup";
import type { AlibiState } from "../../../shared/games/alibi/state";
import { legalFor } from "../../support/play/alibi";

export const NAMES = ["Ana", "Bia", "Caio", "Duda", "Edu", "Fê", "Gil", "Hugo", "Iara", "Juca"];
export const seatsOf = (n: number): SeatInfo[] => Array.from({ length: n }, (_, i) => ({ seat: i, name: NAMES[i]!, choice: null }));
export const SAMPLE: AlibiCase = caseById("severnaya-zvezda-ru")!;
export const T0 = 1_800_000_000_000;

export class Match {
  state: AlibiState;
  now = T0;
  rng: Rng;
  /** Every event of the match in order (what the room would store in history). */
  history: GameEvent[] = [];
  lastEvents: GameEvent[] = [];
  constructor(n: number, seed: number, config: Partial<AlibiConfig> = {}, kase: AlibiCase = SAMPLE) {
    this.rng = Rng.fromSeed(seed);
    this.state = setupWithCase(seatsOf(n), { ...defaultConfig, ...config }, this.rng, this.now, kase);
  }
  private take(out: ReturnType<typeof alibi.apply>): ReturnType<typeof alibi.apply> {
    if (out.ok) {
      this.state = out.state;
      this.lastEvents = out.events;
      this.history.push(...out.events);
    } else this.lastEvents = [];
    return out;
  }
  act(seat: number, a: AlibiAction) {
    // A fresh object: tests change `state` in place between actions, and views are cached per state object.
    return this.take(alibi.apply({ ...this.state }, seat, alibi.actionSchema.parse(a), { now: this.now, rng: this.rng }));
  }
  /** Must be legal; throws with the code otherwise. */
  must(seat: number, a: AlibiAction): void {
    const out = this.act(seat, a);
    if (!out.ok) throw new Error(`${JSON.stringify(a)} by ${seat} rejected: ${out.code} in ${this.state.phase}`);
  }
  /** Fires the one deadline (moving the clock to it). */
  advance(): boolean {
    const d = alibi.deadlines(this.state)[0];
    if (!d) return false;
    this.now = Math.max(this.now, d.at);
    this.take(alibi.onDeadline(this.state, d.kind, { now: this.now, rng: this.rng }));
    return true;
  }
  /** Advances until the phase is one of these (or the game ends). */
  until(...phases: string[]): void {
    for (let i = 0; i < 500 && !phases.includes(this.state.phase) && !this.state.over; i++) if (!this.advance()) break;
    if (!phases.includes(this.state.phase)) throw new Error(`never reached ${phases.join("/")}: at ${this.state.phase}`);
  }
  presence(seat: number, p: "absent" | "present" | "abandoned") {
    return this.take(alibi.onPresence!(this.state, seat, p, { now: this.now, rng: this.rng }));
  }
  view(v: Viewer) {
    return alibi.view(this.state, v);
  }
  p(seat: number) {
    return this.state.players.find((x) => x.seat === seat)!;
  }
  seatsWith(role: "killer" | "accomplice" | "innocent"): number[] {
    return this.state.players.filter((p) => p.role === role).map((p) => p.seat);
  }
  table(): number[] {
    return this.state.players.filter((p) => p.status === "table").map((p) => p.seat);
  }
  /** Everyone at the table votes for `target` (a voter who is the target votes for `alt`). */
  voteAll(target: number, alt?: number): void {
    for (const seat of this.table()) {
      const choice = seat === target ? (alt ?? this.state.vote!.candidates.find((c) => c !== seat)!) : target;
      this.must(seat, { type: "vote", choice });
    }
  }
}

/** One random step: an action by a random seat, a presence change, or the deadline. Returns false at the end. */
export function randomStep(sim: Match, r: Rng, opts: { presence: boolean }): boolean {
  const s = sim.state;
  if (s.over) return false;
  const roll = r.next();
  if (opts.presence && roll < 0.03) {
    const p = r.pick(s.players);
    const kind = r.next() < 0.15 ? "abandoned" : p.absent ? "present" : "absent";
    sim.presence(p.seat, kind);
    return true;
  }
  if (roll < 0.85) {
    const seat = r.pick(s.players).seat;
    const legal = legalFor(s, seat, r);
    if (legal.length) {
      sim.must(seat, r.pick(legal));
      return true;
    }
  }
  if (!sim.advance()) {
    // Frozen: someone comes back.
    const away = s.players.find((p) => p.status === "table" && p.absent);
    if (!away) throw new Error(`stuck in ${s.phase}`);
    sim.presence(away.seat, "present");
  }
  return true;
}
