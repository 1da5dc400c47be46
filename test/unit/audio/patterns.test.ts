import { describe, expect, it } from "vitest";
import { EFFECTS, EFFECT_TONES, isEffectName } from "../../../web/src/audio/effects";
import { TRACKS, dueSteps, hash01, loopSteps, midiToHz, notesAtStep, stepSeconds, stepTime, type TrackName } from "../../../web/src/audio/patterns";

const tracks: TrackName[] = ["lobby", "game"];

/** A tiny deterministic PRNG for timer jitter. */
function jitter(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

describe("music scheduler timing (PLAT-11)", () => {
  it("with a jittery timer every step is queued exactly once, in order, ahead of time and never in the past", () => {
    for (const track of tracks) {
      const rnd = jitter(track.length);
      const origin = 3.2;
      const ahead = 0.25;
      let next = 0;
      let now = origin - 0.05;
      const queued: number[] = [];
      while (now < origin + 120) {
        const r = dueSteps(track, origin, next, now, ahead);
        for (const s of r.steps) {
          const at = stepTime(track, origin, s);
          expect(at).toBeGreaterThanOrEqual(now - 1e-9);
          expect(at).toBeLessThan(now + ahead);
        }
        queued.push(...r.steps);
        next = r.next;
        now += 0.06 + rnd() * 0.12; // a timer meant for 80 ms firing anywhere in 60..180 ms
      }
      expect(queued.length).toBeGreaterThan(100);
      queued.forEach((s, i) => expect(s, `${track} step ${i}`).toBe(i));
      // Everything before the last check's horizon is queued.
      expect(stepTime(track, origin, next)).toBeGreaterThanOrEqual(now - 0.18);
    }
  });

  it("after the tab slept, steps already in the past are skipped instead of played in a burst", () => {
    const track = "game";
    const d = stepSeconds(track);
    const first = dueSteps(track, 0, 0, 0, 0.25);
    expect(first.steps[0]).toBe(0);
    const late = dueSteps(track, 0, first.next, 30, 0.25);
    expect(late.steps.length).toBeLessThanOrEqual(Math.ceil(0.25 / d) + 1);
    for (const s of late.steps) expect(stepTime(track, 0, s)).toBeGreaterThanOrEqual(30 - 1e-9);
    expect(late.steps[0]).toBe(Math.ceil(30 / d - 1e-9));
  });

  it("nothing is due before the origin; steps are sixteenth notes of the track's tempo", () => {
    expect(dueSteps("lobby", 10, 0, 9, 0.25).steps).toEqual([]);
    for (const tr of tracks) expect(stepSeconds(tr)).toBeCloseTo(60 / TRACKS[tr].bpm / 4);
    expect(TRACKS.game.bpm).toBeGreaterThan(TRACKS.lobby.bpm); // the game's loop is the tenser one
  });
});

describe("music patterns (PLAT-11)", () => {
  it("the same step always gives the same notes (pure), and notes have sane pitches, gains and lengths", () => {
    for (const tr of tracks) {
      for (let s = 0; s < loopSteps(tr) * 3; s++) {
        const a = notesAtStep(tr, s);
        expect(notesAtStep(tr, s)).toEqual(a);
        for (const n of a) {
          expect(n.gain).toBeGreaterThan(0);
          expect(n.gain).toBeLessThanOrEqual(0.3);
          expect(n.len).toBeGreaterThan(0);
          if (n.voice !== "hat") {
            expect(midiToHz(n.midi)).toBeGreaterThan(40);
            expect(midiToHz(n.midi)).toBeLessThan(2500);
          }
        }
      }
      expect(notesAtStep(tr, -1)).toEqual([]);
      expect(notesAtStep(tr, 1.5)).toEqual([]);
    }
  });

  it("melody notes stay in the track's scale; pads and bass follow the chord progression", () => {
    for (const tr of tracks) {
      const t = TRACKS[tr];
      for (let s = 0; s < loopSteps(tr) * 4; s++) {
        const chord = t.chords[Math.floor(s / t.chordSteps) % t.chords.length]!;
        for (const n of notesAtStep(tr, s)) {
          if (n.voice === "bell") expect(t.scale).toContain(n.midi);
          if (n.voice === "pad") expect(chord.pad).toContain(n.midi);
          if (n.voice === "bass") expect([chord.bass, chord.bass + 12]).toContain(n.midi);
          if (n.voice === "pluck") expect(chord.pad.map((m) => m + 12)).toContain(n.midi);
        }
      }
    }
  });

  it("the loops are generative: the chords repeat but the melody differs from one pass to the next", () => {
    for (const tr of tracks) {
      const L = loopSteps(tr);
      const melody = (loop: number) => Array.from({ length: L }, (_, i) => notesAtStep(tr, loop * L + i).filter((n) => n.voice === "bell" || n.voice === "pluck").map((n) => n.midi).join(",")).join("|");
      const pads = (loop: number) => Array.from({ length: L }, (_, i) => notesAtStep(tr, loop * L + i).filter((n) => n.voice === "pad").map((n) => n.midi).join(",")).join("|");
      expect(pads(1)).toBe(pads(0));
      expect(melody(1)).not.toBe(melody(0));
    }
  });

  it("the lobby is calm (sparse melody); the game is busier", () => {
    const density = (tr: TrackName) => {
      let n = 0;
      for (let s = 0; s < loopSteps(tr) * 4; s++) n += notesAtStep(tr, s).length;
      return n / (loopSteps(tr) * 4 * stepSeconds(tr)); // notes per second
    };
    expect(density("lobby")).toBeLessThan(2);
    expect(density("game")).toBeGreaterThan(density("lobby") * 2);
  });

  it("hash01 is deterministic and spread over [0, 1)", () => {
    const xs = Array.from({ length: 2000 }, (_, i) => hash01(i, 3));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(hash01(5, 9)).toBe(hash01(5, 9));
    expect(hash01(5, 9)).not.toBe(hash01(5, 10));
  });
});

describe("effect cues (PLAT-11)", () => {
  it("every cue exists, is short and audible, and never louder than full scale", () => {
    expect([...EFFECTS].sort()).toEqual(["alert", "click", "fail", "reveal", "success", "tick", "turn", "win"]);
    for (const name of EFFECTS) {
      const tones = EFFECT_TONES[name];
      expect(tones.length, name).toBeGreaterThan(0);
      const end = Math.max(...tones.map((t) => t.at + t.dur));
      expect(end, name).toBeLessThanOrEqual(1.5);
      for (const t of tones) {
        expect(t.at).toBeGreaterThanOrEqual(0);
        expect(t.gain).toBeGreaterThan(0);
        expect(t.gain).toBeLessThanOrEqual(1);
        for (const f of [t.freq, t.to ?? t.freq]) {
          expect(f).toBeGreaterThanOrEqual(100);
          expect(f).toBeLessThanOrEqual(8000);
        }
      }
    }
    expect(Math.max(...EFFECT_TONES.tick.map((t) => t.at + t.dur))).toBeLessThan(0.15); // a tick once a second must not smear
    expect(Math.max(...EFFECT_TONES.click.map((t) => t.at + t.dur))).toBeLessThan(0.1);
  });

  it("isEffectName accepts the cues only", () => {
    for (const n of EFFECTS) expect(isEffectName(n)).toBe(true);
    for (const n of ["", "beep", "TURN", "constructor", "toString"]) expect(isEffectName(n)).toBe(false);
  });
});
