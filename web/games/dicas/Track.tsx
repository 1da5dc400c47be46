/** The race from Início (Terra) to Vitória: one lane per pawn, the pawn sliding to its square. */
import { t } from "../../i18n";
import type { DicasView } from "../../../shared/games/dicas/public";
import { PAWN_HEX } from "./colours";
import { DICAS_GLYPH } from "./glyphs";
import { Glyph } from "../../src/ui/Glyph";

export function Track({ view, nameOf, me }: { view: DicasView; nameOf(seat: number): string; me: number | null }) {
  const max = view.trackLength;
  return (
    <section class="card dicas-track" aria-label={t("dicas.track.title")}>
      <div class="dicas-track-ends">
        <span><Glyph d={DICAS_GLYPH.start} /> {t("dicas.track.start")}</span>
        <span><Glyph d={DICAS_GLYPH.trophy} /> {t("dicas.track.goal")} · {max}</span>
      </div>
      <ol class="dicas-lanes">
        {view.players.map((p) => {
          const pct = Math.min(100, (p.position / max) * 100);
          const name = nameOf(p.seat);
          return (
            <li key={p.seat} class={`dicas-lane${p.seat === me ? " dicas-lane-me" : ""}${p.abandoned ? " dicas-lane-gone" : ""}`}>
              <span class="dicas-lane-name">
                {name}
                {p.seat === view.narrator && <> <Glyph name="mic" label={t("dicas.narrator")} /></>}
                {p.abandoned ? ` · ${t("dicas.left")}` : p.absent ? ` · ${t("dicas.away")}` : ""}
              </span>
              <span class="dicas-lane-bar" role="img" aria-label={t("dicas.track.position", { name, n: Math.min(p.position, max), max })}>
                <span class="dicas-lane-fill" style={{ width: `${pct}%`, background: PAWN_HEX[p.colour] }} />
                <span class="dicas-lane-pawn" style={{ left: `${pct}%`, background: PAWN_HEX[p.colour] }} />
              </span>
              <span class="dicas-lane-pos" data-testid="dicas-pos" data-seat={p.seat}>{Math.min(p.position, max)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
