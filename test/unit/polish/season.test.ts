/** The season table as a person reads it (issue 19): repeated names tagged, your own row found, plurals per language. */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { myTag, shownRows, shownTags } from "../../../web/src/season";
import { catalogs as alibi } from "../../../web/games/alibi/i18n";
import { setLang } from "../../../web/i18n";
import { seasonLine } from "../../../web/src/room/mySeason";

const host = globalThis as { localStorage?: unknown };

describe("season table", () => {
  afterEach(async () => {
    delete host.localStorage;
    await setLang("pt");
  });

  it("ALIBI-12 a name that repeats carries its tag; a name alone carries none (accents and case folded)", () => {
    const rows = [{ name: "Duda", tag: "a1b2c3" }, { name: "Bob", tag: "ffee00" }, { name: "duda", tag: "0c0c0c" }, { name: "Zé", tag: "111111" }, { name: "Ze", tag: "222222" }];
    expect(shownTags(rows)).toEqual(["a1b2c3", null, "0c0c0c", "111111", "222222"]);
  });

  it("PLAT-27 the end's table shows its top rows with mine marked, and my row after them at its own place when it is further down", () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ name: `P${i + 1}`, tag: `t${i + 1}`, points: 100 - i }));
    const top = shownRows(rows, 20, "t7", { row: rows[6]!, position: 7 });
    expect(top.map((r) => r.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(top.filter((r) => r.isMe).map((r) => r.position)).toEqual([7]);
    const far = shownRows(rows, 20, "t26", { row: rows[25]!, position: 26 });
    expect(far).toHaveLength(21);
    expect(far.filter((r) => r.isMe)).toEqual([{ row: rows[25], position: 26, isMe: true, tag: null }]);
    // Below the 100 the table sends (GET /api/season?tag= answers the row and its place).
    const beyond = { name: "Eu", tag: "t999", points: 1 };
    expect(shownRows(rows, 20, "t999", { row: beyond, position: 140 }).at(-1)).toEqual({ row: beyond, position: 140, isMe: true, tag: null });
    expect(shownRows(rows, 20, "t999", null).some((r) => r.isMe)).toBe(false);
  });

  it("ALIBI-12 this browser's tag is the start of SHA-256 of its device token, as the room stores the player", async () => {
    const token = "abcdefghijklmnop-0123456789";
    const store = new Map([["mesa.token", token]]);
    host.localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(await myTag()).toBe(createHash("sha256").update(token).digest("hex").slice(0, 6));
  });

  it("ALIBI-12 the season row's points follow each language's plural rules (1 pt, not 1 pts)", () => {
    const render = (l: "pt" | "en" | "es" | "ru", n: number) => {
      const e = alibi[l]["alibi.season.row"]!;
      expect(typeof e).toBe("object");
      const forms = e as Record<string, string>;
      const form = new Intl.PluralRules(l).select(n);
      return (forms[form] ?? forms.other!).replace("{n}", String(n));
    };
    expect(render("en", 1)).toMatch(/^1 pt ·/);
    expect(render("en", 5)).toMatch(/^5 pts ·/);
    expect(render("pt", 1)).toMatch(/^1 pt ·/);
    expect(render("es", 1)).toMatch(/^1 pto ·/);
    expect(render("ru", 1)).toMatch(/^1 очко/);
    expect(render("ru", 3)).toMatch(/^3 очка/);
    expect(render("ru", 5)).toMatch(/^5 очков/);
  });

  it("PLAT-27 the end's season line reads '+N · season total X, position Y' with each language's plurals, and says the season is still counting until the table counts the match", async () => {
    const at = (points: number, position: number) => ({ row: { name: "Ana", tag: "a1b2c3", points }, position });
    await setLang("pt");
    expect(seasonLine(1, at(1, 2))).toBe("+1 ponto · total da temporada 1 ponto, posição 2");
    expect(seasonLine(3, at(7, 1))).toBe("+3 pontos · total da temporada 7 pontos, posição 1");
    expect(seasonLine(3, null)).toBe("+3 pontos · a temporada ainda está contando esta partida…");
    await setLang("en");
    expect(seasonLine(1, at(1, 4))).toBe("+1 point · season total 1 point, position 4");
    expect(seasonLine(5, at(21, 1))).toBe("+5 points · season total 21 points, position 1");
    await setLang("es");
    expect(seasonLine(1, at(2, 3))).toBe("+1 punto · total de la temporada 2 puntos, posición 3");
    await setLang("ru");
    expect(seasonLine(1, at(21, 1))).toBe("+1 очко · всего за сезон 21 очко, место 1");
    expect(seasonLine(3, at(4, 2))).toBe("+3 очка · всего за сезон 4 очка, место 2");
    expect(seasonLine(5, at(11, 3))).toBe("+5 очков · всего за сезон 11 очков, место 3");
  });
});
