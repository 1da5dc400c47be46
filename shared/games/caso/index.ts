/** Caso (rules in RULES.md): the Game object the room drives. */
import type { Game } from "../../engine";
import { bot } from "./bot";
import { actionSchema } from "./actions";
import type { CasoAction, Code } from "./schema";
import { apply } from "./apply";
import { deadlines, onDeadline } from "./clock";
import { checkChoice, checkStart, choiceSchema, configSchema, defaultConfig, seats, type CasoConfig } from "./config";
import { liveMembers, pawnOfSeat } from "./pawns";
import { onPresence } from "./presence";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { CasoState } from "./state";
import { view } from "./view";
import { RULES_VERSION, moments, reveal } from "./replay";

export const game: Game<CasoState, CasoAction, CasoConfig> = {
  id: "caso",
  // Issue 24: replays (replay.ts).
  rulesVersion: RULES_VERSION,
  reveal,
  moments,
  seats,
  configSchema,
  defaultConfig,
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
  // CASO-23 … CASO-26: the seat policy of a server-played pawn or a lobby bot.
  bot,
  lobbyBots: true,
  canChat: (s, viewer, channel): Code => {
    // CASO-20 + config: spectators read the global chat, and write in it only if the host allows.
    if (viewer.kind === "spectator") return channel === "all" && s.config.spectatorGlobalChat === "write" ? null : "spectators_read_only";
    return channel === "team" && !s.config.teams ? "no_team_channel" : null;
  },
  teamOf: (s, seat) => {
    const p = pawnOfSeat(s, seat);
    return s.config.teams && p && p.team !== null ? `team-${p.team}` : null;
  },
  /**
   * PLAT-13, CASO-R13: spectators do not join voice; players speak (global, and team in team games).
   * CASO-20: no seat is ever silenced in chat, so no seat is silenced in voice in any phase (shared/voice/access.ts).
   */
  voiceRole: (_s, viewer) => (viewer.kind === "spectator" ? null : "speak"),
  result: (s) => (s.over ? { winners: s.over.winner === null ? [] : liveMembers(s.pawns[s.over.winner]!) } : null),
};

