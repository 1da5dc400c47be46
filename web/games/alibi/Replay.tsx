/**
 * What an Álibi replay shows beside the table (issue 24; the reveal of shared/games/alibi/replay.ts): every seat's role and its six
 * items (opened or not, the alibi's truth), goals and hands, the clue queue with its swaps. Never a
 * ballot: the reveal has none (ballots are sealed in a record), only the public counts the table already shows.
 */
import "./index"; // one chunk with the game's screen (web/games/replays.ts)
import { t } from "../../i18n";
import type { AlibiView } from "../../../shared/games/alibi/public";
import type { RevealProps } from "../replays";
import { ClueQueue } from "./End";
import { itemLabel, seatLabel } from "./util";

/** shared/games/alibi/replay.ts `reveal`: what the end reveals (ALIBI-12), at every step. */
type AlibiReveal = NonNullable<AlibiView["over"]>;

export function Revealed({ reveal, view }: RevealProps) {
  const r = reveal as AlibiReveal;
  const v = view as AlibiView;
  return (
    <div class="alibi-replay">
      <ul class="alibi-replay-seats">
        {r.players.map((p) => (
          <li key={p.role.seat}>
            <p>
              <b>{seatLabel(v, p.role.seat)}</b> —{" "}
              <span class={`alibi-role-${p.role.role}`} data-testid={`alibi-reveal-role-${p.role.seat}`} data-role={p.role.role}>{t(`alibi.role.${p.role.role}`)}</span>
            </p>
            <details>
              <summary>{t("alibi.end.card")}</summary>
              <ul data-testid={`alibi-reveal-items-${p.role.seat}`}>
                {p.card.map((it) => (
                  <li key={it.kind}>
                    <b>{itemLabel(it.kind)}</b>
                    {it.kind === "alibi" && <small> ({p.alibi.alibiTrue ? t("alibi.end.alibiTrue") : t("alibi.end.alibiFalse")})</small>}
                    {!it.open && <small> · {t("alibi.card.closed")}</small>}: {it.text}
                  </li>
                ))}
              </ul>
              <p class="muted">
                {t("alibi.card.hand")}: {p.hand.map((c) => `${t(`alibi.cardname.${c.kind}`)}${c.spent ? " ✓" : ""}`).join(", ")}
              </p>
            </details>
          </li>
        ))}
      </ul>
      <ClueQueue queue={r.queue} v={v} />
    </div>
  );
}
