/** Álibi (rules in RULES.md): the social-deduction game. The Game object the room drives; flow.ts is how a match moves. */
import { bot } from "./bot";
import type { Game, GameResult } from "../../engine";
import { actionSchema, type AlibiAction } from "./actions";
import { apply } from "./apply";
import { deadlines, onDeadline } from "./clock";
import { checkStart, configSchema, content, defaultConfig, seats, type AlibiConfig } from "./config";
import { onPresence } from "./presence";
import { scores } from "./scoring";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { AlibiState } from "./state";
import { playerOf } from "./table";
import { view } from "./view";
import { RULES_VERSION, moments, reveal, sealing } from "./replay";

function alibiResult(s: AlibiState): GameResult | null {
  if (!s.over || !s.winner) return null;
  const team = s.winner;
  // Winners: the winning team minus gone players (excluded players still count).
  const winners = s.players.filter((p) => (p.role === "innocent") === (team === "innocents") && p.status !== "gone").map((p) => p.seat);
  const season = s.config.season ? scores(s).filter((x) => !x.gone).map((x) => ({ seat: x.seat, points: x.points, won: x.teamWin })) : undefined;
  return season ? { winners, season } : { winners };
}

export const game: Game<AlibiState, AlibiAction, AlibiConfig> = {
  id: "alibi",
  // Issue 24: replays (replay.ts).
  rulesVersion: RULES_VERSION,
  reveal,
  moments,
  // ALIBI-H16: ballots are sealed in a match record.
  sealing,
  seats,
  configSchema,
  defaultConfig,
  content,
  checkStart,
  setup,
  actionSchema,
  apply,
  view,
  secrets,
  deadlines,
  onDeadline,
  onPresence,
  // ALIBI-13: the seat policy of a server-played seat (no lobby bots: see RULES.md).
  bot,
  // Only players at the table talk in the global channel until the case closes; excluded and gone players have "out".
  canChat: (s, viewer, channel) => {
    if (s.over) return channel === "all" ? null : viewer.kind === "seat" && playerOf(s, viewer.seat)?.status !== "table" ? null : "no_team";
    const p = viewer.kind === "seat" ? playerOf(s, viewer.seat) : undefined;
    // Spectators are read-only; excluded and gone players talk only in "out".
    if (channel === "all") return p && p.status === "table" ? null : "watch_only";
    return p && p.status !== "table" ? null : "no_team";
  },
  teamOf: (s, seat) => {
    const p = playerOf(s, seat);
    return p && p.status !== "table" ? "out" : null;
  },
  // ALIBI-G12, PLAT-13: excluded players are listen-only in the global channel (they watch, like their chat);
  // "out" is text only and the criminals get no channel (ALIBI-R26); spectators stay off voice to keep
  // the mesh small. Once the case closes everyone seated may speak again, as in the chat.
  // ALIBI-G12, ALIBI-8: this listen is the game's own rule ("watch_only"), so the host's voiceFree does not lift it.
  voiceRole: (s, viewer, channel) => {
    if (viewer.kind !== "seat" || channel !== "all") return null;
    const p = playerOf(s, viewer.seat);
    if (!p) return null;
    return s.over || p.status === "table" ? "speak" : "listen";
  },
  result: alibiResult,
};

export type { AlibiState, AlibiAction, AlibiConfig };
export type { AlibiView } from "./view";
