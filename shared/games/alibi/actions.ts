/**
 * The actions: the schema every incoming action is parsed with, and one predicate per
 * action over the seat's Knowledge — what its own view shows (view.ts `knowledgeFromView`). The
 * server judges an action from the seat's view; the client's buttons ask the very same predicates.
 */
import { z } from "zod";
import { lockedForSelf } from "./items";
import { ITEM_KINDS, type Cand, type CardKind, type ItemKind, type Phase, type Player, type VoteKind } from "./state";

const seat = z.number().int().min(-1).max(99);
const item = z.enum(ITEM_KINDS);

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("open"), item }),
  z.object({ type: z.literal("done") }),
  z.object({ type: z.literal("ready"), on: z.boolean() }),
  z.object({
    type: z.literal("play"),
    card: z.number().int().min(0).max(999),
    target: z.optional(seat),
    target2: z.optional(seat),
    item: z.optional(item),
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

/** What one seat knows when it acts: the public table plus its own card, hand, ballot and offer. */
export interface Knowledge {
  /** The acting seat; null for a viewer with no place in the match. */
  seat: number | null;
  over: boolean;
  frozen: boolean;
  phase: Phase;
  round: 1 | 2 | 3 | 4;
  speaker: number | null;
  spoke: boolean;
  players: { seat: number; status: Player["status"]; opened: ItemKind[] }[];
  selfOpened: Player["selfOpened"];
  hand: { id: number; kind: CardKind; spent: boolean }[];
  vote: { kind: VoteKind | "poll"; candidates: Cand[] } | null;
  /** This seat has cast its ballot (or its poll picks) in the open vote. */
  voted: boolean;
  /** An Advokat offer to this seat stands (verdict window). */
  offered: boolean;
  /** The slots whose clue is shown, and how many slots the queue has. */
  shownSlots: number[];
  slots: number;
}

export const OCHNAYA_ITEMS: readonly ItemKind[] = ["alibi", "relation", "motive"];

const playerIn = (k: Knowledge, seat: number | undefined) => (seat === undefined ? undefined : k.players.find((p) => p.seat === seat));
const openedBy = (k: Knowledge, seat: number, item: ItemKind): boolean => !!playerIn(k, seat)?.opened.includes(item);

/** Every action first: the case is open, the seat is at the table, the clock is not frozen. */
function canAct(k: Knowledge): Code {
  if (k.over) return "game_over";
  if (k.seat === null || playerIn(k, k.seat)?.status !== "table") return "not_at_table";
  if (k.frozen) return "frozen";
  return null;
}

/** ALIBI-2 / ALIBI-3: the story speaker opens one closed item of their own, not the locked one. */
export function canOpen(k: Knowledge, item: ItemKind): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "story") return "wrong_phase";
  if (k.speaker !== k.seat || k.spoke) return "not_speaker";
  if (openedBy(k, k.seat!, item)) return "item_open";
  return lockedForSelf(k.selfOpened, item) ? "item_locked" : null;
}

/** The speaker ends their story, accusation minute or defence. */
export function canDone(k: Knowledge): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "story" && k.phase !== "accusation" && k.phase !== "defence") return "wrong_phase";
  return k.speaker === k.seat ? null : "not_speaker";
}

export function canReady(k: Knowledge): Code {
  return canAct(k) ?? (k.phase === "discussion" ? null : "wrong_phase");
}

/** ALIBI-5: one ballot in the open vote, never for yourself (ALIBI-R27). */
export function canVote(k: Knowledge, choice: Cand): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "vote" || !k.vote || k.vote.kind === "poll") return "wrong_phase";
  if (k.voted) return "already_voted";
  return choice !== k.seat && k.vote.candidates.includes(choice) ? null : "bad_choice";
}

/** ALIBI-9: the final's poll takes two different candidates, neither yourself. */
export function canPoll(k: Knowledge, picks: readonly number[]): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "poll" || !k.vote || k.vote.kind !== "poll") return "wrong_phase";
  if (k.voted) return "already_voted";
  const [x, y] = picks as [number, number];
  const ok = (p: number) => p !== k.seat && k.vote!.candidates.includes(p);
  return x !== y && ok(x) && ok(y) ? null : "bad_choice";
}

/** ALIBI-6: answering an Advokat offer, in the verdict window it was made in. */
export function canAdvokat(k: Knowledge): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "verdict") return "wrong_phase";
  return k.offered ? null : "not_offered";
}

/**
 * ALIBI-11: who may play which card on what (ALIBI-R4, ALIBI-R14, ALIBI-R18, ALIBI-R19). One part of
 * ALIBI-R18 the seat cannot see — every unrevealed slot already swapped by someone else's Podmena —
 * is apply.ts's (`hiddenRejection`).
 */
export function canPlay(k: Knowledge, a: PlayAction): Code {
  const c = canAct(k);
  if (c) return c;
  if (k.phase !== "discussion") return "wrong_phase";
  const card = k.hand.find((x) => x.id === a.card && !x.spent);
  if (!card) return "no_card";
  const target = playerIn(k, a.target);
  const needTarget = (): Code => (!target || target.status !== "table" ? "target_not_at_table" : null);
  switch (card.kind) {
    case "advokat":
    case "lozhny":
      return "not_playable";
    case "obysk": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === k.seat) return "self_target";
      if (!a.item) return "bad_item";
      // ALIBI-R14: only the alibi may be searched once open (its truth is hidden).
      return target!.opened.includes(a.item) && a.item !== "alibi" ? "item_open" : null;
    }
    case "pokazaniya": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === k.seat) return "self_target";
      if (!a.item) return "bad_item";
      return target!.opened.includes(a.item) ? "item_open" : null;
    }
    case "ochnaya": {
      const t = needTarget();
      if (t) return t;
      const other = playerIn(k, a.target2);
      if (!other || other.status !== "table") return "target_not_at_table";
      if (other.seat === target!.seat) return "bad_choice";
      if (!a.item || !OCHNAYA_ITEMS.includes(a.item)) return "bad_item";
      return target!.opened.includes(a.item) && other.opened.includes(a.item) ? "nothing_to_open" : null;
    }
    case "podmena": {
      const t = needTarget();
      if (t) return t;
      if (target!.seat === k.seat) return "self_target";
      // ALIBI-R18: a second Podmena takes the next free slot; none left (the final) → no_clue_left.
      return k.round === 4 || k.shownSlots.length >= k.slots ? "no_clue_left" : null;
    }
    case "ekspertiza":
      return a.slot !== undefined && k.shownSlots.includes(a.slot) ? null : "bad_slot";
  }
}

/** One predicate for every action: null when legal, else the stable code. */
export function canDo(k: Knowledge, a: AlibiAction): Code {
  switch (a.type) {
    case "open":
      return canOpen(k, a.item);
    case "done":
      return canDone(k);
    case "ready":
      return canReady(k);
    case "play":
      return canPlay(k, a);
    case "vote":
      return canVote(k, a.choice);
    case "poll":
      return canPoll(k, a.picks);
    case "advokat":
      return canAdvokat(k);
  }
}
