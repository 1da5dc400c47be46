/** ALIBI-4 clues (ALIBI-G6): fit sets over the dealt seats, genuine clues, fakes for a Podmena. */
import type { AlibiCase, Clue } from "./cases/types";
import type { Role } from "./state";

/** What a clue is matched against: each dealt seat's profession and feature ids. */
export interface Dealt {
  profession: string;
  feature: string;
}

/** The feature that owns a sign (sign ids are the feature id + "a" / "b"). */
export function featureOfSign(c: AlibiCase, sign: string): string | null {
  return c.features.find((f) => f.signs.some((s) => s.id === sign))?.id ?? null;
}

/** F(c): indexes of the dealt seats the clue fits (either profession, or the sign's feature). */
export function fitSet(c: AlibiCase, clue: Clue, dealt: readonly Dealt[]): number[] {
  const feature = featureOfSign(c, clue.fits[2]);
  const out: number[] = [];
  dealt.forEach((d, i) => {
    if (d.profession === clue.fits[0] || d.profession === clue.fits[1] || d.feature === feature) out.push(i);
  });
  return out;
}

/** Genuine: 2 ≤ |F| ≤ 3, at least one innocent (seed) and at least one criminal (our rule). */
export function isGenuine(fit: readonly number[], roles: readonly Role[]): boolean {
  return fit.length >= 2 && fit.length <= 3 && fit.some((i) => roles[i] === "innocent") && fit.some((i) => roles[i] !== "innocent");
}

/** A valid fake for t: 2 ≤ |F| ≤ 3, t ∈ F, at least one innocent. */
function isFakeFor(fit: readonly number[], roles: readonly Role[], t: number): boolean {
  return fit.length >= 2 && fit.length <= 3 && fit.includes(t) && fit.some((i) => roles[i] === "innocent");
}

/** The reserve clues that are valid fakes for t. */
export function fakesFor(c: AlibiCase, reserve: readonly string[], dealt: readonly Dealt[], roles: readonly Role[], t: number): string[] {
  return reserve.filter((id) => {
    const clue = c.clues.find((x) => x.id === id);
    return clue !== undefined && isFakeFor(fitSet(c, clue, dealt), roles, t);
  });
}
