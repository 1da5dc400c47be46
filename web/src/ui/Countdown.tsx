/**
 * Remaining time to a server deadline, the same in every browser (PLAT-8): the deadline is an
 * absolute server time and `now` is this browser's clock corrected by the ping/pong offset.
 * The last 10 s turn red (and beep, where the game asks for it).
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";

export function useRemaining(deadline: number | null, now: () => number): number | null {
  const [, tick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const id = window.setInterval(() => tick((n) => n + 1), 250);
    return () => window.clearInterval(id);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, deadline - now());
}

export function Countdown({ deadline, now, label }: { deadline: number | null; now: () => number; label?: string }) {
  const ms = useRemaining(deadline, now);
  if (ms === null) return null;
  // A few ms of clock-offset error must not show a fresh 60 s deadline as 1:01.
  const s = Math.ceil(ms / 1000 - 0.05);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  return (
    <span class={`countdown${s <= 10 ? " countdown-urgent" : ""}`} role="timer" aria-label={label ?? t("clock.remaining")}>
      {text}
    </span>
  );
}
