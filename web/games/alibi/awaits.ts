/** "Your turn" for Álibi (web/games/types.ts `awaitsMe`): your story, accusation or defence; a vote or the poll; the Advokat offer. */
import { canAdvokat, canDone, canPoll, canVote, knowledgeFromView, type AlibiView } from "../../../shared/games/alibi/public";

export function awaitsMe(v: AlibiView, me: number | null): string | null {
  if (me === null || v.over || !v.me) return null;
  const k = knowledgeFromView(v);
  const at = `${v.round}:${v.tallies.length}`;
  if (canAdvokat(k) === null && !v.me.offer?.accepted) return `alibi:advokat:${at}`;
  if (v.vote && v.phase === "vote" && v.vote.candidates.some((c) => canVote(k, c) === null)) return `alibi:vote:${at}:${v.vote.kind}`;
  if (v.vote && v.phase === "poll" && canPoll(k, v.vote.candidates.filter((c) => c !== me).slice(0, 2)) === null) return `alibi:poll:${at}`;
  if ((v.phase === "story" || v.phase === "accusation" || v.phase === "defence") && v.speaker === me && canDone(k) === null) return `alibi:${v.phase}:${at}:${me}`;
  return null;
}
