/**
 * Team proposals (CASO-1/2, §4.6): what a teammate proposed (the route is drawn on the map, the
 * cards named), the votes against the quorum, approve/refuse, and withdraw for the proposer.
 */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import type { GameAction } from "../../../shared/games/caso";
import { cardName, pawnLabel, type View } from "./util";

export function describeAction(a: GameAction, view: View, seats: readonly SeatSummary[]): string {
  switch (a.type) {
    case "choose":
      return typeof a.result === "number" ? t("caso.desc.chooseSteps", { n: a.result }) : t("caso.desc.chooseResource", { resource: t(`caso.resource.${a.result}`) });
    case "redeem":
      return t("caso.desc.redeem", { n: a.n });
    case "move": {
      const last = a.path[a.path.length - 1];
      const cost = a.path.length + (a.enter ? 1 : 0);
      return a.enter ? t("caso.desc.moveEnter", { n: cost }) + (a.deposit ? ` · ${t("caso.desc.deposit")}` : "") : t("caso.desc.move", { n: cost, x: last ? last[0] + 1 : "", y: last ? last[1] + 1 : "" });
    }
    case "investigate":
      return t("caso.desc.investigate", { target: pawnLabel(view, seats, a.target), cards: [a.character, a.weapon, a.place].map(cardName).join(" · ") });
    case "show":
      return t("caso.desc.show", { card: cardName(a.card) });
    case "accuse":
      return t("caso.desc.accuse", { cards: [a.character, a.weapon, a.place].map(cardName).join(" · ") });
    default:
      return t(`caso.desc.${a.type}`);
  }
}

export function Proposals({ view, seats, send }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void }) {
  const me = view.me;
  if (!me || view.proposals.length === 0) return null;
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? "?";
  return (
    <section class="caso-proposals card" aria-label={t("caso.prop.title")} data-testid="caso-proposals">
      <h3>{t("caso.prop.title")}</h3>
      <ul>
        {view.proposals.map((p) => {
          const voted = p.yes.includes(me.seat) || p.no.includes(me.seat);
          return (
            <li key={p.id} class="caso-proposal">
              <p>
                <strong>{nameOf(p.proposer)}</strong>: {describeAction(p.action, view, seats)}
              </p>
              <p class="caso-note">{t("caso.prop.votes", { yes: p.yes.length, no: p.no.length, quorum: p.quorum, n: p.voters })}</p>
              <div class="caso-row">
                {!voted && (
                  <>
                    <button type="button" class="primary small" onClick={() => send({ type: "vote", id: p.id, yes: true })} data-testid="caso-vote-yes">{t("caso.prop.approve")}</button>
                    <button type="button" class="small" onClick={() => send({ type: "vote", id: p.id, yes: false })}>{t("caso.prop.refuse")}</button>
                  </>
                )}
                {p.proposer === me.seat && <button type="button" class="small" onClick={() => send({ type: "withdraw", id: p.id })}>{t("caso.prop.withdraw")}</button>}
              </div>
            </li>
          );
        })}
      </ul>
      <p class="caso-note">{t("caso.prop.hint")}</p>
    </section>
  );
}
