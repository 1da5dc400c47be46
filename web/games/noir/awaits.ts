/** "Your turn" for Noir (web/games/types.ts `awaitsMe`): the side on move has a decision waiting. */
import type { NoirView } from "../../../shared/games/noir/public";

export function awaitsMe(v: NoirView, me: number | null): string | null {
  if (me === null || !v.me || v.phase === "over" || v.toMove !== v.me.role) return null;
  return `noir:${v.turn}:${v.phase}`;
}
