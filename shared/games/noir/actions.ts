/**
 * Actions: the zod schema every incoming action is parsed with, one predicate per action (returning
 * a stable error code or null) and the legal-move generators. All of them read a `Knowledge`: the
 * public table plus what the acting seat itself knows, so the server (from its state) and the client
 * (from its view) call the very same functions.
 */
import { z } from "zod";
import { areAdjacent, colsOf, findSuspect, inverseShift, lineCount, lineLength, livingNeighbours, rowsOf, cellAt } from "./grid";
import type { Mode, Role } from "./config";
import { CITIZEN_ARREST_LIMIT, shiftShape, type Grid, type Phase, type Shift } from "./state";
import { SUSPECT_IDS, type SuspectId } from "./suspects";

const suspect = z.enum(SUSPECT_IDS as [SuspectId, ...SuspectId[]]);

export const actionSchema = z.discriminatedUnion("type", [
  z.object(shiftShape).extend({ type: z.literal("shift") }),
  z.object({ type: z.literal("kill"), suspect }),
  z.object({ type: z.literal("disguise") }),
  z.object({ type: z.literal("pickIdentity"), suspect }),
  z.object({ type: z.literal("arrest"), suspect }),
  z.object({ type: z.literal("exonerate") }),
  z.object({ type: z.literal("discard"), suspect }),
  z.object({ type: z.literal("citizenArrest"), discard: suspect, suspect }),
]);
export type NoirAction = z.infer<typeof actionSchema>;

/** What one seat knows: the public table plus its own role, identity and hand. */
export interface Knowledge {
  mode: Mode;
  phase: Phase;
  toMove: Role;
  grid: Grid;
  lastShift: Shift | null;
  deckCount: number;
  citizenArrestsUsed: number;
  role: Role | null;
  identity: SuspectId | null;
  hand: SuspectId[];
}

/** Every code a predicate (or the lobby check) may return; the client translates each as noir.error.<code>. */
export const ERROR_CODES = [
  "game_over", "not_a_player", "wrong_role", "not_your_turn", "must_kill_first", "must_pick_identity", "must_discard",
  "wrong_phase", "suspect_gone", "suspect_dead", "no_such_line", "line_too_short", "undo_shift_forbidden", "no_identity",
  "cannot_kill_self", "not_adjacent", "deck_empty", "not_in_hand", "not_citizen_mode", "no_citizen_arrests_left",
  "role_taken", "bad_choice",
] as const;
type Code = (typeof ERROR_CODES)[number] | null;

/** Whose turn and which phase: shared by every predicate. */
function turnCheck(k: Knowledge, role: Role | "either", type: NoirAction["type"]): Code {
  if (k.phase === "over") return "game_over";
  if (k.role === null) return "not_a_player";
  if (role !== "either" && k.role !== role) return "wrong_role";
  if (k.toMove !== k.role) return "not_your_turn";
  if (k.phase === "killerFirstKill" && type !== "kill") return "must_kill_first"; // NOIR-1
  if (k.phase === "inspectorPickIdentity" && type !== "pickIdentity") return "must_pick_identity"; // NOIR-2
  if (k.phase === "inspectorDiscard" && type !== "discard") return "must_discard"; // NOIR-8
  if (k.phase === "play" && (type === "pickIdentity" || type === "discard")) return "wrong_phase";
  return null;
}

function livingOnGrid(g: Grid, s: SuspectId): Code {
  const p = findSuspect(g, s);
  if (!p) return "suspect_gone";
  return cellAt(g, p)!.dead ? "suspect_dead" : null;
}

/** NOIR-4: any row or column of two or more cards, except the shift that undoes the previous one. */
export function canShift(k: Knowledge, s: Shift): Code {
  return turnCheck(k, "either", "shift") ?? shiftProblem(k.grid, k.lastShift, s);
}

/** The grid part of canShift, for the client to explain a disabled arrow at any time. */
function shiftProblem(g: Grid, lastShift: Shift | null, s: Shift): Code {
  if (s.index >= lineCount(g, s.axis)) return "no_such_line";
  if (lineLength(g, s.axis) < 2) return "line_too_short";
  if (lastShift) {
    const undo = inverseShift(lastShift);
    if (undo.axis === s.axis && undo.index === s.index && undo.dir === s.dir) return "undo_shift_forbidden";
  }
  return null;
}

/** A living suspect next to the seat's identity (sides or diagonals), or the identity itself where `self` allows it. */
function nextToIdentity(k: Knowledge, target: SuspectId, self: "allowed" | "cannot_kill_self"): Code {
  if (!k.identity) return "no_identity";
  if (target === k.identity && self !== "allowed") return self;
  return livingOnGrid(k.grid, target) ?? (target === k.identity || areAdjacent(k.grid, k.identity, target) ? null : "not_adjacent");
}

/** NOIR-9: an action that draws a card needs one in the deck. */
function drawCheck(k: Knowledge, role: Role, type: "disguise" | "exonerate"): Code {
  return turnCheck(k, role, type) ?? (k.deckCount > 0 ? null : "deck_empty");
}

/** An Inspector's action on a card of its own hand. */
function handCheck(k: Knowledge, type: "pickIdentity" | "discard", s: SuspectId): Code {
  return turnCheck(k, "inspector", type) ?? (k.hand.includes(s) ? null : "not_in_hand");
}

/** NOIR-1/NOIR-5: a living suspect next to the Killer's identity (sides or diagonals). */
export function canKill(k: Knowledge, target: SuspectId): Code {
  return turnCheck(k, "killer", "kill") ?? nextToIdentity(k, target, "cannot_kill_self");
}

/** NOIR-7/NOIR-9: needs a card in the deck. */
export function canDisguise(k: Knowledge): Code {
  return drawCheck(k, "killer", "disguise");
}

/** NOIR-2: one of the four drawn cards, still alive. */
export function canPickIdentity(k: Knowledge, s: SuspectId): Code {
  return handCheck(k, "pickIdentity", s) ?? livingOnGrid(k.grid, s);
}

/** NOIR-3/NOIR-6: a living suspect next to the Inspector's identity, or the identity itself. */
export function canArrest(k: Knowledge, target: SuspectId): Code {
  return turnCheck(k, "inspector", "arrest") ?? nextToIdentity(k, target, "allowed");
}

/** NOIR-8/NOIR-9: draw one evidence card (then discard one); needs a card in the deck. */
export function canExonerate(k: Knowledge): Code {
  return drawCheck(k, "inspector", "exonerate");
}

/** NOIR-8: the second half of exonerate: any card of the hand, the one just drawn included. */
export function canDiscard(k: Knowledge, s: SuspectId): Code {
  return handCheck(k, "discard", s);
}

/**
 * NOIR-11: discard a hand card without drawing and arrest a living suspect next to it (dead or
 * alive exonerated suspect, as long as it is still on the grid). At most three times a game.
 * Gap: it is a kind of exonerate, so NOIR-9's empty deck rules it out too.
 */
export function canCitizenArrest(k: Knowledge, discard: SuspectId, target: SuspectId): Code {
  const turn = turnCheck(k, "inspector", "citizenArrest");
  if (turn) return turn;
  if (k.mode !== "citizen") return "not_citizen_mode";
  if (k.citizenArrestsUsed >= CITIZEN_ARREST_LIMIT) return "no_citizen_arrests_left";
  if (k.deckCount === 0) return "deck_empty";
  if (!k.hand.includes(discard)) return "not_in_hand";
  const alive = livingOnGrid(k.grid, target);
  if (alive) return alive;
  return areAdjacent(k.grid, discard, target) ? null : "not_adjacent";
}

/** The one predicate the server (and the client) calls: routes an action to its rule. */
export function canDo(k: Knowledge, a: NoirAction): Code {
  switch (a.type) {
    case "shift":
      return canShift(k, a);
    case "kill":
      return canKill(k, a.suspect);
    case "disguise":
      return canDisguise(k);
    case "pickIdentity":
      return canPickIdentity(k, a.suspect);
    case "arrest":
      return canArrest(k, a.suspect);
    case "exonerate":
      return canExonerate(k);
    case "discard":
      return canDiscard(k, a.suspect);
    case "citizenArrest":
      return canCitizenArrest(k, a.discard, a.suspect);
  }
}

// ---- Legal-move generators (pure; used by the tests' random players and the client's highlights) ----

/** Every shift of the grid that is allowed after `lastShift`. */
export function legalShifts(g: Grid, lastShift: Shift | null): Shift[] {
  const out: Shift[] = [];
  for (const axis of ["row", "col"] as const)
    for (let index = 0; index < (axis === "row" ? rowsOf(g) : colsOf(g)); index++)
      for (const dir of [-1, 1] as const) if (!shiftProblem(g, lastShift, { axis, index, dir })) out.push({ axis, index, dir });
  return out;
}

/** Whom a Killer with this identity may kill: its living neighbours. */
export function killTargets(g: Grid, identity: SuspectId): SuspectId[] {
  return livingNeighbours(g, identity);
}

/** Whom an Inspector with this identity may arrest: its living neighbours and itself. */
export function arrestTargets(g: Grid, identity: SuspectId): SuspectId[] {
  return findSuspect(g, identity) ? [identity, ...livingNeighbours(g, identity)] : [];
}

/** Every action this seat may take now (empty when it is not its turn). */
export function legalActions(k: Knowledge): NoirAction[] {
  const all: NoirAction[] = [];
  for (const s of legalShifts(k.grid, k.lastShift)) all.push({ type: "shift", ...s });
  if (k.role === "killer" && k.identity) {
    for (const s of killTargets(k.grid, k.identity)) all.push({ type: "kill", suspect: s });
    all.push({ type: "disguise" });
  }
  if (k.role === "inspector") {
    for (const s of k.hand) all.push({ type: "pickIdentity", suspect: s }, { type: "discard", suspect: s });
    if (k.identity) for (const s of arrestTargets(k.grid, k.identity)) all.push({ type: "arrest", suspect: s });
    all.push({ type: "exonerate" });
    if (k.mode === "citizen")
      for (const d of k.hand) for (const s of livingNeighbours(k.grid, d)) all.push({ type: "citizenArrest", discard: d, suspect: s });
  }
  return all.filter((a) => canDo(k, a) === null);
}
