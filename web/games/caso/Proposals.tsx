/**
 * Team proposals (CASO-1, CASO-2): what a teammate proposed (the route is drawn on the map, places
 * and cards named), the votes against the quorum, approve/refuse, and withdraw for the proposer.
 * While my vote is wanted the proposal is a sheet fixed to the bottom of the screen, above any
 * overlay (the investigation included), so a phone sees it and its buttons under the thumb without
 * scrolling; an investigation shows the proposed cards, a move says the route is on the map. It
 * also says who of the team is away or gone.
 */
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { CardArt } from "./CardArt";
import { describeAction } from "./describe";
import { cardName, myPawn, pawnLabel, wantedProposals, type View } from "./util";
import { nudge } from "./nudge";

/** "Ana ✓ · Bruno (ausente) · Caio (saiu)": the team's members with their vote or presence. */
function memberStatus(view: View, seats: readonly SeatSummary[], vote?: { yes: readonly number[]; no: readonly number[] }): { seat: number; name: string; status: string }[] {
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

export function Proposals({ view, seats, send, sheet }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void; sheet: boolean }) {
  const me = view.me;
  const wanted = wantedProposals(view);
  // A new proposal for my vote: a sound (the room vibrates the phone once for it, from awaitsMe).
  const seen = useRef(new Set<string>());
  const fresh = wanted.find((p) => !seen.current.has(p.id))?.id ?? "";
  useEffect(() => {
    if (!sheet || !fresh) return;
    for (const p of wanted) seen.current.add(p.id);
    nudge("alert");
  }, [sheet, fresh]);
  if (!me) return null;
  const list = sheet ? wanted : view.proposals.filter((p) => !wanted.includes(p));
  if (list.length === 0) return null;
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? "?";
  return (
    <section class={`caso-proposals card${sheet ? " caso-sheet" : ""}`} role={sheet ? "dialog" : undefined} aria-label={t("caso.prop.title")} data-testid="caso-proposals">
      <h3>{t(sheet ? "caso.prop.sheetTitle" : "caso.prop.title")}</h3>
      <ul>
        {list.map((p) => {
          const voted = p.yes.includes(me.seat) || p.no.includes(me.seat);
          const a = p.action;
          return (
            <li key={p.id} class="caso-proposal" data-action={a.type}>
              <p>
                <strong>{nameOf(p.proposer)}</strong>: {describeAction(a, view, seats)}
              </p>
              {a.type === "investigate" && (
                <div class="caso-prop-cards" data-testid="caso-prop-cards">
                  <span class="caso-prop-target">{pawnLabel(view, seats, a.target)}</span>
                  {[a.character, a.weapon, a.place].map((c) => (
                    <span key={c} class="caso-prop-card" data-card={c}>
                      <CardArt c={c} size="m" />
                      <small>{cardName(c)}</small>
                    </span>
                  ))}
                </div>
              )}
              {a.type === "move" && sheet && <p class="caso-note">{t("caso.prop.routeOnMap")}</p>}
              <p class="caso-note">{t("caso.prop.votes", { yes: p.yes.length, no: p.no.length, quorum: p.quorum, n: p.voters })}</p>
              <p class="caso-members" data-testid="caso-prop-members">
                {memberStatus(view, seats, p).map((m) => (
                  <span key={m.seat} class="caso-member">{m.name}{m.status && <small> {m.status}</small>}</span>
                ))}
              </p>
              <div class="caso-row caso-vote-row">
                {!voted && (
                  <>
                    <button type="button" class="small" onClick={() => send({ type: "vote", id: p.id, yes: false })} data-testid="caso-vote-no">{t("caso.prop.refuse")}</button>
                    <button type="button" class="primary small" onClick={() => send({ type: "vote", id: p.id, yes: true })} data-testid="caso-vote-yes">{t("caso.prop.approve")}</button>
                  </>
                )}
                {p.proposer === me.seat && <button type="button" class="small" onClick={() => send({ type: "withdraw", id: p.id })}>{t("caso.prop.withdraw")}</button>}
              </div>
            </li>
          );
        })}
      </ul>
      {!sheet && <p class="caso-note">{t("caso.prop.hint")}</p>}
    </section>
  );
}
