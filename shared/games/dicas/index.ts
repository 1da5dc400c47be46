/** 20 Dicas: the numbered-clues race (rules in RULES.md). */
import type { Game } from "../../engine";
import { actionSchema, type DicasAction } from "./actions";
import { applyAction, onDeadline } from "./apply";
import { choiceSchema, colourOf, configSchema, defaultConfig, MAX_SEATS, MIN_SEATS, type DicasConfig } from "./config";
import { onLateJoin, onPresence } from "./presence";
import { setupWithEvents } from "./setup";
import { secretsOf } from "./secrets";
import type { DicasState } from "./state";
import { buildView } from "./view";

export const dicas: Game<DicasState, DicasAction, DicasConfig> = {
  id: "dicas",
  seats: () => ({ min: MIN_SEATS, max: MAX_SEATS }),
  configSchema,
  defaultConfig,
  choiceSchema,
  /** DICAS-1: each pawn colour belongs to one seat. */
  checkChoice(_config, choices, seat, choice) {
    const colour = colourOf(choice);
    if (!colour) return "bad_colour";
    for (const [s, c] of choices) if (s !== seat && colourOf(c) === colour) return "colour_taken";
    return null;
  },
  checkStart(_config, seats) {
    const seen = new Set<string>();
    for (const s of seats) {
      const c = colourOf(s.choice);
      if (!c) continue;
      if (seen.has(c)) return "colour_taken";
      seen.add(c);
    }
    return null;
  },
  setup: (seats, config, ctx) => setupWithEvents(seats, config, ctx).state,
  actionSchema,
  apply: applyAction,
  view: (state, viewer) => buildView(state, viewer),
  secrets: secretsOf,
  deadlines: (state) => (state.deadline ? [{ kind: state.deadline.kind, at: state.deadline.at }] : []),
  onDeadline,
  onPresence,
  onLateJoin,
  /** DICAS-7: no free-text hints — the narrator of a card in play cannot chat until the round ends. */
  canChat(state, viewer) {
    if (viewer.kind === "seat" && state.narrator === viewer.seat && state.cardId !== null) return "narrator_no_chat";
    return null;
  },
  result: (state) => (state.winners ? { winners: [...state.winners] } : null),
};

