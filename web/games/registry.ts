/** Every game's client module, loaded lazily so the landing page carries none of them. One line per game. */
import { addCatalog, type Catalog, type Lang } from "../i18n";
import type { GameClient } from "./types";

type Loader = () => Promise<GameClient<never, never>>;

export const gameClients: Record<string, Loader> = {
  alibi: () => import("./alibi").then((m) => m.default as unknown as GameClient<never, never>),
  caso: () => import("./caso").then((m) => m.default as unknown as GameClient<never, never>),
  dicas: () => import("./dicas").then((m) => m.default as unknown as GameClient<never, never>),
  matiz: () => import("./matiz").then((m) => m.default as unknown as GameClient<never, never>),
  noir: () => import("./noir").then((m) => m.default as unknown as GameClient<never, never>),
};

/** Languages whose catalog each game already added (a game's catalog comes one language at a time). */
const loadedCatalogs = new Map<string, Set<Lang>>();
/** Adds a game's catalog in language `l`, once (the room page and the replay page both use it). */
export function withCatalog(c: { id: string; catalog(l: Lang): Promise<Catalog> }, l: Lang): Promise<void> {
  const done = loadedCatalogs.get(c.id) ?? new Set<Lang>();
  loadedCatalogs.set(c.id, done);
  if (done.has(l)) return Promise.resolve();
  return c.catalog(l).then((cat) => {
    addCatalog(l, cat);
    done.add(l);
  });
}
