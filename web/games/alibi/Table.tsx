/** In the lobby, under the seats: the deck for this table size and, at five, «одна ошибка — поражение» (ALIBI-G2). */
import { t } from "../../i18n";
import { deckFor, ekspertizaFor, MAX_PLAYERS, MIN_PLAYERS, oneMistakeLoses, type AlibiConfig } from "../../../shared/games/alibi/public";
import type { ChoiceProps } from "../types";

export function Table({ seats }: ChoiceProps<AlibiConfig>) {
  const n = seats.filter((s) => !s.abandoned).length;
  const size = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, n));
  return (
    <div class="alibi-table-info" data-testid="alibi-deck">
      <h3>{t("alibi.table.deck", { n: size })}</h3>
      {n < MIN_PLAYERS && <p class="alibi-note">{t("alibi.table.need", { min: MIN_PLAYERS, max: MAX_PLAYERS })}</p>}
      <ul class="alibi-deck">
        {deckFor(size).map((k, i) => (
          <li key={i}><strong>{t(`alibi.cardname.${k}`)}</strong> <small>{t(`alibi.cardabout.${k}`)}</small></li>
        ))}
      </ul>
      <p class="alibi-note">{t("alibi.table.handouts", { n: ekspertizaFor(size) })}</p>
      {oneMistakeLoses(size) && n === MIN_PLAYERS && <p class="alibi-warning" data-testid="alibi-one-mistake">{t("alibi.table.oneMistake")}</p>}
    </div>
  );
}
