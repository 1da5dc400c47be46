/**
 * How a duel moves. The phases as a table (phase → the action that ends it → the next phase), and
 * the turn helper every transition uses: public lines (also kept in the in-game log), one side's
 * private lines, passing the turn, and the end of the match.
 */
import { copyState, Transition, type Ctx } from "../../engine";
import type { NoirAction } from "./actions";
import type { Role } from "./config";
import { otherRole, type EventParams, type NoirState, type Phase, type WinReason } from "./state";
import { suspectName } from "./suspects";

/**
 * NOIR-1: the Killer's first kill opens the match; NOIR-2: then the Inspector picks its identity;
 * NOIR-8: an exonerate draws a card and waits for the discard inside the same turn. Any phase ends
 * in "over" when a side wins (`Turn.win`).
 */
export const FLOW = {
  killerFirstKill: { endedBy: "kill", next: "inspectorPickIdentity" },
  inspectorPickIdentity: { endedBy: "pickIdentity", next: "play" },
  play: { endedBy: "exonerate", next: "inspectorDiscard" },
  inspectorDiscard: { endedBy: "discard", next: "play" },
  over: { endedBy: null, next: null },
} as const satisfies Record<Phase, { endedBy: NoirAction["type"] | null; next: Phase | null }>;

/** Every event type, translated on the client as noir.event.<type>. */
export const EVENT_TYPES = [
  "shiftRow", "shiftCol", "killed", "killedInspector", "disguised", "disguisedYou", "disguiseFailed", "identityChosen",
  "identityChosenYou", "arrestHit", "arrestMiss", "exonerateDraw", "drewYou", "exonerated", "canvassKillerYes",
  "canvassKillerNo", "canvassInspectorYes", "canvassInspectorNo", "canvassGone", "citizenArrestHit", "citizenArrestMiss",
  "collapseRow", "collapseCol", "killerWins", "inspectorWins", "forfeit",
] as const;
type EventType = (typeof EVENT_TYPES)[number];

/** The engine's transition plus the acting side: its public lines also go into the in-game log. */
export class Turn extends Transition<NoirState> {
  constructor(s: NoirState, ctx: Ctx, readonly by: Role | null) {
    super(s, ctx.now, ctx.rng);
  }
  /** A public line: an event for all and a line of the in-game log. */
  override pub(type: EventType, params: EventParams = {}): void {
    const full = this.by ? { by: this.s.names[this.by], ...params } : params;
    super.pub(type, full);
    this.s.log.push({ turn: this.s.turn, by: this.by, type, params: full });
  }
  /** A line only one side may read (what it drew, its new identity). */
  tell(role: Role, type: EventType, params: EventParams): void {
    this.priv([this.s.seats[role]], type, params);
  }
  /** The phase `action` ends moves on by FLOW; other phases stay. */
  advance(action: NoirAction["type"]): void {
    const row = FLOW[this.s.phase];
    if (row.endedBy === action && row.next) this.s.phase = row.next;
  }
  end(): void {
    this.s.toMove = otherRole(this.s.toMove);
    this.s.turn += 1;
  }
  win(winner: Role, reason: WinReason): void {
    this.s.phase = "over";
    this.s.result = { winner, reason };
    this.pub(winner === "killer" ? "killerWins" : "inspectorWins", {
      reason,
      killer: suspectName(this.s.killerCard.suspect),
      inspector: this.s.inspectorCard ? suspectName(this.s.inspectorCard.suspect) : "",
    });
  }
}

/** A turn over a copy of `state`. The log's lines never change once written: only its array is copied. */
export function beginTurn(state: NoirState, ctx: Ctx, by: Role | null): Turn {
  const s = copyState(state, ["log"]);
  s.log = [...state.log];
  return new Turn(s, ctx, by);
}
