/**
 * One predicate per action, shared by the server (before changing state) and the client (to grey
 * out a button and say why), over the seat's knowledge. Each returns a stable error code, or null
 * when the action is legal. The schemas are in schema.ts (`actionSchema` is re-exported here for
 * the game object).
 */
import { matchingCards, type CardId } from "./cards";
import { checkTarget, questionSlot } from "./investigation";
import { canUseResource, checkMove, checkPassage } from "./movement";
import { RESOURCE_KINDS, type ResourceKind } from "./roulette";
import type { Code, GameAction } from "./schema";
import type { Phase, Table, TablePawn } from "./state";

export { actionSchema, ERROR_CODES } from "./schema";

type Of<T extends GameAction["type"]> = Extract<GameAction, { type: T }>;

/**
 * What one seat knows that decides what it may do: the table (its view is one), its own pawn and
 * hand, and the server time (the answer deadline is absolute, CASO-11). The server and the client
 * both build it from the seat's view (`knowledgeFromView`), so a button greys out for the very
 * reason the server would give.
 */
export interface Knowledge {
  table: Table;
  /** The seat's pawn; null for a spectator. */
  pawn: number | null;
  hand: readonly CardId[];
  now: number;
}

const phaseIs = (s: Table, ...phases: Phase[]): Code => (s.turn && phases.includes(s.turn.phase) ? null : "wrong_phase");

export const canSpin = (s: Table): Code => phaseIs(s, "spin");

export function canChoose(s: Table, p: TablePawn, a: Of<"choose">): Code {
  const e = phaseIs(s, "choose");
  if (e) return e;
  if (typeof a.result === "string" && p.resources[a.result] >= s.config.resourceHoldPerKind) return "resource_held";
  return null;
}

/** CASO-13: redeem once per turn, after the spin and before walking, never with Impulso. */
export function canRedeem(s: Table, p: TablePawn, a: Of<"redeem">): Code {
  const e = phaseIs(s, "plan");
  if (e) return e;
  const t = s.turn!;
  if (t.impulsoUsed) return "impulso_and_redeem";
  if (t.redeemed > 0) return "already_redeemed";
  if (t.deposited) return "deposit_turn";
  if (a.n > p.capsule.balance) return "capsule_insufficient";
  return null;
}

export function canUseImpulso(s: Table, p: TablePawn): Code {
  const e = phaseIs(s, "plan");
  if (e) return e;
  const t = s.turn!;
  if (t.impulsoUsed) return "impulso_used";
  if (t.redeemed > 0) return "impulso_and_redeem";
  return canUseResource(s, p, "impulso") ? null : "no_impulso";
}

export function canMove(s: Table, p: TablePawn, a: Of<"move">): Code {
  const e = phaseIs(s, "plan");
  if (e) return e;
  const r = checkMove(s, p, a);
  return "code" in r ? r.code : null;
}

export const canPassage = (s: Table, p: TablePawn): Code => phaseIs(s, "plan") ?? checkPassage(s, p);
export const canSkipMove = (s: Table): Code => phaseIs(s, "spin", "plan");

export function canInvestigate(s: Table, p: TablePawn, a: Of<"investigate">): Code {
  const slot = questionSlot(s, p);
  if (typeof slot === "object") return slot.code;
  return checkTarget(s, p, a.target);
}

/** CASO-10/11: only the questioned pawn, one matching card, before the answer deadline. */
export function canShow(s: Table, p: TablePawn, hand: readonly CardId[], card: CardId, now: number): Code {
  const q = s.turn?.question;
  if (!q || s.turn!.phase !== "awaitAnswer") return "no_question";
  if (q.target !== p.id) return "not_questioned";
  if (now >= q.deadline) return "answer_deadline_passed";
  return matchingCards(hand, q).includes(card) ? null : "card_not_eligible";
}

/** CASO-16: after finishing or giving up the move, never with an answer pending. */
export const canAccuse = (s: Table): Code => (phaseIs(s, "moved", "inPlace", "answered") ? "accuse_not_now" : null);
export const canEndTurn = (s: Table): Code => (s.turn?.phase === "awaitAnswer" ? "answer_pending" : null);

/**
 * The one check the server (and the client) calls for a game action: turn ownership first, then
 * the action's predicate. Only `show` reads the hand.
 */
export function canDo(k: Knowledge, a: GameAction): Code {
  const s = k.table;
  if (s.over || !s.turn) return "game_over";
  const p = k.pawn === null ? undefined : s.pawns[k.pawn];
  if (!p) return "not_a_player";
  if (a.type === "show") return canShow(s, p, k.hand, a.card as CardId, k.now);
  if (p.eliminated) return "eliminated";
  if (s.turn.pawn !== p.id) return "not_your_turn";
  switch (a.type) {
    case "spin": return canSpin(s);
    case "choose": return canChoose(s, p, a);
    case "redeem": return canRedeem(s, p, a);
    case "impulso": return canUseImpulso(s, p);
    case "move": return canMove(s, p, a);
    case "passage": return canPassage(s, p);
    case "skipMove": return canSkipMove(s);
    case "investigate": return canInvestigate(s, p, a);
    case "accuse": return canAccuse(s);
    case "endTurn": return canEndTurn(s);
  }
}

/** Resource kinds the Escolha may still pick. */
export const choosableResources = (s: Table, p: TablePawn): ResourceKind[] => RESOURCE_KINDS.filter((r) => p.resources[r] < s.config.resourceHoldPerKind);
