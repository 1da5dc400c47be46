/** Every pawn's public state (public by rule, RULES.md): who plays it, resources, Cápsula, cycle, cards in hand, status. */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { CHARACTER_COLOURS, PLACE_IDS, RESOURCE_KINDS } from "../../../shared/games/caso/public";
import { resourceIcon } from "./Roulette";
import { cardName, pawnLabel, type View } from "./util";
import { greyOf, inkOn } from "./palette";

export function PawnList({ view, seats }: { view: View; seats: readonly SeatSummary[] }) {
  return (
    <ul class="caso-pawns" data-testid="caso-pawns">
      {view.order.map((id) => {
        const p = view.pawns[id]!;
        const res = RESOURCE_KINDS.filter((k) => p.resources[k] > 0);
        // PLAT-A1: an eliminated pawn is greyed (same brightness), not faded: its initial and text keep their contrast.
        const colour = p.eliminated ? greyOf(CHARACTER_COLOURS[p.character]) : CHARACTER_COLOURS[p.character];
        return (
          <li key={id} class={`${view.turn?.pawn === id ? "caso-pawn-turn" : ""}${p.eliminated ? " caso-pawn-elim" : ""}`}>
            <span class="caso-dot caso-dot-big" style={`background: ${colour}; color: ${inkOn(colour)}`}>{t(`caso.character.${p.character}`).slice(0, 1)}</span>
            <span class="caso-pawn-info">
              <strong>{pawnLabel(view, seats, id)}</strong>
              {view.config.teams && (
                <small class="caso-members">
                  {p.members.map((seat) => (
                    <span key={seat} class="caso-member" data-seat={seat}>
                      {seats.find((s) => s.seat === seat)?.name ?? "?"}
                      {p.abandonedSeats.includes(seat) ? <em> {t("caso.pawn.left")}</em> : p.absentSeats.includes(seat) ? <em> {t("caso.pawn.absent")}</em> : null}
                    </span>
                  ))}
                </small>
              )}
              <small class="caso-pawn-meta">
                {res.map((k) => <span key={k}>{resourceIcon(k, t(`caso.resource.${k}`))}</span>)}
                {" "}{t("caso.pawns.capsule", { n: p.capsule.balance })}
                {" · "}{t("caso.pawns.cycle", { n: p.cycle.visited.length, total: PLACE_IDS.length })}
                {p.cycle.completed > 0 && ` (+${p.cycle.completed})`}
                {" · "}{t("caso.pawns.cards", { n: p.handSize })}
                {p.pos.kind === "place" && <> · {cardName(p.pos.place)}</>}
              </small>
              {p.eliminated && <small class="caso-bad"> {t("caso.pawn.eliminated")}</small>}
              {p.absent && <small class="caso-bad"> {t("caso.pawn.absent")}</small>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
