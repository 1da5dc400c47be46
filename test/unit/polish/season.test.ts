/** The season table as a person reads it (issue 19): repeated names tagged, your own row found, plurals per language. */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { myTag, shownTags } from "../../../web/src/season";
import { catalogs as alibi } from "../../../web/games/alibi/i18n";

const host = globalThis as { localStorage?: unknown };

describe("season table", () => {
  afterEach(() => void delete host.localStorage);

  it("ALIBI-12 a name that repeats carries its tag; a name alone carries none (accents and case folded)", () => {
    const rows = [{ name: "Duda", tag: "a1b2c3" }, { name: "Bob", tag: "ffee00" }, { name: "duda", tag: "0c0c0c" }, { name: "Zé", tag: "111111" }, { name: "Ze", tag: "222222" }];
    expect(shownTags(rows)).toEqual(["a1b2c3", null, "0c0c0c", "111111", "222222"]);
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
});
