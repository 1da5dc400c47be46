/**
 * Team proposals (CASO-1, CASO-2): what a teammate proposed (the route is drawn on the map, places
 * and cards named), the votes against the quorum, approve/refuse, and withdraw for the proposer.
 * While my vote is wanted the proposal is a sheet fixed to the bottom of the screen, so a phone
 * sees it and its buttons without scrolling; it also says who of the team is away or gone.
 */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { describeAction } from "./describe";
import { myPawn, type View } from "./util";

/** "Ana ✓ · Bruno (ausente) · Caio (saiu)": the team's members with their vote or presence. */
export function memberStatus(view: View, seats: readonly SeatSummary[], vote?: { yes: readonly number[]; no: readonly number[] }): { seat: number; name: string; status: string }[] {
  const p = myPawn(view);
  if (!p) return [];
  return p.members.map((seat) => {
    const name = seats.find((s) => s.seat === seat)?.name ?? "?";
    const status = p.abandonedSeats.includes(seat)
      ? t("caso.pawn.left")
      : p.absentSeats.includes(seat)
        ? t("caso.pawn.absent")
        : vote?.yes.includes(seat)
          ? t("caso.prop.votedYes")
          : vote?.no.includes(seat)
            ? t("caso.prop.votedNo")
            : vote
              ? t("caso.prop.notVoted")
              : "";
    return { seat, name, status };
  });
}

export function Proposals({ view, seats, send }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void }) {
  const me = view.me;
  if (!me || view.proposals.length === 0) return null;
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? "?";
  const wanted = view.proposals.some((p) => !p.yes.includes(me.seat) && !p.no.includes(me.seat));
  return (
    <section class={`caso-proposals card${wanted ? " caso-sheet" : ""}`} role={wanted ? "dialog" : undefined} aria-label={t("caso.prop.title")} data-testid="caso-proposals">
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
              <p class="caso-members" data-testid="caso-prop-members">
                {memberStatus(view, seats, p).map((m) => (
                  <span key={m.seat} class="caso-member">{m.name}{m.status && <small> {m.status}</small>}</span>
                ))}
              </p>
              <div class="caso-row">
                {!voted && (
                  <>
                    <button type="button" class="primary small" onClick={() => send({ type: "vote", id: p.id, yes: true })} data-testid="caso-vote-yes">{t("caso.prop.approve")}</button>
                    <button type="button" class="small" onClick={() => send({ type: "vote", id: p.id, yes: false })} data-testid="caso-vote-no">{t("caso.prop.refuse")}</button>
                  </>
                )}
                {p.proposer === me.seat && <button type="button" class="small" onClick={() => send({ type: "withdraw", id: p.id })}>{t("caso.prop.withdraw")}</button>}
              </div>
            </li>
          );
        })}
      </ul>
      {!wanted && <p class="caso-note">{t("caso.prop.hint")}</p>}
    </section>
  );
}
