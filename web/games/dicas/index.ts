/** 20 Dicas client: lobby settings, pawn colour pick, play screen, catalogs. No deck content is imported here. */
import { guide } from "./now";
import "./dicas.css";
import type { GameClient } from "../types";
import { colourOf, content, EVENT_SEATS, type DicasConfig, type DicasView } from "../../../shared/games/dicas/public";
import { awaitsMe } from "./awaits";
import { Choice } from "./Choice";
import { Screen } from "./Screen";
import { Settings } from "./Settings";
import type { Catalog, Lang } from "../../i18n/plural";
import { PAWN_HEX } from "./colours";

/** The lobby avatar takes the pawn's colour, so the list and the board agree. */
const seatColour = (choice: unknown): string | null => {
  const c = colourOf(choice);
  return c ? PAWN_HEX[c] : null;
};

/** One language's catalog, its own chunk (issue 19/22: a room page carries its language only; i18n.ts joins the four for the tests). */
const catalog = (l: Lang): Promise<Catalog> =>
  ({ pt: () => import("./i18n_pt").then((m) => m.pt), en: () => import("./i18n_en").then((m) => m.en), es: () => import("./i18n_es").then((m) => m.es), ru: () => import("./i18n_ru").then((m) => m.ru) })[l]();

const client: GameClient<DicasView, DicasConfig> = { id: "dicas", Settings, Choice, Screen, catalog, seatColour, eventSeats: EVENT_SEATS, content, awaitsMe, guide };
export default client;
