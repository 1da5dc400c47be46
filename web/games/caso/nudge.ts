/**
 * Something for me to decide arrived (a team vote, a card to show, my turn): a sound through the
 * site audio (muted in the header). The vibration is not here: the room vibrates once per new
 * decision from Caso's `awaitsMe` (awaits.ts, web/src/room/yourTurn.ts) — one mechanism, so a phone
 * never buzzes twice for one decision.
 */
import { playEffect } from "../../src/audio";
import type { EffectName } from "../../src/audio/effects";

export function nudge(effect: EffectName): void {
  playEffect(effect);
}
