/** DICAS-3: the 1–20 pin board; the player whose turn it is taps a free number. One tab stop, arrows move (PLAT-A2). */
import { actPending } from "../../src/room/pending";
import { useRef } from "preact/hooks";
import { t } from "../../i18n";
import { canPick, type DicasView, type Knowledge } from "../../../shared/games/dicas/public";
import { useRoving, useTurnFocus } from "../../src/ui/keys";

const NUMBERS = Array.from({ length: 20 }, (_, i) => i + 1);

export function PinBoard({ view, info, me, onPick }: { view: DicasView; info: Knowledge; me: number | null; onPick(n: number): void }) {
  const byNumber = new Map(view.attempts.map((a) => [a.n, a]));
  const pending = actPending();
  const allowed = (n: number) => me !== null && canPick(info, n) === null && !pending;
  const rove = useRoving(NUMBERS, { enabled: allowed, cols: 5 });
  const grid = useRef<HTMLDivElement>(null);
  // My pick: the board's stop takes the focus, so a number is Enter, or a few arrows and Enter, away.
  const mine = me !== null && NUMBERS.some((n) => canPick(info, n) === null);
  useTurnFocus(mine ? `${view.round}:${view.attempts.length}` : null, () => grid.current?.querySelector<HTMLElement>('[tabindex="0"]'), { start: true });
  return (
    <section class="card dicas-pins" aria-label={t("dicas.board.title")}>
      <div class="dicas-pin-grid" ref={grid} onKeyDown={rove.onKeyDown}>
        {NUMBERS.map((n) => {
          const a = byNumber.get(n);
          const state = !a ? "free" : a.clue === null ? "pending" : a.verdict === "right" ? "right" : "used";
          return (
            <button
              type="button"
              key={n}
              data-testid="dicas-pin"
              data-n={n}
              class={`dicas-pin dicas-pin-${state}`}
              disabled={!allowed(n)}
              aria-label={a ? t("dicas.board.pinUsed", { n }) : t("dicas.board.pin", { n })}
              onClick={() => allowed(n) && onPick(n)}
              {...rove.item(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
    </section>
  );
}
