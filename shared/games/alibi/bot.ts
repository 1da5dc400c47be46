/**
 * Álibi's seat policy (ALIBI-13 in RULES.md), from the seat's view only: a server-played player tells
 * a short story (opens one of its own items, chosen at random among those it may open, then ends),
 * ends its accusation or defence minute at once, says it is ready in the discussion, casts no ballot
 * (a missing ballot counts as its own, ALIBI-R27's neutral vote), declines an Advokat offer and plays
 * no card. Nothing it does depends on its role or goal.
 */
import type { BotCtx } from "../../engine";
import { canDo, type AlibiAction } from "./actions";
import { ITEM_KINDS } from "./state";
import { knowledgeFromView, type AlibiView } from "./view";

export function bot(view: unknown, _seat: number, ctx: BotCtx): AlibiAction | null {
  const k = knowledgeFromView(view as AlibiView);
  const legal = (a: AlibiAction) => canDo(k, a) === null;
  if (k.phase === "story") {
    const open = ITEM_KINDS.map((item) => ({ type: "open", item }) as AlibiAction).filter(legal);
    if (open.length) return open[ctx.rng.int(open.length)]!;
  }
  for (const a of [{ type: "done" }, { type: "ready", on: true }, { type: "advokat", use: false }] as AlibiAction[]) if (legal(a)) return a;
  return null;
}
