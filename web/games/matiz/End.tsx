/**
 * Matiz's end story (issue 19, the lighter end): under the podium, every round in order — its
 * target colour and cell, its giver and the clues they gave — all public since each reveal.
 */
import { t } from "../../i18n";
import type { MatizView } from "../../../shared/games/matiz/public";

export function RoundsStory({ v }: { v: MatizView }) {
  if (v.pastTargets.length === 0) return null;
  const name = (seat: number | null) => v.players.find((p) => p.seat === seat)?.name ?? "?";
  return (
    <section class="matiz-panel matiz-story" data-testid="matiz-story">
      <h3>{t("matiz.story.title")}</h3>
      <ol>
        {v.pastTargets.map((r) => (
          <li key={r.n} data-testid="matiz-story-round">
            <span class="matiz-story-swatch" style={{ background: r.hex }} aria-hidden="true" />
            <span class="matiz-story-text">
              <b>{t("matiz.story.round", { n: r.n, cell: r.cell })}</b>
              {r.giver !== null && <span> · {t("matiz.story.by", { name: name(r.giver), clues: r.clues.map((c) => `“${c}”`).join(", ") || "—" })}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
