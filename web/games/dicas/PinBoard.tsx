/** DICAS-3: the 1–20 pin board; the player whose turn it is taps a free number. */
import { actPending } from "../../src/room/pending";
import { t } from "../../i18n";
import { canPick, type DicasView, type Knowledge } from "../../../shared/games/dicas/public";

export function PinBoard({ view, info, me, onPick }: { view: DicasView; info: Knowledge; me: number | null; onPick(n: number): void }) {
  const byNumber = new Map(view.attempts.map((a) => [a.n, a]));
  return (
    <section class="card dicas-pins" aria-label={t("dicas.board.title")}>
      <div class="dicas-pin-grid">
        {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => {
          const a = byNumber.get(n);
          const allowed = me !== null && canPick(info, n) === null && !actPending();
          const state = !a ? "free" : a.clue === null ? "pending" : a.verdict === "right" ? "right" : "used";
          return (
            <button
              type="button"
              key={n}
              data-testid="dicas-pin"
              data-n={n}
              class={`dicas-pin dicas-pin-${state}`}
              disabled={!allowed}
              aria-label={a ? t("dicas.board.pinUsed", { n }) : t("dicas.board.pin", { n })}
              onClick={() => allowed && onPick(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
    </section>
  );
}
