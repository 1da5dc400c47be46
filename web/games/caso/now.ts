/**
 * Caso's "what to do now" (issue 19; small file in caso's folder, owned by the rules helper): the
 * turn's phase × role → catalog key `caso.now.<key>`. Roles: the pawn on turn played alone
 * ("mover") or by a team whose moves are proposals ("team", same lines), the pawn questioned
 * ("questioned"), any other pawn ("other"), an eliminated pawn, a spectator; at the end every player alike.
 */
import type { CasoView } from "../../../shared/games/caso/public";
import type { GameGuide, NowTable } from "../types";

const turnPhase = (mine: string) => ({ mover: mine, team: mine, other: "wait", eliminated: "eliminated", spectator: "watch" });

export const NOW = {
  spin: turnPhase("spin"),
  choose: turnPhase("choose"),
  plan: turnPhase("plan"),
  inPlace: turnPhase("inPlace"),
  awaitAnswer: { mover: "awaitAnswer", team: "awaitAnswer", questioned: "answer", other: "waitAnswer", eliminated: "eliminated", spectator: "waitAnswer" },
  answered: turnPhase("answered"),
  moved: turnPhase("moved"),
  over: { player: "over", spectator: "over" },
} as const satisfies NowTable;

export const guide: GameGuide<CasoView> = {
  table: NOW,
  of(v) {
    const pawnId = v.me?.pawn ?? null;
    const mine = pawnId === null ? undefined : v.pawns.find((p) => p.id === pawnId);
    const turn = v.turn;
    const onTurn = turn ? v.pawns.find((p) => p.id === turn.pawn) : undefined;
    const phase = v.over || !turn ? "over" : turn.phase;
    const questioned = turn?.question ? v.pawns.find((p) => p.id === turn.question!.target) : undefined;
    // The name in the line: who is being questioned while an answer is awaited, else whose turn it is.
    const named = phase === "awaitAnswer" ? questioned : onTurn;
    const seat = named?.members[0] ?? null;
    let role: string;
    if (!mine) role = "spectator";
    else if (phase === "over") role = "player";
    else if (phase === "awaitAnswer" && questioned?.id === mine.id) role = "questioned";
    else if (mine.eliminated) role = "eliminated";
    else if (onTurn?.id === mine.id) role = v.me?.mustPropose ? "team" : "mover";
    else role = "other";
    return { phase, role, seat };
  },
};
