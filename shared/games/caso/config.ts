/** Host options and every gap value (CASO-G1 to CASO-G9, CASO-R14 to CASO-R16), as config with defaults. */
import { z } from "zod";
import type { SeatInfo } from "../../engine";
import { isInt, isOneOf, record } from "../../engine/read";
import { CHARACTERS } from "./cards";
import { RESOURCE_KINDS, SECTORS } from "./roulette";
import type { Code } from "./schema";

const sector = z.object({ steps: z.number().int().min(1).max(12).nullable(), resource: z.enum(RESOURCE_KINDS).nullable() });

export const configSchema = z.object({
  map: z.literal("noite-24"),
  /** Team mode: seats pick a team in the lobby and each team shares one pawn. */
  teams: z.boolean(),
  /** "Confirmação coletiva" (CASO-1), only meaningful in team mode. */
  collectiveConfirmation: z.boolean(),
  rouletteSectors: z.array(sector).min(1).max(24),
  resourceHoldPerKind: z.number().int().min(1).max(3),
  resourceUsableOnWinTurn: z.boolean(),
  turnMsSolo: z.number().int().min(10_000).max(900_000),
  turnMsTeam: z.number().int().min(10_000).max(900_000),
  answerMs: z.number().int().min(5_000).max(300_000),
  alertLastMs: z.number().int().min(0).max(60_000),
  greyDelayMs: z.number().int().min(0).max(10_000),
  greyFadeMs: z.number().int().min(0).max(10_000),
  streetSquaresBlock: z.boolean(),
  forbidLoopToStartPlace: z.boolean(),
  skipAbsentTurn: z.boolean(),
  absentLeavesQuorum: z.boolean(),
  serverPickRule: z.enum(["alreadyShownElseRandom", "random"]),
  spectatorGlobalChat: z.enum(["read", "write"]),
  revealSolutionToWrongAccuser: z.boolean(),
});
export type CasoConfig = z.infer<typeof configSchema>;

export const defaultConfig: CasoConfig = {
  map: "noite-24",
  teams: false,
  collectiveConfirmation: false,
  rouletteSectors: SECTORS.map((s) => ({ ...s })),
  resourceHoldPerKind: 1,
  resourceUsableOnWinTurn: true,
  turnMsSolo: 180_000,
  turnMsTeam: 240_000,
  answerMs: 60_000,
  alertLastMs: 10_000,
  greyDelayMs: 1_500,
  greyFadeMs: 1_000,
  streetSquaresBlock: false,
  forbidLoopToStartPlace: true,
  skipAbsentTurn: true,
  absentLeavesQuorum: true,
  serverPickRule: "alreadyShownElseRandom",
  spectatorGlobalChat: "read",
  revealSolutionToWrongAccuser: false,
};

export const MAX_TEAMS = 6;
const MAX_TEAM_MEMBERS = 4;
const MAX_SEATS_TEAMS = 24; // 6 teams of 4 (the protocol allows 24 seats)

/** Two to six pawns solo; in team mode up to six teams of four. */
export const seats = (c: CasoConfig): { min: number; max: number } => ({ min: 2, max: c.teams ? MAX_SEATS_TEAMS : 6 });

/** The seat's lobby pick: a team (team mode) and a character. */
export const choiceSchema = z.object({
  team: z.number().int().min(0).max(MAX_TEAMS - 1).nullable().optional(),
  character: z.enum(CHARACTERS).nullable().optional(),
});
export type CasoChoice = z.infer<typeof choiceSchema>;

/** `choiceSchema`, read by hand (issue 22: the browser ships no zod; test/unit/readers.test.ts keeps the two equal). */
export function readChoice(x: unknown): CasoChoice | undefined {
  const r = record(x);
  if (!r) return undefined;
  const out: CasoChoice = {};
  if (r.team !== undefined) {
    if (r.team !== null && !isInt(r.team, 0, MAX_TEAMS - 1)) return undefined;
    out.team = r.team;
  } else if ("team" in r) out.team = undefined;
  if (r.character !== undefined) {
    if (r.character !== null && !isOneOf(CHARACTERS, r.character)) return undefined;
    out.character = r.character;
  } else if ("character" in r) out.character = undefined;
  return out;
}

export const parseChoice = (c: unknown): CasoChoice => readChoice(c) ?? {};

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

export function checkChoice(config: CasoConfig, choices: ReadonlyMap<number, unknown>, seat: number, choice: unknown): Code {
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

export function checkStart(config: CasoConfig, seats: readonly SeatInfo[]): Code {
  if (!config.teams) return null;
  if (seats.some((s) => parseChoice(s.choice).team == null)) return "team_required";
  const groups = groupSeats(config, seats);
  if (groups.length < 2 || groups.length > MAX_TEAMS) return "teams_count";
  return null;
}
