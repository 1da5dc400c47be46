/**
 * Team proposals (CASO-1/2, §4.6): what a teammate proposed (the route is drawn on the map, the
 * cards named), the votes against the quorum, approve/refuse, and withdraw for the proposer.
 */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { describeAction } from "./describe";
import type { View } from "./util";

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
