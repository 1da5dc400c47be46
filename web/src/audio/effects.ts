/**
 * PLAT-11 sound effects as data: each cue is a few short tones (pure, tested in Node); `engine.ts`
 * plays them. Times and durations in seconds, `gain` before the effects volume.
 */

export const EFFECTS = ["turn", "tick", "alert", "success", "fail", "reveal", "win", "click"] as const;
export type EffectName = (typeof EFFECTS)[number];

export type Wave = "sine" | "triangle" | "square" | "sawtooth";
/** `to`: the pitch glides there over the tone; `noise`: a filtered noise burst instead of a pitch. */
export type Tone = { at: number; freq: number; to?: number; dur: number; wave: Wave; gain: number; noise?: boolean };

const C5 = 523.25, D5 = 587.33, E5 = 659.25, G5 = 783.99, A5 = 880, B5 = 987.77, C6 = 1046.5, E6 = 1318.5;

export const EFFECT_TONES: Readonly<Record<EffectName, readonly Tone[]>> = {
  /** Your turn: a friendly two-note chime, up a fifth. */
  turn: [
    { at: 0, freq: D5, dur: 0.35, wave: "sine", gain: 0.5 },
    { at: 0, freq: D5 * 2, dur: 0.2, wave: "sine", gain: 0.08 },
    { at: 0.13, freq: A5, dur: 0.55, wave: "sine", gain: 0.5 },
    { at: 0.13, freq: A5 * 2, dur: 0.3, wave: "sine", gain: 0.08 },
  ],
  /** The last seconds of a clock: a short, soft beep. */
  tick: [
    { at: 0, freq: 1320, dur: 0.07, wave: "sine", gain: 0.5 },
    { at: 0, freq: 2640, dur: 0.04, wave: "sine", gain: 0.05 },
  ],
  /** Attention: two quick notes. */
  alert: [
    { at: 0, freq: A5, dur: 0.11, wave: "triangle", gain: 0.45 },
    { at: 0.15, freq: A5, dur: 0.11, wave: "triangle", gain: 0.45 },
    { at: 0.15, freq: E6, dur: 0.09, wave: "sine", gain: 0.1 },
  ],
  /** Right / done: a rising major arpeggio. */
  success: [
    { at: 0, freq: C5, dur: 0.22, wave: "triangle", gain: 0.4 },
    { at: 0.08, freq: E5, dur: 0.22, wave: "triangle", gain: 0.4 },
    { at: 0.16, freq: G5, dur: 0.4, wave: "triangle", gain: 0.42 },
  ],
  /** Wrong / lost: two falling notes, soft, not a buzzer. */
  fail: [
    { at: 0, freq: 392, to: 370, dur: 0.22, wave: "triangle", gain: 0.45 },
    { at: 0.17, freq: 311.13, to: 277.18, dur: 0.45, wave: "triangle", gain: 0.45 },
  ],
  /** Something is revealed: a swoosh up and a bell. */
  reveal: [
    { at: 0, freq: 1800, to: 5200, dur: 0.35, wave: "sine", gain: 0.12, noise: true },
    { at: 0, freq: 330, to: 990, dur: 0.35, wave: "sine", gain: 0.18 },
    { at: 0.3, freq: B5, dur: 0.6, wave: "sine", gain: 0.35 },
    { at: 0.3, freq: B5 * 3, dur: 0.25, wave: "sine", gain: 0.04 },
  ],
  /** A win: a short fanfare ending on a chord. */
  win: [
    { at: 0, freq: C5, dur: 0.16, wave: "triangle", gain: 0.4 },
    { at: 0.12, freq: E5, dur: 0.16, wave: "triangle", gain: 0.4 },
    { at: 0.24, freq: G5, dur: 0.16, wave: "triangle", gain: 0.4 },
    { at: 0.36, freq: C6, dur: 0.9, wave: "triangle", gain: 0.42 },
    { at: 0.36, freq: G5, dur: 0.9, wave: "sine", gain: 0.25 },
    { at: 0.36, freq: E5, dur: 0.9, wave: "sine", gain: 0.25 },
  ],
  /** A button: barely there. */
  click: [{ at: 0, freq: 1400, to: 900, dur: 0.035, wave: "triangle", gain: 0.25 }],
};

export function isEffectName(name: string): name is EffectName {
  return (EFFECTS as readonly string[]).includes(name);
}
