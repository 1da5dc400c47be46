/**
 * PLAT-11 music as data: two generative loops described note by note, and the look-ahead timing the
 * scheduler in `engine.ts` uses. Pure (no Web Audio, no clock, no Math.random): the same step always
 * gives the same notes, so the timing and the harmony are unit-tested in Node.
 *
 * Time is counted in steps (sixteenth notes) from the track's origin on the AudioContext clock.
 */

export type TrackName = "lobby" | "game";
export type Voice = "pad" | "bass" | "bell" | "pluck" | "hat";

/** One note to play: `len` in steps; `midi` is ignored by the "hat" (noise) voice. */
export type Note = { voice: Voice; midi: number; len: number; gain: number };

type Chord = { bass: number; pad: readonly number[] };

type Track = {
  bpm: number;
  /** Steps each chord lasts. */
  chordSteps: number;
  chords: readonly Chord[];
  /** Melody notes allowed (MIDI), the scale the bell/pluck picks from. */
  scale: readonly number[];
  notes(step: number, chord: Chord, loop: number): Note[];
};

/** A deterministic hash of two integers to [0, 1): the "dice" of the generative parts. */
export function hash01(a: number, b: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ Math.imul((b | 0) + 0x7f4a7c15, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97) >>> 0;
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The nearest scale note to `target`, preferring the chord's own notes (any octave). */
function pick(scale: readonly number[], chord: Chord, r: number, lo: number, hi: number): number {
  const inChord = scale.filter((n) => n >= lo && n <= hi && chord.pad.some((p) => (n - p) % 12 === 0));
  const all = scale.filter((n) => n >= lo && n <= hi);
  const pool = r < 0.7 && inChord.length ? inChord : all;
  const i = Math.floor(hash01(Math.floor(r * 1e6), 7) * pool.length);
  return pool[Math.min(i, pool.length - 1)] ?? lo;
}

/** Lobby: calm. F major, slow pads, a soft bass on the half bar, a sparse bell melody. */
const lobby: Track = {
  bpm: 68,
  chordSteps: 32,
  chords: [
    { bass: 41, pad: [57, 60, 64, 67] }, // Fmaj9
    { bass: 38, pad: [57, 60, 62, 65] }, // Dm7
    { bass: 46, pad: [57, 62, 65, 69] }, // Bbmaj7
    { bass: 36, pad: [55, 60, 64, 67] }, // C
  ],
  scale: [65, 67, 69, 72, 74, 77, 79, 81], // F major pentatonic
  notes(step, chord, loop) {
    const out: Note[] = [];
    const inChord = step % 32;
    if (inChord === 0) for (const m of chord.pad) out.push({ voice: "pad", midi: m, len: 32, gain: 0.11 });
    if (inChord === 0 || inChord === 16) out.push({ voice: "bass", midi: chord.bass, len: 14, gain: 0.2 });
    // The bell: on eighth notes only, about one in five, never in the first bar of the loop.
    const r = hash01(step, loop);
    if (step % 2 === 0 && step >= 16 && r < 0.2) out.push({ voice: "bell", midi: pick(this.scale, chord, r * 5, 65, 81), len: 6, gain: 0.12 });
    return out;
  },
};

/** Game: a bit more tension. A minor with the E major turn, pulsing bass, plucked arpeggios, soft hats. */
const game: Track = {
  bpm: 96,
  chordSteps: 32,
  chords: [
    { bass: 45, pad: [57, 60, 64] }, // Am
    { bass: 41, pad: [57, 60, 65] }, // F
    { bass: 38, pad: [57, 62, 65] }, // Dm
    { bass: 40, pad: [56, 59, 64] }, // E
  ],
  scale: [69, 71, 72, 74, 76, 77, 80, 81, 83, 84], // A harmonic minor
  notes(step, chord, loop) {
    const out: Note[] = [];
    const inChord = step % 32;
    if (inChord === 0) for (const m of chord.pad) out.push({ voice: "pad", midi: m, len: 32, gain: 0.1 });
    if (step % 2 === 0) {
      const up = step % 8 === 6 ? 12 : 0;
      out.push({ voice: "bass", midi: chord.bass + up, len: 1.6, gain: step % 8 === 0 ? 0.3 : 0.2 });
    }
    if (step % 4 === 2) out.push({ voice: "hat", midi: 0, len: 0.5, gain: 0.07 });
    // Arpeggio: chord tones an octave up, one in three sixteenths left out, a little different every loop.
    const r = hash01(step, loop + 101);
    if (r > 0.38) {
      const tones = chord.pad.map((m) => m + 12);
      const i = (step + Math.floor(hash01(step >> 2, loop) * 3)) % tones.length;
      out.push({ voice: "pluck", midi: tones[i] ?? chord.pad[0] ?? 69, len: 1.5, gain: 0.12 });
    }
    if (inChord === 28 && r < 0.5) out.push({ voice: "bell", midi: pick(this.scale, chord, r * 2, 76, 84), len: 4, gain: 0.12 });
    return out;
  },
};

export const TRACKS: Readonly<Record<TrackName, Track>> = { lobby, game };

/** Seconds per step (a sixteenth note) of a track. */
export function stepSeconds(track: TrackName): number {
  return 60 / TRACKS[track].bpm / 4;
}

/** Steps in one pass through a track's chord progression. */
export function loopSteps(track: TrackName): number {
  const t = TRACKS[track];
  return t.chordSteps * t.chords.length;
}

/** The notes that start on `step` (0 = the track's origin). */
export function notesAtStep(track: TrackName, step: number): Note[] {
  const t = TRACKS[track];
  if (step < 0 || !Number.isInteger(step)) return [];
  const loop = Math.floor(step / loopSteps(track));
  const chord = t.chords[Math.floor(step / t.chordSteps) % t.chords.length];
  return chord ? t.notes(step, chord, loop) : [];
}

/** When `step` starts on the AudioContext clock. */
export function stepTime(track: TrackName, origin: number, step: number): number {
  return origin + step * stepSeconds(track);
}

/**
 * The look-ahead scheduler's core: starting at `next`, the steps to schedule now so that everything
 * starting before `now + ahead` is queued. A step that would start in the past (the tab slept, the
 * timer was late) is skipped rather than played in a burst.
 */
export function dueSteps(track: TrackName, origin: number, next: number, now: number, ahead: number): { steps: number[]; next: number } {
  const d = stepSeconds(track);
  let s = Math.max(0, next);
  if (origin + s * d < now) s = Math.max(s, Math.ceil((now - origin) / d - 1e-9));
  const steps: number[] = [];
  while (origin + s * d < now + ahead) steps.push(s++);
  return { steps, next: s };
}
