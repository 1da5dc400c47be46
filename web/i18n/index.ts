/**
 * Translation: t("key", { n: 3 }) reads the current language signal, so a component that calls it
 * re-renders when the language changes. Missing keys fall back to Portuguese, then to any loaded
 * language, then to the key itself.
 *
 * Issue 22, each screen loads what it needs: every catalog comes one language at a time, its own
 * chunk — the platform's (./pt … ./ru) and each game's (keys prefixed with the game id, added with
 * `loadCatalog` when the game's module loads). The page renders once its language's catalogs are in
 * (main.tsx awaits `loadLang`; the Worker preloads that language's chunk with the page, see
 * `markedPreloads` in web/vite.config.ts), and `setLang` switches only after the new language's catalogs — the platform's
 * and every game's in use — have arrived, so a live switch never shows a key or a line of the old
 * language beside the new one.
 */
import { signal } from "@preact/signals";
import { langs, type Catalog, type Catalogs, type Entry, type Lang } from "./plural";

export { langs, type Lang, type Catalogs, type Catalog };

const catalogs: Catalogs = { pt: {}, en: {}, es: {}, ru: {} };

/** The catalog sources in use, by name: the platform's ("core") and each loaded game's. */
const sources = new Map<string, (l: Lang) => Promise<Catalog>>([
  [
    "core",
    (l) =>
      ({
        pt: () => import("./pt").then((m) => m.pt),
        en: () => import("./en").then((m) => m.en),
        es: () => import("./es").then((m) => m.es),
        ru: () => import("./ru").then((m) => m.ru),
      })[l](),
  ],
]);
/** Each source's languages already added, or on their way (one request per source and language). */
const loads = new Map<string, Promise<void>>();

function loadSource(name: string, l: Lang): Promise<void> {
  const id = `${name}:${l}`;
  let p = loads.get(id);
  if (!p) {
    p = sources.get(name)!(l).then((cat) => addCatalog(l, cat));
    p.catch(() => loads.delete(id)); // a failed request may be asked again
    loads.set(id, p);
  }
  return p;
}

/** Every catalog in use, in language `l`: the platform's and each registered game's. */
export function loadLang(l: Lang): Promise<void> {
  return Promise.all([...sources.keys()].map((name) => loadSource(name, l))).then(() => undefined);
}

/**
 * A game's catalogs: registers its source (so a later `setLang` brings the game's lines too) and
 * loads language `l` (the room page and the replay page both use it).
 */
export function loadCatalog(name: string, source: (l: Lang) => Promise<Catalog>, l: Lang): Promise<void> {
  if (!sources.has(name)) sources.set(name, source);
  return loadSource(name, l);
}

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

/** The language being switched to while its catalogs load (the picker shows it; the text keeps the old one until they are in). */
export const pendingLang = signal<Lang | null>(null);

/** Switches the page to `l` once every catalog in use has arrived in `l` (resolves then; a failed load keeps the old language). */
export function setLang(l: Lang): Promise<void> {
  pendingLang.value = l;
  return loadLang(l).then(
    () => {
      if (pendingLang.value === l) pendingLang.value = null;
      applyLang(l);
    },
    () => {
      if (pendingLang.value === l) pendingLang.value = null;
    },
  );
}

function applyLang(l: Lang): void {
  lang.value = l;
  host.localStorage?.setItem("mesa.lang", l);
  // The Worker writes each page's language and preview tags from this (worker/pages.ts).
  if (host.document) host.document.cookie = `mesa.lang=${l}; path=/; max-age=31536000; SameSite=Lax`;
  if (host.document) host.document.documentElement.lang = l === "pt" ? "pt-BR" : l;
}

/** All four languages at once (the rules sheet's and the replay page's text, chunks of their own). */
export function addCatalogs(extra: Catalogs): void {
  for (const l of langs) Object.assign(catalogs[l], extra[l]);
  catalogVersion.value++;
}

/** One language's entries (a catalog loaded on demand); bumps `catalogVersion` so what reads them re-renders. */
function addCatalog(l: Lang, extra: Catalog): void {
  Object.assign(catalogs[l], extra);
  catalogVersion.value++;
}

/** Counts catalogs added after start: t() reads it, so text re-renders when a language's game catalog arrives. */
export const catalogVersion = signal(0);

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
  void catalogVersion.value;
  return langs.some((l) => key in catalogs[l]);
}

/** The entry in the page's language, else Portuguese, else any loaded language (a game's catalog in the new language may still be on its way). */
function entryOf(l: Lang, key: string): [Entry, Lang] | undefined {
  const own = catalogs[l][key];
  if (own !== undefined) return [own, l];
  for (const other of ["pt", ...langs] as const) if (catalogs[other][key] !== undefined) return [catalogs[other][key]!, other];
  return undefined;
}

export function t(key: string, params?: Params): string {
  void catalogVersion.value;
  const found = entryOf(lang.value, key);
  return found === undefined ? key : render(found[0], found[1], params);
}

/** Error codes from the server: the game's own text first (`matiz.error.X`), then the platform's. */
export function tError(code: string, params?: Params, gameId?: string): string {
  if (gameId && has(`${gameId}.error.${code}`)) return t(`${gameId}.error.${code}`, params);
  if (has(`error.${code}`)) return t(`error.${code}`, params);
  return t("error.unknown", { code });
}

/** For tests: every key of every language loaded so far (`loadLang` each language first). */
export function allCatalogs(): Catalogs {
  return catalogs;
}
