/** 20 Dicas client: lobby settings, pawn colour pick, play screen, catalogs. No deck content is imported here. */
import "./dicas.css";
import type { GameClient } from "../types";
import type { DicasConfig } from "../../../shared/games/dicas/config";
import type { DicasView } from "../../../shared/games/dicas/view";
import { Choice } from "./Choice";
import { catalogs } from "./i18n";
import { Screen } from "./Screen";
import { Settings } from "./Settings";

const client: GameClient<DicasView, DicasConfig> = { id: "dicas", Settings, Choice, Screen, catalogs };
export default client;
