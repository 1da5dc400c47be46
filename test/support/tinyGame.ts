/**
 * A tiny game that exercises the platform until (and besides) the real games: each seat holds a
 * secret word; on your turn you add 1–3 to a shared counter; a 30 s turn deadline passes the turn;
 * whoever brings the counter to `target` wins. It has every part of the contract: config, choice,
 * secrets, deadlines, presence and late join.
 */
import { z } from "zod";
import { ok, reject, type Game } from "../../shared/engine";

export interface TinyState {
  order: number[];
  turn: number;
  counter: number;
  target: number;
  words: Record<number, string>;
  turnEndsAt: number;
  anyOrder: boolean;
  teams: boolean;
  absent: number[];
  winner: number | null;
}
const config = z.object({
  target: z.number().int().min(3).max(1_000_000),
  turnMs: z.number().int().min(1000).max(600000),
  /** For the bench: any seat may act at any time, so many clients can send at once. */
  anyOrder: z.boolean().optional(),
  /** Two teams, even and odd seats, for the team chat channel. */
  teams: z.boolean().optional(),
});
type TinyConfig = z.infer<typeof config>;
const action = z.discriminatedUnion("type", [z.object({ type: z.literal("add"), n: z.number().int().min(1).max(3) })]);
type TinyAction = z.infer<typeof action>;

const WORDS = ["anchor", "bramble", "citrus", "dapple", "ember", "fjord", "gossamer", "hollow", "ivory", "juniper"];

export const tinyGame: Game<TinyState, TinyAction, TinyConfig> = {
  id: "tiny",
  rulesVersion: "tiny-1",
  reveal: (s) => ({ words: { ...s.words } }),
  moments: () => [],
  seats: () => ({ min: 2, max: 10 }),
  configSchema: config,
  defaultConfig: { target: 10, turnMs: 30000 },
  choiceSchema: z.object({ colour: z.enum(["red", "blue", "green"]) }),
  checkChoice(_c, choices, seat, choice) {
    const colour = (choice as { colour: string }).colour;
    for (const [s, c] of choices) if (s !== seat && (c as { colour?: string } | null)?.colour === colour) return "choice_taken";
    return null;
  },
  setup(seats, cfg, ctx) {
    const words: Record<number, string> = {};
    const pool = ctx.rng.shuffle(WORDS);
    seats.forEach((s, i) => (words[s.seat] = `secret-${pool[i]}-${ctx.rng.int(1e6)}`));
    return { order: seats.map((s) => s.seat), turn: 0, counter: 0, target: cfg.target, words, turnEndsAt: ctx.now + cfg.turnMs, anyOrder: cfg.anyOrder ?? false, teams: cfg.teams ?? false, absent: [], winner: null };
  },
  actionSchema: action,
  apply(state, seat, a, ctx) {
    if (state.winner !== null) return reject("game_over");
    if (!state.anyOrder && state.order[state.turn] !== seat) return reject("not_your_turn");
    if (state.counter + a.n > state.target) return reject("too_much", { max: state.target - state.counter });
    const counter = state.counter + a.n;
    const winner = counter === state.target ? seat : null;
    const next = { ...state, counter, winner, turn: (state.turn + 1) % state.order.length, turnEndsAt: ctx.now + 30000 };
    return ok(next, [{ type: "added", audience: "all", params: { seat, n: a.n } }]);
  },
  view(state, viewer) {
    return {
      order: state.order, turn: state.turn, counter: state.counter, target: state.target,
      turnEndsAt: state.turnEndsAt, winner: state.winner, absent: state.absent,
      myWord: viewer.kind === "seat" ? state.words[viewer.seat] ?? null : null,
    };
  },
  secrets: (state) => Object.entries(state.words).map(([seat, w]) => ({ label: `word of seat ${seat}`, token: w, knownBy: [Number(seat)] })),
  deadlines: (state) => (state.winner === null ? [{ kind: "turn", at: state.turnEndsAt }] : []),
  onDeadline(state, kind, ctx) {
    if (kind !== "turn" || state.winner !== null || ctx.now < state.turnEndsAt) return ok(state);
    const next = { ...state, turn: (state.turn + 1) % state.order.length, turnEndsAt: ctx.now + 30000 };
    return ok(next, [{ type: "timeout", audience: "all", params: { seat: state.order[state.turn]! } }]);
  },
  onPresence(state, seat, presence) {
    const absent = presence === "present" ? state.absent.filter((s) => s !== seat) : [...new Set([...state.absent, seat])];
    return ok({ ...state, absent });
  },
  onLateJoin(state, seat) {
    return ok({ ...state, order: [...state.order, seat.seat], words: { ...state.words, [seat.seat]: `secret-late-${seat.seat}` } });
  },
  teamOf: (state, seat) => (state.teams ? (seat % 2 === 0 ? "even" : "odd") : null),
  // Season rows (GameResult.season): 3 points for the winner, 1 for everyone else who played.
  result: (state) =>
    state.winner === null ? null : { winners: [state.winner], season: state.order.map((seat) => ({ seat, points: seat === state.winner ? 3 : 1, won: seat === state.winner })) },
};
