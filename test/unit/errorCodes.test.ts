/**
 * One mechanism for error codes (issue 18): every game lists the codes its rules may answer as
 * `ERROR_CODES` in actions.ts, and each has a translation `<id>.error.<code>` in all four catalogs.
 * (Every game types its predicates' codes from the list, so the compiler keeps it whole;
 * the catalog tests of Caso, Dicas and Matiz also check it against the codes read from the sources.)
 */
import { describe, expect, it } from "vitest";
import { pathToFileURL } from "node:url";
import type { Catalogs } from "../../web/i18n/plural";

const GAMES = ["alibi", "caso", "dicas", "matiz", "noir"] as const;
const LANGS = ["pt", "en", "es", "ru"] as const;
const load = async <T>(path: string): Promise<T> => (await import(/* @vite-ignore */ pathToFileURL(path).href)) as T;

describe("one list of error codes per game, each translated in the four languages of the interface", () => {
  it.each(GAMES)("%s: ERROR_CODES in actions.ts, no code twice, each with a key in pt, en, es and ru", async (id) => {
    const { ERROR_CODES } = await load<{ ERROR_CODES?: readonly string[] }>(`shared/games/${id}/actions.ts`);
    expect(ERROR_CODES, `shared/games/${id}/actions.ts exports ERROR_CODES`).toBeDefined();
    expect(ERROR_CODES!.length).toBeGreaterThan(5);
    expect(new Set(ERROR_CODES).size, "no code twice").toBe(ERROR_CODES!.length);
    const { catalogs } = await load<{ catalogs: Catalogs }>(`web/games/${id}/i18n.ts`);
    const missing = LANGS.flatMap((l) => ERROR_CODES!.filter((c) => !(`${id}.error.${c}` in catalogs[l])).map((c) => `${l} ${id}.error.${c}`));
    expect(missing).toEqual([]);
  });
});
