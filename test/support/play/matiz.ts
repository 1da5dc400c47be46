/**
 * Matiz's random player, the one the property test (test/unit/matiz/property.test.ts) and the
 * whole-wire adapter (test/support/wire/matiz.ts) both play with: a plausible move for the phase
 * (the giver picks and gives clues, a pending guesser aims near the target half the time), clue
 * words that now and then break a MATIZ-5 rule, and a few actions of another phase (illegal).
 */
import type { Rng } from "../../../shared/engine";
import type { MatizAction, MatizState } from "../../../shared/games/matiz";
import { cellName, parseCell } from "../../../shared/games/matiz/board";

const SYL = ["ba", "lo", "mi", "ru", "te", "ca", "no", "vi", "sa", "pe", "do", "fu", "ke", "zo", "li", "ma", "ne", "to"];
/** Clues that break a rule: colour names, coordinates, light/dark, directions, a nickname, profanity, numbers, hyphens, other languages. */
const SPICE = ["vermelho", "K25", "claro", "esquerda", "Ana", "porra", "42", "bem-te-vi", "reddish", "красный"];

export function word(rng: Rng): string {
  if (rng.next() < 0.08) return rng.pick(SPICE);
  let w = "";
  for (let i = 0, n = 2 + rng.int(3); i < n; i++) w += rng.pick(SYL);
  return w;
}

/** A plausible move for the current phase, biased towards the target so matches end. */
export function randomAction(s: MatizState, rng: Rng, seats: readonly number[]): { seat: number; action: MatizAction } {
  const r = s.round;
  const anyone = rng.pick(seats);
  if (rng.next() < 0.06) return { seat: anyone, action: rng.pick<MatizAction>([{ type: "guess", cell: "A1" }, { type: "pick", index: 1 }, { type: "next" }, { type: "clue", text: word(rng) }]) };
  switch (s.phase) {
    case "clue1":
      if (r.pick === null || rng.next() < 0.15) return { seat: r.giver, action: { type: "pick", index: rng.int(4) } };
      return { seat: r.giver, action: { type: "clue", text: word(rng) } };
    case "clue2":
      if (rng.next() < 0.3) return { seat: r.giver, action: { type: "pass" } };
      return { seat: r.giver, action: { type: "clue", text: rng.next() < 0.5 ? word(rng) : `${word(rng)} ${word(rng)}` } };
    case "guess1":
    case "guess2": {
      const pending = r.guessers.filter((g) => !r.done.includes(g));
      const seat = s.config.guessMode === "turns" && r.turn !== null && rng.next() < 0.9 ? r.turn : pending.length ? rng.pick(pending) : anyone;
      const t = parseCell(s.board, r.candidates[r.pick ?? 0]!)!;
      const aim = rng.next() < 0.5;
      const col = aim ? Math.min(s.board.cols - 1, Math.max(0, t.col + rng.int(5) - 2)) : rng.int(s.board.cols);
      const row = aim ? Math.min(s.board.rows - 1, Math.max(0, t.row + rng.int(5) - 2)) : rng.int(s.board.rows);
      return { seat, action: { type: rng.next() < 0.3 ? "select" : "guess", cell: cellName({ col, row }) } };
    }
    default:
      return { seat: anyone, action: { type: "next" } };
  }
}
