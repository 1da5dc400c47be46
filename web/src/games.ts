/** The five games as the landing page lists them; a game is playable once its client module is registered. */
import { gameClients } from "../games/registry";

export const GAME_IDS = ["caso", "noir", "alibi", "matiz", "dicas"] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isPlayable = (id: string): boolean => Object.hasOwn(gameClients, id);

export const GAME_ART: Record<GameId, { emoji: string; hue: number; players: string }> = {
  caso: { emoji: "🔎", hue: 265, players: "2–6" },
  noir: { emoji: "🗡️", hue: 350, players: "2" },
  alibi: { emoji: "🎭", hue: 200, players: "5–10" },
  matiz: { emoji: "🎨", hue: 30, players: "3–10" },
  dicas: { emoji: "💡", hue: 140, players: "2–6" },
};
