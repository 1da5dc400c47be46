/**
 * Seeded pseudo-random generator (sfc32). Games never use an unseeded random source: the Room seeds one
 * generator per match from crypto.getRandomValues, hands it to setup/apply, and stores its
 * state with the snapshot so a game replays exactly from its seed and actions.
 */
export type RngState = [number, number, number, number];

export class Rng {
  private s: RngState;
  constructor(state: RngState) {
    this.s = [...state] as RngState;
  }
  static fromSeed(seed: number): Rng {
    const r = new Rng([0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]);
    for (let i = 0; i < 15; i++) r.next();
    return r;
  }
  /** Uniform float in [0, 1). */
  next(): number {
    let [a, b, c, d] = this.s;
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    this.s = [a, b, c, d];
    return t / 4294967296;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from empty list");
    return items[this.int(items.length)]!;
  }
  /** A shuffled copy (Fisher–Yates); the input is not touched. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  save(): RngState {
    return [...this.s] as RngState;
  }
}
