/**
 * The small part of the Web Audio API that the engine uses, typed structurally. The browser's
 * AudioContext (and OfflineAudioContext) fit these shapes; declaring them here keeps this folder free
 * of DOM types, so the unit tests typecheck and run in Node, where there is no AudioContext at all.
 */

export interface AParam {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
  setTargetAtTime(target: number, time: number, timeConstant: number): unknown;
  cancelScheduledValues(time: number): unknown;
}

export interface ANode {
  connect(destination: ANode): unknown;
  disconnect(): void;
}

export interface AGain extends ANode { readonly gain: AParam }

interface AScheduled extends ANode {
  start(when?: number): void;
  stop(when?: number): void;
  onended: (() => void) | null;
}

interface AOscillator extends AScheduled {
  type: "sine" | "square" | "sawtooth" | "triangle" | "custom";
  readonly frequency: AParam;
  readonly detune: AParam;
}

interface AFilter extends ANode {
  type: "lowpass" | "highpass" | "bandpass" | "lowshelf" | "highshelf" | "peaking" | "notch" | "allpass";
  readonly frequency: AParam;
  readonly Q: AParam;
}

interface ADelay extends ANode { readonly delayTime: AParam }

interface ACompressor extends ANode {
  readonly threshold: AParam;
  readonly knee: AParam;
  readonly ratio: AParam;
  readonly attack: AParam;
  readonly release: AParam;
}

export interface ABuffer { getChannelData(channel: number): Float32Array }

interface ABufferSource extends AScheduled { buffer: ABuffer | null; loop: boolean }

/** AudioContext or OfflineAudioContext. */
export interface ACtx {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly destination: ANode;
  readonly state: string;
  resume?(): Promise<void>;
  createGain(): AGain;
  createOscillator(): AOscillator;
  createBiquadFilter(): AFilter;
  createDelay(maxDelayTime?: number): ADelay;
  createDynamicsCompressor(): ACompressor;
  createBuffer(channels: number, length: number, sampleRate: number): ABuffer;
  createBufferSource(): ABufferSource;
}

type ACtxConstructor = new (options?: { latencyHint?: "interactive" | "balanced" | "playback" }) => ACtx;

/** The browser's AudioContext constructor, or null (Node, very old browsers). */
export function audioContextConstructor(): ACtxConstructor | null {
  const g = globalThis as unknown as { AudioContext?: ACtxConstructor; webkitAudioContext?: ACtxConstructor };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}
