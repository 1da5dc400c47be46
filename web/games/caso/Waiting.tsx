/**
 * What a seat's turn controls leave between its turns: a tip for working the case out, which follows
 * the turn number, and the way to the Ficha (CASO-14) to note what the last turn taught.
 */
import { t } from "../../i18n";
import { WaitTip } from "../../src/ui/WaitTip";

/** CASO-14 (the Ficha), CASO-10 (an answer or its absence), CASO-16 (a wrong accusation). */
const TIPS = ["caso.wait.tip.ficha", "caso.wait.tip.noCard", "caso.wait.tip.shown", "caso.wait.tip.accuse"] as const;

export function Waiting({ turn, onFicha }: { turn: number; onFicha(): void }) {
  return (
    <WaitTip title={t("caso.wait.title")} tips={TIPS.map((k) => t(k))} n={turn} testid="caso-wait">
      <button type="button" class="small" onClick={onFicha} data-testid="caso-wait-ficha">
        {t("caso.wait.openFicha")}
      </button>
    </WaitTip>
  );
}
