/** Álibi's client module: lobby settings, the table-size panel, the play screen, and its catalogs. */
import { guide } from "./now";
import "./alibi.css";
import { content, type AlibiConfig, type AlibiView } from "../../../shared/games/alibi/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import type { Catalog, Lang } from "../../i18n/plural";
import { eventParams } from "./events";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import { Table } from "./Table";

/** One language's catalog, its own chunk (issue 19/22: a room page carries its language only; i18n.ts joins the four for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

const client: GameClient<AlibiView, AlibiConfig> = { id: "alibi", Settings, Choice: Table, Screen, catalog, eventParams, content, awaitsMe, guide };
export default client;
