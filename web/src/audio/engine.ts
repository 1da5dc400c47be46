/**
 * The synthesizer behind `index.ts`: buses, the voices of the two music loops, the effect cues and the
 * look-ahead music scheduler. Works on any AudioContext-like object (a real one in the page, an
 * OfflineAudioContext to render and measure). Nothing here reads preferences or the DOM.
 *
 * Scheduling: a short timer wakes every ~80 ms and queues every note that starts within the next
 * 0.25 s at exact AudioContext times (1.5 s when the tab is hidden, where timers are throttled), so
 * the timer's own jitter never reaches the music.
 */
import { EFFECT_TONES, type EffectName, type Tone } from "./effects";
import { TRACKS, dueSteps, midiToHz, notesAtStep, stepSeconds, stepTime, type Note, type TrackName } from "./patterns";
import type { ABuffer, ACtx, AGain, ANode } from "./webaudio";

const FLOOR = 0.0001; // exponential ramps cannot reach 0
/**
 * Bus make-up gains, set by rendering offline and measuring: at the default volumes the music sits
 * around -30 dBFS RMS and the cues some 8-10 dB above it, so a "turn" is heard over the music.
 */
const MUSIC_SCALE = 1;
const EFFECTS_SCALE = 1.4;

export type Engine = {
  readonly ctx: ACtx;
  /** Linear gains (already curved and muted by the caller). */
  setLevels(music: number, effects: number): void;
  play(effect: EffectName, when?: number): void;
  setTrack(name: TrackName | null): void;
  /** Queue music up to `now + ahead`; the page's timer calls this, an offline render calls it once. */
  pump(ahead: number): void;
  readonly track: TrackName | null;
};

type Playing = { name: TrackName; origin: number; next: number; out: AGain };

export function createEngine(ctx: ACtx): Engine {
  const limiter = ctx.createDynamicsCompressor();
  limiter.threshold.value = -8;
  limiter.knee.value = 6;
  limiter.ratio.value = 8;
  limiter.attack.value = 0.004;
  limiter.release.value = 0.25;
  limiter.connect(ctx.destination);

  const musicBus = ctx.createGain();
  const effectsBus = ctx.createGain();
  musicBus.gain.value = 0;
  effectsBus.gain.value = 0;
  musicBus.connect(limiter);
  effectsBus.connect(limiter);

  // A soft echo on the music only: bus -> send -> delay (feedback through a lowpass) -> bus output.
  const send = ctx.createGain();
  send.gain.value = 0.22;
  const delay = ctx.createDelay(2);
  const fb = ctx.createGain();
  fb.gain.value = 0.3;
  const tone = ctx.createBiquadFilter();
  tone.type = "lowpass";
  tone.frequency.value = 2400;
  const musicIn = ctx.createGain();
  musicIn.connect(musicBus);
  musicIn.connect(send);
  send.connect(delay);
  delay.connect(tone);
  tone.connect(fb);
  fb.connect(delay);
  tone.connect(musicBus);

  let noise: ABuffer | null = null;
  const noiseBuffer = (): ABuffer => {
    if (noise) return noise;
    const len = Math.floor(ctx.sampleRate * 0.5);
    noise = ctx.createBuffer(1, len, ctx.sampleRate);
    const data = noise.getChannelData(0);
    let seed = 22222;
    for (let i = 0; i < len; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      data[i] = seed / 2147483648 - 1;
    }
    return noise;
  };

  /** An envelope gain: fast attack to `peak`, exponential fall to silence at `end`. */
  function envelope(dest: ANode, t: number, peak: number, attack: number, end: number): AGain {
    const g = ctx.createGain();
    g.gain.setValueAtTime(FLOOR, t);
    g.gain.exponentialRampToValueAtTime(Math.max(peak, FLOOR * 2), t + attack);
    g.gain.exponentialRampToValueAtTime(FLOOR, end);
    g.connect(dest);
    return g;
  }

  /** `also`: nodes of this note to let go of when the oscillator ends. */
  function osc(type: "sine" | "triangle" | "square" | "sawtooth", hz: number, dest: ANode, t: number, end: number, detune = 0, also: ANode[] = []): void {
    const o = ctx.createOscillator();
    o.type = type;
    o.frequency.setValueAtTime(hz, t);
    if (detune) o.detune.value = detune;
    o.connect(dest);
    o.onended = () => {
      o.disconnect();
      for (const n of also) n.disconnect();
    };
    o.start(t);
    o.stop(end);
  }

  function noiseBurst(dest: ANode, t: number, end: number, also: ANode[] = []): void {
    const src = ctx.createBufferSource();
    src.buffer = noiseBuffer();
    src.loop = true;
    src.connect(dest);
    src.onended = () => {
      src.disconnect();
      for (const n of also) n.disconnect();
    };
    src.start(t);
    src.stop(end);
  }

  function playNote(n: Note, t: number, step: number, dest: ANode): void {
    const hz = midiToHz(n.midi);
    const dur = n.len * step;
    switch (n.voice) {
      case "pad": {
        // Slow swell and a long release that overlaps the next chord.
        const g = ctx.createGain();
        g.gain.setValueAtTime(0, t);
        g.gain.linearRampToValueAtTime(n.gain, t + Math.min(1.2, dur / 3));
        g.gain.setValueAtTime(n.gain, t + dur - 0.2);
        g.gain.linearRampToValueAtTime(0, t + dur + 1.4);
        const f = ctx.createBiquadFilter();
        f.type = "lowpass";
        f.frequency.value = 1100;
        f.Q.value = 0.4;
        f.connect(g);
        g.connect(dest);
        const end = t + dur + 1.5;
        const sawLevel = ctx.createGain();
        sawLevel.gain.value = 0.35;
        sawLevel.connect(f);
        osc("sawtooth", hz, sawLevel, t, end, 6);
        osc("triangle", hz, f, t, end, -5, [sawLevel, f, g]);
        break;
      }
      case "bass": {
        // Triangle through a lowpass: its harmonics keep it audible on phone speakers.
        const f = ctx.createBiquadFilter();
        f.type = "lowpass";
        f.frequency.value = 520;
        const env = envelope(dest, t, n.gain, 0.02, t + dur + 0.25);
        f.connect(env);
        osc("triangle", hz, f, t, t + dur + 0.3, 0, [f, env]);
        break;
      }
      case "bell": {
        const end = t + Math.max(dur, 0.8);
        const e1 = envelope(dest, t, n.gain, 0.005, end);
        const e2 = envelope(dest, t, n.gain * 0.18, 0.005, t + (end - t) * 0.4);
        osc("sine", hz, e1, t, end, 0, [e1]);
        osc("sine", hz * 2.76, e2, t, end, 0, [e2]);
        break;
      }
      case "pluck": {
        const end = t + Math.max(dur, 0.28);
        const f = ctx.createBiquadFilter();
        f.type = "lowpass";
        f.frequency.setValueAtTime(3200, t);
        f.frequency.exponentialRampToValueAtTime(500, t + 0.18);
        const env = envelope(dest, t, n.gain, 0.003, end);
        f.connect(env);
        const click = envelope(f, t, 0.3, 0.003, t + 0.1);
        osc("square", hz, click, t, t + 0.12, 0, [click]);
        osc("triangle", hz, f, t, end, 0, [f, env]);
        break;
      }
      case "hat": {
        const end = t + Math.max(dur, 0.05);
        const f = ctx.createBiquadFilter();
        f.type = "highpass";
        f.frequency.value = 7000;
        const env = envelope(dest, t, n.gain, 0.001, end);
        f.connect(env);
        noiseBurst(f, t, end, [f, env]);
        break;
      }
    }
  }

  function playTone(tn: Tone, t0: number): void {
    const t = t0 + tn.at;
    const end = t + tn.dur;
    const env = envelope(effectsBus, t, tn.gain, Math.min(0.008, tn.dur / 4), end);
    if (tn.noise) {
      const f = ctx.createBiquadFilter();
      f.type = "bandpass";
      f.Q.value = 1.2;
      f.frequency.setValueAtTime(tn.freq, t);
      if (tn.to) f.frequency.exponentialRampToValueAtTime(tn.to, end);
      f.connect(env);
      noiseBurst(f, t, end + 0.02, [f, env]);
      return;
    }
    const o = ctx.createOscillator();
    o.type = tn.wave;
    o.frequency.setValueAtTime(tn.freq, t);
    if (tn.to) o.frequency.exponentialRampToValueAtTime(tn.to, end);
    o.connect(env);
    o.onended = () => (o.disconnect(), env.disconnect());
    o.start(t);
    o.stop(end + 0.02);
  }

  let playing: Playing | null = null;
  let musicLevel = 0;

  return {
    ctx,
    get track() {
      return playing?.name ?? null;
    },
    setLevels(music, effects) {
      const now = ctx.currentTime;
      // Sound back on mid-chord: the pads were skipped while silent, start them for the rest of the chord.
      if (musicLevel <= 0 && music > 0 && playing) {
        const p = playing;
        const chordSteps = TRACKS[p.name].chordSteps;
        const first = Math.floor(p.next / chordSteps) * chordSteps;
        const left = first + chordSteps - p.next;
        if (p.next > first && left > 2) {
          const step = stepSeconds(p.name);
          for (const n of notesAtStep(p.name, first)) if (n.voice === "pad") playNote({ ...n, len: left }, Math.max(now, stepTime(p.name, p.origin, p.next) - 0.25), step, p.out);
        }
      }
      musicLevel = music;
      for (const [bus, v] of [[musicBus, music * MUSIC_SCALE], [effectsBus, effects * EFFECTS_SCALE]] as const) {
        bus.gain.cancelScheduledValues(now);
        bus.gain.setTargetAtTime(v, now, 0.05);
      }
    },
    play(effect, when) {
      const t0 = Math.max(when ?? 0, ctx.currentTime + 0.005);
      for (const tn of EFFECT_TONES[effect]) playTone(tn, t0);
    },
    setTrack(name) {
      if ((playing?.name ?? null) === name) return;
      const now = ctx.currentTime;
      if (playing) {
        const old = playing.out;
        old.gain.cancelScheduledValues(now);
        old.gain.setValueAtTime(old.gain.value, now);
        old.gain.linearRampToValueAtTime(0, now + 1.2);
        // Notes already queued end within the look-ahead plus their release; then let go of the bus.
        setTimeout(() => old.disconnect(), 5000);
      }
      playing = null;
      if (!name) return;
      const out = ctx.createGain();
      out.gain.setValueAtTime(0, now);
      out.gain.linearRampToValueAtTime(1, now + 1.5);
      out.connect(musicIn);
      playing = { name, origin: now + 0.05, next: 0, out };
    },
    pump(ahead) {
      const p = playing;
      if (!p) return;
      const { steps, next } = dueSteps(p.name, p.origin, p.next, ctx.currentTime, ahead);
      p.next = next;
      if (musicLevel <= 0) return; // silent: keep time, spend nothing
      const step = stepSeconds(p.name);
      for (const s of steps) {
        const t = stepTime(p.name, p.origin, s);
        for (const n of notesAtStep(p.name, s)) playNote(n, t, step, p.out);
      }
    },
  };
}
