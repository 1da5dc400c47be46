/** CASO-15: the private hand apart from the public cards, and the evidence shown to or by this pawn. */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { CardArt } from "./CardArt";
import { cardName, kindOf, myPawn, pawnLabel, type View } from "./util";

const Card = ({ c }: { c: string }) => (
  <span class={`caso-card caso-card-${kindOf(c)}`} data-card={c}>
    <CardArt c={c} />
    <small>{t(`caso.kind.${kindOf(c)}`)}</small>
    {cardName(c)}
  </span>
);

export function CardsPanel({ view, seats }: { view: View; seats: readonly SeatSummary[] }) {
  const mine = myPawn(view);
  return (
    <div class="caso-cards" data-testid="caso-cards">
      {view.hand && (
        <section>
          <h3>{view.config.teams ? t("caso.cards.teamHand") : t("caso.cards.hand")}</h3>
          <div class="caso-hand caso-hand-list">{view.hand.map((c) => <Card key={c} c={c} />)}</div>
        </section>
      )}
      <section>
        <h3>{t("caso.cards.public")}</h3>
        {view.publicCards.length ? <div class="caso-hand caso-hand-list">{view.publicCards.map((c) => <Card key={c} c={c} />)}</div> : <p class="caso-note">{t("caso.cards.noPublic")}</p>}
      </section>
      {mine && (
        <section>
          <h3>{t("caso.cards.evidence")}</h3>
          {view.evidence.length === 0 ? (
            <p class="caso-note">{t("caso.cards.noEvidence")}</p>
          ) : (
            <ul class="caso-evidence">
              {[...view.evidence].reverse().map((e) => (
                <li key={e.n} class={e.investigator === mine.id ? "caso-ev-in" : "caso-ev-out"}>
                  {e.investigator === mine.id
                    ? t(e.by === "server" ? "caso.cards.shownToMeServer" : "caso.cards.shownToMe", { who: pawnLabel(view, seats, e.holder), card: cardName(e.card) })
                    : t(e.by === "server" ? "caso.cards.serverShowed" : "caso.cards.iShowed", { who: pawnLabel(view, seats, e.investigator), card: cardName(e.card) })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
