/**
 * Every row of the hidden-information table (ALIBI-H1 to ALIBI-H14) except ballots (the swap test
 * proves those). `token` is the exact JSON fragment each hidden value travels in (view.ts builds
 * the same records), so a token is the raw value qualified by its seat — a role name per seat, an
 * item id per seat, a queued clue id — for the property tests' leak check. `values`/`vocab` are
 * what the whole-wire tests search every frame for: the same records where no raw value binds the
 * secret to its seat (role, closed profession and feature, alibi truth, hand cards, the Advokat
 * offer, a pending swap, a checked clue's origin), and the raw texts and ids where one does (closed
 * relation, motive, alibi and secret texts, goal ids, queued and reserve clues with their texts, the
 * words for a criminal role and for a private hand-out).
 */
import type { Audience, Secret } from "../../engine";
import { ITEM_KINDS, type AlibiState, type ItemKind, type Player } from "./state";
import { clueText, itemText } from "./text";
import { alibiRef, goalRef, handRef, roleRef } from "./view";

/** `{"a":1,"b":2}` → `"a":1,"b":2`: the record's inside, as it appears in any larger JSON. */
const fragment = (o: object): string => JSON.stringify(o).slice(1, -1);
const itemToken = (p: Player, kind: (typeof ITEM_KINDS)[number]): string => fragment({ seat: p.seat, kind, id: p.item[kind] });
const clueToken = (id: string): string => JSON.stringify(id);

/** Items whose text is unique to the case, so the text itself is the whole-wire needle. */
const TEXT_ITEMS: readonly ItemKind[] = ["relation", "motive", "alibi", "secret"];
/** A record as a whole-wire needle too. */
const record = (label: string, token: string, knownBy: Audience): Secret => ({ label, token, knownBy, values: [token] });

export function secrets(s: AlibiState): Secret[] {
  const out: Secret[] = [];
  const over = s.over;
  const who = (seats: number[]): Audience => (over ? "all" : [...new Set(seats)]);
  const criminals = s.players.filter((p) => p.role !== "innocent").map((p) => p.seat);
  // The words themselves: only criminals ever hear them before `over`.
  out.push({ label: "the word for a criminal role", knownBy: who(criminals), values: ["killer", "accomplice"] });
  for (const p of s.players) {
    const partners = p.role !== "innocent" ? criminals : [p.seat];
    out.push(record(`role of seat ${p.seat}`, fragment(roleRef(p)), who(partners)));
    for (const k of ITEM_KINDS) {
      if (p.opened[k]) continue;
      const knownBy = who([p.seat, ...(p.searchedBy[k] ?? [])]);
      const token = itemToken(p, k);
      out.push(TEXT_ITEMS.includes(k) ? { label: `closed ${k} of seat ${p.seat}`, token, knownBy, values: [itemText(s.kase, k, p.item[k])] } : record(`closed ${k} of seat ${p.seat}`, token, knownBy));
    }
    out.push(record(`alibi truth of seat ${p.seat}`, fragment(alibiRef(p)), who([p.seat, ...p.truthKnownBy])));
    out.push({ label: `goal of seat ${p.seat}`, token: fragment(goalRef(p)), knownBy: who([p.seat]) });
    for (const c of p.hand) out.push(record(`card ${c.id} of seat ${p.seat}`, fragment(handRef(p, c)).split(',"starting"')[0]!, who([p.seat])));
    if (s.phase === "verdict" && s.proc?.offered.includes(p.seat)) out.push(record(`Advokat offer to seat ${p.seat}`, fragment({ offerTo: p.seat }), [p.seat]));
  }
  // Private hand-outs: every holder of that kind hears its own "received" line.
  const holders = (kind: string) => s.players.filter((p) => p.hand.some((c) => c.kind === kind)).map((p) => p.seat);
  if (holders("lozhny").length) out.push({ label: "a Lozhny sled hand-out", knownBy: who(holders("lozhny")), values: ["lozhny"] });
  // "ekspertiza" is also a key of the public view (copies per exclusion): a leak elsewhere.
  if (holders("ekspertiza").length) out.push({ label: "an Ekspertiza hand-out", knownBy: who(holders("ekspertiza")), vocab: ["ekspertiza"] });
  // A goal id may be dealt twice once every eligible goal is used: its audience is every holder.
  for (const goal of new Set(s.players.map((p) => p.goal))) {
    out.push({ label: `goal ${goal}`, knownBy: who(s.players.filter((p) => p.goal === goal).map((p) => p.seat)), values: [goal] });
  }
  s.slots.forEach((slot, i) => {
    if (slot.swap && slot.shown === null) {
      out.push(record(`pending swap on slot ${i}`, fragment({ swapSlot: i, swapTarget: slot.swap.target }), who([slot.swap.by])));
    }
    if (slot.shown !== null) {
      const genuine = slot.shown === slot.queued;
      const knew = [...slot.checkedBy, ...(slot.swap ? [slot.swap.by] : [])];
      out.push(record(`origin of slot ${i}`, fragment({ slot: i, genuine }), who(knew)));
    }
    if (slot.shown !== slot.queued) {
      const token = clueToken(slot.queued);
      out.push({ label: `queued clue of slot ${i}`, token, knownBy: who([]), values: [token, slot.queued, clueText(s.kase, slot.queued)] });
    }
  });
  // The unused reserve is never public, not even at `over`.
  for (const id of s.reserve) out.push({ label: `reserve clue ${id}`, token: clueToken(id), knownBy: [], values: [clueToken(id), id, clueText(s.kase, id)] });
  return out;
}
