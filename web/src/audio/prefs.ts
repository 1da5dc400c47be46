/**
 * PLAT-11 audio preferences: three volumes (0..1) and a "mute all" switch, kept in the browser under
 * `mesa.audio`. Pure: the storage is passed in, so this runs (and is tested) without a DOM.
 */

export type AudioPrefs = { music: number; effects: number; voice: number; muted: boolean };

export const STORAGE_KEY = "mesa.audio";

/** On by default (PLAT-11); music kept quiet under the game. */
export const DEFAULT_PREFS: Readonly<AudioPrefs> = Object.freeze({ music: 0.35, effects: 0.7, voice: 0.8, muted: false });

/** The part of `Storage` we use; `localStorage` fits, and so does a tiny object in a test. */
export type PrefsStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

/** Any value to a volume in 0..1; anything that is not a finite number gives `fallback`. */
export function clampVolume(value: unknown, fallback: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

/** Stored text to preferences: bad JSON or a wrong field falls back to the default for that field. */
export function parsePrefs(raw: string | null | undefined): AudioPrefs {
  let data: unknown = null;
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  const rec: Record<string, unknown> = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return {
    music: clampVolume(rec.music, DEFAULT_PREFS.music),
    effects: clampVolume(rec.effects, DEFAULT_PREFS.effects),
    voice: clampVolume(rec.voice, DEFAULT_PREFS.voice),
    muted: typeof rec.muted === "boolean" ? rec.muted : DEFAULT_PREFS.muted,
  };
}

export function serializePrefs(p: AudioPrefs): string {
  return JSON.stringify({
    music: clampVolume(p.music, DEFAULT_PREFS.music),
    effects: clampVolume(p.effects, DEFAULT_PREFS.effects),
    voice: clampVolume(p.voice, DEFAULT_PREFS.voice),
    muted: p.muted,
  });
}

/** Reads the saved preferences; no storage, a storage that throws (private mode) or junk: the defaults. */
export function loadPrefs(storage: PrefsStorage | null | undefined): AudioPrefs {
  if (!storage) return { ...DEFAULT_PREFS };
  try {
    return parsePrefs(storage.getItem(STORAGE_KEY));
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

/** Saves; a full or refused storage is ignored (the settings then last until the page closes). */
export function savePrefs(storage: PrefsStorage | null | undefined, p: AudioPrefs): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEY, serializePrefs(p));
  } catch {
    /* ignored on purpose */
  }
}

/** Slider position to gain: squared, so the lower half of the slider is usable (loudness is not linear). */
export function toGain(volume: number, muted: boolean): number {
  return muted ? 0 : clampVolume(volume, 0) ** 2;
}
