/** Noir's client module: lobby settings and role choice, the play screen, and its catalogs. */
import "./noir.css";
import type { NoirConfig, NoirView } from "../../../shared/games/noir/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import { Choice } from "./Choice";
import { catalogs } from "./i18n";
import { Screen } from "./Screen";
import { Settings } from "./Settings";

const client: GameClient<NoirView, NoirConfig> = { id: "noir", Settings, Choice, Screen, catalogs, awaitsMe };
export default client;
