/**
 * Plays one peer's voice and measures its level. The element is an unmuted `<audio playsinline>`
 * (Chrome's echo canceller covers media elements, not Web Audio output); the level comes from an
 * AnalyserNode on the same stream (Chromium feeds Web Audio only while an element plays it).
 */
export class Playback {
  readonly el: HTMLAudioElement;
  private readonly meter: LocalMeter;

  constructor(stream: MediaStream, ctx: AudioContext | null, onBlocked: () => void) {
    this.el = document.createElement("audio");
    this.el.autoplay = true;
    this.el.setAttribute("playsinline", "");
    this.el.srcObject = stream;
    this.el.hidden = true;
    document.body.append(this.el);
    this.el.play().catch((e: unknown) => {
      if (e instanceof DOMException && e.name === "NotAllowedError") onBlocked();
    });
    this.meter = new LocalMeter(stream, ctx);
  }

  /** Peak amplitude (0..1) of the last ~20 ms. */
  level(): number {
    return this.meter.level();
  }

  setVolume(v: number, silent: boolean): void {
    this.el.volume = Math.min(1, Math.max(0, v));
    this.el.muted = silent;
  }

  retry(): void {
    void this.el.play().catch(() => undefined);
  }

  close(): void {
    this.meter.close();
    this.el.srcObject = null;
    this.el.remove();
  }
}

function peak(analyser: AnalyserNode | null, buf: Float32Array<ArrayBuffer> | null): number {
  if (!analyser || !buf) return 0;
  analyser.getFloatTimeDomainData(buf);
  let max = 0;
  for (const x of buf) max = Math.max(max, Math.abs(x));
  return max;
}

/** A level meter on a stream — my own microphone, or a peer's voice that an element plays — not played anywhere itself. */
export class LocalMeter {
  private analyser: AnalyserNode | null = null;
  private buf: Float32Array<ArrayBuffer> | null = null;
  private source: MediaStreamAudioSourceNode | null = null;
  constructor(stream: MediaStream, ctx: AudioContext | null) {
    if (!ctx) return;
    try {
      this.source = ctx.createMediaStreamSource(stream);
      this.analyser = ctx.createAnalyser();
      this.analyser.fftSize = 1024;
      this.source.connect(this.analyser);
      this.buf = new Float32Array(this.analyser.fftSize);
    } catch {
      this.analyser = null;
    }
  }
  level(): number {
    return peak(this.analyser, this.buf);
  }
  close(): void {
    this.source?.disconnect();
  }
}
