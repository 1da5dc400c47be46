/** Small client helpers for Caso: names of pawns and cards, the action sender, reduced motion. */
import { signal } from "@preact/signals";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { cardKind, type CardId, type CasoView, type GameAction } from "../../../shared/games/caso/public";

export type View = CasoView;
export type Pawn = View["pawns"][number];

export const cardName = (c: string): string => t(`caso.card.${c}`);
export const kindOf = (c: string): "character" | "weapon" | "place" => cardKind(c as CardId);

/** Names of a pawn's seats (team members or the solo player). */
const memberNames = (p: Pawn, seats: readonly SeatSummary[]): string =>
  p.members.map((m) => seats.find((s) => s.seat === m)?.name ?? "?").join(", ");

/** "Rubi (Ana)" solo, "Rubi (Equipe 2)" in team mode: colour names are never the only cue. */
export function pawnLabel(view: View, seats: readonly SeatSummary[], id: number): string {
  const p = view.pawns[id];
  if (!p) return "?";
  const who = p.team !== null && view.config.teams ? t("caso.team.n", { n: p.team + 1 }) : memberNames(p, seats);
  return t("caso.pawn.label", { character: t(`caso.character.${p.character}`), who });
}

type Proposal = View["proposals"][number];
/** Team proposals waiting for my vote (the sheet); the rest are shown inline, beside the map. */
export const wantedProposals = (view: View): Proposal[] => {
  const me = view.me;
  return me ? view.proposals.filter((p) => !p.yes.includes(me.seat) && !p.no.includes(me.seat)) : [];
};

export const myPawn = (view: View): Pawn | null => (view.me?.pawn != null ? (view.pawns[view.me.pawn] ?? null) : null);

/**
 * Sends a game action, wrapped in a proposal when the team must confirm (CASO-1). Double taps and
 * actions made on an old table are the room's (PLAT-G4: the room store sends the view's revision).
 */
export function gameSender(view: View, send: (a: unknown) => void) {
  return (a: GameAction) => send(view.me?.mustPropose ? { type: "propose", action: a } : a);
}

/** The latest view seen by the Screen, so the history hook can name pawns (pawn id → character). */
export const latestView = signal<View | null>(null);
