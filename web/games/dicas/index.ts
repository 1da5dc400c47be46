/** 20 Dicas client: lobby settings, pawn colour pick, play screen, catalogs. No deck content is imported here. */
import "./dicas.css";
import type { GameClient } from "../types";
import { colourOf, content, EVENT_SEATS, type DicasConfig, type DicasView } from "../../../shared/games/dicas/public";
import { awaitsMe } from "./awaits";
import { Choice } from "./Choice";
import { catalogs } from "./i18n";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import { PAWN_HEX } from "./colours";

/** The lobby avatar takes the pawn's colour, so the list and the board agree. */
const seatColour = (choice: unknown): string | null => {
  const c = colourOf(choice);
  return c ? PAWN_HEX[c] : null;
};

const client: GameClient<DicasView, DicasConfig> = { id: "dicas", Settings, Choice, Screen, catalogs, seatColour, eventSeats: EVENT_SEATS, content, awaitsMe };
export default client;
