/** Álibi's client module: lobby settings, the table-size panel, the play screen, and its catalogs. */
import "./alibi.css";
import { content, type AlibiConfig, type AlibiView } from "../../../shared/games/alibi/public";
import type { GameClient } from "../types";
import { awaitsMe } from "./awaits";
import { catalogs } from "./i18n";
import { eventParams } from "./events";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import { Table } from "./Table";

const client: GameClient<AlibiView, AlibiConfig> = { id: "alibi", Settings, Choice: Table, Screen, catalogs, eventParams, content, awaitsMe };
export default client;
