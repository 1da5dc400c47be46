/** Matiz (rules in RULES.md): the colour-clue game. The Game object the room drives. */
import { bot } from "./bot";
import type { Game } from "../../engine";
import { actionSchema, type MatizAction } from "./actions";
import { apply } from "./apply";
import { deadlines, onDeadline } from "./clock";
import { configSchema, defaultConfig, seats, type MatizConfig } from "./config";
import { onLateJoin, onPresence } from "./presence";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { MatizState } from "./state";
import { view } from "./view";
import { RULES_VERSION, moments, reveal } from "./replay";

const GIVER_PHASES = new Set(["clue1", "guess1", "clue2", "guess2"]);

export const game: Game<MatizState, MatizAction, MatizConfig> = {
  id: "matiz",
  // Issue 24: replays (replay.ts).
  rulesVersion: RULES_VERSION,
  reveal,
  moments,
  seats,
  configSchema,
  defaultConfig,
  setup,
  actionSchema,
  apply,
  view,
  secrets,
  deadlines,
  onDeadline,
  onPresence,
  // MATIZ-12, MATIZ-13: the seat policy of a server-played seat (no lobby bots: see RULES.md).
  bot,
  onLateJoin,
  // MATIZ-5: the giver has no chat until the reveal. Spectators know no target: they may talk.
  // PLAT-13 MATIZ-5 voice follows this rule (shared/voice/access.ts): the giver is listen-only from clue 1
  // through guess 2 ("giver_silenced") and speaks again at the reveal; guessers speak; spectators listen.
  // The host's voiceFree (private rooms only) lifts the voice silence, never the chat one.
  canChat: (s, viewer) => (viewer.kind === "seat" && viewer.seat === s.round.giver && GIVER_PHASES.has(s.phase) ? "giver_silenced" : null),
  result: (s) => (s.phase === "ended" && s.winners ? { winners: [...s.winners] } : null),
};

export type { MatizState, MatizAction, MatizConfig };
export type { MatizView } from "./view";
