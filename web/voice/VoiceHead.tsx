/**
 * Voice you can find (issue 19): a voice control in the room header, visible on a phone without
 * scrolling, that shows at a glance whether you can join, are speaking, are muted, or left. Tap:
 * join (or rejoin), then mute / unmute; the full panel stays in the side bar (VoiceBar). It shares
 * the page's one VoiceLink, so nothing asks for the microphone before the tap.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";
import type { VoiceLink } from "./link";

export type HeadState = "off" | "joining" | "speaking" | "live" | "muted" | "listening" | "left";

function Mic({ crossed }: { crossed: boolean }) {
  return (
    <svg class="voice-hd-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v4M8.5 21h7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />}
    </svg>
  );
}

export function VoiceHead({ link }: { link: VoiceLink }) {
  const s = link.session.value;
  const policy = link.policy.value;
  const had = useRef(false);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (s) (had.current = true), setLeft(false);
    else if (had.current) setLeft(true);
  }, [s]);
  const channel = policy.all ? "all" : policy.team ? "team" : null;
  if (!s && !channel) return null;
  const state: HeadState = s
    ? s.channel.value === null
      ? "joining"
      : s.listen.value
        ? "listening"
        : s.muted.value
          ? "muted"
          : s.selfSpeaking.value
            ? "speaking"
            : "live"
    : link.loading.value
      ? "joining"
      : left
        ? "left"
        : "off";
  const act = () => {
    if (s) {
      if (!s.listen.value) s.toggleMute();
    } else if (channel) void link.join(channel);
  };
  const label = t(`voice.head.${state}`);
  const hint = s ? (s.listen.value ? label : t(s.muted.value ? "voice.unmute" : "voice.mute")) : t(state === "left" ? "voice.head.rejoin" : "voice.joinAll");
  return (
    <button type="button" class={`voice-hd voice-hd-${state}`} data-testid="voice-head" data-state={state} aria-label={`${t("voice.title")}: ${label}. ${hint}`} aria-pressed={s && !s.listen.value ? s.muted.value : undefined} disabled={state === "joining"} onClick={act}>
      <Mic crossed={state === "muted" || state === "left"} />
      <span class="voice-hd-label">{label}</span>
    </button>
  );
}
