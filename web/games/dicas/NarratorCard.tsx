/** The drawn card, in the narrator's view only: the answer and the 20 clues, used ones marked. */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { DicasView } from "../../../shared/games/dicas/public";

export function NarratorCard({ view }: { view: DicasView }) {
  const [open, setOpen] = useState(true);
  const card = view.card;
  if (!card) return null;
  const used = new Set(view.attempts.filter((a) => a.clue !== null).map((a) => a.n));
  const pending = view.phase === "reveal" ? view.attempts[view.attempts.length - 1]?.n ?? null : null;
  return (
    <section class="card dicas-card" data-testid="dicas-card" aria-label={t("dicas.card.title")}>
      <div class="row">
        <h2>{t("dicas.card.title")}</h2>
        <span class="spacer" />
        <button type="button" class="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t("dicas.card.hide") : t("dicas.card.show")}
        </button>
      </div>
      {open && (
        <>
          <p class="dicas-answer" data-testid="dicas-answer">
            <span class="muted">{t("dicas.card.answer")}:</span> <strong>{card.answer}</strong>
          </p>
          <ol class="dicas-card-clues">
            {card.clues.map((c, i) => {
              const n = i + 1;
              const cls = n === pending ? "dicas-clue-pending" : used.has(n) ? "dicas-clue-used" : "";
              return (
                <li key={n} class={cls} value={n} data-testid="dicas-card-clue" data-n={n}>
                  {c}
                  {used.has(n) && <span class="pill">{t("dicas.card.used")}</span>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
