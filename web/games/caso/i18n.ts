/** Caso's catalogs in pt (default), en, es and ru; each language in its own file. */
import type { Catalogs } from "../../i18n/plural";
import { en } from "./i18n_en";
import { es } from "./i18n_es";
import { pt } from "./i18n_pt";
import { ru } from "./i18n_ru";

export const catalogs: Catalogs = { pt, en, es, ru };

