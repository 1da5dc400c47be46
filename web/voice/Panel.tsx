/** PLAT-13 voice panel: who is in the channel, who speaks, connection state, per-person volume, mute, leave. */
import { t } from "../i18n";
import { whyKey, type VoiceLink } from "./link";
import "./voice.css";

export function VoicePanel({ link }: { link: VoiceLink }) {
  const s = link.session.value;
  if (!s) return null;
  const me = s.me.value;
  const channel = s.channel.value;
  const states = s.states.value;
  const speaking = s.speaking.value;
  const volumes = s.volumes.value;
  const policy = link.policy.value;
  const other = channel === "all" ? "team" : "all";
  return (
    <section class="voice-panel card" aria-label={t("voice.title")} data-testid="voice-panel" data-channel={channel ?? ""}>
      <header class="voice-head">
        <strong>{channel === null ? t("voice.joining") : t(channel === "team" ? "voice.channelTeam" : "voice.channelAll")}</strong>
        {s.listen.value && <span class="pill">{t("voice.listenOnly")}</span>}
      </header>
      {s.listen.value && policy.why && <p class="voice-why" role="status" data-testid="voice-why" data-why={policy.why}>{t(whyKey(policy.why))}</p>}
      {s.needsTap.value && (
        <button type="button" class="primary" data-testid="voice-tap" onClick={() => s.tapToHear()}>{t("voice.tapToHear")}</button>
      )}
      <ul class="voice-members" data-testid="voice-members">
        {s.roster.value.map((p) => {
          const mine = p.peer === me;
          const state = mine ? null : states[p.peer] ?? (s.listen.value && p.listen ? null : "connecting");
          const talking = mine ? s.selfSpeaking.value && !s.muted.value : speaking[p.peer] === true;
          const pct = Math.round((volumes[p.peer] ?? 1) * 100);
          return (
            <li key={p.peer} class={`voice-member${talking ? " voice-speaking" : ""}`} data-peer={p.peer} data-state={state ?? ""} data-speaking={talking ? "1" : "0"} data-muted={p.muted ? "1" : "0"}>
              <span class="voice-ring" aria-hidden="true" />
              <span class="voice-name">{p.name}{mine ? ` (${t("voice.you")})` : ""}</span>
              {p.muted && <span class="pill" title={t("voice.mutedBadge")}>{t("voice.mutedBadge")}</span>}
              {p.listen && <span class="pill">{t("voice.listenOnly")}</span>}
              {state && <small class={`voice-state voice-state-${state}`}>{t(`voice.state.${state}`)}</small>}
              {!mine && !p.listen && (
                <label class="voice-volume-label">
                  <small>{t("voice.volume", { n: pct })}</small>
                  <input type="range" min={0} max={100} step={5} value={pct} class="voice-volume" aria-label={t("voice.volumeOf", { name: p.name })}
                    onInput={(e) => s.setVolume(p.peer, Number((e.currentTarget as HTMLInputElement).value) / 100)} />
                </label>
              )}
            </li>
          );
        })}
      </ul>
      {Object.values(states).includes("unreachable") && <p class="muted voice-note">{t("voice.turnHint")}</p>}
      <div class="row voice-actions">
        {!s.listen.value && (
          <button type="button" class="small" aria-pressed={s.muted.value} data-testid="voice-mute" onClick={() => s.toggleMute()}>
            {t(s.muted.value ? "voice.unmute" : "voice.mute")}
          </button>
        )}
        {channel && policy[other] && (
          <button type="button" class="small" data-testid={`voice-switch-${other}`} onClick={() => void link.join(other)}>
            {t(other === "team" ? "voice.switchTeam" : "voice.switchAll")}
          </button>
        )}
        <button type="button" class="small danger" data-testid="voice-leave" onClick={() => s.leave()}>{t("voice.leave")}</button>
      </div>
      <p class="muted voice-note">{t("voice.privacy")}</p>
    </section>
  );
}
