/**
 * The match generator: a ChaCha20 key stream (RFC 8439) used as a deterministic CSPRNG. The
 * room seeds one per match with 256 bits from crypto.getRandomValues and stores its small state
 * (key, block, word) with the snapshot, so a match replays exactly from its seed and actions,
 * while nothing a player sees (public random outcomes included) lets anyone predict or recover
 * the key. Games never use an unseeded random source, and never put raw generator words in an id
 * or on the wire: ids come from `idTag`, a keyed hash (ChaCha20 under a separate nonce).
 */
import { bytesLE, chachaBlock, wordsLE } from "./chacha20";

/** What the snapshot stores: the 256-bit key (hex), the next block and the next word in it. */
export interface RngState {
  key: string;
  block: number;
  word: number;
}

/** Nonce word 1 separates the streams: 0 = the draws, 1 = id tags. */
const STREAM = 0;
const TAGS = 1;
const TWO32 = 0x100000000;

/** The key as 64 hex digits of its 32 bytes (little-endian words, as RFC 8439 reads a key). */
const hex = (words: Uint32Array): string => bytesHex(bytesLE(words));
const bytesHex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
const unhex = (s: string): Uint32Array => {
  if (!/^[0-9a-f]{64}$/.test(s)) throw new Error("rng key must be 64 lower-case hex digits");
  return wordsLE(Uint8Array.from({ length: 32 }, (_, i) => parseInt(s.slice(2 * i, 2 * i + 2), 16)));
};

function block(key: Uint32Array, n: number, domain: number): Uint32Array {
  return chachaBlock(key, n % TWO32, [Math.floor(n / TWO32) >>> 0, domain, 0]);
}

export class Rng {
  private readonly key: Uint32Array;
  /** The key as `save` writes it, kept: the room restores and saves a generator on every action. */
  private readonly keyHex: string;
  private blockNo: number;
  private wordNo: number;
  private buf: Uint32Array | null = null;

  /**
   * Restores a saved state. A four-number array is a snapshot from before ChaCha20 (sfc32
   * state): its words become the key so a match that was running during the deploy continues.
   */
  constructor(state: RngState | readonly number[]) {
    if (Array.isArray(state)) {
      this.key = Uint32Array.from({ length: 8 }, (_, i) => (i < state.length ? Number(state[i]) >>> 0 : 0x5fc32000 + i));
      this.keyHex = hex(this.key);
      this.blockNo = 0;
      this.wordNo = 0;
      return;
    }
    const s = state as RngState;
    if (!Number.isSafeInteger(s.block) || s.block < 0 || !Number.isInteger(s.word) || s.word < 0 || s.word > 16) throw new Error("bad rng state");
    this.key = unhex(s.key);
    this.keyHex = s.key; // unhex accepts only the canonical form, which is what hex writes
    this.blockNo = s.block;
    this.wordNo = s.word;
  }

  /**
   * A generator from a seed: 32 bytes (what the room passes, from crypto.getRandomValues), or
   * 64 hex digits. A number is accepted for tests and fixtures only — 32 bits are brute-forced
   * in a minute (test/unit/fair/rngBruteForce.test.ts), so the room never passes one.
   */
  static fromSeed(seed: Uint8Array | string | number): Rng {
    let key: Uint32Array;
    if (typeof seed === "number") {
      if (!Number.isInteger(seed)) throw new Error("numeric seed must be an integer");
      key = Uint32Array.from([seed >>> 0, Math.floor(seed / TWO32) >>> 0, 0x74657374, 0x6f6e6c79, 0, 0, 0, 0]);
    } else if (typeof seed === "string") {
      key = unhex(seed.toLowerCase());
    } else {
      if (seed.length !== 32) throw new Error(`seed must be 32 bytes, got ${seed.length}`);
      key = wordsLE(seed);
    }
    return new Rng({ key: hex(key), block: 0, word: 0 });
  }

  /** The next 32-bit word of the key stream (never put one on the wire). */
  private u32(): number {
    if (this.buf === null || this.wordNo === 16) {
      if (this.wordNo === 16) {
        this.blockNo += 1;
        this.wordNo = 0;
      }
      this.buf = block(this.key, this.blockNo, STREAM);
    }
    return this.buf[this.wordNo++]!;
  }

  /** Uniform float in [0, 1) with 53 random bits. */
  next(): number {
    const hi = this.u32() >>> 11; // 21 bits
    const lo = this.u32();
    return (hi * TWO32 + lo) / 2 ** 53;
  }

  /** Uniform integer in [0, n) for 1 ≤ n ≤ 2^32, without modulo bias (rejection). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO32) throw new Error(`int(n) needs an integer 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = TWO32 - (TWO32 % n); // largest multiple of n that fits; draws at or above it are rejected
    for (;;) {
      const x = this.u32();
      if (x < limit) return x % n;
    }
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

  /**
   * A 16-hex-digit id for the n-th object of a match: a keyed hash of n under the match key
   * (its own ChaCha20 nonce), so ids are unique in practice, stable on replay, say nothing
   * about the draws and do not consume them.
   */
  idTag(n: number): string {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error("idTag needs a non-negative integer");
    return hex(block(this.key, n, TAGS).subarray(0, 2));
  }

  save(): RngState {
    return { key: this.keyHex, block: this.blockNo, word: this.wordNo };
  }
}
