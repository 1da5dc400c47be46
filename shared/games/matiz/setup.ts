/** MATIZ-1: players in lobby order, the giver queue rotated from a random start, round 1. */
import { Transition, type SeatInfo, type SetupCtx } from "../../engine";
import { makeBoard } from "./board";
import type { MatizConfig } from "./config";
import { startRound } from "./rounds";
import type { MatizState } from "./state";

export function setup(seats: readonly SeatInfo[], config: MatizConfig, ctx: SetupCtx): MatizState {
  const order = seats.map((x) => x.seat);
  const start = ctx.rng.int(Math.max(order.length, 1));
  const s: MatizState = {
    // MATIZ-5: the room's public flag (a room fact, not a host option) decides the profanity check.
    config: ctx.room ? { ...config, isPublic: ctx.room.isPublic } : config,
    board: makeBoard(config.board, ctx.rng),
    players: seats.map((x) => ({ seat: x.seat, name: x.name, score: 0, fromRound: 1, absent: false, abandoned: false })),
    queue: [...order.slice(start), ...order.slice(0, start)],
    queuePos: -1,
    phase: "clue1",
    round: {
      n: 0, giver: -1, candidates: [], pick: null, clues: [], guessers: [], markers: [], selections: [], done: [],
      guessOrder: [], turn: null, noClue2: false, ready: [], result: null,
    },
    usedClues: [],
    pastTargets: [],
    clock: null,
    paused: null,
    overtime: false,
    reached: false,
    winners: null,
    serial: 0,
  };
  // The contract's setup returns only the state: the first round's events are not kept.
  startRound(new Transition(s, ctx.now, ctx.rng));
  return s;
}
