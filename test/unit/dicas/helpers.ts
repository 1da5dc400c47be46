import { expect } from "vitest";
import { Rng, type Ctx, type GameEvent, type SeatInfo } from "../../../shared/engine";
import { game as dicas } from "../../../shared/games/dicas";
import type { DicasAction } from "../../../shared/games/dicas/actions";
import { defaultConfig, type DicasConfig } from "../../../shared/games/dicas/config";
import type { DicasState } from "../../../shared/games/dicas/state";
import type { DicasView } from "../../../shared/games/dicas/view";

export const seatsOf = (n: number, choices: (string | null)[] = []): SeatInfo[] =>
  Array.from({ length: n }, (_, seat) => ({ seat, name: `P${seat}`, choice: choices[seat] ? { colour: choices[seat] } : null }));

export const ctx = (now = 1000, seed = 1): Ctx => ({ now, rng: Rng.fromSeed(seed) });

export function newGame(n = 3, config: Partial<DicasConfig> = {}, seed = 1): DicasState {
  return dicas.setup(seatsOf(n), { ...defaultConfig, turnSeconds: 0, ...config }, ctx(1000, seed));
}

/** Applies an action that must succeed; returns the new state and its events. */
export function act(s: DicasState, seat: number, action: DicasAction, now = 2000): { state: DicasState; events: GameEvent[] } {
  const out = dicas.apply(s, seat, action, ctx(now));
  if (!out.ok) throw new Error(`rejected ${JSON.stringify(action)} by seat ${seat}: ${out.code}`);
  return { state: out.state, events: out.events };
}

export function rejectCode(s: DicasState, seat: number, action: DicasAction): string {
  const out = dicas.apply(s, seat, action, ctx());
  expect(out.ok).toBe(false);
  return out.ok ? "" : out.code;
}

export const viewOf = (s: DicasState, seat: number | null): DicasView =>
  dicas.view(s, seat === null ? { kind: "spectator" } : { kind: "seat", seat }) as DicasView;

export function freeNumber(s: DicasState): number {
  const used = new Set(s.attempts.map((a) => a.n));
  for (let n = 1; n <= 20; n++) if (!used.has(n)) return n;
  throw new Error("no free number");
}

/** The current guesser picks a free number, the narrator reveals, the guesser guesses, the narrator judges. */
export function attempt(s: DicasState, right: boolean, text = "palpite"): { state: DicasState; events: GameEvent[] } {
  const guesser = s.turn!;
  const narrator = s.narrator!;
  const events: GameEvent[] = [];
  let st = s;
  for (const [seat, a] of [
    [guesser, { type: "pick", n: freeNumber(st) }],
    [narrator, { type: "reveal" }],
    [guesser, { type: "guess", text }],
    [narrator, { type: "judge", right }],
  ] as [number, DicasAction][]) {
    const r = act(st, seat, a);
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}
