/**
 * The turn clock (CASO-17): runs to `turn.clock.endsAt`, shows the frozen remainder while paused
 * for an answer, turns red in the last `alertLastMs` and beeps once a second there (WebAudio,
 * only after a user gesture, never when muted). The answer clock uses the same component.
 */
import { signal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import { useRemaining } from "../../src/ui/Countdown";

const stored = typeof localStorage !== "undefined" ? localStorage.getItem("caso.muted") : null;
export const muted = signal(stored === "1");
export function toggleMute(): void {
  muted.value = !muted.value;
  localStorage.setItem("caso.muted", muted.value ? "1" : "0");
}

let ctx: AudioContext | null = null;
let unlocked = false;
/** Browsers allow audio only after a gesture: the first tap anywhere unlocks it. */
export function armAudio(): () => void {
  const unlock = () => {
    unlocked = true;
    try {
      ctx ??= new AudioContext();
      void ctx.resume();
    } catch {
      ctx = null;
    }
  };
  document.addEventListener("pointerdown", unlock, { once: true });
  document.addEventListener("keydown", unlock, { once: true });
  return () => {
    document.removeEventListener("pointerdown", unlock);
    document.removeEventListener("keydown", unlock);
  };
}

function beep(): void {
  if (!unlocked || muted.value || !ctx) return;
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.frequency.value = 880;
  g.gain.setValueAtTime(0.08, ctx.currentTime);
  g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.12);
  o.connect(g).connect(ctx.destination);
  o.start();
  o.stop(ctx.currentTime + 0.13);
}

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
      beep();
    }
  }, [urgent, ms, props.alarm]);
  return (
    <span class={`caso-clock${urgent ? " caso-clock-urgent" : ""}${props.endsAt === null ? " caso-clock-paused" : ""}`} role="timer" aria-label={props.label} data-testid={props.testid}>
      {fmt(ms)}
      {props.endsAt === null && <small> {t("caso.clock.paused")}</small>}
    </span>
  );
}
