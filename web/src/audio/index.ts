/**
 * Site audio (PLAT-11): synthesized effects and music, on by default, with separate volumes for music,
 * effects and voice and a "mute all", kept in this browser (localStorage `mesa.audio`).
 *
 * For games (web/games/<id>/): import and call, nothing to set up.
 *
 *   import { playEffect } from "../../src/audio";
 *   playEffect("turn");    // it is your turn
 *   playEffect("tick");    // once a second in a clock's last seconds
 *   playEffect("alert");   // something needs attention
 *   playEffect("success"); playEffect("fail"); playEffect("reveal"); playEffect("win"); playEffect("click");
 *
 * `playEffect` never throws and is silent when muted, when the effects volume is 0, before the first
 * tap/key on the page (browsers refuse sound before a gesture; such early cues are dropped, not
 * delayed) and where there is no Web Audio (Node, tests). Call it from an effect/handler reacting to
 * a change in the view you received, not on every render. The platform picks the music
 * (`setMusic("lobby" | "game" | null)`, RoomPage does it from the room phase); a game need not.
 * `voiceLevel` is the gain the voice channel should apply to remote voices.
 */
import { computed, effect, signal } from "@preact/signals";
import { createEngine, type Engine } from "./engine";
import { isEffectName, type EffectName } from "./effects";
import type { TrackName } from "./patterns";
import { clampVolume, loadPrefs, savePrefs, toGain, type AudioPrefs, type PrefsStorage } from "./prefs";
import { audioContextConstructor } from "./webaudio";

export type { EffectName } from "./effects";
export { EFFECTS } from "./effects";
export type { TrackName } from "./patterns";

function storage(): PrefsStorage | null {
  try {
    const s = (globalThis as { localStorage?: PrefsStorage }).localStorage;
    return s ?? null;
  } catch {
    return null; // some browsers throw on access when storage is blocked
  }
}

const saved = loadPrefs(storage());

/** Slider values, 0..1. Writing them directly works too: they are clamped when used and saved. */
export const musicVolume = signal(saved.music);
export const effectsVolume = signal(saved.effects);
export const voiceVolume = signal(saved.voice);
export const muted = signal(saved.muted);
/** The gain a voice channel applies to what it plays (0 when muted). */
export const voiceLevel = computed(() => toGain(voiceVolume.value, muted.value));

export type VolumeKind = "music" | "effects" | "voice";
const volumes = { music: musicVolume, effects: effectsVolume, voice: voiceVolume } as const;

export function setVolume(kind: VolumeKind, value: number): void {
  volumes[kind].value = clampVolume(value, volumes[kind].value);
}

export function setMuted(value: boolean): void {
  muted.value = value;
}

effect(() => {
  const p: AudioPrefs = { music: musicVolume.value, effects: effectsVolume.value, voice: voiceVolume.value, muted: muted.value };
  savePrefs(storage(), p);
});

let engine: Engine | null = null;
let wanted: TrackName | null = "lobby";
let timer: ReturnType<typeof setTimeout> | null = null;

type Doc = { hidden?: boolean };
const doc = (): Doc | null => (globalThis as { document?: Doc }).document ?? null;

function levels(e: Engine): void {
  e.setLevels(toGain(musicVolume.value, muted.value), toGain(effectsVolume.value, muted.value));
}

effect(() => {
  // Subscribe to the three signals even before there is an engine.
  const m = toGain(musicVolume.value, muted.value);
  const fx = toGain(effectsVolume.value, muted.value);
  if (engine) guard(() => engine?.setLevels(m, fx));
  if (m > 0) schedule();
});

function guard(fn: () => void): void {
  try {
    fn();
  } catch {
    /* audio must never break the page */
  }
}

/** The look-ahead loop; runs only while a track is wanted and the engine exists. */
function schedule(): void {
  if (timer !== null || !engine || !engine.track) return;
  const run = () => {
    timer = null;
    if (!engine || !engine.track) return;
    const hidden = doc()?.hidden === true;
    guard(() => engine?.pump(hidden ? 1.5 : 0.25));
    timer = setTimeout(run, hidden ? 400 : 80);
  };
  run();
}

/** Which loop plays: the lobby's, the game's, or none. Safe to call any time, repeatedly. */
export function setMusic(track: TrackName | null): void {
  wanted = track;
  if (!engine) return; // started on the first gesture
  guard(() => engine?.setTrack(track));
  schedule();
}

/** The loop actually playing (null before the first gesture, without Web Audio, or when none is wanted). */
export function playingMusic(): TrackName | null {
  return engine?.track ?? null;
}

/** Play a cue now (see the top of this file). Unknown names and any failure are ignored. */
export function playEffect(name: EffectName): void {
  if (!engine || muted.value || toGain(effectsVolume.value, false) === 0) return;
  if (!isEffectName(name)) return;
  guard(() => engine?.play(name));
}

/** Whether sound has started (after the first gesture, where the browser supports it). */
export const audioReady = signal(false);

/** The first tap or key creates the context; later ones resume it if the browser suspended it. */
function unlock(): void {
  guard(() => {
    if (!engine) {
      const Ctor = audioContextConstructor();
      if (!Ctor) return;
      engine = createEngine(new Ctor());
      levels(engine);
      engine.setTrack(wanted);
      schedule();
      audioReady.value = true;
    }
    const ctx = engine.ctx;
    if (ctx.state !== "running" && ctx.resume) void ctx.resume().catch(() => undefined);
  });
}

type Target = { addEventListener?(type: string, fn: () => void, opts?: { capture?: boolean; passive?: boolean }): void };
const win = globalThis as Target;
if (typeof win.addEventListener === "function" && audioContextConstructor()) {
  for (const type of ["pointerdown", "keydown", "touchend"]) win.addEventListener(type, unlock, { capture: true, passive: true });
}
