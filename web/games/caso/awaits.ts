/**
 * "Your turn" for Caso (web/games/types.ts `awaitsMe`): the own pawn's turn, a question the own
 * pawn must answer, a teammate's proposal waiting for this seat's vote (CASO-1). Owned by the
 * moments helper (the room title and icon); the screens are Caso's.
 */
import { canDo, knowledgeFromView, type CasoView } from "../../../shared/games/caso/public";

export function awaitsMe(v: CasoView, me: number | null): string | null {
  if (me === null || v.over || !v.turn || !v.me || v.me.pawn === null) return null;
  const turn = v.turn;
  // Answering (CASO-10): the question is to the own pawn and it holds a matching card.
  if (turn.question && turn.question.target === v.me.pawn && v.eligible.length > 0) return `caso:answer:${turn.number}:${turn.questions}`;
  // A teammate's proposal this seat has not voted on (CASO-1).
  const open = v.proposals.find((p) => p.proposer !== me && !p.yes.includes(me) && !p.no.includes(me));
  if (open) return `caso:proposal:${open.id}`;
  // The own turn (a new key once an answer came back: the next step is yours again): ending it is legal whenever the pawn is on move and no answer is pending.
  if (canDo(knowledgeFromView(v, 0), { type: "endTurn" }) === null) return `caso:turn:${turn.number}${turn.phase === "answered" ? ":answered" : ""}`;
  return null;
}
