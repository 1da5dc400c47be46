/** Host options and every gap value (CASO-G1 to CASO-G9, CASO-R14 to CASO-R16), as config with defaults. */
import { z } from "zod";
import { RESOURCE_KINDS, SECTORS } from "./roulette";

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
export const MAX_TEAM_MEMBERS = 4;
export const MAX_SEATS_TEAMS = 24; // 6 teams of 4 (the protocol allows 24 seats)
