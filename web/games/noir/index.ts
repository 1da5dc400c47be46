/** Noir's client module: lobby settings and role choice, the play screen, and its catalogs. */
import { guide } from "./now";
import "./noir.css";
import type { NoirConfig, NoirView } from "../../../shared/games/noir/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import { botPicks, Choice } from "./Choice";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import type { Catalog, Lang } from "../../i18n/plural";

/** One language's catalog, its own chunk (issue 19/22: a room page carries its language only; i18n.ts joins the four for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

const client: GameClient<NoirView, NoirConfig> = { id: "noir", Settings, Choice, botPicks, Screen, catalog, awaitsMe, guide };
export default client;
