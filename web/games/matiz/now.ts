/**
 * Matiz's "what to do now" (issue 19): phase × role → catalog key `matiz.now.<key>`. Roles: the
 * giver (before and after picking the target), a guesser (to guess, done, waiting for their turn
 * in turn mode), a late joiner (plays from the next round), a spectator, and everyone but the
 * giver while the giver is away.
 */
import type { MatizView } from "../../../shared/games/matiz/public";
import type { GameGuide, NowTable } from "../types";

export const NOW = {
  clue1: { giverPick: "pickTarget", giver: "clue1", guesser: "waitClue1", late: "late", giverAway: "giverAway", spectator: "waitClue1" },
  guess1: { giver: "giverWaits", guesser: "guess1", done: "guessDone", waitTurn: "waitTurn", late: "late", spectator: "watchGuess" },
  clue2: { giver: "clue2", guesser: "waitClue2", late: "late", giverAway: "giverAway", spectator: "waitClue2" },
  guess2: { giver: "giverWaits", guesser: "guess2", done: "guessDone", waitTurn: "waitTurn", late: "late", spectator: "watchGuess" },
  reveal: { player: "reveal", ready: "revealReady", spectator: "watchReveal" },
  ended: { player: "ended", spectator: "ended" },
} as const satisfies NowTable;

function roleOf(v: MatizView, me: number | null): string {
  const p = me === null ? undefined : v.players.find((x) => x.seat === me);
  if (!p || p.abandoned) return "spectator";
  if (v.phase === "ended") return "player";
  if (v.phase === "reveal") return v.ready.includes(p.seat) ? "ready" : "player";
  const clue = v.phase === "clue1" || v.phase === "clue2";
  if (me === v.giver) return v.phase === "clue1" && v.pick === null ? "giverPick" : "giver";
  if (!v.guessers.includes(p.seat)) return "late";
  if (clue) return v.giverAway ? "giverAway" : "guesser";
  if (v.done.includes(p.seat)) return "done";
  if (v.turn !== null && v.turn !== p.seat) return "waitTurn";
  return "guesser";
}

export const guide: GameGuide<MatizView> = {
  table: NOW,
  of(v, me) {
    const seat = (v.phase === "guess1" || v.phase === "guess2") && v.turn !== null ? v.turn : v.giver;
    return { phase: v.phase, role: roleOf(v, me), seat };
  },
};
