/** Lobby choices (team, character) and the initial state: pawns, deal, first player (CASO-G2, CASO-G5). */
import { z } from "zod";
import type { Ctx, SeatInfo } from "../../engine";
import { CHARACTERS, deal, type CharacterId } from "./cards";
import { MAX_TEAMS, MAX_TEAM_MEMBERS, type CasoConfig } from "./config";
import { MAP } from "./map";
import { RESOURCE_KINDS, type ResourceKind } from "./roulette";
import { beginTurn } from "./turn";
import type { CasoState, Pawn } from "./state";

export const choiceSchema = z.object({
  team: z.number().int().min(0).max(MAX_TEAMS - 1).nullable().optional(),
  character: z.enum(CHARACTERS).nullable().optional(),
});
export type CasoChoice = z.infer<typeof choiceSchema>;

const parseChoice = (c: unknown): CasoChoice => {
  const r = choiceSchema.safeParse(c);
  return r.success ? r.data : {};
};

/** Seats grouped into pawns: one per seat solo, one per team in team mode (sorted by team number). */
export function groupSeats(config: CasoConfig, seats: readonly { seat: number; choice: unknown }[]): { team: number | null; members: number[] }[] {
  const sorted = [...seats].sort((a, b) => a.seat - b.seat);
  if (!config.teams) return sorted.map((s) => ({ team: null, members: [s.seat] }));
  const byTeam = new Map<number, number[]>();
  let spare = MAX_TEAMS;
  for (const s of sorted) {
    const team = parseChoice(s.choice).team ?? spare++;
    byTeam.set(team, [...(byTeam.get(team) ?? []), s.seat]);
  }
  return [...byTeam.entries()].sort((a, b) => a[0] - b[0]).map(([team, members]) => ({ team, members }));
}

export function checkChoice(config: CasoConfig, choices: ReadonlyMap<number, unknown>, seat: number, choice: unknown): string | null {
  const mine = parseChoice(choice);
  const others = [...choices].filter(([s]) => s !== seat).map(([s, c]) => ({ seat: s, ...parseChoice(c) }));
  const sameGroup = (o: { team?: number | null }) => config.teams && mine.team != null && o.team === mine.team;
  if (config.teams && mine.team != null && others.filter(sameGroup).length >= MAX_TEAM_MEMBERS) return "team_full";
  if (mine.character) {
    for (const o of others) {
      if (o.character !== mine.character && sameGroup(o) && o.character) return "team_character_conflict";
      if (o.character === mine.character && !sameGroup(o)) return "character_taken";
    }
  }
  return null;
}

export function checkStart(config: CasoConfig, seats: readonly SeatInfo[]): string | null {
  if (!config.teams) return null;
  if (seats.some((s) => parseChoice(s.choice).team == null)) return "team_required";
  const groups = groupSeats(config, seats);
  if (groups.length < 2 || groups.length > MAX_TEAMS) return "teams_count";
  return null;
}

const noResources = (): Record<ResourceKind, number> => Object.fromEntries(RESOURCE_KINDS.map((k) => [k, 0])) as Record<ResourceKind, number>;

export function setup(seats: readonly SeatInfo[], config: CasoConfig, ctx: Ctx): CasoState {
  const groups = groupSeats(config, seats);
  const choiceOf = new Map(seats.map((s) => [s.seat, parseChoice(s.choice)]));
  const taken = new Set<CharacterId>();
  const picked = groups.map((g) => {
    const c = g.members.map((m) => choiceOf.get(m)?.character).find((x): x is CharacterId => !!x && !taken.has(x));
    if (c) taken.add(c);
    return c ?? null;
  });
  const d = deal(groups.length, ctx.rng);
  const pawns: Pawn[] = groups.map((g, id) => {
    let character = picked[id];
    if (!character) {
      // Characters still free at the start are assigned at random (CASO-G2).
      character = ctx.rng.pick(CHARACTERS.filter((x) => !taken.has(x)));
      taken.add(character);
    }
    return {
      id, team: g.team, members: g.members, character, pos: { kind: "place", place: MAP.start }, hand: d.hands[id]!,
      resources: noResources(), capsule: { balance: 0, deposited: false }, passagesUsed: [], cycle: { visited: [], completed: 0 },
      eliminated: false, absentSeats: [], abandonedSeats: [],
    };
  });
  const first = ctx.rng.int(pawns.length);
  const state: CasoState = {
    config, rev: 0, pawns, order: pawns.map((_, i) => (first + i) % pawns.length), turn: null, solution: d.solution,
    publicCards: d.publicCards, evidence: [], proposals: [], ids: {}, marks: {}, notes: [], over: null, wrongAccusers: [],
  };
  beginTurn({ s: state, events: [], now: ctx.now, rng: ctx.rng }, state.order[0]!);
  return state;
}
