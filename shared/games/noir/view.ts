/**
 * Each viewer's view, built by allow-list: every field is named here, nothing is copied wholesale.
 * Public: the grid, deaths, discards, counts, the log, the result. A seat adds its own role, identity
 * and (Inspector) hand. The deck's order and the other side's identity are in nobody's view.
 */
import type { Viewer } from "../../engine";
import type { Knowledge } from "./actions";
import type { Role } from "./config";
import type { NoirState } from "./state";

/** The in-game log carries the latest lines only; the room's history keeps them all. */
const LOG_IN_VIEW = 40;

export function roleOfSeat(s: NoirState, seat: number): Role | null {
  if (s.seats.killer === seat) return "killer";
  if (s.seats.inspector === seat) return "inspector";
  return null;
}

function mine(s: NoirState, role: Role) {
  const card = role === "killer" ? s.killerCard : s.inspectorCard;
  return {
    role,
    identity: card ? card.suspect : null,
    identityCard: card ? card.id : null,
    hand: role === "inspector" ? s.hand.map((c) => ({ id: c.id, suspect: c.suspect })) : [],
  };
}

export function view(s: NoirState, viewer: Viewer) {
  const role = viewer.kind === "seat" ? roleOfSeat(s, viewer.seat) : null;
  return {
    mode: s.config.mode,
    killTarget: s.config.killTarget,
    disguiseDeathsCount: s.config.disguiseDeathsCount,
    phase: s.phase,
    toMove: s.phase === "over" ? null : s.toMove,
    turn: s.turn,
    seats: { killer: s.seats.killer, inspector: s.seats.inspector },
    names: { killer: s.names.killer, inspector: s.names.inspector },
    grid: s.grid.map((row) => row.map((c) => ({ suspect: c.suspect, dead: c.dead, innocent: c.innocent }))),
    removed: [...s.removed],
    deckCount: s.deck.length,
    handSize: s.hand.length,
    discards: s.discards.map((d) => ({ suspect: d.suspect, reason: d.reason })),
    lastShift: s.lastShift ? { axis: s.lastShift.axis, index: s.lastShift.index, dir: s.lastShift.dir } : null,
    citizenArrestsUsed: s.citizenArrestsUsed,
    deceased: s.deceased,
    kills: s.kills,
    log: s.log.slice(-LOG_IN_VIEW).map((l) => ({ turn: l.turn, by: l.by, type: l.type, params: { ...l.params } })),
    me: role ? mine(s, role) : null,
    // The end screen reveals both identities (the game is over, nothing is hidden any more but the deck and hand).
    result: s.result
      ? { winner: s.result.winner, reason: s.result.reason, killer: s.killerCard.suspect, inspector: s.inspectorCard?.suspect ?? null }
      : null,
  };
}

export type NoirView = ReturnType<typeof view>;

/** The Knowledge the shared predicates read, from a view: the client uses this directly. */
export function knowledgeFromView(v: NoirView): Knowledge {
  return {
    mode: v.mode,
    phase: v.phase,
    toMove: v.toMove ?? "killer",
    grid: v.grid,
    lastShift: v.lastShift,
    deckCount: v.deckCount,
    citizenArrestsUsed: v.citizenArrestsUsed,
    role: v.me?.role ?? null,
    identity: v.me?.identity ?? null,
    hand: v.me ? v.me.hand.map((c) => c.suspect) : [],
  };
}

/** The server judges a seat's action from exactly what that seat's view holds. */
export function knowledgeOf(s: NoirState, seat: number): Knowledge {
  return knowledgeFromView(view({ ...s, log: [] }, { kind: "seat", seat })); // the log plays no part in legality
}
