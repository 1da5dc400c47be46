/** Caso (rules in RULES.md): the Game object the room drives. */
import { ok, type Ctx, type Game, type Outcome, type Presence } from "../../engine";
import { actionSchema, type CasoAction } from "./actions";
import { applyAction } from "./apply";
import { ANSWER, TURN, clockEndsAt, deadlines } from "./clocks";
import { configSchema, defaultConfig, MAX_SEATS_TEAMS, type CasoConfig } from "./config";
import { newStep, pub } from "./events";
import { serverAnswer } from "./investigation";
import { liveMembers, pawnOfSeat } from "./pawns";
import { presenceChange } from "./presence";
import { bumpRev } from "./proposals";
import { secrets } from "./secrets";
import { checkChoice, checkStart, choiceSchema, setup } from "./setup";
import type { CasoState } from "./state";
import { passTurn } from "./turn";
import { buildView } from "./view";


/** Deadlines are idempotent: a late or repeated alarm that finds nothing due changes nothing. */
function onDeadline(s: CasoState, kind: string, ctx: Ctx): Outcome<CasoState> {
  const t = s.turn;
  if (!t || s.over) return ok(s);
  const st = newStep(s, ctx);
  if (kind === TURN) {
    const end = clockEndsAt(t.clock);
    if (t.phase === "awaitAnswer" || end === null || ctx.now < end) return ok(s);
    // CASO-17: at zero the turn ends; nothing half-done applies, no accusation, the pawn stays.
    pub(st, "turn_timeout", { pawn: t.pawn });
    passTurn(st);
  } else if (kind === ANSWER) {
    if (t.phase !== "awaitAnswer" || !t.question || ctx.now < t.question.deadline) return ok(s);
    // CASO-R5: at 60 s the server shows a card for the holder.
    serverAnswer(st);
  } else return ok(s);
  bumpRev(st);
  return ok(st.s, st.events);
}

function onPresence(s: CasoState, seat: number, presence: Presence, ctx: Ctx): Outcome<CasoState> {
  const st = newStep(s, ctx);
  const before = st.s.rev;
  presenceChange(st, seat, presence);
  return st.s.rev === before ? ok(s) : ok(st.s, st.events);
}

export const caso: Game<CasoState, CasoAction, CasoConfig> = {
  id: "caso",
  seats: (c) => ({ min: 2, max: c.teams ? MAX_SEATS_TEAMS : 6 }),
  configSchema,
  defaultConfig,
  choiceSchema,
  checkChoice,
  checkStart,
  setup,
  actionSchema,
  apply: applyAction,
  view: buildView,
  secrets,
  deadlines,
  onDeadline,
  onPresence,
  canChat: (s, viewer, channel) => {
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

export default caso;
export * from "./public";
