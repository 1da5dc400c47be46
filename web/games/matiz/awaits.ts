/** "Your turn" for Matiz (web/games/types.ts `awaitsMe`): the giver's clue, a guesser's marker. */
import { canPass, canPick, canSelect, knowledgeFromView, type MatizView } from "../../../shared/games/matiz/public";

export function awaitsMe(v: MatizView, me: number | null): string | null {
  if (me === null || v.phase === "ended") return null;
  const k = knowledgeFromView(v);
  // The giver: picking the target and the first clue (clue 1), the second clue or a pass (clue 2).
  if (canPick(k, 0) === null || canPass(k) === null) return `matiz:${v.round}:${v.phase}`;
  // A guesser who has not placed this guess yet (the cell does not matter, only whether a marker is due).
  const why = canSelect(k, "A1");
  if (why === null || why.code === "cell_occupied" || why.code === "cell_off_board") return `matiz:${v.round}:${v.phase}`;
  return null;
}
