/** NOIR-1/NOIR-2 setup: roles, the 5×5 grid, the evidence deck, the Killer's identity, the Inspector's four cards. */
import type { Rng, SeatInfo, SetupCtx } from "../../engine";
import { choiceSchema, ROLES, type NoirConfig, type Role } from "./config";
import type { Card, NoirState } from "./state";
import { SUSPECT_IDS } from "./suspects";

const GRID_SIZE = 5;
/** NOIR-2: the Inspector draws four and keeps one as its identity. */
const INSPECTOR_DRAW = 4;

function roleChoice(seat: SeatInfo): Role | null {
  const parsed = choiceSchema.safeParse(seat.choice ?? null);
  return parsed.success && parsed.data ? parsed.data.role : null;
}

/**
 * Roles from the lobby: a seat that picked a role gets it, the other seat gets the other one; when
 * neither picked (or both picked the same), a coin flip decides. config.swapRoles then swaps them
 * (the host's rematch switch).
 */
export function resolveRoles(seats: readonly SeatInfo[], config: NoirConfig, rng: Rng): Record<Role, number> {
  if (seats.length !== 2) throw new Error(`noir needs exactly 2 seats, got ${seats.length}`);
  const [a, b] = [seats[0]!, seats[1]!];
  const ca = roleChoice(a);
  const cb = roleChoice(b);
  let aRole: Role;
  if (ca && ca !== cb) aRole = ca;
  else if (cb && ca !== cb) aRole = cb === "killer" ? "inspector" : "killer";
  else aRole = ROLES[rng.int(2)]!;
  if (config.swapRoles) aRole = aRole === "killer" ? "inspector" : "killer";
  return aRole === "killer" ? { killer: a.seat, inspector: b.seat } : { killer: b.seat, inspector: a.seat };
}

/**
 * One evidence card per suspect; the id adds a keyed hash of the suspect's index (never generator
 * output), so a hidden card has a unique token and its id says nothing about the deck order.
 */
function makeCards(rng: Rng): Card[] {
  return SUSPECT_IDS.map((suspect, i) => ({ id: `${suspect}#${rng.idTag(i)}`, suspect }));
}

export function setup(seats: readonly SeatInfo[], config: NoirConfig, ctx: SetupCtx): NoirState {
  const rng = ctx.rng;
  const roleSeats = resolveRoles(seats, config, rng);
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? "";
  const layout = rng.shuffle(SUSPECT_IDS);
  const grid = Array.from({ length: GRID_SIZE }, (_, r) =>
    layout.slice(r * GRID_SIZE, (r + 1) * GRID_SIZE).map((suspect) => ({ suspect, dead: false, innocent: false })),
  );
  const deck = rng.shuffle(makeCards(rng));
  const killerCard = deck.shift()!; // NOIR-1: a random suspect as the Killer's identity
  const hand = deck.splice(0, INSPECTOR_DRAW); // NOIR-2
  return {
    config: { ...config },
    seats: roleSeats,
    names: { killer: nameOf(roleSeats.killer), inspector: nameOf(roleSeats.inspector) },
    phase: "killerFirstKill",
    toMove: "killer", // NOIR-1: the Killer always starts
    turn: 1,
    grid,
    removed: [],
    deck,
    hand,
    killerCard,
    inspectorCard: null,
    discards: [],
    lastShift: null,
    citizenArrestsUsed: 0,
    deceased: 0,
    kills: 0,
    log: [],
    result: null,
  };
}
