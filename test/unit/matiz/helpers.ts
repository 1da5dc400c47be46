/** Shared helpers for the Matiz tests: start a match, act and expect success, read views. */
import { expect } from "vitest";
import { Rng, type GameEvent, type SeatInfo } from "../../../shared/engine";
import { game as matiz, type MatizAction, type MatizConfig, type MatizState, type MatizView } from "../../../shared/games/matiz";
import { defaultConfig } from "../../../shared/games/matiz/config";

export const NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fábio", "Gabi", "Hugo", "Iris", "João"];

export function seatsOf(n: number): SeatInfo[] {
  return Array.from({ length: n }, (_, seat) => ({ seat, name: NAMES[seat]!, choice: null }));
}

export function cfg(over: Partial<MatizConfig> = {}): MatizConfig {
  return matiz.configSchema.parse({ ...defaultConfig, ...over });
}

export class Match {
  state: MatizState;
  rng: Rng;
  now = 1_000_000;
  events: GameEvent[] = [];
  constructor(players = 4, over: Partial<MatizConfig> = {}, seed = 1) {
    this.rng = Rng.fromSeed(seed);
    this.state = matiz.setup(seatsOf(players), cfg(over), { now: this.now, rng: this.rng });
  }
  get ctx() {
    return { now: this.now, rng: this.rng };
  }
  /** Applies an action that must succeed. */
  act(seat: number, action: MatizAction): GameEvent[] {
    const out = matiz.apply(this.state, seat, action, this.ctx);
    if (!out.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} rejected: ${out.code}`);
    this.state = out.state;
    this.events = out.events;
    return out.events;
  }
  /** Applies an action that must be rejected; returns the code. */
  refuse(seat: number, action: MatizAction): string {
    const out = matiz.apply(this.state, seat, action, this.ctx);
    expect(out.ok).toBe(false);
    return out.ok ? "" : out.code;
  }
  /** Jumps to the pending deadline of that kind and fires it. */
  expire(kind: string): GameEvent[] {
    const d = matiz.deadlines(this.state).find((x) => x.kind === kind);
    if (!d) throw new Error(`no ${kind} deadline; have ${JSON.stringify(matiz.deadlines(this.state))}`);
    this.now = Math.max(this.now, d.at);
    const out = matiz.onDeadline(this.state, kind, this.ctx);
    if (!out.ok) throw new Error("deadline rejected");
    this.state = out.state;
    this.events = out.events;
    return out.events;
  }
  presence(seat: number, p: "absent" | "present" | "abandoned"): GameEvent[] {
    const out = matiz.onPresence!(this.state, seat, p, this.ctx);
    if (!out.ok) throw new Error("presence rejected");
    this.state = out.state;
    this.events = out.events;
    return out.events;
  }
  view(seat: number | null): MatizView {
    return matiz.view(this.state, seat === null ? { kind: "spectator" } : { kind: "seat", seat }) as MatizView;
  }
  get giver(): number {
    return this.state.round.giver;
  }
  get guessers(): number[] {
    return this.state.round.guessers;
  }
  get target(): string {
    const r = this.state.round;
    return r.candidates[r.pick ?? 0]!;
  }
  /** Giver picks candidate `index` and gives clue 1. */
  clue1(word = "oceano", index = 0): void {
    this.act(this.giver, { type: "pick", index });
    this.act(this.giver, { type: "clue", text: word });
  }
  /** Every guesser still to guess places on the given cells (in pass order). */
  guessAll(cells: string[]): void {
    const order = this.state.phase === "guess2" ? [...this.guessers].reverse() : this.guessers;
    order.forEach((g, i) => this.act(g, { type: "guess", cell: cells[i]! }));
  }
}

/** A cell `d` columns right of `cell` (same row), for distance tests. */
export function shift(cell: string, dCol: number, dRow = 0): string {
  const row = "ABCDEFGHIJKLMNOP".indexOf(cell[0]!) + dRow;
  const col = Number(cell.slice(1)) + dCol;
  return `${"ABCDEFGHIJKLMNOP"[row]}${col}`;
}

/** A cell at Chebyshev distance `d` (d ≥ 1) from `cell` on a 30×16 board; k (0 ≤ k ≤ d) varies the column. */
export function atDistance(cell: string, d: number, k = 0): string {
  const row = "ABCDEFGHIJKLMNOP".indexOf(cell[0]!);
  const col = Number(cell.slice(1));
  const r = row + d <= 15 ? row + d : row - d;
  const c = col + k <= 30 ? col + k : col - k;
  return `${"ABCDEFGHIJKLMNOP"[r]}${c}`;
}
