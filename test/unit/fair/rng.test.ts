import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";

const seed32 = () => crypto.getRandomValues(new Uint8Array(32));

describe("the match generator (ChaCha20 CSPRNG, issue 9)", () => {
  it("replays exactly from its seed, and from a saved state at any point", () => {
    const seed = seed32();
    const a = Rng.fromSeed(seed);
    const b = Rng.fromSeed(Buffer.from(seed).toString("hex"));
    const drawsA = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? a.next() : a.int(1 + i)));
    const drawsB = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? b.next() : b.int(1 + i)));
    expect(drawsA).toEqual(drawsB);
    for (let cut = 0; cut < 40; cut += 7) {
      const r = Rng.fromSeed(seed);
      for (let i = 0; i < cut; i++) r.int(10);
      const restored = new Rng(JSON.parse(JSON.stringify(r.save())));
      expect(Array.from({ length: 50 }, () => restored.int(1000))).toEqual(Array.from({ length: 50 }, () => r.int(1000)));
    }
  });

  it("its saved state is small JSON: key, block, word", () => {
    const r = Rng.fromSeed(seed32());
    for (let i = 0; i < 1000; i++) r.next();
    const saved = r.save();
    expect(Object.keys(saved).sort()).toEqual(["block", "key", "word"]);
    expect(JSON.stringify(saved).length).toBeLessThan(110);
  });

  it("int(n) is unbiased: rejection keeps a 3-way split of 2^32 even (chi-square over 30,000 draws)", () => {
    const r = Rng.fromSeed(seed32());
    // n = 3·2^30 rejects a quarter of all words; a modulo without rejection would skew these thirds.
    const n = 3 * 2 ** 30;
    const counts = [0, 0, 0];
    const draws = 30_000;
    for (let i = 0; i < draws; i++) counts[Math.floor(r.int(n) / 2 ** 30)]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - draws / 3) ** 2 / (draws / 3), 0);
    expect(chi).toBeLessThan(20); // 2 degrees of freedom: p < 5e-5 of failing by chance
  });

  it("shuffle reaches all 6 orders of 3 items about equally (60,000 shuffles)", () => {
    const r = Rng.fromSeed(seed32());
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const k = r.shuffle(["a", "b", "c"]).join("");
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });

  it("int refuses what it cannot draw uniformly; fromSeed refuses short seeds", () => {
    const r = Rng.fromSeed(1);
    expect(() => r.int(0)).toThrow();
    expect(() => r.int(2.5)).toThrow();
    expect(() => r.int(2 ** 32 + 1)).toThrow();
    expect(r.int(1)).toBe(0);
    expect(() => Rng.fromSeed(new Uint8Array(4))).toThrow();
    expect(() => Rng.fromSeed("abc")).toThrow();
  });

  it("different seeds give unrelated streams: one key bit flipped changes about half the output bits", () => {
    const seed = seed32();
    const flipped = Uint8Array.from(seed);
    flipped[0]! ^= 1;
    const a = Rng.fromSeed(seed);
    const b = Rng.fromSeed(flipped);
    let diff = 0;
    for (let i = 0; i < 64; i++) {
      let x = (a.int(2 ** 32) ^ b.int(2 ** 32)) >>> 0;
      for (; x; x &= x - 1) diff++;
    }
    expect(diff / (64 * 32)).toBeGreaterThan(0.4);
    expect(diff / (64 * 32)).toBeLessThan(0.6);
  });

  it("idTag: a keyed hash of a counter — stable on replay, distinct, and it does not consume the draws", () => {
    const seed = seed32();
    const a = Rng.fromSeed(seed);
    const b = Rng.fromSeed(seed);
    const tags = Array.from({ length: 1000 }, (_, i) => a.idTag(i));
    expect(new Set(tags).size).toBe(1000);
    expect(tags.every((t) => /^[0-9a-f]{16}$/.test(t))).toBe(true);
    expect(b.idTag(7)).toBe(tags[7]);
    expect(a.int(1e9)).toBe(b.int(1e9));
    expect(Rng.fromSeed(seed32()).idTag(7)).not.toBe(tags[7]);
  });

  it("a snapshot saved before ChaCha20 (sfc32's four numbers) still restores and draws deterministically", () => {
    const old = [1, 2, 3, 4];
    expect(new Rng(old).int(1000)).toBe(new Rng(old).int(1000));
  });
});
