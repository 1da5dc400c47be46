/**
 * PLAT-13 in the room's side bar: "Entrar na voz" (global) and, in a team game, the team channel;
 * once joined, the lazily loaded panel. Nothing asks for the microphone before the tap.
 */
import { useEffect, useState } from "preact/hooks";
import type { ComponentType } from "preact";
import { t } from "../i18n";
import type { RoomStore } from "../src/room/store";
import { VoiceLink, loadVoice, whyKey } from "./link";

/** The page's one voice link for this room (the side bar and the header's control share it). */
export function useVoiceLink(store: RoomStore): VoiceLink | null {
  const [link, setLink] = useState<VoiceLink | null>(null);
  useEffect(() => {
    const l = new VoiceLink(store);
    setLink(l);
    return () => l.dispose();
  }, [store]);
  return link;
}

export function VoiceBar({ link }: { link: VoiceLink | null }) {
  const [Panel, setPanel] = useState<ComponentType<{ link: VoiceLink }> | null>(null);
  const session = link?.session.value ?? null;
  useEffect(() => {
    if (session && !Panel) void loadVoice().then((m) => setPanel(() => m.VoicePanel));
  }, [session, Panel]);
  if (!link) return null;
  const policy = link.policy.value;
  if (session && Panel) return <Panel link={link} />;
  if (!policy.all && !policy.team) return null;
  const busy = link.loading.value;
  const problem = link.problem.value;
  return (
    <section class="voice-bar row" aria-label={t("voice.title")} data-testid="voice-bar">
      {policy.all && (
        <button type="button" class="small" disabled={busy} data-testid="voice-join-all" onClick={() => void link.join("all")}>
          {t(policy.all === "listen" ? "voice.listenAll" : "voice.joinAll")}
        </button>
      )}
      {policy.team && (
        <button type="button" class="small" disabled={busy} data-testid="voice-join-team" onClick={() => void link.join("team")}>
          {t(policy.team === "listen" ? "voice.listenTeam" : "voice.joinTeam")}
        </button>
      )}
      {policy.why && <p class="muted voice-why" data-testid="voice-why" data-why={policy.why}>{t(whyKey(policy.why))}</p>}
      {problem && <p class="voice-problem" role="alert" data-testid="voice-problem">{t(`voice.problem.${problem}`)}</p>}
    </section>
  );
}
