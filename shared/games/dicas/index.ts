/** 20 Dicas: the numbered-clues race (rules in RULES.md). The Game object the room drives; flow.ts is how a round moves. */
import { bot } from "./bot";
import type { Game } from "../../engine";
import { actionSchema, type DicasAction } from "./actions";
import { apply } from "./apply";
import { deadlines, onDeadline } from "./clock";
import { checkChoice, checkStart, choiceSchema, configSchema, content, defaultConfig, EVENT_SEATS, seats, type DicasConfig } from "./config";
import { onLateJoin, onPresence } from "./presence";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { DicasState } from "./state";
import { view } from "./view";
import { RULES_VERSION, moments, reveal } from "./replay";

export const game: Game<DicasState, DicasAction, DicasConfig> = {
  id: "dicas",
  // Issue 24: replays (replay.ts).
  rulesVersion: RULES_VERSION,
  reveal,
  moments,
  seats,
  eventSeats: EVENT_SEATS,
  configSchema,
  defaultConfig,
  content,
  choiceSchema,
  checkChoice,
  checkStart,
  setup,
  actionSchema,
  apply,
  view,
  secrets,
  deadlines,
  onDeadline,
  onPresence,
  // DICAS-8, DICAS-9: the seat policy of a server-played seat (no lobby bots: see RULES.md).
  bot,
  onLateJoin,
  /**
   * DICAS-7: no free-text hints — the narrator of a card in play cannot chat until the round ends.
   * PLAT-13 DICAS-7 voice follows it (shared/voice/access.ts): the narrator is listen-only while a card is
   * in play ("narrator_no_chat": pick, reveal, guess, judge, a pause with a card) and the next narrator
   * takes the silence at the round change; the others speak, spectators listen. voiceFree (private rooms) lifts it.
   */
  canChat(state, viewer) {
    if (viewer.kind === "seat" && state.narrator === viewer.seat && state.cardId !== null) return "narrator_no_chat";
    return null;
  },
  result: (state) => (state.winners ? { winners: [...state.winners] } : null),
};
