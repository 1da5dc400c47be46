/**
 * 20 Dicas' seat policy (DICAS-8, DICAS-9 in RULES.md), from the seat's view only. A server-played
 * narrator reveals the picked clue and judges a guess by the same closeness the narrator's screen
 * shows; a server-played guesser picks an unused number and passes — it cannot read a clue, and a
 * made-up guess would be noise.
 */
import type { BotCtx } from "../../engine";
import { canDo, knowledgeFromView, type DicasAction } from "./actions";
import type { DicasView } from "./state";

/** DICAS-8: a guess this close to the answer (0–100, the narrator's hint) is judged right. */
export const RIGHT_FROM = 85;

export function bot(view: unknown, _seat: number, ctx: BotCtx): DicasAction | null {
  const v = view as DicasView;
  const k = knowledgeFromView(v);
  const tryIt = (a: DicasAction) => (canDo(k, a) === null ? a : null);
  switch (v.phase) {
    case "reveal":
      return tryIt({ type: "reveal" });
    case "judge":
      return tryIt({ type: "judge", right: (v.card?.closeness ?? 0) >= RIGHT_FROM });
    case "pick": {
      const free = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => !v.usedNumbers.includes(n));
      return free.length ? tryIt({ type: "pick", n: free[ctx.rng.int(free.length)]! }) : null;
    }
    case "guess":
      return tryIt({ type: "pass" });
    default:
      return null;
  }
}
