/** The five games as the landing page lists them; a game is playable once its client module is registered. */
import { gameClients } from "../games/registry";

export const GAME_IDS = ["caso", "noir", "alibi", "matiz", "dicas"] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isPlayable = (id: string): boolean => Object.hasOwn(gameClients, id);

/**
 * Each game's tile colour and how long a match usually takes, in minutes (issue 19: the landing
 * says it). The seeds give no durations: these are estimates for the default settings — Noir's
 * two-player duel; Matiz to 25 points; 20 Dicas to 50 squares; Álibi's four rounds of stories,
 * discussion and votes at their default clocks; Caso's tour of the nine places.
 */
export const GAME_ART: Record<GameId, { hue: number; minutes: readonly [number, number] }> = {
  caso: { hue: 265, minutes: [40, 70] },
  noir: { hue: 350, minutes: [15, 30] },
  alibi: { hue: 200, minutes: [40, 60] },
  matiz: { hue: 30, minutes: [30, 45] },
  dicas: { hue: 140, minutes: [20, 40] },
};

/** Each game's `seats(defaultConfig)`, asked of the games themselves at build time (web/vite.config.ts). */
declare const __GAME_SEATS__: Record<GameId, { min: number; max: number }>;

/** "2–6", or "2" when a game seats exactly that many. */
export function playersRange(id: GameId): string {
  const { min, max } = __GAME_SEATS__[id];
  return min === max ? String(min) : `${min}–${max}`;
}

export const isGameId = (id: string): id is GameId => (GAME_IDS as readonly string[]).includes(id);
