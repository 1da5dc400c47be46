/** 20 Dicas' "what to do now" (issue 19): phase × role (the narrator, the player on turn, the others, a spectator) → catalog key `dicas.now.<key>`. */
import type { DicasView } from "../../../shared/games/dicas/public";
import type { GameGuide, NowTable } from "../types";

const all = (key: string) => ({ narrator: key, turn: key, player: key, spectator: key });

export const NOW = {
  pick: { narrator: "pickNarrator", turn: "pickYou", player: "pickOther", spectator: "pickOther" },
  reveal: { narrator: "revealYou", turn: "revealWait", player: "revealWait", spectator: "revealWait" },
  guess: { narrator: "guessNarrator", turn: "guessYou", player: "guessOther", spectator: "guessOther" },
  judge: { narrator: "judgeYou", turn: "judgeWait", player: "judgeWait", spectator: "judgeWait" },
  paused: all("paused"),
  waiting: all("waiting"),
  over: all("over"),
} as const satisfies NowTable;

export const guide: GameGuide<DicasView> = {
  table: NOW,
  of(v, me) {
    const seated = me !== null && v.players.some((p) => p.seat === me && !p.abandoned);
    const role = !seated ? "spectator" : me === v.narrator ? "narrator" : me === v.turn ? "turn" : "player";
    return { phase: v.phase, role, seat: v.turn };
  },
};
