/** Players' actions: each is checked by its shared predicate, then runs on a clone of the state. */
import { ok, reject, type Ctx, type Outcome } from "../../engine";
import { canClue, canGuess, canNext, canPass, canPick, canSelect, type Facts, type MatizAction, type Problem } from "./actions";
import { normalizeClue, type ClueRules } from "./clueRules";
import { nameOf, newId, playerOf, finishRound, settleReveal, type Events } from "./flow";
import { cellTaken, enterGuess, placeMarker, settleGuess } from "./guessing";
import type { MatizState } from "./state";

/** What `seat` can see and do, from the state (the client builds the same from its view). */
export function factsFor(s: MatizState, seat: number): Facts {
  const r = s.round;
  const p = playerOf(s, seat);
  const visible = s.config.markers === "visible";
  return {
    phase: s.phase,
    me: seat,
    giver: r.giver,
    guessers: r.guessers,
    done: r.done,
    turn: s.config.guessMode === "turns" ? r.turn : null,
    guessMode: s.config.guessMode,
    occupied: r.markers.filter((m) => visible || r.result !== null || m.seat === seat).map((m) => m.cell),
    cols: s.board.cols,
    rows: s.board.rows,
    // Only the giver sees the candidates (MATIZ-2); the same facts as the client has.
    candidates: seat === r.giver ? r.candidates.length : 0,
    picked: seat === r.giver && r.pick !== null,
    ready: r.ready,
    playing: !!p && !p.abandoned,
  };
}

export function clueRulesOf(s: MatizState): Omit<ClueRules, "maxWords"> {
  const c = s.config;
  return {
    used: s.usedClues,
    blockLightDark: c.blockLightDark,
    blockDirections: c.blockDirections,
    blockNicknames: c.blockNicknames,
    nicknames: s.players.map((p) => p.name),
    isPublic: c.isPublic,
  };
}

const fail = (p: Problem): Outcome<MatizState> => reject(p.code, p.params);

export function applyAction(state: MatizState, seat: number, a: MatizAction, ctx: Ctx): Outcome<MatizState> {
  if (state.phase === "ended") return reject("game_over");
  const s = structuredClone(state);
  const r = s.round;
  const f = factsFor(s, seat);
  const events: Events = [];
  switch (a.type) {
    case "pick": {
      const e = canPick(f, a.index);
      if (e) return fail(e);
      r.pick = a.index;
      break;
    }
    case "clue": {
      const e = canClue(f, a.text, clueRulesOf(s));
      if (e) return fail(e);
      const text = normalizeClue(a.text);
      r.clues.push(text);
      s.usedClues.push(text);
      const n = s.phase === "clue1" ? 1 : 2;
      events.push({ type: "clue", audience: "all", params: { seat, name: nameOf(s, seat), clue: text, n } });
      enterGuess(s, n, ctx, events);
      break;
    }
    case "pass": {
      const e = canPass(f);
      if (e) return fail(e);
      events.push({ type: "clue_pass", audience: "all", params: { seat, name: nameOf(s, seat) } });
      finishRound(s, ctx, events);
      break;
    }
    case "select": {
      const e = canSelect(f, a.cell);
      if (e) return fail(e);
      r.selections = [...r.selections.filter((x) => x.seat !== seat), { seat, id: newId(s, "sl", ctx), cell: a.cell }];
      break;
    }
    case "guess": {
      const e = canGuess(f, a.cell);
      if (e) return fail(e);
      // MATIZ-3 with hidden markers: the cell may hold a marker this seat cannot see.
      if (cellTaken(s, a.cell)) return reject("cell_occupied", { cell: a.cell });
      placeMarker(s, seat, a.cell, ctx, events);
      settleGuess(s, ctx, events);
      break;
    }
    case "next": {
      const e = canNext(f);
      if (e) return fail(e);
      r.ready.push(seat);
      settleReveal(s, ctx, events);
      break;
    }
  }
  return ok(s, events);
}
