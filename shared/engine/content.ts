/**
 * Content follows the table (issue 19): a game with written content (Álibi cases, Dicas decks) takes
 * the host's UI language at room creation, or the nearest language it has content in. Client-safe:
 * no content here, only language codes.
 */
import { z } from "zod";

export const UI_LANGS = ["pt", "en", "es", "ru"] as const;
export type UiLang = (typeof UI_LANGS)[number];
export const uiLangSchema = z.enum(UI_LANGS);

/**
 * Nearness between the site's languages, nearest first: the Romance languages lean on each other,
 * English leans on Portuguese (the site's first language), Russian on English.
 */
const NEAREST: Record<UiLang, readonly UiLang[]> = {
  pt: ["pt", "es", "en", "ru"],
  es: ["es", "pt", "en", "ru"],
  en: ["en", "pt", "es", "ru"],
  ru: ["ru", "en", "pt", "es"],
};

/** The language of `available` nearest to `wanted` (the first of `available` if none is listed). */
export function nearestLang<L extends UiLang>(wanted: UiLang, available: readonly L[]): L {
  for (const l of NEAREST[wanted]) if ((available as readonly UiLang[]).includes(l)) return l as L;
  return available[0]!;
}

/** What a game with written content tells the room and the lobby. */
export interface GameContent<C> {
  /** Languages the game has content in. */
  langs: readonly UiLang[];
  /** The content language a config plays in. */
  langOf(config: C): UiLang;
  /** The config playing in `lang` (one of `langs`). */
  withLang(config: C, lang: UiLang): C;
}

/** The config a room starts with when its host speaks `host` (no language: the game's default). */
export function configForHost<C>(defaultConfig: C, content: GameContent<C> | undefined, host: UiLang | undefined): C {
  if (!content || !host) return defaultConfig;
  return content.withLang(defaultConfig, nearestLang(host, content.langs));
}
