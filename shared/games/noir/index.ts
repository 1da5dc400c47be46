/** Noir (rules in RULES.md): Killer vs Inspector on a 5×5 grid of suspects. The Game object the room drives. */
import { ok, type Game } from "../../engine";
import { actionSchema, type NoirAction } from "./actions";
import { apply } from "./apply";
import { checkChoice, choiceSchema, configSchema, defaultConfig, seats, type NoirConfig } from "./config";
import { onPresence } from "./presence";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { NoirState } from "./state";
import { view } from "./view";
import { RULES_VERSION, moments, reveal } from "./replay";
import { bot } from "./bot";

export const game: Game<NoirState, NoirAction, NoirConfig> = {
  id: "noir",
  // Issue 24: replays (replay.ts).
  rulesVersion: RULES_VERSION,
  reveal,
  moments,
  seats,
  configSchema,
  defaultConfig,
  choiceSchema,
  checkChoice,
  setup,
  actionSchema,
  apply,
  view,
  secrets,
  // PLAT-13 NOIR-12: no chat rule (no canChat), so both seats speak in voice in every phase and
  // spectators only listen (the default in shared/voice/access.ts).
  // No clock.ts: the seed has no clocks, so no deadlines.
  deadlines: () => [],
  onDeadline: (state) => ok(state),
  onPresence,
  // NOIR-13 … B4: the seat policy of a server-played seat or a lobby bot (either role).
  bot,
  lobbyBots: true,
  result: (state) => (state.result ? { winners: [state.seats[state.result.winner]] } : null),
};
