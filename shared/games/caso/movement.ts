/**
 * Move validation (CASO-G7, CASO-3–6): one shared predicate for the server and the client, plus
 * the helpers the client uses to show legal destinations with their route and cost (CASO-7).
 */
import { MAP, key, type PlaceId, type Xy } from "./map";
import { isActive } from "./pawns";
import { routeOf, search } from "./pathfinding";
import type { Code, GameAction } from "./schema";
import type { Table, TablePawn } from "./state";
import type { ResourceKind } from "./roulette";

export type MoveAction = Extract<GameAction, { type: "move" }>;

/** Squares another active pawn makes impassable: its door square (or any street square when streetSquaresBlock). */
function blockedSquares(s: Table, me: number): Set<string> {
  const out = new Set<string>();
  for (const p of s.pawns) {
    if (p.id === me || !isActive(p) || p.pos.kind !== "street") continue;
    const k = key(p.pos.x, p.pos.y);
    if (MAP.doorOf.has(k) || s.config.streetSquaresBlock) out.add(k);
  }
  return out;
}

/** Other active pawns inside a place (the Praça never counts as occupied, CASO-4). */
export function placeOccupied(s: Table, place: PlaceId, me: number): boolean {
  if (MAP.rooms[place].shared) return false;
  return s.pawns.some((p) => p.id !== me && isActive(p) && p.pos.kind === "place" && p.pos.place === place);
}

/** Resource usable now: held, and not only won this turn when the config forbids that. */
export function canUseResource(s: Table, p: TablePawn, kind: ResourceKind): boolean {
  const held = p.resources[kind];
  if (held <= 0) return false;
  if (!s.config.resourceUsableOnWinTurn && s.turn?.wonResource === kind && held <= 1) return false;
  return true;
}

const stepBudget = (s: Table): number => s.turn?.steps ?? 0;

/** Why a place may not be entered by this pawn now (map entry), or null (CASO-4, CASO-12, CASO-G6). */
function entryBlock(s: Table, p: TablePawn, place: PlaceId, vip: boolean): Code {
  if (p.cycle.visited.includes(place)) return "place_investigated";
  if (s.config.forbidLoopToStartPlace && s.turn?.startPlace === place) return "start_place_reentry";
  const occupied = placeOccupied(s, place, p.id);
  if (occupied && !vip) return "place_occupied";
  if (!occupied && vip) return "vip_not_needed";
  if (vip && !canUseResource(s, p, "vip")) return "no_vip";
  return null;
}

interface MoveCheck {
  cost: number;
  enters: PlaceId | null;
  keyUsed: boolean;
}

const adjacent = (a: Xy, b: Xy) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** The move predicate itself (phase aside): an error code, or what the move does. */
export function checkMove(s: Table, p: TablePawn, m: MoveAction): { code: NonNullable<Code> } | MoveCheck {
  const err = (code: NonNullable<Code>) => ({ code });
  const blocked = blockedSquares(s, p.id);
  const origin: Xy | null = p.pos.kind === "street" ? [p.pos.x, p.pos.y] : null;
  const seen = new Set<string>(origin ? [key(origin[0], origin[1])] : []);
  let crossed = 0;
  for (let i = 0; i < m.path.length; i++) {
    const sq = m.path[i]!;
    const k = key(sq[0], sq[1]);
    if (!MAP.street.has(k)) return err("not_street");
    if (seen.has(k)) return err("path_repeats");
    seen.add(k);
    if (i === 0) {
      if (p.pos.kind === "place" ? MAP.doorOf.get(k) !== p.pos.place : !adjacent(origin!, sq)) return err("path_not_connected");
    } else if (!adjacent(m.path[i - 1]!, sq)) return err("path_not_connected");
    const leaving = i === 0 && p.pos.kind === "place";
    if (blocked.has(k) && !leaving) crossed++;
  }
  const last: Xy | null = m.path.length > 0 ? m.path[m.path.length - 1]! : origin;
  if (!last) return err("empty_path");
  if (m.path.length === 0 && !m.enter) return err("empty_path");
  const lastKey = key(last[0], last[1]);
  const enters = m.enter ? (MAP.doorOf.get(lastKey) ?? null) : null;
  if (m.enter && !enters) return err("not_a_door");
  if (!m.enter && blocked.has(lastKey)) return err("door_occupied"); // CASO-3: no stopping on a held door
  if (crossed > 1 || (crossed === 1 && !m.key)) return err("door_blocked");
  if (m.key && crossed === 0) return err("key_not_needed");
  if (m.key && !canUseResource(s, p, "chave")) return err("no_chave");
  const cost = m.path.length + (enters ? 1 : 0);
  if (cost > stepBudget(s)) return err("not_enough_steps");
  if (enters) {
    const why = entryBlock(s, p, enters, !!m.vip);
    if (why) return err(why);
  } else if (m.vip) return err("vip_needs_entry");
  if (m.deposit) {
    // CASO-13: one deposit a match, only leftover steps, only on a map entry, not after a redemption.
    if (!enters) return err("deposit_needs_entry");
    if (p.capsule.deposited) return err("already_deposited");
    if (s.turn!.redeemed > 0) return err("deposit_after_redeem");
    if (stepBudget(s) - cost <= 0) return err("nothing_to_deposit");
  }
  return { cost, enters, keyUsed: crossed === 1 };
}

export interface Destination {
  /** A street square `{x, y}` or a place. */
  to: { kind: "street"; x: number; y: number } | { kind: "place"; place: PlaceId };
  cost: number;
  /** The move action that gets there (flags set as needed; deposit left to the player). */
  action: MoveAction;
}

/**
 * Every destination the pawn can reach this turn with the steps it has, each with its
 * shortest route (a no-key route when one fits; the Chave mestra only when it is needed).
 */
export function legalDestinations(s: Table, pawnId: number): Destination[] {
  const p = s.pawns[pawnId];
  if (!p || !s.turn) return [];
  const budget = stepBudget(s);
  const blocked = blockedSquares(s, p.id);
  const hasKey = canUseResource(s, p, "chave");
  const out = new Map<string, Destination>();
  const consider = (d: Destination) => {
    const k = d.to.kind === "place" ? d.to.place : key(d.to.x, d.to.y);
    const prev = out.get(k);
    if (!prev || (prev.action.key && !d.action.key)) out.set(k, d);
  };
  for (const allowKey of hasKey ? [false, true] : [false]) {
    for (const n of search({ from: p.pos, blocked, allowKey }).values()) {
      const path = routeOf(n, p.pos);
      const k = key(n.x, n.y);
      const base = { type: "move" as const, path, key: n.keyUsed || undefined };
      if (path.length > 0 && !n.onBlocked && path.length <= budget) {
        consider({ to: { kind: "street", x: n.x, y: n.y }, cost: path.length, action: { ...base, enter: false } });
      }
      const place = MAP.doorOf.get(k);
      if (place && path.length + 1 <= budget) {
        const vip = placeOccupied(s, place, p.id);
        const action: MoveAction = { ...base, enter: true, ...(vip ? { vip: true } : {}) };
        if (!("code" in checkMove(s, p, action))) consider({ to: { kind: "place", place }, cost: path.length + 1, action });
      }
    }
  }
  return [...out.values()];
}

/** Route and cost to one destination, or null when it is not reachable this turn. */
export function routeTo(s: Table, pawnId: number, to: Destination["to"]): Destination | null {
  return legalDestinations(s, pawnId).find((d) => (d.to.kind === "place" ? to.kind === "place" && d.to.place === to.place : to.kind === "street" && d.to.x === to.x && d.to.y === to.y)) ?? null;
}

/** The other end of a portal place, or null (CASO-6). */
export const portalTarget = (place: PlaceId): PlaceId | null => MAP.rooms[place].portal?.to ?? null;

/** The passage predicate (phase aside): the pawn has been inside a portal place since the turn began. */
export function checkPassage(s: Table, p: TablePawn): Code {
  const t = s.turn!;
  if (p.pos.kind !== "place" || t.startPlace !== p.pos.place) return "not_in_portal_place";
  const to = portalTarget(p.pos.place);
  if (!to) return "not_in_portal_place";
  if (t.steps < 1) return "not_enough_steps";
  if (p.passagesUsed.includes(MAP.portalPair[p.pos.place]!)) return "passage_used";
  // The destination must be free: VIP does not open a passage (CASO-6); Praça is never a portal end.
  if (s.pawns.some((o) => o.id !== p.id && isActive(o) && o.pos.kind === "place" && o.pos.place === to)) return "passage_destination_occupied";
  if (p.cycle.visited.includes(to)) return "place_investigated";
  return null;
}
