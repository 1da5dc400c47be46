/** Noir's host options, the seat's lobby pick, and who may sit: the lobby half of the contract. */
import { z } from "zod";
import { isOneOf, record } from "../../engine/read";

export const ROLES = ["killer", "inspector"] as const;
export type Role = (typeof ROLES)[number];

export const MODES = ["classic", "standard", "citizen"] as const;
export type Mode = (typeof MODES)[number];

export const configSchema = z.object({
  /** NOIR-12: Clássico, Padrão, Detenção cidadã. */
  mode: z.enum(MODES),
  /** NOIR-5 gap: the Killer wins when this many suspects are deceased (seed: 16). */
  killTarget: z.number().int().min(3).max(23),
  /**
   * NOIR-5 gap: a successful disguise flips the old identity to deceased; whether that death counts
   * towards killTarget. Default yes: the count is the deceased cards on the table.
   */
  disguiseDeathsCount: z.boolean(),
  /**
   * Rematch with roles swapped: the contract keeps no memory between matches, so setup cannot know
   * it is a rematch. The host flips this in the lobby: the roles the seats picked (or drew) are swapped.
   */
  swapRoles: z.boolean(),
});
export type NoirConfig = z.infer<typeof configSchema>;

export const defaultConfig: NoirConfig = { mode: "standard", killTarget: 16, disguiseDeathsCount: true, swapRoles: false };

/** Lobby pick per seat; unset (null) means "either". */
export const choiceSchema = z.object({ role: z.enum(ROLES) }).nullable();
export type NoirChoice = z.infer<typeof choiceSchema>;

/** `choiceSchema`, read by hand (issue 22: the browser ships no zod; test/unit/readers.test.ts keeps the two equal). undefined: not a choice. */
export function readChoice(x: unknown): NoirChoice | undefined {
  if (x === null) return null;
  const role = record(x)?.role;
  return isOneOf(ROLES, role) ? { role } : undefined;
}

/** Exactly the Killer and the Inspector; anyone else watches. */
export const seats = (): { min: number; max: number } => ({ min: 2, max: 2 });

/** A role picked by one seat is taken for the other. */
export function checkChoice(_config: NoirConfig, choices: ReadonlyMap<number, unknown>, seat: number, choice: unknown): string | null {
  const mine = readChoice(choice ?? null);
  if (mine === undefined) return "bad_choice";
  if (!mine) return null;
  for (const [other, c] of choices) {
    if (other !== seat && readChoice(c ?? null)?.role === mine.role) return "role_taken";
  }
  return null;
}
