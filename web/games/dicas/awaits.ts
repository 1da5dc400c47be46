/** "Your turn" for 20 Dicas (web/games/types.ts `awaitsMe`): a number to pick, a clue to reveal, a guess to make, a guess to judge. */
import { canGuess, canJudge, canPick, canReveal, knowledgeFromView, type DicasView } from "../../../shared/games/dicas/public";

export function awaitsMe(v: DicasView, me: number | null): string | null {
  if (me === null || v.phase === "over") return null;
  const k = knowledgeFromView(v);
  const free = Array.from({ length: 20 }, (_, i) => i + 1).find((n) => !v.usedNumbers.includes(n)) ?? 1;
  const due = canPick(k, free) === null || canReveal(k) === null || canGuess(k, "?") === null || canJudge(k) === null;
  return due ? `dicas:${v.round}:${v.attempts.length}:${v.phase}` : null;
}
