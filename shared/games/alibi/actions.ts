/** The actions: the schema every incoming action is parsed with, and one predicate per action. */
import { z } from "zod";
import { lockedForSelf } from "./items";
import { ITEM_KINDS, type AlibiState, type ItemKind } from "./state";
import { isAtTable, playerOf } from "./tx";

const seat = z.number().int().min(-1).max(99);
const item = z.enum(ITEM_KINDS);

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("open"), item }),
  z.object({ type: z.literal("done") }),
  z.object({ type: z.literal("ready"), on: z.boolean() }),
  z.object({
    type: z.literal("play"),
    card: z.number().int().min(0).max(999),
    target: seat.optional(),
    target2: seat.optional(),
    item: item.optional(),
    slot: z.number().int().min(0).max(9).optional(),
  }),
  z.object({ type: z.literal("vote"), choice: seat }),
  z.object({ type: z.literal("poll"), picks: z.array(seat).length(2) }),
  z.object({ type: z.literal("advokat"), use: z.boolean() }),
]);
export type AlibiAction = z.infer<typeof actionSchema>;
export type PlayAction = Extract<AlibiAction, { type: "play" }>;

/** Every rejection code; the client translates each as alibi.error.<code>. */
export const ERROR_CODES = [
  "wrong_phase", "not_at_table", "frozen", "game_over", "not_speaker", "item_open", "item_locked", "no_card",
  "not_playable", "target_not_at_table", "self_target", "bad_item", "no_clue_left", "bad_slot", "nothing_to_open",
  "already_voted", "bad_choice", "not_offered", "no_case", "deal_failed",
] as const;
export type Code = (typeof ERROR_CODES)[number] | null;

const OCHNAYA_ITEMS: readonly ItemKind[] = ["alibi", "relation", "motive"];

function common(s: AlibiState, seat: number): Code {
  if (s.over) return "game_over";
  if (!isAtTable(s, seat)) return "not_at_table";
  if (s.frozenMs !== null) return "frozen";
  return null;
}

/** One predicate for every action: null when legal, else the stable code. */
export function checkAction(s: AlibiState, seat: number, a: AlibiAction): Code {
  const c = common(s, seat);
  if (c) return c;
  const me = playerOf(s, seat)!;
  switch (a.type) {
    case "open":
      if (s.phase !== "story") return "wrong_phase";
      if (s.speaker !== seat || s.spoke) return "not_speaker";
      if (me.opened[a.item]) return "item_open";
      return lockedForSelf(me, a.item) ? "item_locked" : null;
    case "done":
      if (s.phase !== "story" && s.phase !== "accusation" && s.phase !== "defence") return "wrong_phase";
      return s.speaker === seat ? null : "not_speaker";
    case "ready":
      return s.phase === "discussion" ? null : "wrong_phase";
    case "play":
      return checkPlay(s, seat, a);
    case "vote":
      if (s.phase !== "vote" || !s.vote || s.vote.kind === "poll") return "wrong_phase";
      if (s.vote.ballots[seat]) return "already_voted";
      // ALIBI-R27: never for yourself.
      return a.choice !== seat && s.vote.candidates.includes(a.choice) ? null : "bad_choice";
    case "poll": {
      if (s.phase !== "poll" || !s.vote || s.vote.kind !== "poll") return "wrong_phase";
      if (s.vote.ballots[seat]) return "already_voted";
      const [x, y] = a.picks as [number, number];
      const ok = (p: number) => p !== seat && s.vote!.candidates.includes(p);
      return x !== y && ok(x) && ok(y) ? null : "bad_choice";
    }
    case "advokat":
      if (s.phase !== "verdict") return "wrong_phase";
      return s.proc?.offered.includes(seat) ? null : "not_offered";
  }
}

/** ALIBI-11: who may play which card on what (ALIBI-R4, ALIBI-R14, ALIBI-R18, ALIBI-R19). */
export function checkPlay(s: AlibiState, seat: number, a: PlayAction): Code {
  if (s.phase !== "discussion") return "wrong_phase";
  const me = playerOf(s, seat)!;
  const card = me.hand.find((c) => c.id === a.card && !c.spent);
  if (!card) return "no_card";
  const target = a.target === undefined ? undefined : playerOf(s, a.target);
  const needTarget = (): Code => (!target || target.status !== "table" ? "target_not_at_table" : null);
  switch (card.kind) {
    case "advokat":
    case "lozhny":
      return "not_playable";
    case "obysk": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === seat) return "self_target";
      if (!a.item) return "bad_item";
      // ALIBI-R14: only the alibi may be searched once open (its truth is hidden).
      return target!.opened[a.item] && a.item !== "alibi" ? "item_open" : null;
    }
    case "pokazaniya": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === seat) return "self_target";
      if (!a.item) return "bad_item";
      return target!.opened[a.item] ? "item_open" : null;
    }
    case "ochnaya": {
      const t = needTarget();
      if (t) return t;
      const other = a.target2 === undefined ? undefined : playerOf(s, a.target2);
      if (!other || other.status !== "table") return "target_not_at_table";
      if (other.seat === target!.seat) return "bad_choice";
      if (!a.item || !OCHNAYA_ITEMS.includes(a.item)) return "bad_item";
      return target!.opened[a.item] && other.opened[a.item] ? "nothing_to_open" : null;
    }
    case "podmena": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === seat) return "self_target";
      // ALIBI-R18: a second Podmena takes the next free slot; none left (the final) → no_clue_left.
      return s.round === 4 || !s.slots.some((x) => x.shown === null && x.swap === null) ? "no_clue_left" : null;
    }
    case "ekspertiza":
      return a.slot !== undefined && s.slots[a.slot]?.shown ? null : "bad_slot";
  }
}
