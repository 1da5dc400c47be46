/**
 * Every row of the hidden-information table (ALIBI-H1 to ALIBI-H14) except ballots (the swap test proves
 * those), as tokens: the exact JSON fragment each hidden value travels in (view.ts builds the same
 * records), so a token is the raw value qualified by its seat — a role name per seat, an item id
 * per seat, a queued clue id.
 */
import type { Audience, Secret } from "../../engine";
import { ITEM_KINDS, type AlibiState, type Player } from "./state";
import { alibiRef, goalRef, handRef, roleRef } from "./view";

/** `{"a":1,"b":2}` → `"a":1,"b":2`: the record's inside, as it appears in any larger JSON. */
const fragment = (o: object): string => JSON.stringify(o).slice(1, -1);
const itemToken = (p: Player, kind: (typeof ITEM_KINDS)[number]): string => fragment({ seat: p.seat, kind, id: p.item[kind] });
const clueToken = (id: string): string => JSON.stringify(id);

export function secrets(s: AlibiState): Secret[] {
  const out: Secret[] = [];
  const over = s.over;
  const who = (seats: number[]): Audience => (over ? "all" : [...new Set(seats)]);
  const criminals = s.players.filter((p) => p.role !== "innocent").map((p) => p.seat);
  for (const p of s.players) {
    const partners = p.role !== "innocent" ? criminals : [p.seat];
    out.push({ label: `role of seat ${p.seat}`, token: fragment(roleRef(p)), knownBy: who(partners) });
    for (const k of ITEM_KINDS) {
      if (p.opened[k]) continue;
      out.push({ label: `closed ${k} of seat ${p.seat}`, token: itemToken(p, k), knownBy: who([p.seat, ...(p.searchedBy[k] ?? [])]) });
    }
    out.push({ label: `alibi truth of seat ${p.seat}`, token: fragment(alibiRef(p)), knownBy: who([p.seat, ...p.truthKnownBy]) });
    out.push({ label: `goal of seat ${p.seat}`, token: fragment(goalRef(p)), knownBy: who([p.seat]) });
    for (const c of p.hand) out.push({ label: `card ${c.id} of seat ${p.seat}`, token: fragment(handRef(p, c)).split(',"starting"')[0]!, knownBy: who([p.seat]) });
    if (s.phase === "verdict" && s.proc?.offered.includes(p.seat)) out.push({ label: `Advokat offer to seat ${p.seat}`, token: fragment({ offerTo: p.seat }), knownBy: [p.seat] });
  }
  s.slots.forEach((slot, i) => {
    if (slot.swap && slot.shown === null) {
      out.push({ label: `pending swap on slot ${i}`, token: fragment({ swapSlot: i, swapTarget: slot.swap.target }), knownBy: who([slot.swap.by]) });
    }
    if (slot.shown !== null) {
      const genuine = slot.shown === slot.queued;
      const knew = [...slot.checkedBy, ...(slot.swap ? [slot.swap.by] : [])];
      out.push({ label: `origin of slot ${i}`, token: fragment({ slot: i, genuine }), knownBy: who(knew) });
    }
    if (slot.shown !== slot.queued) out.push({ label: `queued clue of slot ${i}`, token: clueToken(slot.queued), knownBy: who([]) });
  });
  // The unused reserve is never public, not even at `over`.
  for (const id of s.reserve) out.push({ label: `reserve clue ${id}`, token: clueToken(id), knownBy: [] });
  return out;
}
