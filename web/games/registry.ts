/** Every game's client module, loaded lazily so the landing page carries none of them. One line per game. */
import type { GameClient } from "./types";

type Loader = () => Promise<GameClient<never, never>>;

export const gameClients: Record<string, Loader> = {
  alibi: () => import("./alibi").then((m) => m.default as unknown as GameClient<never, never>),
  caso: () => import("./caso").then((m) => m.default as unknown as GameClient<never, never>),
  dicas: () => import("./dicas").then((m) => m.default as unknown as GameClient<never, never>),
  matiz: () => import("./matiz").then((m) => m.default as unknown as GameClient<never, never>),
  noir: () => import("./noir").then((m) => m.default as unknown as GameClient<never, never>),
};
