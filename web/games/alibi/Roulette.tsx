/** ALIBI-6 the police roulette: every screen lights the same seat at the same moment and stops on the loser; reduced motion lights seats in turn. */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { calmIndex, rouletteIndex } from "./roulette";
import { seatLabel, type Ctx } from "./util";

const reduced = (): boolean => typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

export function Roulette({ ctx }: { ctx: Ctx }) {
  const { v, now } = ctx;
  const r = v.roulette!;
  const [, tick] = useState(0);
  const calm = reduced();
  useEffect(() => {
    const id = window.setInterval(() => tick((n) => n + 1), calm ? 250 : 60);
    return () => window.clearInterval(id);
  }, [r.startAt, calm]);
  const elapsed = now() - r.startAt;
  const loserIdx = r.candidates.indexOf(r.loser);
  const idx = (calm ? calmIndex : rouletteIndex)(elapsed, r.ms, r.candidates.length, loserIdx);
  const stopped = elapsed >= r.ms;
  return (
    <section class="alibi-panel alibi-roulette" data-testid="alibi-roulette" data-stopped={stopped ? "yes" : "no"} data-motion={calm ? "calm" : "spin"}>
      <h3>{t(r.purpose === "suspect" ? "alibi.roulette.suspect" : "alibi.roulette.title")}</h3>
      <ul class="alibi-wheel">
        {r.candidates.map((s, i) => (
          <li key={s} class={i === idx ? "alibi-wheel-on" : ""} data-testid={i === idx ? "alibi-roulette-current" : undefined} data-seat={String(s)}>
            {seatLabel(v, s)}
          </li>
        ))}
      </ul>
      {stopped && (
        <p class="alibi-yours" data-testid="alibi-roulette-result" data-seat={String(r.loser)}>
          {t(r.purpose === "suspect" ? "alibi.roulette.picked" : "alibi.roulette.result", { name: seatLabel(v, r.loser) })}
        </p>
      )}
    </section>
  );
}
