/** Matiz's client module: lobby settings, play screen and catalogs. */
import { guide } from "./now";
import "./matiz.css";
import type { GameClient } from "../types";
import type { MatizConfig, MatizView } from "../../../shared/games/matiz/public";
import { awaitsMe } from "./awaits";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import type { Catalog, Lang } from "../../i18n/plural";

/** One language's catalog, its own chunk (issue 19/22: a room page carries its language only; i18n.ts joins the four for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

const client: GameClient<MatizView, MatizConfig> = { id: "matiz", Settings, Screen, catalog, awaitsMe, guide };
export default client;
