/** Matiz's client module: lobby settings, play screen and catalogs. */
import "./matiz.css";
import type { GameClient } from "../types";
import type { MatizConfig, MatizView } from "../../../shared/games/matiz/public";
import { awaitsMe } from "./awaits";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import { catalogs } from "./i18n";

const client: GameClient<MatizView, MatizConfig> = { id: "matiz", Settings, Screen, catalogs, awaitsMe };
export default client;
