/** Matiz (rules in RULES.md): the colour-clue game. The Game object the room drives. */
import type { Game } from "../../engine";
import { actionSchema, type MatizAction } from "./actions";
import { applyAction } from "./apply";
import { onDeadline } from "./clock";
import { onLateJoin, onPresence } from "./presence";
import { configSchema, defaultConfig, type MatizConfig } from "./config";
import { secretsOf } from "./secrets";
import { setupMatch } from "./setup";
import type { MatizState } from "./state";
import { buildView } from "./view";

const GIVER_PHASES = new Set(["clue1", "guess1", "clue2", "guess2"]);

export const matiz: Game<MatizState, MatizAction, MatizConfig> = {
  id: "matiz",
  seats: () => ({ min: 3, max: 10 }),
  configSchema,
  defaultConfig,
  setup: setupMatch,
  actionSchema,
  apply: applyAction,
  view: buildView,
  secrets: secretsOf,
  deadlines: (s) => (s.clock && s.phase !== "ended" ? [{ kind: s.clock.kind, at: s.clock.at }] : []),
  onDeadline,
  onPresence,
  onLateJoin,
  // MATIZ-5: the giver has no chat until the reveal. Spectators know no target: they may talk.
  canChat: (s, viewer) => (viewer.kind === "seat" && viewer.seat === s.round.giver && GIVER_PHASES.has(s.phase) ? "giver_silenced" : null),
  result: (s) => (s.phase === "ended" && s.winners ? { winners: [...s.winners] } : null),
};

export type { MatizState, MatizAction, MatizConfig };
export type { MatizView } from "./view";
