/** Every game's client module, loaded lazily so the landing page carries none of them. One line per game. */
import { loadCatalog, type Catalog, type Lang } from "../i18n";
import type { GameClient } from "./types";

type Loader = () => Promise<GameClient<never, never>>;

export const gameClients: Record<string, Loader> = {
  alibi: () => import("./alibi").then((m) => m.default as unknown as GameClient<never, never>),
  caso: () => import("./caso").then((m) => m.default as unknown as GameClient<never, never>),
  dicas: () => import("./dicas").then((m) => m.default as unknown as GameClient<never, never>),
  matiz: () => import("./matiz").then((m) => m.default as unknown as GameClient<never, never>),
  noir: () => import("./noir").then((m) => m.default as unknown as GameClient<never, never>),
};

/**
 * Adds a game's catalog in language `l`, once, and keeps the game's catalogs in the language switch
 * (web/i18n `setLang` waits for them); the room page and the replay page both use it.
 */
export function withCatalog(c: { id: string; catalog(l: Lang): Promise<Catalog> }, l: Lang): Promise<void> {
  return loadCatalog(c.id, (x) => c.catalog(x), l);
}
