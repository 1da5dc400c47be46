/**
 * Translation: t("key", { n: 3 }) reads the current language signal, so a component that calls it
 * re-renders when the language changes. Games add their own catalogs with addCatalogs (keys
 * prefixed with the game id). Missing keys fall back to Portuguese, then to the key itself.
 */
import { signal } from "@preact/signals";
import { langs, type Catalog, type Catalogs, type Entry, type Lang } from "./plural";
import { pt } from "./pt";
import { en } from "./en";
import { es } from "./es";
import { ru } from "./ru";

export { langs, type Lang, type Catalogs, type Catalog };

const catalogs: Catalogs = { pt: { ...pt }, en: { ...en }, es: { ...es }, ru: { ...ru } };

/** The browser globals this module touches, typed here so it also runs (and typechecks) in Node tests. */
const host = globalThis as {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  navigator?: { languages?: readonly string[]; language?: string };
  document?: { documentElement: { lang: string }; cookie: string };
};

function initialLang(): Lang {
  const saved = host.localStorage?.getItem("mesa.lang");
  if (saved && (langs as readonly string[]).includes(saved)) return saved as Lang;
  const nav = host.navigator ? host.navigator.languages ?? [host.navigator.language ?? ""] : [];
  for (const l of nav) {
    const short = l.slice(0, 2).toLowerCase();
    if ((langs as readonly string[]).includes(short)) return short as Lang;
  }
  return "pt";
}

export const lang = signal<Lang>(initialLang());

export function setLang(l: Lang): void {
  lang.value = l;
  host.localStorage?.setItem("mesa.lang", l);
  // The Worker writes each page's language and preview tags from this (worker/pages.ts).
  if (host.document) host.document.cookie = `mesa.lang=${l}; path=/; max-age=31536000; SameSite=Lax`;
  if (host.document) host.document.documentElement.lang = l === "pt" ? "pt-BR" : l;
}

export function addCatalogs(extra: Catalogs): void {
  for (const l of langs) Object.assign(catalogs[l], extra[l]);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralOf(l: Lang, n: number): Intl.LDMLPluralRule {
  let r = pluralRules.get(l);
  if (!r) pluralRules.set(l, (r = new Intl.PluralRules(l === "pt" ? "pt-BR" : l)));
  return r.select(n);
}

type Params = Record<string, unknown>;

function render(entry: Entry, l: Lang, params?: Params): string {
  let text: string;
  if (typeof entry === "string") text = entry;
  else {
    const n = Number(params?.n ?? 0);
    // CLDR puts 0 in Portuguese's "one" ("0 pessoa"); people write "0 pessoas".
    const form = l === "pt" && n === 0 ? "other" : pluralOf(l, n);
    text = entry[form as keyof typeof entry] ?? entry.other;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function has(key: string): boolean {
  return key in catalogs[lang.value] || key in catalogs.pt;
}

export function t(key: string, params?: Params): string {
  const l = lang.value;
  const entry = catalogs[l][key] ?? catalogs.pt[key];
  return entry === undefined ? key : render(entry, l, params);
}

/** Error codes from the server: the game's own text first (`matiz.error.X`), then the platform's. */
export function tError(code: string, params?: Params, gameId?: string): string {
  if (gameId && has(`${gameId}.error.${code}`)) return t(`${gameId}.error.${code}`, params);
  if (has(`error.${code}`)) return t(`error.${code}`, params);
  return t("error.unknown", { code });
}

/** For tests: every key of every language, to check catalogs are complete. */
export function allCatalogs(): Catalogs {
  return catalogs;
}
