/**
 * A match's generator from fresh random bytes (the glue draws 32 with crypto.getRandomValues), or
 * from the same 256-bit key as the record stores it (64 hex digits, for its replay and replay key):
 * the key of the ChaCha20 generator (shared/engine/rng.ts). The one place the core builds an Rng
 * from a seed — never from a number.
 */
import { Rng } from "../../shared/engine";

export function rngFromSeed(seed: Uint8Array | string): Rng {
  return Rng.fromSeed(seed);
}
