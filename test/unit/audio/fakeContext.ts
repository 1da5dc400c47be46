/** A recording stand-in for AudioContext: enough of the Web Audio surface for engine.ts, no sound. */
import type { ACtx, AParam } from "../../../web/src/audio/webaudio";

export type Call = [string, number, number?];

class Param implements AParam {
  calls: Call[] = [];
  constructor(public value = 0) {}
  setValueAtTime(v: number, t: number) { this.calls.push(["set", v, t]); this.value = v; }
  linearRampToValueAtTime(v: number, t: number) { this.calls.push(["lin", v, t]); }
  exponentialRampToValueAtTime(v: number, t: number) {
    if (v <= 0) throw new RangeError("exponential ramp to a non-positive value");
    this.calls.push(["exp", v, t]);
  }
  setTargetAtTime(v: number, t: number) { this.calls.push(["target", v, t]); }
  cancelScheduledValues(t: number) { this.calls.push(["cancel", t]); }
}

class Node {
  outs: Node[] = [];
  connect(d: Node) { this.outs.push(d); return d; }
  disconnect() { this.outs = []; }
}

export class FakeSource extends Node {
  started: number | null = null;
  stopped: number | null = null;
  onended: (() => void) | null = null;
  constructor(public ctx: FakeAudioContext) { super(); ctx.sources.push(this); }
  start(t = 0) {
    if (this.started !== null) throw new Error("started twice");
    if (t < this.ctx.currentTime - 1e-9) this.ctx.late.push(t);
    this.started = t;
  }
  stop(t = 0) { this.stopped = t; }
}

class Osc extends FakeSource {
  type: "sine" | "square" | "sawtooth" | "triangle" | "custom" = "sine";
  frequency = new Param(440);
  detune = new Param(0);
}

class BufferSource extends FakeSource {
  buffer: { getChannelData(c: number): Float32Array } | null = null;
  loop = false;
}

export class FakeAudioContext implements ACtx {
  static instances: FakeAudioContext[] = [];
  currentTime = 0;
  sampleRate = 8000;
  state = "running";
  destination = new Node();
  sources: FakeSource[] = [];
  late: number[] = [];
  resumed = 0;
  constructor() { FakeAudioContext.instances.push(this); }
  async resume() { this.resumed++; this.state = "running"; }
  createGain() { return Object.assign(new Node(), { gain: new Param(1) }); }
  createOscillator() { return new Osc(this); }
  createBiquadFilter() { return Object.assign(new Node(), { type: "lowpass" as const, frequency: new Param(350), Q: new Param(1) }); }
  createDelay() { return Object.assign(new Node(), { delayTime: new Param(0) }); }
  createDynamicsCompressor() {
    return Object.assign(new Node(), { threshold: new Param(), knee: new Param(), ratio: new Param(), attack: new Param(), release: new Param() });
  }
  createBuffer(_c: number, length: number) { const d = new Float32Array(length); return { getChannelData: () => d }; }
  createBufferSource() { return new BufferSource(this); }
  oscillators(): Osc[] { return this.sources.filter((s): s is Osc => s instanceof Osc); }
}
