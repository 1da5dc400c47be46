/** Noir's client module: lobby settings and role choice, the play screen, and its catalogs. */
import { guide } from "./now";
import "./noir.css";
import type { NoirConfig, NoirView } from "../../../shared/games/noir/public";
import type { GameClient } from "../types";
import { Choice } from "./Choice";
import type { Catalog, Lang } from "../../i18n/plural";
import { Screen } from "./Screen";
import { Settings } from "./Settings";

/** One language's catalog, its own chunk (the four languages are web/games/noir/i18n_<lang>.ts; i18n.ts joins them for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

const client: GameClient<NoirView, NoirConfig> = { id: "noir", Settings, Choice, Screen, catalog, guide };
export default client;
