/** DICAS-1: seats get distinct pawn colours and all start on Início (square 0). */
import { Transition, type SeatInfo, type SetupCtx } from "../../engine";
import { COLOURS, colourOf, type Colour, type DicasConfig } from "./config";
import { DECKS } from "./decks";
import { startRound } from "./rounds";
import type { DicasState, Player } from "./state";

/** Lobby picks are honoured first come (by seat); seats without a free pick get the first free colour. */
export function assignColours(seats: readonly SeatInfo[], taken: readonly Colour[] = []): Map<number, Colour> {
  const out = new Map<number, Colour>();
  const used = new Set<Colour>(taken);
  const sorted = [...seats].sort((a, b) => a.seat - b.seat);
  for (const s of sorted) {
    const c = colourOf(s.choice);
    if (c && !used.has(c)) {
      out.set(s.seat, c);
      used.add(c);
    }
  }
  for (const s of sorted) {
    if (out.has(s.seat)) continue;
    const c = COLOURS.find((x) => !used.has(x))!;
    out.set(s.seat, c);
    used.add(c);
  }
  return out;
}

export function setup(seats: readonly SeatInfo[], config: DicasConfig, ctx: SetupCtx): DicasState {
  const colours = assignColours(seats);
  const players: Player[] = [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({ seat: s.seat, colour: colours.get(s.seat)!, position: 0 }));
  const initial: DicasState = {
    config,
    players,
    absent: [],
    abandoned: [],
    phase: "waiting",
    round: 0,
    narrator: null,
    lastNarrator: null,
    turn: null,
    cardId: null,
    drawPile: ctx.rng.shuffle(DECKS[config.deck].map((c) => c.id)),
    attempts: [],
    deadline: null,
    lastRound: null,
    winners: null,
  };
  const t = new Transition(initial, ctx.now, ctx.rng);
  startRound(t);
  return t.s;
}
