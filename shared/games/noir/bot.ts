/**
 * Noir's seat policy (NOIR-13 … NOIR-16 in RULES.md): the move a server-played seat or a lobby bot
 * makes, from that seat's view only. What the Inspector can rule out is read from the public log and
 * grid (kills, canvasses, missed arrests, discards) plus the seat's own hand — exactly what a person
 * at that seat can read on the screen.
 */
import type { BotCtx, Rng } from "../../engine";
import { arrestTargets, killTargets, legalActions, legalShifts, type NoirAction } from "./actions";
import { findSuspect, livingNeighbours, neighbours, cellAt, shiftGrid } from "./grid";
import type { Grid, Shift } from "./state";
import { SUSPECTS, type SuspectId } from "./suspects";
import { knowledgeFromView, type NoirView } from "./view";

const BY_NAME = new Map<string, SuspectId>(SUSPECTS.map((s) => [s.name, s.id]));
const ARROW_DIR: Record<string, 1 | -1> = { "→": 1, "↓": 1, "←": -1, "↑": -1 };

type Line = NoirView["log"][number];
const idOf = (name: unknown): SuspectId | undefined => (typeof name === "string" ? BY_NAME.get(name) : undefined);

/** The grid as it stood just after log line `i`, undoing the shifts logged after it; null when a line removal came between. */
function gridAfter(grid: Grid, log: readonly Line[], i: number): Grid | null {
  let g = grid;
  for (let j = log.length - 1; j > i; j--) {
    const l = log[j]!;
    if (l.type === "collapseRow" || l.type === "collapseCol") return null;
    if (l.type !== "shiftRow" && l.type !== "shiftCol") continue;
    const dir = ARROW_DIR[String(l.params.arrow)];
    const n = Number(l.params.n);
    if (!dir || !Number.isInteger(n)) return null;
    g = shiftGrid(g, { axis: l.type === "shiftRow" ? "row" : "col", index: n - 1, dir: dir === 1 ? -1 : 1 });
  }
  return g;
}

const adjacentOn = (g: Grid, a: SuspectId, b: SuspectId): boolean => {
  const pa = findSuspect(g, a);
  const pb = findSuspect(g, b);
  return !!pa && !!pb && (pa.r !== pb.r || pa.c !== pb.c) && Math.abs(pa.r - pb.r) <= 1 && Math.abs(pa.c - pb.c) <= 1;
};

/**
 * NOIR-13: the suspects the Killer may be, as the log and grid show it (the seat's own identity
 * and hand are ruled out too). Since the last successful disguise: not a missed arrest, next to
 * every victim at the moment of its kill, on the canvass's side of each canvassed innocent.
 */
export function killerCandidates(v: NoirView): SuspectId[] {
  const k = knowledgeFromView(v);
  const out = new Set<SuspectId>();
  for (const row of v.grid) for (const c of row) if (!c.dead && !c.innocent) out.add(c.suspect);
  for (const d of v.discards) out.delete(d.suspect);
  if (k.role === "inspector") {
    if (k.identity) out.delete(k.identity);
    for (const h of k.hand) out.delete(h);
  }
  if (k.role === "killer" && k.identity) out.add(k.identity); // the Killer's own guess of what the Inspector can know
  const log = v.log;
  let from = 0;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === "disguised") { from = i + 1; break; }
  for (let i = from; i < log.length; i++) {
    const l = log[i]!;
    const s = idOf(l.params.suspect);
    if (!s) continue;
    if (l.type === "arrestMiss" || l.type === "citizenArrestMiss") out.delete(s);
    const near = l.type === "killed" || l.type === "canvassKillerYes";
    const far = l.type === "canvassKillerNo";
    if (!near && !far) continue;
    const g = gridAfter(v.grid, log, i);
    if (!g) continue;
    for (const c of [...out]) if (adjacentOn(g, c, s) !== near) out.delete(c);
  }
  return [...out];
}

/** NOIR-15 (the Killer's side): where the Inspector's identity may be — alive, not discarded, not me, on the side of each canvass. */
function inspectorCandidates(v: NoirView, me: SuspectId): SuspectId[] {
  const out = new Set<SuspectId>();
  for (const row of v.grid) for (const c of row) if (!c.dead && c.suspect !== me && !c.innocent) out.add(c.suspect);
  for (const d of v.discards) out.delete(d.suspect);
  v.log.forEach((l, i) => {
    const s = idOf(l.params.suspect);
    if (!s || (l.type !== "canvassInspectorYes" && l.type !== "canvassInspectorNo")) return;
    const g = gridAfter(v.grid, v.log, i);
    if (g) for (const c of [...out]) if (adjacentOn(g, c, s) !== (l.type === "canvassInspectorYes")) out.delete(c);
  });
  return [...out];
}

const pickOf = <T>(rng: Rng, xs: readonly T[]): T | null => (xs.length ? xs[rng.int(xs.length)]! : null);

/** The best-scoring moves, one of them at random (ties broken by the room's generator). */
function best<T>(rng: Rng, xs: readonly T[], score: (x: T) => number): T | null {
  let top = -Infinity;
  let all: T[] = [];
  for (const x of xs) {
    const s = score(x);
    if (s > top) [top, all] = [s, [x]];
    else if (s === top) all.push(x);
  }
  return pickOf(rng, all);
}

/** NOIR-14 easy: any legal move, a kill or an arrest now and then. */
function easy(moves: NoirAction[], rng: Rng): NoirAction | null {
  const kills = moves.filter((m) => m.type === "kill" || m.type === "pickIdentity");
  if (kills.length && rng.next() < 0.5) return pickOf(rng, kills);
  const arrests = moves.filter((m) => m.type === "arrest");
  if (arrests.length && rng.next() < 0.25) return pickOf(rng, arrests);
  const rest = moves.filter((m) => m.type !== "arrest" && m.type !== "citizenArrest");
  return pickOf(rng, rest.length ? rest : moves);
}

const shiftAction = (s: Shift): NoirAction => ({ type: "shift", ...s });

/** NOIR-15: the Inspector arrests a possible Killer in reach, else brings the most possible Killers within reach, else canvasses. */
function inspector(v: NoirView, moves: NoirAction[], rng: Rng): NoirAction | null {
  const k = knowledgeFromView(v);
  const cands = killerCandidates(v);
  const inCands = (s: SuspectId) => cands.includes(s);
  if (k.phase === "inspectorPickIdentity") {
    // Far from the last victim, with many living neighbours to arrest from.
    return best(rng, moves.filter((m) => m.type === "pickIdentity"), (m) => (m.type === "pickIdentity" ? livingNeighbours(k.grid, m.suspect).filter(inCands).length : 0));
  }
  if (k.phase === "inspectorDiscard") {
    // The discard whose canvass splits the possible Killers most evenly (its own identity excluded by the rules).
    const half = cands.length / 2;
    return best(rng, moves.filter((m) => m.type === "discard"), (m) => (m.type === "discard" ? -Math.abs(livingNeighbours(k.grid, m.suspect).filter(inCands).length - half) : 0));
  }
  if (!k.identity) return easy(moves, rng);
  const reach = arrestTargets(k.grid, k.identity).filter(inCands);
  if (reach.length) return { type: "arrest", suspect: pickOf(rng, reach)! };
  const citizen = moves.filter((m) => m.type === "citizenArrest" && inCands(m.suspect));
  if (citizen.length && cands.length <= 4) return pickOf(rng, citizen);
  const shifts = legalShifts(k.grid, k.lastShift);
  const reachAfter = (s: Shift) => {
    const g = shiftGrid(k.grid, s);
    return arrestTargets(g, k.identity!).filter(inCands).length;
  };
  const shift = best(rng, shifts, reachAfter);
  if (shift && reachAfter(shift) > 0) return shiftAction(shift);
  if (moves.some((m) => m.type === "exonerate") && (v.mode !== "classic" || cands.length > 2)) return { type: "exonerate" };
  return shift ? shiftAction(shift) : pickOf(rng, moves);
}

/** NOIR-16: the Killer kills where the Inspector learns least (or may stand), disguises when cornered, else slips away by a shift. */
function killer(v: NoirView, moves: NoirAction[], rng: Rng): NoirAction | null {
  const k = knowledgeFromView(v);
  const me = k.identity;
  if (!me) return easy(moves, rng);
  const cands = killerCandidates(v);
  const insp = inspectorCandidates(v, me);
  const kills = killTargets(k.grid, me);
  // After a kill the Inspector keeps only the possible Killers next to the victim.
  const left = (victim: SuspectId) => cands.filter((c) => c !== victim && adjacentOn(k.grid, c, victim)).length;
  const cornered = cands.length <= 3;
  if (cornered && k.deckCount > 0 && k.phase === "play") return { type: "disguise" };
  if (kills.length) {
    const hitChance = (s: SuspectId) => (insp.includes(s) ? 1 / Math.max(1, insp.length) : 0);
    const victim = best(rng, kills, (s) => left(s) + 40 * hitChance(s));
    if (victim && (k.phase === "killerFirstKill" || left(victim) >= 2 || hitChance(victim) >= 0.25 || v.kills >= v.killTarget - 1)) return { type: "kill", suspect: victim };
  }
  if (k.phase === "killerFirstKill") return pickOf(rng, moves);
  // A shift that leaves the most living suspects around me (cover) and keeps a kill in reach.
  const shifts = legalShifts(k.grid, k.lastShift);
  const cover = (s: Shift) => {
    const g = shiftGrid(k.grid, s);
    const p = findSuspect(g, me);
    return p ? neighbours(g, p).filter((q) => !cellAt(g, q)!.dead).length : 0;
  };
  const shift = best(rng, shifts, cover);
  if (shift) return shiftAction(shift);
  return pickOf(rng, moves);
}

/** NOIR-13 … B4: the seat's move, or null when it is not its turn. */
export function bot(view: unknown, _seat: number, ctx: BotCtx): NoirAction | null {
  const v = view as NoirView;
  if (!v.me || v.phase === "over" || v.toMove !== v.me.role) return null;
  const moves = legalActions(knowledgeFromView(v));
  if (!moves.length) return null;
  if (ctx.level === "easy") return easy(moves, ctx.rng);
  return v.me.role === "inspector" ? inspector(v, moves, ctx.rng) : killer(v, moves, ctx.rng);
}
