/**
 * Álibi's role moment (issue 19): at the start of a match a full-screen card with your role, what
 * your side is trying to do, your partner (criminals), your items with their text, your personal
 * goal and your cards. Tap to hide; the "My role" button in the status row brings it back. Only
 * this seat's own view is shown (`v.me`), nothing is computed.
 */
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import type { AlibiView } from "../../../shared/games/alibi/public";
import { itemLabel, seatLabel } from "./util";

/**
 * Shown once per match on its own (sessionStorage), then only when asked for. The match is known by
 * what its deal gave this seat (the card's items and the goal), which stays for the whole match — not
 * by the start seat, which moves each round (ALIBI-4): a reload in a later round opened the card again.
 */
export function roleSeenKey(v: AlibiView): string {
  const me = v.me!;
  return `alibi.roleSeen:${location.pathname}:${v.caseInfo.id}:${me.seat}:${me.card.map((it) => it.id).join(",")}:${me.goal.goal}`;
}

/** The criminals' lines of one's card, on the role card and in the drawer alike: the partner, and whether the alibi holds. */
export function Partner({ v, testid }: { v: AlibiView; testid?: string }) {
  const mine = v.me!;
  const partner = mine.roles[1];
  return (
    <>
      {partner && <p data-testid={testid}>{t("alibi.card.partner", { name: seatLabel(v, partner.seat) })}</p>}
      {mine.roles[0]!.role !== "innocent" && <p class="alibi-note">{mine.alibi.alibiTrue ? t("alibi.card.alibiHolds") : t("alibi.card.alibiFalse")}</p>}
    </>
  );
}

/** The personal goal and what it asks, on the role card and in the drawer alike. */
export function Goal({ v }: { v: AlibiView }) {
  const { goal } = v.me!.goal;
  return (
    <p>
      <b>{t("alibi.card.goal")}:</b> {t(`alibi.goal.${goal}`)} — <small>{t(`alibi.goal.${goal}.about`)}</small>
    </p>
  );
}

export function RoleCard({ v, onClose }: { v: AlibiView; onClose(): void }) {
  const mine = v.me!;
  const role = mine.roles[0]!.role;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    // A modal keeps the focus (PLAT-A2): its one control is "hide", so Tab and Shift+Tab stay on it
    // instead of walking into the game behind the card.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      else if (e.key === "Tab") {
        e.preventDefault();
        close.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div class={`alibi-rolecard alibi-rolecard-${role}`} role="dialog" aria-modal="true" aria-labelledby="alibi-rolecard-title" data-testid="alibi-rolecard" data-role={role} onClick={onClose}>
      <div class="alibi-rolecard-body">
        <p class="alibi-rolecard-kicker">{t("alibi.rolecard.kicker", { no: mine.no })}</p>
        <h2 id="alibi-rolecard-title" class={`alibi-role alibi-role-${role}`}>{t(`alibi.role.${role}`)}</h2>
        <p class="alibi-rolecard-aim" data-testid="alibi-rolecard-aim">{t(`alibi.rolecard.aim.${role}`)}</p>
        <Partner v={v} testid="alibi-rolecard-partner" />
        <h3>{t("alibi.rolecard.items")}</h3>
        <ul class="alibi-items">
          {mine.card.map((it) => (
            <li key={it.kind} data-testid={`alibi-rolecard-item-${it.kind}`}>
              <b>{itemLabel(it.kind)}</b>
              <div>{it.text}</div>
            </li>
          ))}
        </ul>
        <Goal v={v} />
        {mine.hand.length > 0 && (
          <p class="alibi-note">
            <b>{t("alibi.card.hand")}:</b> {mine.hand.map((c) => t(`alibi.cardname.${c.kind}`)).join(", ")}
          </p>
        )}
        <button type="button" ref={close} class="primary alibi-rolecard-close" data-testid="alibi-rolecard-close" onClick={(e) => (e.stopPropagation(), onClose())}>
          {t("alibi.rolecard.hide")}
        </button>
      </div>
    </div>
  );
}
