/** Applying an action: the predicate first (a rejection changes nothing), then the change on a copy. */
import { ok, reject, type Ctx, type Outcome } from "../../engine";
import { checkAction, type AlibiAction } from "./actions";
import { applyPlay } from "./cards";
import { checkPollDone, nextDefence } from "./final";
import { openItem } from "./items";
import { checkAllVoted, closeVote } from "./procedure";
import { checkAllReady, endStory, nextAccusation } from "./rounds";
import type { AlibiState } from "./state";
import { beginTx, playerOf } from "./tx";

export function applyAction(state: AlibiState, seat: number, a: AlibiAction, ctx: Ctx): Outcome<AlibiState> {
  const code = checkAction(state, seat, a);
  if (code) return reject(code);
  const t = beginTx(state, ctx);
  const s = t.s;
  const me = playerOf(s, seat)!;
  switch (a.type) {
    case "open":
      openItem(t, me, a.item, "story");
      s.spoke = true;
      break;
    case "done":
      if (s.phase === "story") endStory(t);
      else if (s.phase === "accusation") nextAccusation(t);
      else nextDefence(t);
      break;
    case "ready":
      me.ready = a.on;
      t.pub("ready", { seat, on: a.on });
      checkAllReady(t);
      break;
    case "play":
      applyPlay(t, seat, a);
      break;
    case "vote":
      // The ballot lives only in `vote` until the close deletes it; the public learns only that this seat voted.
      s.vote!.ballots[seat] = [a.choice];
      t.pub("voted", { seat });
      checkAllVoted(t, closeVote);
      break;
    case "poll":
      s.vote!.ballots[seat] = [...a.picks];
      t.pub("voted", { seat });
      checkPollDone(t);
      break;
    case "advokat": {
      const p = s.proc!;
      p.accepted = p.accepted.filter((x) => x !== seat);
      if (a.use) p.accepted.push(seat);
      break;
    }
  }
  return ok(s, t.events);
}
