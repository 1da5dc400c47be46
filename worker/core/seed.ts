/**
 * A match's generator from fresh random bytes (the glue draws 32 with crypto.getRandomValues):
 * the 256-bit key of the ChaCha20 generator (shared/engine/rng.ts). The one place the core builds
 * an Rng from entropy.
 */
import { Rng } from "../../shared/engine";

export function rngFromSeed(seed: Uint8Array): Rng {
  return Rng.fromSeed(seed);
}
