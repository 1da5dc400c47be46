/**
 * Álibi's "what to do now" (issue 19): phase × role → catalog key `alibi.now.<key>`. Roles: the
 * speaker (whose story, accusation minute or defence it is), the innocent, the killer and the
 * accomplice at the table, one who already voted, one offered the Advokat, an excluded player
 * ("out", who only watches) and a spectator.
 */
import type { AlibiView } from "../../../shared/games/alibi/public";
import type { GameGuide, NowTable } from "../types";

const everyone = (key: string) => ({ innocent: key, killer: key, accomplice: key, out: key, spectator: key });

export const NOW = {
  clue: { innocent: "clue", killer: "clueCriminal", accomplice: "clueCriminal", out: "out", spectator: "watch" },
  story: { speaker: "storyYou", innocent: "storyListen", killer: "storyListenCriminal", accomplice: "storyListenCriminal", out: "out", spectator: "watchStory" },
  discussion: { innocent: "discuss", killer: "discussKiller", accomplice: "discussAccomplice", out: "out", spectator: "watchDiscuss" },
  accusation: { speaker: "accuseYou", innocent: "accuseListen", killer: "accuseListen", accomplice: "accuseListen", out: "out", spectator: "watchAccuse" },
  vote: { innocent: "vote", killer: "voteCriminal", accomplice: "voteCriminal", voted: "voted", out: "out", spectator: "watchVote" },
  verdict: { offered: "advokat", ...everyone("verdict") },
  roulette: everyone("roulette"),
  exclusion: everyone("exclusion"),
  poll: { innocent: "poll", killer: "pollCriminal", accomplice: "pollCriminal", voted: "voted", out: "out", spectator: "watchVote" },
  pollResult: everyone("pollResult"),
  defence: { speaker: "defendYou", innocent: "defenceListen", killer: "defenceListen", accomplice: "defenceListen", out: "out", spectator: "watchDefence" },
  over: everyone("over"),
} as const satisfies NowTable;

function roleOf(v: AlibiView, me: number | null): string {
  const mine = v.me;
  if (!mine || me === null) return "spectator";
  const atTable = v.players.find((p) => p.seat === me)?.status === "table";
  const role = mine.roles.find((r) => r.seat === me)?.role ?? "innocent";
  if (v.phase === "over") return atTable ? role : "out";
  if (!atTable) return "out";
  if ((v.phase === "story" || v.phase === "accusation" || v.phase === "defence") && v.speaker === me) return "speaker";
  if ((v.phase === "vote" || v.phase === "poll") && mine.ballot) return "voted";
  if (v.phase === "verdict" && mine.offer && !mine.offer.accepted) return "offered";
  return role;
}

export const guide: GameGuide<AlibiView> = {
  table: NOW,
  of(v, me) {
    return { phase: v.phase, role: roleOf(v, me), seat: v.speaker };
  },
};
