/** The reveal (points per player, counting up, with running totals) and the final podium. */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { MatizView } from "../../../shared/games/matiz/public";
import { seatColour } from "./colours";

type Player = MatizView["players"][number];

function reducedMotion(): boolean {
  return typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Counts from `from` to `to` after `delay` ms (instantly when the device asks for reduced motion). */
function CountUp({ from, to, delay = 0 }: { from: number; to: number; delay?: number }) {
  const [n, setN] = useState(reducedMotion() ? to : from);
  useEffect(() => {
    if (reducedMotion() || from === to) return setN(to);
    let raf = 0;
    const start = performance.now() + delay;
    const step = (now: number) => {
      const k = Math.min(1, Math.max(0, (now - start) / 700));
      setN(Math.round(from + (to - from) * k));
      if (k < 1) raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [from, to, delay]);
  return <>{n}</>;
}

function distLabel(dist: number | null): string {
  if (dist === null) return t("matiz.dist.none");
  if (dist <= 2) return t(`matiz.dist.${dist}`);
  return t("matiz.dist.far");
}

export function RoundResult({ v }: { v: MatizView }) {
  if (!v.result || !v.target) return null;
  const ultra = v.board.kind === "ultra";
  const player = (seat: number): Player | undefined => v.players.find((p) => p.seat === seat);
  return (
    <section class="matiz-panel matiz-result" data-testid="matiz-result" aria-label={t("matiz.phase.reveal")}>
      <h3 class="matiz-result-title">
        <span class="matiz-chip matiz-chip-big" style={{ background: v.target.hex }} aria-hidden="true" />
        {t("matiz.revealTitle", { cell: v.target.cell })}
        {ultra && <code> {v.target.hex}</code>}
      </h3>
      <ol class="matiz-lines">
        {v.result.map((l, i) => {
          const p = player(l.seat);
          const total = p?.score ?? 0;
          const before = l.counted ? total - l.points : total;
          return (
            <li key={`${l.seat}-${l.role}`} data-testid="matiz-line" data-seat={l.seat} data-role={l.role} class={`matiz-line${l.counted ? "" : " matiz-line-off"}`} style={{ "--matiz-i": String(i) }}>
              <span class="matiz-dot" style={{ background: seatColour(l.seat) }} aria-hidden="true" />
              <span class="matiz-line-name">{p?.name ?? "?"}</span>
              <span class="matiz-line-how">{l.role === "giver" ? t("matiz.giverLine") : distLabel(l.dist)}</span>
              <span class={`matiz-gain${l.points > 0 ? " matiz-gain-on" : ""}`}>{t("matiz.points", { n: l.points })}</span>
              <span class="matiz-line-total" aria-label={t("matiz.total", { n: total })}>
                {l.counted ? <CountUp from={before} to={total} delay={i * 180} /> : t("matiz.notCounted")}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Dense ranking: equal scores share a place (ties share the win). */
export function Podium({ v }: { v: MatizView }) {
  const ranked = [...v.players].filter((p) => !p.abandoned || v.winners?.includes(p.seat)).sort((a, b) => b.score - a.score);
  const scores = [...new Set(ranked.map((p) => p.score))];
  const winners = v.winners ?? [];
  const names = winners.map((w) => v.players.find((p) => p.seat === w)?.name ?? "?").join(", ");
  const place = (i: number): Player[] => (i === 0 && winners.length ? ranked.filter((p) => winners.includes(p.seat)) : ranked.filter((p) => p.score === scores[i] && !winners.includes(p.seat)));
  return (
    <section class="matiz-panel matiz-podium" data-testid="matiz-podium" aria-label={t("matiz.podium")}>
      <h3>{winners.length > 1 ? t("matiz.tie", { names }) : t("matiz.winner", { names })}</h3>
      <div class="matiz-steps">
        {[1, 0, 2].map((i) => {
          const who = place(i);
          if (who.length === 0) return <div key={i} class={`matiz-step matiz-step-${i + 1} matiz-step-empty`} />;
          return (
            <div key={i} class={`matiz-step matiz-step-${i + 1}`}>
              <div class="matiz-step-names">
                {who.map((p) => (
                  <span key={p.seat} class="matiz-step-name">
                    <span class="matiz-dot" style={{ background: seatColour(p.seat) }} aria-hidden="true" />
                    {p.name} · {t("matiz.total", { n: p.score })}
                  </span>
                ))}
              </div>
              <div class="matiz-step-block">{i + 1}</div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
