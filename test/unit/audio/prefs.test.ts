import { describe, expect, it } from "vitest";
import { DEFAULT_PREFS, STORAGE_KEY, clampVolume, loadPrefs, parsePrefs, savePrefs, serializePrefs, toGain, type PrefsStorage } from "../../../web/src/audio/prefs";

function memory(initial: Record<string, string> = {}): PrefsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => (k in data ? data[k]! : null), setItem: (k, v) => void (data[k] = v) };
}

describe("audio preferences (PLAT-11)", () => {
  it("PLAT-11 defaults: sound on, music quieter than effects", () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(DEFAULT_PREFS.muted).toBe(false);
    expect(DEFAULT_PREFS.music).toBeGreaterThan(0);
    expect(DEFAULT_PREFS.music).toBeLessThan(DEFAULT_PREFS.effects);
  });

  it("PLAT-11 bad JSON or a non-object falls back to the defaults", () => {
    for (const raw of ["", "{", "not json", "null", "42", '"text"', "[0.1,0.2]", "true"]) expect(parsePrefs(raw), raw).toEqual(DEFAULT_PREFS);
  });

  it("PLAT-11 each wrong field falls back on its own; the good ones are kept", () => {
    expect(parsePrefs(JSON.stringify({ music: "loud", effects: 0.2, voice: null, muted: "yes" }))).toEqual({
      music: DEFAULT_PREFS.music, effects: 0.2, voice: DEFAULT_PREFS.voice, muted: DEFAULT_PREFS.muted,
    });
    expect(parsePrefs(JSON.stringify({ muted: true }))).toEqual({ ...DEFAULT_PREFS, muted: true });
  });

  it("PLAT-11 volumes are clamped to 0..1", () => {
    expect(parsePrefs(JSON.stringify({ music: 7, effects: -3, voice: 0.5 }))).toMatchObject({ music: 1, effects: 0, voice: 0.5 });
    expect(clampVolume(1.0001, 0.3)).toBe(1);
    expect(clampVolume(-0.1, 0.3)).toBe(0);
    expect(clampVolume(Number.NaN, 0.3)).toBe(0.3);
    expect(clampVolume(Number.POSITIVE_INFINITY, 0.3)).toBe(0.3);
    expect(clampVolume("0.5", 0.3)).toBe(0.3);
    expect(JSON.parse(serializePrefs({ music: 9, effects: -1, voice: 0.25, muted: true }))).toEqual({ music: 1, effects: 0, voice: 0.25, muted: true });
  });

  it("PLAT-11 preferences survive a save and a load (the browser keeps them)", () => {
    const store = memory();
    const prefs = { music: 0.1, effects: 0.55, voice: 0.9, muted: true };
    savePrefs(store, prefs);
    expect(Object.keys(store.data)).toEqual([STORAGE_KEY]);
    expect(loadPrefs(store)).toEqual(prefs);
  });

  it("no storage, or a storage that throws, gives the defaults and never throws", () => {
    expect(loadPrefs(null)).toEqual(DEFAULT_PREFS);
    const broken: PrefsStorage = {
      getItem: () => { throw new Error("SecurityError"); },
      setItem: () => { throw new Error("QuotaExceededError"); },
    };
    expect(loadPrefs(broken)).toEqual(DEFAULT_PREFS);
    expect(() => savePrefs(broken, DEFAULT_PREFS)).not.toThrow();
    expect(() => savePrefs(undefined, DEFAULT_PREFS)).not.toThrow();
  });

  it("PLAT-11 mute all silences; the slider curve is squared and monotonic", () => {
    expect(toGain(1, true)).toBe(0);
    expect(toGain(0.5, true)).toBe(0);
    expect(toGain(1, false)).toBe(1);
    expect(toGain(0, false)).toBe(0);
    expect(toGain(0.5, false)).toBeCloseTo(0.25);
    let last = -1;
    for (let v = 0; v <= 1; v += 0.05) {
      const g = toGain(v, false);
      expect(g).toBeGreaterThan(last);
      last = g;
    }
  });
});
