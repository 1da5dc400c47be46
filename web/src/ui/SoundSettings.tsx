/**
 * PLAT-11: the header's sound button. It shows whether sound is muted and opens a small popover with
 * the music, effects and voice volumes and "mute all". Touch and keyboard: Escape or a tap outside
 * closes it, focus goes into the popover on open and back to the button on Escape.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { effectsVolume, musicVolume, muted, playEffect, setMuted, setVolume, voiceVolume, type VolumeKind } from "../audio";
import { audioContextConstructor } from "../audio/webaudio";
import "./SoundSettings.css";

const WIDTH = 288;
const MARGIN = 8;

function SpeakerIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {off ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <>
          <path d="M15.5 9a4 4 0 0 1 0 6" />
          <path d="M18.2 6.5a7.5 7.5 0 0 1 0 11" />
        </>
      )}
    </svg>
  );
}

function Slider({ kind, label, hint, value }: { kind: VolumeKind; label: string; hint?: string; value: number }) {
  const id = `sound-${kind}`;
  const pct = Math.round(value * 100);
  return (
    <div class="sound-row">
      <label for={id}>
        <span>{label}</span>
        <output for={id}>{pct}%</output>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={pct}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onInput={(e) => setVolume(kind, Number((e.currentTarget as HTMLInputElement).value) / 100)}
        onChange={() => kind === "effects" && playEffect("success")}
      />
      {hint && <small id={`${id}-hint`} class="muted">{hint}</small>}
    </div>
  );
}

export function SoundSettings() {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const off = muted.value;

  useEffect(() => {
    if (!open) return;
    const position = () => {
      const r = button.current?.getBoundingClientRect();
      if (!r) return;
      const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
      const left = Math.min(Math.max(MARGIN, r.right - width), window.innerWidth - width - MARGIN);
      setPlace({ top: r.bottom + 6, left, width });
    };
    position();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    window.addEventListener("resize", position);
    window.addEventListener("scroll", position, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
      window.removeEventListener("resize", position);
      window.removeEventListener("scroll", position, true);
    };
  }, [open]);

  useEffect(() => {
    if (open && place) panel.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [open, place !== null]);

  const close = () => (setOpen(false), setPlace(null));
  const label = off ? `${t("sound.open")} (${t("sound.off")})` : t("sound.open");

  return (
    <div
      class="sound-settings"
      ref={wrap}
      onFocusOut={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next && !wrap.current?.contains(next)) close();
      }}
    >
      <button
        type="button"
        ref={button}
        class={`sound-btn${off ? " sound-off" : ""}`}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "sound-panel" : undefined}
        data-testid="sound-button"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SpeakerIcon off={off} />
      </button>
      {open && place && (
        <div
          id="sound-panel"
          class={`sound-panel card${off ? " sound-panel-muted" : ""}`}
          role="dialog"
          aria-label={t("sound.title")}
          ref={panel}
          style={{ top: `${place.top}px`, left: `${place.left}px`, width: `${place.width}px` }}
        >
          <div class="sound-head">
            <strong>{t("sound.title")}</strong>
            <button type="button" class="small sound-switch" role="switch" aria-checked={off} data-testid="sound-mute" onClick={() => setMuted(!off)}>
              <span class="sound-track" aria-hidden="true"><span class="sound-knob" /></span>
              {t("sound.muteAll")}
            </button>
          </div>
          {!audioContextConstructor() && <p class="muted sound-note">{t("sound.unavailable")}</p>}
          <Slider kind="music" label={t("sound.music")} value={musicVolume.value} />
          <Slider kind="effects" label={t("sound.effects")} value={effectsVolume.value} />
          <Slider kind="voice" label={t("sound.voice")} hint={t("sound.voiceHint")} value={voiceVolume.value} />
        </div>
      )}
    </div>
  );
}
