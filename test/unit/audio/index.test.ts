/**
 * The public audio module in Node: with no AudioContext it does nothing and never throws; with a
 * fake one it starts on the first gesture, follows the music switch and the mute, and persists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EFFECTS } from "../../../web/src/audio/effects";
import { STORAGE_KEY } from "../../../web/src/audio/prefs";
import { FakeAudioContext } from "./fakeContext";

type Globals = { localStorage?: unknown; AudioContext?: unknown; addEventListener?: unknown };
const g = globalThis as Globals;

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

async function freshAudio() {
  vi.resetModules();
  return import("../../../web/src/audio/index");
}

/** Installs a fake window: AudioContext + addEventListener; returns the gesture handlers it received. */
function fakeBrowser() {
  const handlers = new Map<string, () => void>();
  g.AudioContext = FakeAudioContext;
  g.addEventListener = (type: string, fn: () => void) => void handlers.set(type, fn);
  return handlers;
}

beforeEach(() => {
  FakeAudioContext.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  delete g.localStorage;
  delete g.AudioContext;
  delete g.addEventListener;
  vi.useRealTimers();
});

describe("audio module without Web Audio (Node)", () => {
  it("PLAT-11 every call is a silent no-op and never throws", async () => {
    const audio = await freshAudio();
    expect(() => {
      for (const e of EFFECTS) audio.playEffect(e);
      audio.playEffect("nonsense" as never);
      audio.setMusic("lobby");
      audio.setMusic("game");
      audio.setMusic(null);
      audio.setVolume("music", 0.9);
      audio.setMuted(true);
      audio.setMuted(false);
    }).not.toThrow();
    expect(audio.audioReady.value).toBe(false);
    expect(audio.playingMusic()).toBe(null);
  });

  it("PLAT-11 without localStorage the defaults apply: sound on, music 35%, effects 70%", async () => {
    const audio = await freshAudio();
    expect(audio.muted.value).toBe(false);
    expect(audio.musicVolume.value).toBeCloseTo(0.35);
    expect(audio.effectsVolume.value).toBeCloseTo(0.7);
  });
});

describe("audio preferences in the browser's storage", () => {
  it("PLAT-11 bad JSON in localStorage falls back to the defaults", async () => {
    g.localStorage = memoryStorage({ [STORAGE_KEY]: "{oops" });
    const audio = await freshAudio();
    expect(audio.musicVolume.value).toBeCloseTo(0.35);
    expect(audio.muted.value).toBe(false);
  });

  it("PLAT-11 volumes and mute are saved clamped and come back on the next visit", async () => {
    const store = memoryStorage();
    g.localStorage = store;
    const first = await freshAudio();
    first.setVolume("music", 5);
    first.setVolume("effects", -2);
    first.setVolume("voice", 0.42);
    first.setMuted(true);
    expect(JSON.parse(store.data[STORAGE_KEY] ?? "null")).toEqual({ music: 1, effects: 0, voice: 0.42, muted: true });
    const second = await freshAudio();
    expect([second.musicVolume.value, second.effectsVolume.value, second.voiceVolume.value, second.muted.value]).toEqual([1, 0, 0.42, true]);
    expect(second.voiceLevel.value).toBe(0); // muted: the voice channel is silent too
    second.setMuted(false);
    expect(second.voiceLevel.value).toBeCloseTo(0.42 ** 2);
  });

  it("a storage that throws does not break the module", async () => {
    g.localStorage = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("full"); } };
    const audio = await freshAudio();
    expect(() => audio.setVolume("music", 0.2)).not.toThrow();
    expect(audio.musicVolume.value).toBe(0.2);
  });
});

describe("audio module with a (fake) AudioContext", () => {
  it("PLAT-11 nothing is created before the first gesture; the gesture starts the lobby music", async () => {
    const handlers = fakeBrowser();
    const audio = await freshAudio();
    expect([...handlers.keys()].sort()).toEqual(["keydown", "pointerdown", "touchend"]);
    audio.playEffect("turn");
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(audio.playingMusic()).toBe(null);

    handlers.get("pointerdown")!();
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(audio.audioReady.value).toBe(true);
    expect(audio.playingMusic()).toBe("lobby");
    const ctx = FakeAudioContext.instances[0]!;
    const before = ctx.oscillators().length;
    expect(before).toBeGreaterThan(0); // the first chord is queued right away

    // A second gesture neither makes a second context nor restarts anything.
    handlers.get("keydown")!();
    expect(FakeAudioContext.instances).toHaveLength(1);
  });

  it("PLAT-11 the music follows setMusic and is scheduled ahead on the context clock, never in the past", async () => {
    const handlers = fakeBrowser();
    const audio = await freshAudio();
    audio.setMusic("game"); // asked for before the gesture: remembered
    handlers.get("pointerdown")!();
    const ctx = FakeAudioContext.instances[0]!;
    expect(audio.playingMusic()).toBe("game");
    for (let i = 0; i < 100; i++) {
      ctx.currentTime += 0.08;
      vi.advanceTimersByTime(80);
    }
    expect(ctx.late).toEqual([]);
    const starts = ctx.oscillators().map((o) => o.started ?? -1);
    expect(Math.max(...starts)).toBeLessThan(ctx.currentTime + 0.3);
    expect(Math.max(...starts)).toBeGreaterThan(ctx.currentTime - 0.3);
    audio.setMusic("lobby");
    expect(audio.playingMusic()).toBe("lobby");
    audio.setMusic(null);
    expect(audio.playingMusic()).toBe(null);
    const n = ctx.sources.length;
    ctx.currentTime += 2;
    vi.advanceTimersByTime(2000);
    expect(ctx.sources.length).toBe(n); // no music, nothing more scheduled
  });

  it("PLAT-11 effects play after the gesture and not when muted or at volume 0", async () => {
    const handlers = fakeBrowser();
    const audio = await freshAudio();
    audio.setMusic(null);
    handlers.get("pointerdown")!();
    const ctx = FakeAudioContext.instances[0]!;
    for (const e of EFFECTS) {
      const n = ctx.sources.length;
      audio.playEffect(e);
      expect(ctx.sources.length, e).toBeGreaterThan(n);
    }
    const n = ctx.sources.length;
    audio.setMuted(true);
    audio.playEffect("win");
    audio.setMuted(false);
    audio.setVolume("effects", 0);
    audio.playEffect("win");
    expect(ctx.sources.length).toBe(n);
  });

  it("PLAT-11 mute stops scheduling music; unmuting mid-chord brings the pads back at once", async () => {
    const handlers = fakeBrowser();
    const audio = await freshAudio();
    audio.setMusic("lobby");
    handlers.get("pointerdown")!();
    const ctx = FakeAudioContext.instances[0]!;
    audio.setMuted(true);
    ctx.currentTime += 0.5;
    vi.advanceTimersByTime(500);
    const n = ctx.sources.length;
    for (let i = 0; i < 40; i++) {
      ctx.currentTime += 0.1;
      vi.advanceTimersByTime(100);
    }
    expect(ctx.sources.length).toBe(n); // 4 s muted: nothing queued
    audio.setMuted(false);
    const pads = ctx.oscillators().slice(n).filter((o) => o.type === "sawtooth"); // each pad note has one saw
    expect(pads.length).toBe(4);
    for (const o of pads) expect(o.started!).toBeGreaterThanOrEqual(ctx.currentTime - 1e-9);
  });

  it("a context that cannot be created (blocked, out of resources) is ignored", async () => {
    const handlers = fakeBrowser();
    g.AudioContext = class { constructor() { throw new Error("NotAllowedError"); } };
    const audio = await freshAudio();
    expect(() => handlers.get("pointerdown")!()).not.toThrow();
    expect(() => audio.playEffect("turn")).not.toThrow();
    expect(audio.audioReady.value).toBe(false);
  });
});
