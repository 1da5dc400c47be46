/**
 * The turn clock (CASO-17): runs to `turn.clock.endsAt`, shows the frozen remainder while paused
 * for an answer, turns red in the last `alertLastMs` and ticks once a second there through the
 * site audio (silent before a user gesture and when the player muted it in the header).
 * The answer clock uses the same component.
 */
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import { playEffect } from "../../src/audio";
import { useRemaining } from "../../src/ui/Countdown";

const fmt = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** `maxMs` caps the display at the clock's full length (a few ms of clock-offset error never show 1:01 of 1:00). */
export function Clock(props: { endsAt: number | null; pausedMs: number; maxMs: number; alertMs: number; now(): number; label: string; alarm: boolean; testid?: string }) {
  const live = useRemaining(props.endsAt, props.now);
  const ms = Math.min(live ?? props.pausedMs, props.maxMs);
  const urgent = props.endsAt !== null && ms <= props.alertMs;
  const lastBeep = useRef(-1);
  useEffect(() => {
    if (!urgent || !props.alarm || ms <= 0) return;
    const sec = Math.ceil(ms / 1000);
    if (sec !== lastBeep.current) {
      lastBeep.current = sec;
      playEffect("tick");
    }
  }, [urgent, ms, props.alarm]);
  return (
    <span class={`caso-clock${urgent ? " caso-clock-urgent" : ""}${props.endsAt === null ? " caso-clock-paused" : ""}`} role="timer" aria-label={props.label} data-testid={props.testid}>
      {fmt(ms)}
      {props.endsAt === null && <small> {t("caso.clock.paused")}</small>}
    </span>
  );
}
