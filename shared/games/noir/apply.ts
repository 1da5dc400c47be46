/**
 * Applying an action: judged by `canDo` on the seat's knowledge (from its view), then the state is
 * copied once and changed in place; events go to everyone (and into the public log) unless they
 * carry one side's own secret.
 */
import { reject, type Ctx, type Outcome } from "../../engine";
import { canDo, type NoirAction } from "./actions";
import { beginTurn, type Turn } from "./flow";
import { areAdjacent, cellAt, collapse, findSuspect, shiftGrid } from "./grid";
import type { NoirState } from "./state";
import { suspectName, type SuspectId } from "./suspects";
import { knowledgeOf, roleOfSeat } from "./view";

const ARROWS = { row: { "1": "→", "-1": "←" }, col: { "1": "↓", "-1": "↑" } } as const;

/** A death by kill or disguise: flip, count, collapse emptied lines (NOIR-9), check the kill target (NOIR-5). */
function die(t: Turn, suspect: SuspectId, counts: boolean): void {
  const s = t.s;
  const cell = cellAt(s.grid, findSuspect(s.grid, suspect)!)!;
  cell.dead = true;
  cell.innocent = false;
  s.deceased += 1;
  if (counts) s.kills += 1;
}

function collapseAndCheck(t: Turn): void {
  const s = t.s;
  const { grid, removed } = collapse(s.grid);
  s.grid = grid;
  for (const line of removed) {
    s.removed.push(...line.suspects);
    t.pub(line.axis === "row" ? "collapseRow" : "collapseCol", { names: line.suspects.map(suspectName).join(", ") });
  }
  if (s.phase !== "over" && s.kills >= s.config.killTarget) t.win("killer", "killTarget");
}

/** Standard and citizen modes: innocents go face up on the grid and exonerating canvasses (NOIR-10). */
const canvasses = (s: NoirState) => s.config.mode !== "classic";

function placeInnocent(s: NoirState, suspect: SuspectId): void {
  if (!canvasses(s)) return;
  const p = findSuspect(s.grid, suspect);
  const cell = p && cellAt(s.grid, p);
  if (cell && !cell.dead) cell.innocent = true;
}

export function apply(state: NoirState, seat: number, a: NoirAction, ctx: Ctx): Outcome<NoirState> {
  const code = canDo(knowledgeOf(state, seat), a);
  if (code) return reject(code);
  const t = beginTurn(state, ctx, roleOfSeat(state, seat));
  const s = t.s;
  switch (a.type) {
    case "shift": {
      s.grid = shiftGrid(s.grid, a);
      s.lastShift = { axis: a.axis, index: a.index, dir: a.dir };
      t.pub(a.axis === "row" ? "shiftRow" : "shiftCol", { n: a.index + 1, arrow: ARROWS[a.axis][`${a.dir}`] });
      t.end();
      break;
    }
    case "kill": {
      const wasInnocent = cellAt(s.grid, findSuspect(s.grid, a.suspect)!)!.innocent;
      s.lastShift = null;
      die(t, a.suspect, true);
      if (s.inspectorCard?.suspect === a.suspect) {
        // NOIR-5: the Inspector's identity is revealed and the Killer wins.
        t.pub("killedInspector", { suspect: suspectName(a.suspect) });
        t.win("killer", "killedInspector");
        break;
      }
      t.pub("killed", { suspect: suspectName(a.suspect) });
      if (wasInnocent && canvasses(s) && s.inspectorCard) {
        // NOIR-10: the Inspector must say whether it stands next to the innocent just killed.
        const yes = areAdjacent(s.grid, s.inspectorCard.suspect, a.suspect);
        t.pub(yes ? "canvassInspectorYes" : "canvassInspectorNo", { suspect: suspectName(a.suspect) });
      }
      t.advance("kill"); // NOIR-1 → NOIR-2 after the first kill
      collapseAndCheck(t);
      if (s.phase !== "over") t.end();
      break;
    }
    case "disguise": {
      s.lastShift = null;
      const card = s.deck.shift()!;
      const p = findSuspect(s.grid, card.suspect);
      if (p && !cellAt(s.grid, p)!.dead) {
        // NOIR-7: the old identity is flipped deceased (and so made public); the drawn card is the new one.
        const old = s.killerCard;
        s.killerCard = card;
        s.discards.push({ suspect: old.suspect, reason: "oldIdentity" });
        die(t, old.suspect, s.config.disguiseDeathsCount);
        t.pub("disguised", { suspect: suspectName(old.suspect) });
        t.tell("killer", "disguisedYou", { suspect: suspectName(card.suspect) });
        collapseAndCheck(t);
      } else {
        s.discards.push({ suspect: card.suspect, reason: "disguiseDead" });
        t.pub("disguiseFailed", { suspect: suspectName(card.suspect) });
      }
      if (s.phase !== "over") t.end();
      break;
    }
    case "pickIdentity": {
      const i = s.hand.findIndex((c) => c.suspect === a.suspect);
      s.inspectorCard = s.hand.splice(i, 1)[0]!;
      t.advance("pickIdentity");
      t.pub("identityChosen");
      t.tell("inspector", "identityChosenYou", { suspect: suspectName(a.suspect) });
      t.end();
      break;
    }
    case "arrest": {
      s.lastShift = null;
      const hit = a.suspect === s.killerCard.suspect; // NOIR-6: the answer is the server's, never a player's
      t.pub(hit ? "arrestHit" : "arrestMiss", { suspect: suspectName(a.suspect) });
      if (hit) t.win("inspector", "arrest");
      else t.end();
      break;
    }
    case "exonerate": {
      s.lastShift = null;
      const card = s.deck.shift()!;
      s.hand.push(card);
      t.advance("exonerate");
      t.pub("exonerateDraw");
      t.tell("inspector", "drewYou", { suspect: suspectName(card.suspect) });
      break;
    }
    case "discard": {
      const i = s.hand.findIndex((c) => c.suspect === a.suspect);
      s.hand.splice(i, 1);
      s.discards.push({ suspect: a.suspect, reason: "exonerated" });
      t.advance("discard");
      t.pub("exonerated", { suspect: suspectName(a.suspect) });
      if (canvasses(s)) {
        placeInnocent(s, a.suspect);
        // NOIR-10: the Killer must say whether it stands next to the exonerated suspect; the server answers.
        if (!findSuspect(s.grid, a.suspect)) t.pub("canvassGone", { suspect: suspectName(a.suspect) });
        else {
          const yes = areAdjacent(s.grid, s.killerCard.suspect, a.suspect);
          t.pub(yes ? "canvassKillerYes" : "canvassKillerNo", { suspect: suspectName(a.suspect) });
        }
      }
      t.end();
      break;
    }
    case "citizenArrest": {
      s.lastShift = null;
      const i = s.hand.findIndex((c) => c.suspect === a.discard);
      s.hand.splice(i, 1); // NOIR-11: no replacement card; the hand shrinks for good
      s.discards.push({ suspect: a.discard, reason: "citizen" });
      s.citizenArrestsUsed += 1;
      placeInnocent(s, a.discard);
      const hit = a.suspect === s.killerCard.suspect;
      t.pub(hit ? "citizenArrestHit" : "citizenArrestMiss", { discard: suspectName(a.discard), suspect: suspectName(a.suspect) });
      if (hit) t.win("inspector", "citizenArrest");
      else t.end();
      break;
    }
  }
  return t.done();
}
