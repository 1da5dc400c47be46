/** Caso's client module: lobby settings and choice, the play screen, its catalogs, and the history names hook. */
import "./caso.css";
import type { CasoConfig, CasoView } from "../../../shared/games/caso/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import { Choice } from "./Choice";
import { eventParams } from "./history";
import { catalogs } from "./i18n";
import { Screen } from "./Screen";
import { Settings } from "./Settings";

const client: GameClient<CasoView, CasoConfig> & { eventParams: typeof eventParams } = { id: "caso", Settings, Choice, Screen, catalogs, eventParams, awaitsMe };
export default client;
