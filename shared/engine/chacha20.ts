/**
 * The ChaCha20 block function (RFC 8439 §2.3), the only primitive the match generator needs.
 * Proven against the RFC's test vectors in test/unit/fair/chacha20.test.ts.
 */

/** "expand 32-byte k" as four little-endian words (RFC 8439 §2.3). */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** RFC 8439 §2.1 quarter round on four words of `x`, in place. */
export function quarterRound(x: Uint32Array, a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) | 0; x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0; x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0; x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0; x[b] = rotl(x[b]! ^ x[c]!, 7);
}

/**
 * One 64-byte block as 16 little-endian words: `key` is 8 words, `counter` the 32-bit block
 * counter, `nonce` 3 words (RFC 8439 §2.3).
 */
export function chachaBlock(key: Uint32Array, counter: number, nonce: readonly [number, number, number]): Uint32Array {
  const init = new Uint32Array(16);
  init.set(SIGMA, 0);
  init.set(key, 4);
  init[12] = counter >>> 0;
  init[13] = nonce[0];
  init[14] = nonce[1];
  init[15] = nonce[2];
  const x = new Uint32Array(init);
  for (let i = 0; i < 10; i++) {
    quarterRound(x, 0, 4, 8, 12); quarterRound(x, 1, 5, 9, 13); quarterRound(x, 2, 6, 10, 14); quarterRound(x, 3, 7, 11, 15);
    quarterRound(x, 0, 5, 10, 15); quarterRound(x, 1, 6, 11, 12); quarterRound(x, 2, 7, 8, 13); quarterRound(x, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) x[i] = (x[i]! + init[i]!) >>> 0;
  return x;
}

/** Bytes → little-endian words (length must be a multiple of 4). */
export function wordsLE(bytes: Uint8Array): Uint32Array {
  const out = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = (bytes[4 * i]! | (bytes[4 * i + 1]! << 8) | (bytes[4 * i + 2]! << 16) | (bytes[4 * i + 3]! << 24)) >>> 0;
  return out;
}

/** Words → little-endian bytes. */
export function bytesLE(words: Uint32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  words.forEach((w, i) => {
    out[4 * i] = w & 0xff;
    out[4 * i + 1] = (w >>> 8) & 0xff;
    out[4 * i + 2] = (w >>> 16) & 0xff;
    out[4 * i + 3] = (w >>> 24) & 0xff;
  });
  return out;
}

/** RFC 8439 §2.4 encryption (XOR with the key stream starting at block `counter`); used by the tests. */
export function chachaEncrypt(key: Uint8Array, counter: number, nonce: Uint8Array, plain: Uint8Array): Uint8Array {
  const k = wordsLE(key);
  const n = wordsLE(nonce);
  const out = new Uint8Array(plain.length);
  for (let off = 0, j = 0; off < plain.length; off += 64, j++) {
    const ks = bytesLE(chachaBlock(k, counter + j, [n[0]!, n[1]!, n[2]!]));
    for (let i = 0; i < 64 && off + i < plain.length; i++) out[off + i] = plain[off + i]! ^ ks[i]!;
  }
  return out;
}
