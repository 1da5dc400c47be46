/** A catalog entry: a plain string, or plural forms picked with Intl.PluralRules (Russian has one/few/many). */
export type Entry = string | { one?: string; few?: string; many?: string; other: string };
export type Catalog = Record<string, Entry>;
export const langs = ["pt", "en", "es", "ru"] as const;
export type Lang = (typeof langs)[number];
export type Catalogs = Record<Lang, Catalog>;
