/**
 * Noir's end (issue 19, the lighter end that tells the story): who won and why, both identities
 * (NOIR-H1, NOIR-H2 at the end), where the Killer stood when the match ended, and the few moments
 * that decided it, read from the public log in the view. The deck and the hand stay hidden (NOIR-H3, NOIR-H4).
 */
import { t } from "../../i18n";
import { suspectName, type NoirView } from "../../../shared/games/noir/public";
import { Face } from "./Face";

/** Log lines that decided a match: kills, disguises, arrests (hits and misses), canvass answers that narrowed it. */
const DECISIVE = new Set(["killed", "killedInspector", "disguised", "arrestHit", "arrestMiss", "citizenArrestHit", "citizenArrestMiss", "canvassKillerYes", "canvassInspectorYes", "exonerated"]);

export function EndScreen({ view }: { view: NoirView }) {
  const r = view.result!;
  const at = (() => {
    for (const [row, cells] of view.grid.entries()) {
      const col = cells.findIndex((c) => c.suspect === r.killer);
      if (col >= 0) return { row: row + 1, col: col + 1 };
    }
    return null;
  })();
  const moments = view.log.filter((l) => DECISIVE.has(l.type)).slice(-6);
  return (
    <section class={`noir-end noir-end-${r.winner}`} role="alert" data-testid="noir-end" data-winner={r.winner} data-reason={r.reason}>
      <h2>{t(`noir.end.${r.winner}`)}</h2>
      <p>{t(`noir.end.reason.${r.reason}`)}</p>
      <div class="noir-end-ids">
        <figure class="noir-mini">
          <figcaption>{t("noir.end.killerWas")}</figcaption>
          <Face id={r.killer} />
          <strong>{suspectName(r.killer)}</strong>
          <small>{view.names.killer}</small>
        </figure>
        <figure class="noir-mini">
          <figcaption>{t("noir.end.inspectorWas")}</figcaption>
          {r.inspector ? <Face id={r.inspector} /> : null}
          <strong>{r.inspector ? suspectName(r.inspector) : t("noir.end.none")}</strong>
          <small>{view.names.inspector}</small>
        </figure>
      </div>
      <p class="noir-end-where" data-testid="noir-end-where">
        {at ? t("noir.end.stood", { name: suspectName(r.killer), row: at.row, col: at.col }) : t("noir.end.stoodGone", { name: suspectName(r.killer) })}
        {" · "}
        {t("noir.end.stats", { n: view.turn, kills: view.kills })}
      </p>
      {moments.length > 0 && (
        <div class="noir-end-moments" data-testid="noir-end-moments">
          <h3>{t("noir.end.moments")}</h3>
          <ul>
            {moments.map((l, i) => (
              <li key={i}>
                <span class="noir-log-turn">{l.turn}</span> {t(`noir.event.${l.type}`, l.params)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p class="noir-note">{t("noir.end.rematch")}</p>
    </section>
  );
}
