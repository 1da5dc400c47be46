/**
 * Client-safe list of the cases for the lobby: ids, language and a title/summary line per UI
 * language. No case content here (professions, clues…): those live in the server-only case files.
 * Each story's lines are written once and shared by all its language versions (a small bundle).
 * The content test checks this list matches `CASES` one to one.
 */
import type { CaseListing, ContentLang, UiLang } from "./types";

type Blurb = Record<UiLang, { title: string; summary: string }>;
const severnayaZvezda: Blurb = {
  pt: { title: "Estrela do Norte", summary: "Trem noturno, vagão trancado, um antiquário morto e um relógio do século XIX sumido." },
  en: { title: "The North Star", summary: "A night train, a locked carriage, an antique dealer dead and a 19th-century watch gone." },
  es: { title: "Estrella del Norte", summary: "Tren nocturno, vagón cerrado, un anticuario muerto y un reloj del siglo XIX desaparecido." },
  ru: { title: "Северная звезда", summary: "Ночной поезд, запертый вагон, антиквар убит, пропали часы XIX века." },
};
const premyera: Blurb = {
  pt: { title: "Estreia", summary: "A noite da estreia, um teatro trancado, o diretor morto e sumiu a caderneta com os segredos alheios." },
  en: { title: "Opening Night", summary: "After the premiere, a locked theatre, the director dead and his notebook of secrets gone." },
  es: { title: "Estreno", summary: "Tras el estreno, un teatro cerrado, el director muerto y su libreta de secretos desaparecida." },
  ru: { title: "Премьера", summary: "Ночь после премьеры, запертый театр, убит главный режиссёр, пропала книжка с чужими тайнами." },
};
const polyarnayaNoch: Blurb = {
  pt: { title: "Noite Polar", summary: "Uma nevasca isola a estação polar, o chefe está morto e sumiu o mapa de um veio de ouro." },
  en: { title: "Polar Night", summary: "A blizzard cuts off an Arctic station, its chief lies dead and a map to a gold vein is gone." },
  es: { title: "Noche polar", summary: "Una ventisca aísla la estación polar, su jefe aparece muerto y falta el mapa de una veta de oro." },
  ru: { title: "Полярная ночь", summary: "Метель отрезала полярную станцию, убит её начальник, пропала карта с золотой жилой." },
};
const yubiley: Blurb = {
  pt: { title: "Jubileu", summary: "Tempestade numa datcha perto de Moscou: o escritor aniversariante morto e o manuscrito sobre os amigos sumido." },
  en: { title: "The Jubilee", summary: "A storm, a dacha near Moscow, a writer dead on his 70th birthday and the novel about his friends gone." },
  es: { title: "El jubileo", summary: "Tormenta en una dacha cerca de Moscú: el escritor del cumpleaños muerto y el manuscrito sobre sus amigos desaparecido." },
  ru: { title: "Юбилей", summary: "Гроза, дача в Переделкине, убит писатель-юбиляр, пропала рукопись о его знакомых." },
};
const barracao: Blurb = {
  pt: { title: "Barracão", summary: "Véspera do desfile, barracão trancado, o presidente da escola de samba morto e o caderno de contas sumido." },
  en: { title: "Carnival Eve", summary: "The night before the parade, a locked samba-school workshop, its president dead and the account book gone." },
  es: { title: "Víspera de carnaval", summary: "La noche antes del desfile, un taller de escuela de samba cerrado, su presidente muerto y el libro de cuentas desaparecido." },
  ru: { title: "Карнавал", summary: "Ночь перед шествием, запертая мастерская школы самбы, убит её президент, пропала тетрадь со счетами." },
};
const posledniyReys: Blurb = {
  pt: { title: "Última Viagem", summary: "Neblina no Volga, um navio ancorado, o dono da companhia morto e sumiu a pasta de promissórias." },
  en: { title: "The Last Cruise", summary: "Fog on the Volga, a cruise ship at anchor, the shipping magnate dead and his case of IOUs gone." },
  es: { title: "El último crucero", summary: "Niebla en el Volga, un barco anclado, el naviero muerto y su maletín de pagarés desaparecido." },
  ru: { title: "Последний рейс", summary: "Туман на Волге, теплоход на якоре, убит владелец пароходства, пропал портфель с векселями." },
};

/** One listing per case file: the story's lines, the title in the case's own language. */
function listing(id: string, lang: ContentLang, blurb: Blurb, source?: string): CaseListing {
  return { id, lang, ...(source ? { source } : {}), title: blurb[lang].title, blurb };
}

export const CASE_CATALOG: readonly CaseListing[] = [
  listing("severnaya-zvezda-ru", "ru", severnayaZvezda),
  listing("severnaya-zvezda-pt", "pt", severnayaZvezda, "severnaya-zvezda-ru"),
  listing("premyera-ru", "ru", premyera),
  listing("premyera-pt", "pt", premyera, "premyera-ru"),
  listing("polyarnaya-noch-ru", "ru", polyarnayaNoch),
  listing("polyarnaya-noch-pt", "pt", polyarnayaNoch, "polyarnaya-noch-ru"),
  listing("yubiley-ru", "ru", yubiley),
  listing("yubiley-pt", "pt", yubiley, "yubiley-ru"),
  listing("barracao-pt", "pt", barracao),
  listing("barracao-ru", "ru", barracao, "barracao-pt"),
  listing("posledniy-reys-ru", "ru", posledniyReys),
  listing("posledniy-reys-pt", "pt", posledniyReys, "posledniy-reys-ru"),
  listing("severnaya-zvezda-en", "en", severnayaZvezda, "severnaya-zvezda-ru"),
  listing("premyera-en", "en", premyera, "premyera-ru"),
  listing("polyarnaya-noch-en", "en", polyarnayaNoch, "polyarnaya-noch-ru"),
  listing("yubiley-en", "en", yubiley, "yubiley-ru"),
  listing("barracao-en", "en", barracao, "barracao-pt"),
  listing("posledniy-reys-en", "en", posledniyReys, "posledniy-reys-ru"),
  listing("severnaya-zvezda-es", "es", severnayaZvezda, "severnaya-zvezda-ru"),
  listing("premyera-es", "es", premyera, "premyera-ru"),
  listing("polyarnaya-noch-es", "es", polyarnayaNoch, "polyarnaya-noch-ru"),
  listing("yubiley-es", "es", yubiley, "yubiley-ru"),
  listing("barracao-es", "es", barracao, "barracao-pt"),
  listing("posledniy-reys-es", "es", posledniyReys, "posledniy-reys-ru"),
];

/** The default case list a lobby offers for a content language ("random" picks among these). */
export function listingsIn(lang: ContentLang): CaseListing[] {
  return CASE_CATALOG.filter((c) => c.lang === lang);
}
