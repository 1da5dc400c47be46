/** Applying an action: the predicate first (a rejection changes nothing), then the change on a copy. */
import { begin, reject, type Ctx, type Outcome } from "../../engine";
import { canDo, type AlibiAction, type Code, type Knowledge } from "./actions";
import { applyPlay } from "./cards";
import { endEarly, endPhase } from "./flow";
import { openItem } from "./items";
import { UNCHANGED, type AlibiState } from "./state";
import { playerOf } from "./table";
import { knowledgeOf } from "./view";

/**
 * ALIBI-R18's part the seat cannot see: a Podmena when every unrevealed slot is already swapped
 * (by another seat's secret Podmena) is refused as no_clue_left, like a queue with no slot left.
 */
function hiddenRejection(s: AlibiState, seat: number, a: AlibiAction): Code {
  if (a.type !== "play" || playerOf(s, seat)?.hand.find((c) => c.id === a.card)?.kind !== "podmena") return null;
  return s.slots.some((x) => x.shown === null && x.swap === null) ? null : "no_clue_left";
}

/**
 * Why the server refuses this action from this seat now (null: it is legal): the seat's view first,
 * then the hidden rule. A caller judging many actions of one seat passes the knowledge once.
 */
export const rejectionOf = (s: AlibiState, seat: number, a: AlibiAction, k: Knowledge = knowledgeOf(s, seat)): Code => canDo(k, a) ?? hiddenRejection(s, seat, a);

export function apply(state: AlibiState, seat: number, a: AlibiAction, ctx: Ctx): Outcome<AlibiState> {
  const code = rejectionOf(state, seat, a);
  if (code) return reject(code);
  const t = begin(state, ctx, UNCHANGED);
  const s = t.s;
  const me = playerOf(s, seat)!;
  switch (a.type) {
    case "open":
      openItem(t, me, a.item, "story");
      s.spoke = true;
      break;
    case "done":
      endPhase(t);
      break;
    case "ready":
      me.ready = a.on;
      t.pub("ready", { seat, on: a.on });
      endEarly(t);
      break;
    case "play":
      applyPlay(t, seat, a);
      break;
    case "vote":
      // The ballot lives only in `vote` until the close deletes it; the public learns only that this seat voted.
      s.vote!.ballots[seat] = [a.choice];
      t.pub("voted", { seat });
      endEarly(t);
      break;
    case "poll":
      s.vote!.ballots[seat] = [...a.picks];
      t.pub("voted", { seat });
      endEarly(t);
      break;
    case "advokat": {
      const p = s.proc!;
      p.accepted = p.accepted.filter((x) => x !== seat);
      if (a.use) p.accepted.push(seat);
      break;
    }
  }
  return t.done();
}
