/** Caso with three bots (npm run bench:bots): normal, a random-but-legal baseline (easy), and an omniscient lower bound. */
import { Rng, type BotLevel, type SeatInfo } from "../../shared/engine";
import { game as caso } from "../../shared/games/caso";
import type { CasoState } from "../../shared/games/caso/state";
import type { CasoAction } from "../../shared/games/caso/schema";
import { canDo } from "../../shared/games/caso/actions";
import { knowledgeOf } from "../../shared/games/caso/view";
import { sheet } from "../../shared/games/caso/bot";
import { CHARACTERS, WEAPONS } from "../../shared/games/caso/cards";
import { PLACE_IDS } from "../../shared/games/caso/map";

type Figure = (b: string, v: number, u: string) => void;
const PACE = 3000;

/** The omniscient pawn: knows the solution, accuses at its first chance (after its first move). */
function omniscient(s: CasoState, seat: number, now: number): CasoAction | null {
  const t = s.turn;
  const p = s.pawns.find((x) => x.members.includes(seat));
  if (!t || !p || t.pawn !== p.id) return null;
  const k = knowledgeOf(s, seat, now);
  const accuse: CasoAction = { type: "accuse", ...s.solution };
  if (canDo(k, accuse) === null) return accuse;
  for (const a of [{ type: "spin" }, { type: "skipMove" }, { type: "endTurn" }] as CasoAction[]) if (canDo(k, a as never) === null) return a;
  return null;
}

/**
 * The random-but-legal baseline: the easy policy (random destinations and questions, no notes), and
 * where it would end its turn, now and then (one time in eight) a random accusation among the cards
 * its hand and the cards shown to it leave open.
 */
function randomLegal(s: CasoState, seat: number, now: number, rng: Rng): CasoAction | null {
  const v = JSON.parse(JSON.stringify(caso.view(s, { kind: "seat", seat })));
  const a = caso.bot!(v, seat, { rng, level: "easy", now, played: [0, 1, 2] });
  if (a?.type !== "endTurn" || rng.next() >= 1 / 8) return a;
  const sh = sheet(v);
  const pick = <T>(xs: readonly T[], all: readonly T[]) => (xs.length ? xs[rng.int(xs.length)]! : all[rng.int(all.length)]!);
  const accuse = { type: "accuse", character: pick(sh.chars, CHARACTERS), weapon: pick(sh.weapons, WEAPONS), place: pick(sh.places, PLACE_IDS) } as CasoAction;
  return canDo(knowledgeOf(s, seat, now), accuse as never) === null ? accuse : a;
}

/** CASO-27: the resources a move spends, by kind (the Gravador is a question asked after an answer). */
export const RESOURCE_USES = ["chave", "vip", "gravador", "impulso", "passage", "deposit", "redeem"] as const;
export type ResourceUse = (typeof RESOURCE_USES)[number];
export function resourceUses(s: CasoState, a: CasoAction): ResourceUse[] {
  const act = a.type === "propose" ? a.action : a;
  switch (act.type) {
    case "move":
      return [...(act.key ? (["chave"] as const) : []), ...(act.vip ? (["vip"] as const) : []), ...(act.deposit ? (["deposit"] as const) : [])];
    case "investigate":
      return s.turn?.phase === "answered" ? ["gravador"] : [];
    case "impulso":
    case "passage":
    case "redeem":
      return [act.type];
    default:
      return [];
  }
}

export function casoMatch(seed: number, level: BotLevel | "omniscient"): { turns: number; wrong: number; winner: number | null; stalled: boolean; moves: number; uses: Record<ResourceUse, number> } {
  const uses = Object.fromEntries(RESOURCE_USES.map((r) => [r, 0])) as Record<ResourceUse, number>;
  const rng = Rng.fromSeed(seed);
  const seats: SeatInfo[] = [0, 1, 2].map((seat) => ({ seat, name: `B${seat}`, choice: {} }));
  let now = 1_000_000;
  let s = caso.setup(seats, caso.defaultConfig, { now, rng });
  let moves = 0;
  let wrong = 0;
  let turns = 0;
  for (let step = 0; step < 20000 && !s.over; step++) {
    now += PACE;
    for (const d of caso.deadlines(s)) if (d.at <= now) {
      const out = caso.onDeadline(s, d.kind, { now, rng });
      if (out.ok) s = out.state;
    }
    turns = Math.max(turns, s.turn?.number ?? 0);
    let acted = false;
    for (const seat of [0, 1, 2]) {
      const a = level === "omniscient" ? omniscient(s, seat, now) : level === "easy" ? randomLegal(s, seat, now, rng) : caso.bot!(JSON.parse(JSON.stringify(caso.view(s, { kind: "seat", seat }))), seat, { rng, level, now, played: [0, 1, 2] });
      if (!a) continue;
      const before = s.wrongAccusers.length;
      const spent = resourceUses(s, a);
      const out = caso.apply(s, seat, a, { now, rng });
      if (!out.ok) return { turns: s.turn?.number ?? 0, wrong, winner: null, stalled: true, moves, uses };
      for (const r of spent) uses[r]++;
      s = out.state;
      wrong += s.wrongAccusers.length - before;
      moves++;
      acted = true;
      break;
    }
    if (!acted && !caso.deadlines(s).length) return { turns: s.turn?.number ?? 0, wrong, winner: null, stalled: true, moves, uses };
  }
  return { turns, wrong, winner: s.over?.winner ?? null, stalled: !s.over, moves, uses };
}

export function casoBench(n: number, figure: Figure): void {
  if (n <= 0) return;
  for (const level of ["normal", "easy", "omniscient"] as const) {
    const runs = level === "normal" ? n : Math.max(1, Math.ceil(n / 5));
    let stalled = 0;
    let turns = 0;
    let solved = 0;
    let wrong = 0;
    let accusations = 0;
    const used = Object.fromEntries(RESOURCE_USES.map((r) => [r, 0])) as Record<ResourceUse, number>;
    for (let m = 0; m < runs; m++) {
      const r = casoMatch(50_000 + m, level);
      for (const u of RESOURCE_USES) used[u] += r.uses[u];
      if (r.stalled) stalled++;
      if (r.winner !== null) {
        solved++;
        turns += r.turns;
      }
      wrong += r.wrong;
      accusations += r.wrong + (r.winner !== null ? 1 : 0);
    }
    const name = level === "easy" ? "random_legal" : level;
    figure(`caso_${name}_matches`, runs, "matches");
    figure(`caso_${name}_stalled`, stalled, "matches");
    figure(`caso_${name}_solved_share`, solved / runs, "share");
    figure(`caso_${name}_mean_turns_to_correct_accusation`, solved ? turns / solved : 0, "turns");
    figure(`caso_${name}_wrong_accusation_share`, accusations ? wrong / accusations : 0, "share");
    if (level !== "omniscient") for (const u of RESOURCE_USES) figure(`caso_${name}_${u}_per_match`, used[u] / runs, "uses");
  }
}
