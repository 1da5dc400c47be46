/**
 * The host's lobby options (MATIZ-4/5/6/7/8/11). Every gap value (MATIZ-G1 to MATIZ-G4, RULES.md) is a default
 * here, so a host or a later change can alter it.
 */
import { z } from "zod";

const points = z.number().int().min(0).max(20);

/** MATIZ-6 gap: defaults from the published game. */
const scoringSchema = z.object({
  /** Guesser whose best marker is on the target. */
  exact: points,
  /** Guesser whose best marker is in the 3×3 frame (Chebyshev distance 1). */
  ring1: points,
  /** Guesser whose best marker is in the 5×5 frame (Chebyshev distance 2). */
  ring2: points,
  /** Giver, per guesser whose best marker is within the 3×3 frame. */
  giverPerClose: points,
});
export type Scoring = z.infer<typeof scoringSchema>;
export const DEFAULT_SCORING: Scoring = { exact: 3, ring1: 2, ring2: 1, giverPerClose: 1 };

/** Seconds, or null for "no limit". */
const clockSeconds = z.number().int().min(10).max(600).nullable();

export const configSchema = z.object({
  /** MATIZ-4: everyone at once, or one at a time (second pass in reverse order). */
  guessMode: z.enum(["simultaneous", "turns"]),
  /** MATIZ-4: markers seen by all as placed, or only at the reveal. */
  markers: z.enum(["visible", "hidden"]),
  /** MATIZ-7 */
  goal: z.number().int().min(1).max(200),
  endMode: z.enum(["immediately", "endOfRound", "closeCycle"]),
  /** MATIZ-8: clue clock (also covers picking the target) and guess clock. */
  clueSeconds: clockSeconds,
  guessSeconds: clockSeconds,
  onTimeout: z.enum(["force", "warn"]),
  /** MATIZ-5: host-blockable word families (blocked by default). */
  blockLightDark: z.boolean(),
  blockDirections: z.boolean(),
  blockNicknames: z.boolean(),
  scoring: scoringSchema,
  /** MATIZ-11 */
  board: z.enum(["normal", "ultra"]),
  /** Set by the room from its public flag: profanity is filtered in public rooms (MATIZ-5). */
  isPublic: z.boolean(),
  /**
   * MATIZ-2 "well separated": the four candidates are pairwise at least this many cells apart
   * (Chebyshev distance, hue counted round the colour wheel). 5 keeps the 5×5 scoring frames of
   * two candidates from overlapping.
   */
  minSeparation: z.number().int().min(1).max(7),
  /** MATIZ-9 gap: how long the clock waits for a giver who dropped ("about a minute"). */
  giverAwaySeconds: z.number().int().min(10).max(600),
  /** Gap: how long the reveal stays before the next round (null: until everyone taps "next"). */
  revealSeconds: z.number().int().min(3).max(120).nullable(),
});
export type MatizConfig = z.infer<typeof configSchema>;

export const defaultConfig: MatizConfig = {
  guessMode: "simultaneous",
  markers: "visible",
  goal: 25,
  endMode: "immediately",
  clueSeconds: 90,
  guessSeconds: 45,
  onTimeout: "force",
  blockLightDark: true,
  blockDirections: true,
  blockNicknames: true,
  scoring: DEFAULT_SCORING,
  board: "normal",
  isPublic: false,
  minSeparation: 5,
  giverAwaySeconds: 60,
  revealSeconds: 15,
};

/** MATIZ-1: three to ten players. */
export const seats = (): { min: number; max: number } => ({ min: 3, max: 10 });
