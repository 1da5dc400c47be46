/** The replay page's own catalogs (issue 24, web/src/replay/text_*.ts): the same keys in the four languages, every message the page can show. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "../../web/src/replay/text_en";
import { es } from "../../web/src/replay/text_es";
import { pt } from "../../web/src/replay/text_pt";
import { ru } from "../../web/src/replay/text_ru";

const catalogs = { pt, en, es, ru };

describe("replay page catalogs", () => {
  it("the four languages have exactly the same keys, none empty", () => {
    const keys = Object.keys(pt).sort();
    for (const [lang, cat] of Object.entries(catalogs)) {
      expect(Object.keys(cat).sort(), lang).toEqual(keys);
      for (const [k, v] of Object.entries(cat)) expect(typeof v === "string" ? v.trim().length : 1, `${lang} ${k}`).toBeGreaterThan(0);
    }
  });

  it("every key the page and the games' replay panels use is in the catalogs (a failure, a title and a text each)", () => {
    const src = ["web/src/replay/ReplayPage.tsx", ...["alibi", "caso", "dicas", "matiz", "noir"].map((g) => `web/games/${g}/Replay.tsx`)].map((f) => readFileSync(f, "utf8")).join("\n");
    const used = new Set([...src.matchAll(/t\("(replay\.[\w.]+)"/g)].map((m) => m[1]!));
    for (const failure of [...src.matchAll(/type Failure = ([^;]+);/g)][0]![1]!.matchAll(/"(\w+)"/g)) {
      used.add(`replay.error.${failure[1]}.title`);
      used.add(`replay.error.${failure[1]}.text`);
    }
    expect(used.size).toBeGreaterThan(15);
    for (const k of used) expect(pt, k).toHaveProperty([k]);
  });
});
