/**
 * Something for me to decide arrived (a team vote, a card to show, my turn): a sound through the
 * site audio (muted in the header) and a short vibration where the device allows it.
 */
import { playEffect } from "../../src/audio";
import type { EffectName } from "../../src/audio/effects";

export function nudge(effect: EffectName): void {
  playEffect(effect);
  try {
    // Browsers without it, or without a user gesture yet, simply do nothing.
    if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") navigator.vibrate([60, 40, 60]);
  } catch {
    /* vibration refused */
  }
}
