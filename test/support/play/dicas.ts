/**
 * 20 Dicas' random player, the one the property test (test/unit/dicas/property.test.ts) and the
 * whole-wire adapter (test/support/wire/dicas.ts) both play with: mostly the seat whose move it is
 * (the narrator to reveal and judge, the player on turn to pick and guess), sometimes anyone, and
 * now and then an action of another phase (illegal).
 */
import type { Rng } from "../../../shared/engine";
import type { DicasAction } from "../../../shared/games/dicas/actions";
import type { DicasState } from "../../../shared/games/dicas/state";

interface Odds {
  /** Chance that the narrator judges a guess right. */
  right: number;
}

export function randomAction(s: DicasState, rng: Rng, seats: readonly number[], o: Odds = { right: 0.3 }): { seat: number; action: DicasAction } {
  const actor = s.phase === "reveal" || s.phase === "judge" ? s.narrator : s.turn;
  const seat = actor !== null && rng.next() < 0.85 ? actor : rng.pick(seats);
  const used = new Set(s.attempts.map((a) => a.n));
  const free = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => !used.has(n));
  const r = rng.next();
  let action: DicasAction;
  if (s.phase === "pick" || r < 0.05) action = { type: "pick", n: free.length && rng.next() < 0.9 ? rng.pick(free) : 1 + rng.int(20) };
  else if (s.phase === "reveal" || r < 0.1) action = { type: "reveal" };
  else if (s.phase === "guess" || r < 0.15) action = rng.next() < 0.15 ? { type: "pass" } : { type: "guess", text: `palpite-${rng.int(1e6)}` };
  else action = { type: "judge", right: rng.next() < o.right };
  return { seat, action };
}
