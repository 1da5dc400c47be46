/**
 * Caso's seat policy (CASO-23 … CASO-26 in RULES.md): the move a server-played pawn or a lobby bot
 * makes, from its seat's view only. Its deduction sheet is what the view holds — its hand, the public
 * cards, the cards shown to it or by it — plus its own Ficha: like a person, it writes down in a
 * private note what it asked and which pawns had none of the three cards, and reads that back.
 */
import type { BotCtx, Rng } from "../../engine";
import { canDo, type Knowledge } from "./actions";
import { ALL_CARDS, CHARACTERS, WEAPONS, type CardId } from "./cards";
import { PLACE_IDS, MAP, type PlaceId } from "./map";
import { legalDestinations, type Destination } from "./movement";
import type { CasoAction, GameAction } from "./schema";
import { knowledgeFromView, type CasoView } from "./view";

/**
 * The private note that is the bot's memory: `?T:c,w,p:n:turn:q` a question to pawn T written down
 * with n cards seen, on that turn after q questions; `xT:c,w,p` pawn T had none of the three. Cards
 * are written as their index in ALL_CARDS: a note is text the seat types, and the whole-wire leak
 * check reads every card name in it as a possible leak.
 */
export const LEDGER = "caso-bot";
const MAX_LEDGER = 480;

interface Sheet {
  /** Cards known to be outside the solution. */
  known: Set<CardId>;
  /** Per pawn, the cards it is known to lack. */
  lacks: Map<number, Set<CardId>>;
  /** Solution candidates per kind. */
  chars: CardId[];
  weapons: CardId[];
  places: CardId[];
  ledger: { id: string; text: string } | null;
  pending: { target: number; cards: CardId[]; seen: number; turn: number; questions: number } | null;
}

const cardNo = (c: CardId) => ALL_CARDS.indexOf(c);
const mine = (v: CasoView) => v.me?.pawn ?? null;
const seenCount = (v: CasoView) => v.evidence.filter((e) => e.investigator === mine(v)).length;

/** CASO-23: the deduction sheet from the view (and the bot's own note). */
export function sheet(v: CasoView): Sheet {
  const me = mine(v);
  const known = new Set<CardId>([...(v.hand ?? []), ...v.publicCards] as CardId[]);
  for (const e of v.evidence) if (e.investigator === me) known.add(e.card as CardId);
  const lacks = new Map<number, Set<CardId>>();
  const note = v.ficha?.notes.find((n) => n.author === v.ficha!.owner && n.text.startsWith(LEDGER)) ?? null;
  let pending: Sheet["pending"] = null;
  for (const line of note ? note.text.split("\n").slice(1) : []) {
    const m = /^([?x])(\d+):([\d,]+)(?::(\d+):(\d+):(\d+))?$/.exec(line);
    if (!m) continue;
    const cards = m[3]!.split(",").map((i) => ALL_CARDS[Number(i)]).filter((c): c is CardId => c !== undefined);
    if (m[1] === "?") pending = { target: Number(m[2]), cards, seen: Number(m[4] ?? 0), turn: Number(m[5] ?? -1), questions: Number(m[6] ?? 0) };
    else {
      const set = lacks.get(Number(m[2])) ?? new Set<CardId>();
      for (const c of cards) set.add(c);
      lacks.set(Number(m[2]), set);
    }
  }
  // A card no other pawn can hold (each lacks it, or shows its whole hand known) is in the solution.
  const others = v.pawns.filter((p) => p.id !== me);
  const solvedBy = (c: CardId) => !known.has(c) && others.every((p) => lacks.get(p.id)?.has(c));
  const candidates = (kind: readonly CardId[]) => {
    const sure = kind.filter(solvedBy);
    return sure.length === 1 ? sure : kind.filter((c) => !known.has(c));
  };
  return { known, lacks, chars: candidates(CHARACTERS), weapons: candidates(WEAPONS), places: candidates(PLACE_IDS), ledger: note ? { id: note.id, text: note.text } : null, pending };
}

function writeLedger(s: Sheet, lines: string[]): CasoAction {
  let body = lines;
  while (`${LEDGER}\n${body.join("\n")}`.length > MAX_LEDGER && body.length > 1) body = body.slice(1);
  const text = `${LEDGER}\n${body.join("\n")}`;
  return s.ledger ? { type: "note", id: s.ledger.id, text, shared: false } : { type: "note", text, shared: false };
}
const ledgerLines = (s: Sheet) => (s.ledger ? s.ledger.text.split("\n").slice(1).filter((l) => !l.startsWith("?")) : []);

const pickOf = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[rng.int(xs.length)] : undefined);

/** Squares between a street square and the nearest door (as the crow flies: a guide, not a route). */
const streetDistance = (from: readonly (readonly [number, number])[], doors: readonly (readonly [number, number])[]): number =>
  Math.min(...from.flatMap(([x, y]) => doors.map(([a, b]) => Math.abs(x - a) + Math.abs(y - b))));

/** CASO-24: a question that can teach: unknown cards where the kind is open, an own (known) card where it is solved. */
function question(v: CasoView, s: Sheet, rng: Rng, place: PlaceId | null): { target: number; character: string; weapon: string; place: string } | null {
  const me = mine(v)!;
  const order = v.order.length ? v.order : v.pawns.map((p) => p.id);
  const after = [...order.slice(order.indexOf(me) + 1), ...order.slice(0, order.indexOf(me))].filter((id) => id !== me);
  // The pawn we know least about: most cards not yet seen from it or ruled out.
  const unknownOf = (id: number) => (v.pawns[id]?.handSize ?? 0) - v.evidence.filter((e) => e.holder === id && e.investigator === me).length;
  const target = [...after].sort((a, b) => unknownOf(b) - unknownOf(a))[0];
  if (target === undefined) return null;
  const slot = (cands: CardId[], kind: readonly CardId[], prefer?: CardId | null) => {
    if (cands.length <= 1) return pickOf(rng, (v.hand ?? []).filter((c) => (kind as readonly string[]).includes(c)) as CardId[]) ?? cands[0] ?? kind[0]!;
    if (prefer && cands.includes(prefer)) return prefer;
    const fresh = cands.filter((c) => !s.lacks.get(target)?.has(c));
    return pickOf(rng, fresh.length ? fresh : cands)!;
  };
  return { target, character: slot(s.chars, CHARACTERS), weapon: slot(s.weapons, WEAPONS), place: slot(s.places, PLACE_IDS, place) };
}

/** CASO-25: where to go — an enabled place whose card is still open scores most, any enabled place next. */
function destination(v: CasoView, s: Sheet, rng: Rng, reach?: readonly Destination[]): GameAction | null {
  const me = mine(v)!;
  const p = v.pawns[me]!;
  const ds = reach ?? legalDestinations(v as never, me);
  if (!ds.length) return null;
  const visited = new Set(p.cycle.visited);
  const worth = (place: PlaceId) => (visited.has(place) ? -10 : 0) + (s.places.includes(place) ? 3 : 1);
  const enterable = ds.filter((d) => d.to.kind === "place" && !visited.has(d.to.place));
  if (enterable.length) {
    const best = [...enterable].sort((a, b) => worth((b.to as { place: PlaceId }).place) - worth((a.to as { place: PlaceId }).place) || a.cost - b.cost)[0]!;
    return best.action;
  }
  // Out of reach this turn: the street square nearest to the best open place.
  const goals = PLACE_IDS.filter((pl) => !visited.has(pl)).sort((a, b) => worth(b) - worth(a));
  const goal = goals[0] ?? pickOf(rng, PLACE_IDS)!;
  const doors = MAP.rooms[goal].doors;
  const streets = ds.filter((d) => d.to.kind === "street");
  const near = [...streets].sort((a, b) => {
    const da = streetDistance([[(a.to as { x: number }).x, (a.to as { y: number }).y]], doors);
    const db = streetDistance([[(b.to as { x: number }).x, (b.to as { y: number }).y]], doors);
    return da - db;
  })[0];
  return (near ?? ds[0]!).action;
}

const legal = (k: Knowledge, a: GameAction) => canDo(k, a) === null;

/** A place this pawn may still investigate in its cycle is among these routes. */
const opens = (v: CasoView, ds: readonly Destination[]) => {
  const visited = v.pawns[mine(v)!]!.cycle.visited;
  return ds.some((d) => d.to.kind === "place" && !visited.includes(d.to.place));
};

/**
 * CASO-27: the fewest extra steps (up to `most`) that let this pawn enter a place it has not
 * investigated in its cycle, or null when even `most` do not (the routes as legalDestinations finds
 * them with the larger budget: without the Chave mestra where one fits).
 */
export function stepsShort(v: CasoView, most: number): number | null {
  const me = mine(v)!;
  const visited = v.pawns[me]!.cycle.visited;
  const steps = v.turn!.steps;
  let best: number | null = null;
  for (const d of legalDestinations({ ...v, turn: { ...v.turn!, steps: steps + most } } as never, me)) {
    if (d.to.kind === "place" && !visited.includes(d.to.place) && (best === null || d.cost < best)) best = d.cost;
  }
  return best === null ? null : Math.max(0, best - steps);
}

/**
 * CASO-27: the plan phase with the resources the normal policy spends (the Chave mestra and the VIP
 * ride on the route `destination` chose; the Gravador is the second question). Only ever to reach a
 * place it may investigate: a passage when none is in reach, else the Impulso or the fewest Cápsula
 * steps that bring one into reach; and on entering, the leftover steps go into the Cápsula.
 */
function planMove(v: CasoView, k: Knowledge, s: Sheet, rng: Rng): GameAction | null {
  const p = v.pawns[mine(v)!]!;
  const ds = legalDestinations(v as never, mine(v)!);
  if (!opens(v, ds)) {
    const passage: GameAction = { type: "passage" };
    if (legal(k, passage)) return passage;
    const impulso: GameAction = { type: "impulso" };
    const canImpulso = legal(k, impulso);
    const most = Math.max(canImpulso ? 3 : 0, p.capsule.balance);
    const short = most > 0 ? stepsShort(v, most) : null;
    if (short !== null && short <= 3 && canImpulso) return impulso;
    const redeem: GameAction = { type: "redeem", n: short ?? 1 };
    if (short !== null && short <= p.capsule.balance && legal(k, redeem)) return redeem;
  }
  const move = destination(v, s, rng, ds);
  if (move?.type !== "move" || !move.enter) return move;
  const stored = { ...move, deposit: true } as GameAction;
  return v.turn!.steps - (move.path.length + 1) >= 2 && legal(k, stored) ? stored : move;
}

/** CASO-26: accuse when each kind has one candidate left; late in a long match, a calculated risk on two. */
function accusation(v: CasoView, s: Sheet): GameAction | null {
  const certain = s.chars.length === 1 && s.weapons.length === 1 && s.places.length === 1;
  const late = (v.turn?.number ?? 0) > 45 * Math.max(1, v.pawns.length) && s.chars.length * s.weapons.length * s.places.length <= 2;
  if (!certain && !late) return null;
  return { type: "accuse", character: s.chars[0] as never, weapon: s.weapons[0] as never, place: s.places[0] as never };
}

/** The pawn's own game move when it is on turn. */
function turnMove(v: CasoView, k: Knowledge, ctx: BotCtx): CasoAction | null {
  const t = v.turn!;
  const s = sheet(v);
  const rng = ctx.rng;
  const normal = ctx.level === "normal";
  // Memory first: the question written down is asked; once answered, a "none" goes into the note
  // (a shown card is in the evidence already).
  const asked = s.pending !== null && s.pending.turn === t.number && t.questions > s.pending.questions;
  if (normal && s.pending && !asked && s.pending.turn === t.number && (t.phase === "inPlace" || t.phase === "answered")) {
    const [character, weapon, place] = s.pending.cards;
    const ask = { type: "investigate", target: s.pending.target, character, weapon, place } as GameAction;
    if (legal(k, ask)) return ask;
  }
  if (normal && s.pending && t.phase !== "awaitAnswer") {
    const lines = ledgerLines(s);
    // Asked and answered with no card shown to it: the target holds none of the three.
    if (asked && seenCount(v) === s.pending.seen) lines.push(`x${s.pending.target}:${s.pending.cards.map(cardNo).join(",")}`);
    return writeLedger(s, lines);
  }
  switch (t.phase) {
    case "spin":
      return { type: "spin" };
    case "choose":
      return { type: "choose", result: 12 };
    case "plan": {
      const move = normal ? planMove(v, k, s, rng) : pickOf(rng, legalDestinations(v as never, mine(v)!))?.action;
      return move && legal(k, move) ? move : { type: "skipMove" };
    }
    case "inPlace":
    case "answered": {
      const acc = normal ? accusation(v, s) : s.chars.length * s.weapons.length * s.places.length === 1 ? accusation(v, s) : null;
      if (acc && legal(k, acc)) return acc;
      const here = v.pawns[mine(v)!]!.pos;
      const q = normal
        ? question(v, s, rng, here.kind === "place" ? (here.place as PlaceId) : null)
        : { target: pickOf(rng, v.pawns.filter((p) => p.id !== mine(v)).map((p) => p.id))!, character: pickOf(rng, CHARACTERS)!, weapon: pickOf(rng, WEAPONS)!, place: pickOf(rng, PLACE_IDS)! };
      const ask = q ? ({ type: "investigate", ...q } as GameAction) : null;
      if (ask && legal(k, ask)) {
        if (!normal) return ask;
        // Write the question down before asking it (the answer comes back without it).
        const lines = [...ledgerLines(s), `?${q!.target}:${[q!.character, q!.weapon, q!.place].map((c) => cardNo(c as CardId)).join(",")}:${seenCount(v)}:${t.number}:${t.questions}`];
        return writeLedger(s, lines);
      }
      return { type: "endTurn" };
    }
    case "moved": {
      const acc = accusation(v, s);
      return acc && legal(k, acc) ? acc : { type: "endTurn" };
    }
    default:
      return null;
  }
}

/** CASO-23: a question to this pawn: a card already shown to that investigator if one matches, else one at random (as the server would, CASO-11). */
function answer(v: CasoView, rng: Rng): CasoAction | null {
  if (!v.eligible.length || !v.turn) return null;
  const asker = v.turn.pawn;
  const shown = v.eligible.filter((c) => v.evidence.some((e) => e.holder === mine(v) && e.investigator === asker && e.card === c));
  return { type: "show", card: pickOf(rng, shown.length ? shown : v.eligible)! };
}

/** The seat's move, or null. In a team a person at the pawn decides; the lowest played member plays, the others vote yes. */
export function bot(view: unknown, seat: number, ctx: BotCtx): CasoAction | null {
  const v = view as CasoView;
  const me = mine(v);
  if (me === null || v.over || !v.turn) return null;
  const pawn = v.pawns[me]!;
  const live = pawn.members.filter((m) => !pawn.abandonedSeats.includes(m));
  const humansHere = live.filter((m) => !ctx.played.includes(m));
  const k = knowledgeFromView(v, ctx.now);
  const confirm = v.me?.mustPropose ?? false;
  // Proposals of a teammate: a played member agrees (it follows the people of its team).
  const open = v.proposals.find((p) => p.proposer !== seat && !p.yes.includes(seat) && !p.no.includes(seat));
  if (confirm && open) return { type: "vote", id: open.id, yes: true };
  if (humansHere.length > 0) return null;
  if (live.filter((m) => ctx.played.includes(m)).sort((a, b) => a - b)[0] !== seat) return null;
  const wrap = (a: CasoAction | null): CasoAction | null => {
    if (!a) return null;
    if (!confirm || a.type === "note" || a.type === "mark" || a.type === "vote") return a;
    if (v.proposals.some((p) => p.proposer === seat)) return null; // waiting for its own proposal's votes
    return { type: "propose", action: a as GameAction };
  };
  if (v.eligible.length) return wrap(answer(v, ctx.rng));
  if (v.turn.pawn !== me || pawn.eliminated) return null;
  return wrap(turnMove(v, k, ctx));
}
