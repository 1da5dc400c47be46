/**
 * Players' actions: each is judged by `canDo` on the seat's knowledge (derived from its view, as
 * the client does), then runs on a copy of the state.
 */
import { begin, reject, type Ctx, type Outcome } from "../../engine";
import { canDo, type MatizAction, type Problem } from "./actions";
import { normalizeClue } from "./clueRules";
import { nameOf, newId, finishRound, settleReveal } from "./rounds";
import { cellTaken, enterGuess, placeMarker, settleGuess } from "./guessing";
import type { MatizState } from "./state";
import { knowledgeOf } from "./view";

const fail = (p: Problem): Outcome<MatizState> => reject(p.code, p.params);

export function apply(state: MatizState, seat: number, a: MatizAction, ctx: Ctx): Outcome<MatizState> {
  if (state.phase === "ended") return reject("game_over");
  const problem = canDo(knowledgeOf(state, seat), a);
  if (problem) return fail(problem);
  const t = begin(state, ctx);
  const s = t.s;
  const r = s.round;
  switch (a.type) {
    case "pick": {
      r.pick = a.index;
      break;
    }
    case "clue": {
      const text = normalizeClue(a.text);
      r.clues.push(text);
      s.usedClues.push(text);
      const n = s.phase === "clue1" ? 1 : 2;
      t.pub("clue", { seat, name: nameOf(s, seat), clue: text, n });
      enterGuess(t, n);
      break;
    }
    case "pass": {
      t.pub("clue_pass", { seat, name: nameOf(s, seat) });
      finishRound(t);
      break;
    }
    case "select": {
      r.selections = [...r.selections.filter((x) => x.seat !== seat), { seat, id: newId(t, "sl"), cell: a.cell }];
      break;
    }
    case "guess": {
      // MATIZ-3 with hidden markers: the cell may hold a marker this seat cannot see.
      if (cellTaken(s, a.cell)) return reject("cell_occupied", { cell: a.cell });
      placeMarker(t, seat, a.cell);
      settleGuess(t);
      break;
    }
    case "next": {
      r.ready.push(seat);
      settleReveal(t);
      break;
    }
  }
  return t.done();
}
