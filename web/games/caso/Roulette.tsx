/**
 * The roulette (CASO-G3): the configured sectors on a wheel. When the server's result arrives
 * the wheel spins to it (instantly with reduced motion); the result is public for everyone.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { signal } from "@preact/signals";
import { t } from "../../i18n";
import { reducedMotion } from "./motion";
import type { View } from "./util";
import { Glyph, glyphPath, type GlyphName } from "../../src/ui/Glyph";

/** Each resource's mark: a line drawing, not emoji (Chromium on a system without an emoji font drew empty boxes). */
const ICON: Record<string, GlyphName> = { chave: "key", vip: "ticket", gravador: "mic", impulso: "bolt" };

export function sectorText(s: { steps: number | null; resource: string | null }): string {
  if (s.steps === null) return t("caso.roulette.escolha");
  return s.resource ? t("caso.roulette.stepsResource", { n: s.steps, resource: t(`caso.resource.${s.resource}`) }) : t("caso.roulette.steps", { n: s.steps });
}

/** True while the wheel turns to a new result: its text and the Escolha panel wait for it to stop. */
export const wheelTurning = signal(false);

export function Roulette({ view }: { view: View }) {
  const sectors = view.config.rouletteSectors;
  const n = sectors.length;
  const turn = view.turn;
  const sector = turn?.sector ?? null;
  const key = turn ? `${turn.number}:${sector}` : "";
  const targetOf = (i: number) => -(i + 0.5) * (360 / n);
  // A result already there when the wheel mounts is shown at rest; a new one spins to it.
  const [angle, setAngle] = useState(sector !== null ? targetOf(sector) : 0);
  const [settled, setSettled] = useState(true);
  const last = useRef<string>(sector !== null ? key : "");
  useEffect(() => {
    if (sector === null || key === last.current) return;
    last.current = key;
    const target = targetOf(sector);
    if (reducedMotion()) {
      setAngle(target);
      setSettled(true);
      return;
    }
    setSettled(false);
    setAngle((a) => {
      const base = a - (((a % 360) + 360) % 360);
      return base + 360 * 5 + (((target % 360) + 360) % 360);
    });
    const id = window.setTimeout(() => setSettled(true), 2600);
    return () => window.clearTimeout(id);
  }, [key]);

  const R = 46;
  const arc = (i: number) => {
    const a0 = ((i * 360) / n - 90) * (Math.PI / 180);
    const a1 = (((i + 1) * 360) / n - 90) * (Math.PI / 180);
    return `M50,50 L${50 + R * Math.cos(a0)},${50 + R * Math.sin(a0)} A${R},${R} 0 0 1 ${50 + R * Math.cos(a1)},${50 + R * Math.sin(a1)} Z`;
  };
  const result = sector !== null ? sectors[sector] : undefined;
  // A result not yet spun to (its effect runs after this render) counts as turning already.
  const turning = !settled || (sector !== null && key !== last.current && !reducedMotion());
  if (wheelTurning.peek() !== turning) wheelTurning.value = turning;
  useEffect(() => () => void (wheelTurning.value = false), []);
  return (
    <div class="caso-roulette" data-testid="caso-roulette">
      <div class="caso-wheel-wrap">
        <svg viewBox="0 0 100 100" class="caso-wheel" aria-hidden="true">
          <g style={`transform: rotate(${angle}deg); transform-origin: 50px 50px; transition: ${settled || reducedMotion() ? "none" : "transform 2.5s cubic-bezier(.15,.7,.2,1)"}`}>
            {sectors.map((s, i) => {
              const mid = (((i + 0.5) * 360) / n - 90) * (Math.PI / 180);
              const tx = 50 + 32 * Math.cos(mid);
              const ty = 50 + 32 * Math.sin(mid);
              return (
                <g key={i}>
                  <path d={arc(i)} class={`caso-sector${s.steps === null ? " caso-sector-escolha" : s.resource ? " caso-sector-resource" : ""}${i % 2 ? " caso-sector-odd" : ""}`} />
                  {s.steps !== null && s.resource && ICON[s.resource] ? (
                    <>
                      <path d={glyphPath(ICON[s.resource]!)} transform={`translate(${tx - 7.5} ${ty - 3.5}) scale(0.29)`} class="caso-sector-glyph" data-resource={s.resource} />
                      <text x={tx + 3} y={ty + 2.5} text-anchor="middle" class="caso-sector-label">{s.steps}</text>
                    </>
                  ) : (
                    <text x={tx} y={ty + 2.5} text-anchor="middle" class="caso-sector-label">{s.steps === null ? "?" : s.steps}</text>
                  )}
                </g>
              );
            })}
            <circle cx="50" cy="50" r="6" class="caso-wheel-hub" />
          </g>
          <path d="M50,1 L46,9 L54,9 Z" class="caso-wheel-pointer" />
        </svg>
      </div>
      <p class="caso-roulette-result" aria-live="polite">
        {result && !turning ? t("caso.roulette.result", { result: sectorText(result) }) : sector !== null ? t("caso.roulette.spinning") : turn?.phase === "spin" ? t("caso.roulette.idle") : t("caso.roulette.noSpin")}
      </p>
    </div>
  );
}

/** A resource's mark beside its name (decorative), or standing alone with `label` as its name. */
export function resourceIcon(k: string, label?: string) {
  const g = ICON[k];
  if (!g) return null;
  const a11y = label ? { role: "img" as const, "aria-label": label, title: label } : { "aria-hidden": "true" as const };
  return (
    <span class="caso-res" data-resource={k} {...a11y}>
      <Glyph name={g} />
    </span>
  );
}
