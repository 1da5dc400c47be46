/** 20 Dicas for the whole-wire fairness tests (DICAS-2, DICAS-7: the card is the narrator's; the hidden values are the game's secrets(), DICAS-H1 to DICAS-H3). */
import type { Rng } from "../../../shared/engine";
import { game as dicas } from "../../../shared/games/dicas";
import { COLOURS, type DicasConfig } from "../../../shared/games/dicas/config";
import { cardById, DECKS } from "../../../shared/games/dicas/decks";
import type { DicasState } from "../../../shared/games/dicas/state";
import { randomAction } from "../play/dicas";
import type { WireAdapter } from "./types";

export const dicasWire: WireAdapter<DicasState> = {
  gameId: "dicas",

  sampleLobby(rng, seated) {
    const config: DicasConfig = dicas.configSchema.parse({ trackLength: 20, deck: rng.pick(["pt", "en"] as const), turnSeconds: rng.pick([0, 30] as const) });
    const players = seated ?? 2 + rng.int(4);
    const colours = rng.shuffle(COLOURS);
    const choices = Array.from({ length: players }, (_, i) => (rng.next() < 0.6 ? { colour: colours[i] } : undefined));
    return { players, config, choices, spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats) {
    return randomAction(s, rng, seats);
  },

  publicSlots: [
    /^view:view\.(attempts\.\*\.clue|lastRound\.answer)$/,
    /^history:line\.(revealed|auto_revealed)\.params\.clue$/,
    /^history:line\.round_(solved|unsolved|voided)\.params\.answer$/,
  ],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as DicasState;
    t.drawPile = rng.shuffle(t.drawPile);
    const isNarrator = viewer.kind === "seat" && viewer.seat === t.narrator;
    // A card can be swapped only while none of its clues is public (the clues would differ).
    if (t.cardId && !isNarrator && !t.attempts.some((a) => a.revealed)) {
      const mine = cardById(t.cardId);
      const pool = DECKS[t.config.deck].filter((c) => c.category === mine.category && c.id !== mine.id && c.answer !== t.lastRound?.answer);
      if (pool.length) t.cardId = rng.pick(pool).id;
    }
    return t;
  },

  mayDependOnHidden(_s, _seat, action) {
    const type = (action as { type?: string }).type;
    return !(type === "pick" || type === "guess");
  },
};
