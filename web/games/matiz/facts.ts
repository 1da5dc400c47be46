/** The client's side of the shared predicates: Facts and clue rules built from the view. */
import type { Facts } from "../../../shared/games/matiz/actions";
import type { ClueRules } from "../../../shared/games/matiz/clueRules";
import type { MatizView } from "../../../shared/games/matiz";

export function factsOf(v: MatizView, me: number): Facts {
  const p = v.players.find((x) => x.seat === me);
  return {
    phase: v.phase,
    me,
    giver: v.giver,
    guessers: v.guessers,
    done: v.done,
    turn: v.turn,
    guessMode: v.settings.guessMode,
    occupied: v.markers.map((m) => m.cell),
    cols: v.board.cols,
    rows: v.board.rows,
    candidates: v.candidates?.length ?? 0,
    picked: v.pick !== null,
    ready: v.ready,
    playing: !!p && !p.abandoned,
  };
}

export function clueRulesOf(v: MatizView): Omit<ClueRules, "maxWords"> {
  return {
    used: v.usedClues,
    blockLightDark: v.settings.blockLightDark,
    blockDirections: v.settings.blockDirections,
    blockNicknames: v.settings.blockNicknames,
    nicknames: v.players.map((p) => p.name),
    isPublic: v.settings.isPublic,
  };
}
