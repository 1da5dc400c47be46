/**
 * A match's generator from fresh random bytes (the glue draws 32 with crypto.getRandomValues).
 * The one place the core builds an Rng from entropy. Today's generator takes a 32-bit number;
 * when fair's ChaCha20 `Rng.fromSeed(bytes)` lands, the body becomes `return Rng.fromSeed(seed)`.
 */
import { Rng } from "../../shared/engine";

export function rngFromSeed(seed: Uint8Array): Rng {
  return Rng.fromSeed(new DataView(seed.buffer, seed.byteOffset, seed.byteLength).getUint32(0));
}
