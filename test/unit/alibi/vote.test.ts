/** ALIBI-5 / ALIBI-6: the table test of `decide`, every branch of the decision (ALIBI-5, ALIBI-6, ALIBI-G8). */
import { describe, expect, it } from "vitest";
import { decide } from "../../../shared/games/alibi/vote";
import { NOBODY, type VoteKind } from "../../../shared/games/alibi/state";

const N = NOBODY;
type Row = [name: string, kind: VoteKind, counts: [number, number][], poll: [number, number][] | null, expected: { type: string; seats: number[] }];

const ROWS: Row[] = [
  ["ALIBI-5 ∅ alone leads a main vote → nobody", "main", [[N, 3], [1, 2], [2, 1]], null, { type: "nobody", seats: [] }],
  ["ALIBI-5 ALIBI-R11 ∅ ties with players in a main vote → revote including ∅", "main", [[N, 2], [1, 2], [2, 1]], null, { type: "revote", seats: [N, 1] }],
  ["ALIBI-5 ALIBI-R11 ∅ ties at the top of the revote → nobody", "revote", [[N, 2], [1, 2]], null, { type: "nobody", seats: [] }],
  ["ALIBI-5 ∅ alone leads the revote → nobody", "revote", [[N, 3], [1, 1]], null, { type: "nobody", seats: [] }],
  ["ALIBI-6 a tie in a main vote → revote between the leaders", "main", [[1, 2], [2, 2], [3, 1]], null, { type: "revote", seats: [1, 2] }],
  ["ALIBI-6 a tie in the revote → roulette", "revote", [[1, 2], [2, 2]], null, { type: "roulette", seats: [1, 2] }],
  ["ALIBI-6 one leader in a main vote → exclude", "main", [[1, 3], [2, 2]], null, { type: "exclude", seats: [1] }],
  ["ALIBI-6 one leader in a revote → exclude", "revote", [[1, 1], [2, 3]], null, { type: "exclude", seats: [2] }],
  ["ALIBI-9 one leader in a final vote → exclude", "final", [[1, 1], [2, 3], [3, 0]], [[1, 2], [2, 1], [3, 3]], { type: "exclude", seats: [2] }],
  ["ALIBI-9 a final tie is broken by poll picks", "final", [[1, 2], [2, 2], [3, 1]], [[1, 3], [2, 4], [3, 5]], { type: "exclude", seats: [2] }],
  ["ALIBI-9 a final tie still tied on poll picks → roulette among them", "final", [[1, 2], [2, 2], [3, 2]], [[1, 4], [2, 4], [3, 1]], { type: "roulette", seats: [1, 2] }],
  ["ALIBI-9 a final tie without a poll (three at the table) → roulette", "final", [[1, 1], [2, 1], [3, 1]], null, { type: "roulette", seats: [1, 2, 3] }],
  ["ALIBI-6 ALIBI-R12 an Advokat use that creates a tie in a revote → roulette", "revote", [[1, 2], [2, 2]], null, { type: "roulette", seats: [1, 2] }],
  ["ALIBI-6 ALIBI-R12 an Advokat use that creates a tie in a main vote → revote", "main", [[1, 2], [2, 2], [3, 0]], null, { type: "revote", seats: [1, 2] }],
  ["ALIBI-6 all at zero in a revote → roulette among all", "revote", [[1, 0], [2, 0]], null, { type: "roulette", seats: [1, 2] }],
  ["no candidates → nobody", "final", [], null, { type: "nobody", seats: [] }],
];

describe("ALIBI-6 decide, table-driven", () => {
  it.each(ROWS)("%s", (_name, kind, counts, poll, expected) => {
    expect(decide(kind, counts, poll)).toEqual(expected);
  });
});
