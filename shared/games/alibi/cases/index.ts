/**
 * Every Álibi case (ALIBI-G1; the sample case first). Server-only, like the Dicas decks: the client imports
 * `catalog.ts` for titles and never this file, so no case text ships in the bundle.
 */
import type { AlibiCase, ContentLang } from "./types";
import { severnayaZvezdaRu } from "./severnaya-zvezda-ru";
import { severnayaZvezdaPt } from "./severnaya-zvezda-pt";
import { premyeraRu } from "./premyera-ru";
import { premyeraPt } from "./premyera-pt";
import { polyarnayaNochRu } from "./polyarnaya-noch-ru";
import { yubileyRu } from "./yubiley-ru";
import { polyarnayaNochPt } from "./polyarnaya-noch-pt";
import { yubileyPt } from "./yubiley-pt";
import { barracaoPt } from "./barracao-pt";
import { barracaoRu } from "./barracao-ru";
import { posledniyReysRu } from "./posledniy-reys-ru";
import { posledniyReysPt } from "./posledniy-reys-pt";
import { severnayaZvezdaEn } from "./severnaya-zvezda-en";
import { premyeraEn } from "./premyera-en";
import { polyarnayaNochEn } from "./polyarnaya-noch-en";
import { yubileyEn } from "./yubiley-en";
import { barracaoEn } from "./barracao-en";
import { posledniyReysEn } from "./posledniy-reys-en";
import { severnayaZvezdaEs } from "./severnaya-zvezda-es";
import { premyeraEs } from "./premyera-es";
import { polyarnayaNochEs } from "./polyarnaya-noch-es";
import { yubileyEs } from "./yubiley-es";
import { barracaoEs } from "./barracao-es";
import { posledniyReysEs } from "./posledniy-reys-es";

export type { AlibiCase, ContentLang, Clue, Entry, Feature, Profession } from "./types";

/** All cases; the sample case first (RU, then its PT version), then every other language version. */
export const CASES: readonly AlibiCase[] = [
  severnayaZvezdaRu,
  severnayaZvezdaPt,
  premyeraRu,
  premyeraPt,
  polyarnayaNochRu,
  polyarnayaNochPt,
  yubileyRu,
  yubileyPt,
  barracaoPt,
  barracaoRu,
  posledniyReysRu,
  posledniyReysPt,
  severnayaZvezdaEn,
  premyeraEn,
  polyarnayaNochEn,
  yubileyEn,
  barracaoEn,
  posledniyReysEn,
  severnayaZvezdaEs,
  premyeraEs,
  polyarnayaNochEs,
  yubileyEs,
  barracaoEs,
  posledniyReysEs,
];

const byId = new Map<string, AlibiCase>(CASES.map((c) => [c.id, c]));

/** The case with this id, or undefined (a lobby choice may be stale or forged). */
export function caseById(id: string): AlibiCase | undefined {
  return byId.get(id);
}

/** Cases written in this content language, in list order. */
export function casesIn(lang: ContentLang): AlibiCase[] {
  return CASES.filter((c) => c.lang === lang);
}
