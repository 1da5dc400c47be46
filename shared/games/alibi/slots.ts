/** ALIBI-4 / ALIBI-11: the clue slots over a match's seats — fit seats and a slot's reveal (a Podmena's fake). */
import type { Transition } from "../../engine";
import { fakesFor, fitSet, type Dealt } from "./clues";
import type { AlibiState, Role } from "./state";
import { playerOf } from "./table";

export const dealtOf = (s: AlibiState): Dealt[] => s.players.map((p) => ({ profession: p.item.profession, feature: p.item.feature }));
export const rolesOf = (s: AlibiState): Role[] => s.players.map((p) => p.role);

/** Seats (room numbers) a clue fits, over every seat dealt at the start (ALIBI-G6). */
export function fitSeats(s: AlibiState, clueId: string): number[] {
  const clue = s.kase.clues.find((c) => c.id === clueId);
  return clue ? fitSet(s.kase, clue, dealtOf(s)).map((i) => s.players[i]!.seat) : [];
}

/** Flips a slot: its queued clue, or a fake for the Podmena target from the reserve (ALIBI-11). */
export function revealSlot(t: Transition<AlibiState>, i: number): void {
  const s = t.s;
  const slot = s.slots[i]!;
  let shown = slot.queued;
  if (slot.swap) {
    const idx = s.players.findIndex((p) => p.seat === slot.swap!.target);
    const by = s.players.findIndex((p) => p.seat === slot.swap!.by);
    const fakes = fakesFor(s.kase, s.reserve, dealtOf(s), rolesOf(s), idx);
    // Seeded, preferring clues that do not fit the swapper.
    const clean = fakes.filter((id) => !fitSet(s.kase, s.kase.clues.find((c) => c.id === id)!, dealtOf(s)).includes(by));
    const pool = clean.length ? clean : fakes;
    if (pool.length) {
      shown = pool[t.rng.int(pool.length)]!;
      s.reserve = s.reserve.filter((id) => id !== shown);
      const swapper = playerOf(s, slot.swap.by)!;
      swapper.notes.push({ k: "podmenaReveal", round: s.round, swapSlot: i, clue: shown });
      t.priv([swapper.seat], "podmena_revealed", { n: i + 1 });
    }
  }
  slot.shown = shown;
  const clue = s.kase.clues.find((c) => c.id === shown)!;
  t.pub("clue", { n: i + 1, of: s.slots.length, clue: shown, text: clue.text });
}
