/**
 * ALIBI-6 the police roulette, as a pure function of the server's start time: every screen shows
 * the same seat at the same moment and stops on the drawn loser. Steps slow down towards the end.
 */
export function rouletteIndex(elapsed: number, ms: number, n: number, loserIdx: number): number {
  if (n <= 0) return 0;
  const steps = 3 * n + loserIdx;
  if (elapsed >= ms) return loserIdx;
  const k = Math.floor(steps * Math.sqrt(Math.max(0, elapsed) / ms));
  return Math.min(k, steps) % n;
}

/** Reduced motion: the candidates light up in turn, one per equal slice, ending on the loser. */
export function calmIndex(elapsed: number, ms: number, n: number, loserIdx: number): number {
  if (n <= 0) return 0;
  if (elapsed >= ms) return loserIdx;
  const steps = n + loserIdx;
  return Math.min(steps, Math.floor((steps * Math.max(0, elapsed)) / ms)) % n;
}
