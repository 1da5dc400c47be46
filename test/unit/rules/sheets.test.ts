/**
 * Issue 19, how to play: every game's rules sheet has each of its parts (aim, the turn's steps, how
 * you win, the example's steps, the drawing's caption) in all four languages, with no emoji (a
 * machine without an emoji font shows boxes), and the sheet's own labels exist in each language.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../../shared/games/registry";
import { ruleKeys } from "../../../web/src/rules/steps";
import { en } from "../../../web/src/rules/text_en";
import { es } from "../../../web/src/rules/text_es";
import { pt } from "../../../web/src/rules/text_pt";
import { ru } from "../../../web/src/rules/text_ru";
import { en as pen } from "../../../web/i18n/en";
import { es as pes } from "../../../web/i18n/es";
import { pt as ppt } from "../../../web/i18n/pt";
import { ru as pru } from "../../../web/i18n/ru";

const GAME_IDS = Object.keys(games);
const SHEETS = { pt, en, es, ru };
const PLATFORM = { pt: ppt, en: pen, es: pes, ru: pru };
const EMOJI = /\p{Extended_Pictographic}/u;
const LABELS = ["rules.title", "rules.close", "rules.aim", "rules.turn", "rules.win", "rules.example", "rules.gotIt"];

describe("issue 19 rules sheets", () => {
  it.each(GAME_IDS)("issue 19 %s's rules sheet has every part in pt, en, es and ru, without emoji", (id) => {
    for (const [lang, cat] of Object.entries(SHEETS))
      for (const key of ruleKeys(id)) {
        const text = cat[key];
        expect(typeof text === "string" && text.trim().length > 20, `${lang} ${key}`).toBe(true);
        expect(EMOJI.test(String(text)), `${lang} ${key} has an emoji`).toBe(false);
      }
  });

  it("issue 19 the sheets' labels are in every language and the four sheet catalogs have the same keys", () => {
    const keys = Object.keys(pt).sort();
    for (const [lang, cat] of Object.entries(SHEETS)) {
      expect(Object.keys(cat).sort(), lang).toEqual(keys);
      for (const k of LABELS) expect(cat[k], `${lang} ${k}`).toBeTruthy();
      for (const k of ["rules.open", "rules.openFor", "rules.now", "landing.duration"]) expect(PLATFORM[lang as keyof typeof PLATFORM][k], `${lang} ${k}`).toBeTruthy();
    }
    // No stray key: everything in a sheet catalog is a label or a part of a game's sheet.
    const known = new Set([...LABELS, ...GAME_IDS.flatMap(ruleKeys)]);
    expect(keys.filter((k) => !known.has(k))).toEqual([]);
  });
});
