/** Caso's client module: lobby settings and choice, the play screen, its catalogs, and the history names hook. */
import { guide } from "./now";
import "./caso.css";
import type { CasoConfig, CasoView } from "../../../shared/games/caso/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import { botPicks, Choice } from "./Choice";
import { eventParams } from "./history";
import { Screen } from "./Screen";
import { lazyComponent } from "../../src/ui/lazyComponent";
import type { Catalog, Lang } from "../../i18n/plural";

/** One language's catalog, its own chunk (issue 19/22: a room page carries its language only; i18n.ts joins the four for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

/**
 * The host's options, a chunk of its own (issue 22: the Caso screen's budget; PLAT-A3's map names paid
 * for by it), fetched as this module loads — before the room's first state arrives. The room draws the
 * lobby once it is in (`ready`, PLAT-A4: the lobby does not grow by the Settings a moment later).
 */
const Settings = lazyComponent(() => import("./Settings").then((m) => m.Settings));
Settings.preload();

const client: GameClient<CasoView, CasoConfig> & { eventParams: typeof eventParams } = { id: "caso", Settings, ready: Settings.load, Choice, botPicks, Screen, catalog, eventParams, awaitsMe, guide };
export default client;
