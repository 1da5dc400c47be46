/**
 * Each viewer's view, built by allow-list (ALIBI-H1 to ALIBI-H14): every field is named here. A seat's hidden
 * values always travel in the same small records (itemRef, roleRef, alibiRef, goalRef, handRef),
 * which secrets.ts turns into the leak tests' tokens. Excluded players keep their own card; spectators
 * get the public part only. Ballots and poll picks never leave `vote` except `me.ballot`.
 */
import type { Viewer } from "../../engine";
import type { Knowledge } from "./actions";
import { cluesFor, deckFor, ekspertizaFor, oneMistakeLoses, podmenaFor } from "./deck";
import { featureOfSign } from "./clues";
import { atRisk } from "./vote";
import { scores } from "./scoring";
import { goalMet } from "./goals";
import { ITEM_KINDS, type AlibiState, type Card, type ItemKind, type Note, type Player } from "./state";
import { clueText, itemText } from "./text";
import { counts } from "./table";


export const itemRef = (s: AlibiState, p: Player, kind: ItemKind) => ({ seat: p.seat, kind, id: p.item[kind], text: itemText(s.kase, kind, p.item[kind]) });
export const roleRef = (p: Player) => ({ seat: p.seat, role: p.role });
export const alibiRef = (p: Player) => ({ seat: p.seat, alibiTrue: p.alibiTrue });
export const goalRef = (p: Player) => ({ seat: p.seat, goal: p.goal });
export const handRef = (p: Player, c: Card) => ({ holder: p.seat, card: c.id, kind: c.kind, starting: c.starting, spent: c.spent });

function clueView(s: AlibiState, id: string) {
  const c = s.kase.clues.find((x) => x.id === id)!;
  const sign = c.fits[2];
  const feature = featureOfSign(s.kase, sign);
  return { clue: id, text: clueText(s.kase, id), fits: [c.fits[0], c.fits[1]], sign, feature };
}

function noteView(s: AlibiState, n: Note) {
  if (n.k === "obysk") {
    const p = s.players.find((x) => x.seat === n.target)!;
    return { k: n.k, round: n.round, target: n.target, item: itemRef(s, p, n.item), shownTrue: n.shownTrue };
  }
  if (n.k === "podmenaReveal") return { ...n, text: clueText(s.kase, n.clue) };
  return { ...n };
}

function mine(s: AlibiState, p: Player) {
  const partner = p.role !== "innocent" ? s.players.find((x) => x.seat !== p.seat && x.role !== "innocent") : undefined;
  const v = s.vote;
  return {
    seat: p.seat,
    no: p.no,
    roles: partner ? [roleRef(p), roleRef(partner)] : [roleRef(p)],
    card: ITEM_KINDS.map((k) => ({ ...itemRef(s, p, k), open: !!p.opened[k] })),
    selfOpened: p.selfOpened,
    alibi: alibiRef(p),
    goal: goalRef(p),
    hand: p.hand.map((c) => handRef(p, c)),
    notes: p.notes.map((n) => noteView(s, n)),
    ballot: v && v.ballots[p.seat] ? [...v.ballots[p.seat]!] : null,
    offer: s.phase === "verdict" && s.proc?.offered.includes(p.seat) ? { offerTo: p.seat, accepted: s.proc.accepted.includes(p.seat) } : null,
  };
}

/** Everything at `over` except ballots, picks, the unused reserve and the RNG. */
export function endReveal(s: AlibiState) {
  const sc = scores(s);
  return {
    winner: s.winner,
    players: s.players.map((p) => ({
      role: roleRef(p),
      card: ITEM_KINDS.map((k) => ({ ...itemRef(s, p, k), open: !!p.opened[k] })),
      alibi: alibiRef(p),
      goal: { ...goalRef(p), met: goalMet(s, p) },
      hand: p.hand.map((c) => handRef(p, c)),
      score: sc.find((x) => x.seat === p.seat)!,
    })),
    queue: s.slots.map((x, i) => ({
      slot: i,
      genuine: x.shown === null || x.shown === x.queued,
      queued: clueView(s, x.queued),
      shown: x.shown ? clueView(s, x.shown) : null,
      swap: x.swap ? { by: x.swap.by, target: x.swap.target } : null,
    })),
    plays: s.plays.map((x) => ({ ...x })),
  };
}

/** The public part is the same for every viewer of one state: built once per state object. */
const publicCache = new WeakMap<AlibiState, ReturnType<typeof publicPart>>();

export function view(s: AlibiState, viewer: Viewer) {
  let pub = publicCache.get(s);
  if (!pub) publicCache.set(s, (pub = publicPart(s)));
  return withMe(s, viewer, pub);
}

function withMe(s: AlibiState, viewer: Viewer, pub: ReturnType<typeof publicPart>) {
  const me = viewer.kind === "seat" ? s.players.find((p) => p.seat === viewer.seat) : undefined;
  return { ...pub, me: me ? mine(s, me) : null };
}

/** The banner and the dossier never change during a match. */
const caseCache = new WeakMap<AlibiState["kase"], ReturnType<typeof caseInfo>>();

function caseInfo(k: AlibiState["kase"]) {
  return {
    id: k.id,
    lang: k.lang,
    title: k.title,
    circumstances: k.circumstances,
    victim: { name: k.victim.name, about: k.victim.about },
    professions: k.professions.map((x) => ({ id: x.id, name: x.name, about: x.about })),
    features: k.features.map((x) => ({ id: x.id, name: x.name, signs: x.signs.map((g) => ({ id: g.id, text: g.text })) })),
  };
}

function publicPart(s: AlibiState) {
  const v = s.vote;
  let info = caseCache.get(s.kase);
  if (!info) caseCache.set(s.kase, (info = caseInfo(s.kase)));
  const proc = s.proc;
  const c = counts(s);
  return {
    caseInfo: info,
    n: s.n,
    k: cluesFor(s.n),
    deck: deckFor(s.n),
    podmena: podmenaFor(s.n),
    ekspertiza: ekspertizaFor(s.n),
    oneMistakeLoses: oneMistakeLoses(s.n),
    lite: s.config.lite,
    timings: {
      verdictSec: s.config.verdictSec,
      rouletteSec: s.config.rouletteSec,
    },
    phase: s.phase,
    round: s.round,
    startSeat: s.startSeat,
    order: [...s.order],
    speaker: s.speaker,
    spoke: s.spoke,
    deadline: s.deadline ? { kind: s.deadline.kind, at: s.deadline.at } : null,
    frozen: s.frozenMs !== null,
    table: c.t,
    players: s.players.map((p) => ({
      seat: p.seat,
      no: p.no,
      name: p.name,
      status: p.status,
      out: p.out ? { round: p.out.round, by: p.out.by } : null,
      absent: p.absent,
      ready: p.ready,
      opened: ITEM_KINDS.filter((k) => p.opened[k]).map((k) => ({ ...itemRef(s, p, k), how: p.opened[k]! })),
    })),
    clues: s.slots.map((x, i) => (x.shown ? { slot: i, ...clueView(s, x.shown) } : null)).filter((x) => x !== null),
    vote: v
      ? {
          kind: v.kind,
          candidates: [...v.candidates],
          voted: s.players.filter((p) => v.ballots[p.seat]).map((p) => p.seat),
          total: c.t,
        }
      : null,
    verdict:
      s.phase === "verdict" && proc?.decision
        ? { kind: proc.kind, decision: { type: proc.decision.type, seats: [...proc.decision.seats] }, atRisk: atRisk(proc.decision) }
        : null,
    tallies: s.tallies.map((x) => ({ round: x.round, kind: x.kind, counts: x.counts.map(([a, b]) => [a, b]), advokat: [...x.advokat] })),
    plays: s.plays.filter((x) => !x.secret).map((x) => ({ round: x.round, by: x.by, kind: x.kind, target: x.target ?? null, target2: x.target2 ?? null, item: x.item ?? null })),
    roulette: s.roulette ? { candidates: [...s.roulette.candidates], loser: s.roulette.loser, startAt: s.roulette.startAt, ms: s.roulette.ms, purpose: s.roulette.purpose } : null,
    pollCounts: s.pollCounts ? s.pollCounts.map(([a, b]) => [a, b]) : null,
    suspects: s.suspects ? [...s.suspects] : null,
    proceduresLeft: s.round === 2 || s.round === 4 ? s.proceduresLeft : null,
    over: s.over ? endReveal(s) : null,
  };
}

export type AlibiView = ReturnType<typeof view>;

/** What the action predicates read, from a seat's view: the client's buttons use this directly. */
export function knowledgeFromView(v: AlibiView): Knowledge {
  return {
    seat: v.me?.seat ?? null,
    over: v.over !== null,
    frozen: v.frozen,
    phase: v.phase,
    round: v.round,
    speaker: v.speaker,
    spoke: v.spoke,
    players: v.players.map((p) => ({ seat: p.seat, status: p.status, opened: p.opened.map((o) => o.kind) })),
    selfOpened: v.me?.selfOpened ?? null,
    hand: v.me ? v.me.hand.map((c) => ({ id: c.card, kind: c.kind, spent: c.spent })) : [],
    vote: v.vote ? { kind: v.vote.kind, candidates: v.vote.candidates } : null,
    voted: !!v.me?.ballot,
    offered: !!v.me?.offer,
    shownSlots: v.clues.map((c) => c.slot),
    slots: v.k,
  };
}

/**
 * The server judges a seat's action from exactly what that seat's view holds (in a room, the view
 * it was last sent: the public part is cached per state object, which is never changed once made).
 */
export const knowledgeOf = (s: AlibiState, seat: number): Knowledge => knowledgeFromView(view(s, { kind: "seat", seat }));
