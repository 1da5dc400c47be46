/**
 * Client-safe list of the cases for the lobby: ids, language and a title/summary line per UI
 * language. No case content here (professions, clues…): those live in the server-only case files.
 * The content test checks this list matches `CASES` one to one.
 */
import type { CaseListing, ContentLang } from "./types";

export const CASE_CATALOG: readonly CaseListing[] = [
  {
    id: "severnaya-zvezda-ru",
    lang: "ru",
    title: "Северная звезда",
    blurb: {
      ru: { title: "Северная звезда", summary: "Ночной поезд, запертый вагон, антиквар убит, пропали часы XIX века." },
      pt: { title: "Estrela do Norte", summary: "Trem noturno, vagão trancado, um antiquário morto e um relógio do século XIX sumido." },
      en: { title: "The North Star", summary: "A night train, a locked carriage, an antique dealer dead and a 19th-century watch gone." },
      es: { title: "Estrella del Norte", summary: "Tren nocturno, vagón cerrado, un anticuario muerto y un reloj del siglo XIX desaparecido." },
    },
  },
  {
    id: "severnaya-zvezda-pt",
    lang: "pt",
    source: "severnaya-zvezda-ru",
    title: "Estrela do Norte",
    blurb: {
      pt: { title: "Estrela do Norte", summary: "Trem noturno, vagão trancado, um antiquário morto e um relógio do século XIX sumido." },
      ru: { title: "Северная звезда", summary: "Ночной поезд, запертый вагон, антиквар убит, пропали часы XIX века." },
      en: { title: "The North Star", summary: "A night train, a locked carriage, an antique dealer dead and a 19th-century watch gone." },
      es: { title: "Estrella del Norte", summary: "Tren nocturno, vagón cerrado, un anticuario muerto y un reloj del siglo XIX desaparecido." },
    },
  },
];

/** The default case list a lobby offers for a content language ("random" picks among these). */
export function listingsIn(lang: ContentLang): CaseListing[] {
  return CASE_CATALOG.filter((c) => c.lang === lang);
}
