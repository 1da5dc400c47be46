/** The five games as the landing page lists them; a game is playable once its client module is registered. */
import { gameClients } from "../games/registry";

export const GAME_IDS = ["caso", "noir", "alibi", "matiz", "dicas"] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isPlayable = (id: string): boolean => Object.hasOwn(gameClients, id);

export const GAME_ART: Record<GameId, { emoji: string; hue: number }> = {
  caso: { emoji: "🔎", hue: 265 },
  noir: { emoji: "🗡️", hue: 350 },
  alibi: { emoji: "🎭", hue: 200 },
  matiz: { emoji: "🎨", hue: 30 },
  dicas: { emoji: "💡", hue: 140 },
};

/** Each game's `seats(defaultConfig)`, asked of the games themselves at build time (web/vite.config.ts). */
declare const __GAME_SEATS__: Record<GameId, { min: number; max: number }>;

/** "2–6", or "2" when a game seats exactly that many. */
export function playersRange(id: GameId): string {
  const { min, max } = __GAME_SEATS__[id];
  return min === max ? String(min) : `${min}–${max}`;
}
