/**
 * What a seat's turn controls leave between its turns (their room is kept for them, issue 21): a tip
 * for working the case out, which follows the turn number, and the way to the Ficha (CASO-14) to note
 * what the last turn taught. Public text, the same for every seat.
 */
import { t } from "../../i18n";
import { StableText } from "../../src/ui/StableText";

/** CASO-14 (the Ficha), CASO-10 (an answer or its absence), CASO-16 (a wrong accusation). */
const TIPS = ["caso.wait.tip.ficha", "caso.wait.tip.noCard", "caso.wait.tip.shown", "caso.wait.tip.accuse"] as const;

export function Waiting({ turn, onFicha }: { turn: number; onFicha(): void }) {
  return (
    <div class="caso-wait" data-testid="caso-wait">
      <p class="caso-wait-title">{t("caso.wait.title")}</p>
      {/* As tall as the longest tip: the next turn's tip moves nothing below it. */}
      <StableText class="caso-wait-tip" text={t(TIPS[turn % TIPS.length]!)} all={TIPS.map((k) => t(k))} testid="caso-wait-tip" />
      <button type="button" class="small" onClick={onFicha} data-testid="caso-wait-ficha">
        {t("caso.wait.openFicha")}
      </button>
    </div>
  );
}
