/** The 12-sector roulette (CASO-G3), drawn by the seeded generator when the spin executes. */
import type { Rng } from "../../engine";

export const RESOURCE_KINDS = ["chave", "vip", "gravador", "impulso"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

interface Sector {
  /** Steps given; null for Escolha (the spinner chooses). */
  steps: number | null;
  resource: ResourceKind | null;
}

/** Clockwise from the top; index = sector number − 1. */
export const SECTORS: readonly Sector[] = [
  { steps: 2, resource: null },
  { steps: 6, resource: "chave" },
  { steps: 9, resource: null },
  { steps: 5, resource: null },
  { steps: 8, resource: "vip" },
  { steps: 6, resource: null },
  { steps: null, resource: null }, // Escolha
  { steps: 8, resource: null },
  { steps: 7, resource: "gravador" },
  { steps: 12, resource: null },
  { steps: 4, resource: "impulso" },
  { steps: 7, resource: null },
];
export const IMPULSO_STEPS = 3;

/** One spin: a sector index, uniform over the sectors. */
export const spinSector = (rng: Rng, sectors: readonly Sector[] = SECTORS): number => rng.int(sectors.length);
