/** Álibi's catalogs: four languages, same keys and placeholders; every code, event, goal and card translated; Russian plurals. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { ERROR_CODES } from "../../../shared/games/alibi/actions";
import { CARD_KINDS, GOAL_IDS, ITEM_KINDS } from "../../../shared/games/alibi/state";
import { TIMING_KEYS } from "../../../shared/games/alibi/config";
import { catalogs } from "../../../web/games/alibi/i18n";
import { randomStep, Match } from "./match";

const langs = ["pt", "en", "es", "ru"] as const;
const placeholders = (e: unknown): string[] => [...new Set(JSON.stringify(e).match(/\{\w+\}/g) ?? [])].sort();
const PHASES = ["clue", "story", "discussion", "accusation", "vote", "verdict", "roulette", "exclusion", "poll", "pollResult", "defence", "over"];

describe("Álibi catalogs", () => {
  it("ALIBI-2 every language has the same keys with the same placeholders", () => {
    const keys = Object.keys(catalogs.pt).sort();
    for (const l of langs) {
      expect(Object.keys(catalogs[l]).sort(), l).toEqual(keys);
      for (const k of keys) expect(placeholders(catalogs[l][k]), `${l} ${k}`).toEqual(placeholders(catalogs.pt[k]));
    }
  });

  it("ALIBI-11 ALIBI-12 every error code, phase, item, card (name + explanation), goal and timing is translated", () => {
    for (const l of langs) {
      const c = catalogs[l];
      for (const k of ERROR_CODES) expect(c, `${l} error ${k}`).toHaveProperty([`alibi.error.${k}`]);
      for (const k of ["watch_only", "no_team"]) expect(c).toHaveProperty([`alibi.error.${k}`]);
      for (const k of PHASES) expect(c).toHaveProperty([`alibi.phase.${k}`]);
      for (const k of ITEM_KINDS) expect(c).toHaveProperty([`alibi.item.${k}`]);
      for (const k of CARD_KINDS) {
        expect(c, `${l} card ${k}`).toHaveProperty([`alibi.cardname.${k}`]);
        expect(c).toHaveProperty([`alibi.cardabout.${k}`]);
      }
      for (const g of GOAL_IDS) {
        expect(c).toHaveProperty([`alibi.goal.${g}`]);
        expect(c).toHaveProperty([`alibi.goal.${g}.about`]);
      }
      for (const k of TIMING_KEYS) expect(c).toHaveProperty([`alibi.timing.${k}`]);
    }
  });

  it("ALIBI-4 every event type a match emits has a history line in every language", () => {
    const types = new Set<string>();
    for (let g = 0; g < 30; g++) {
      const sim = new Match(5 + (g % 6), 500 + g);
      const r = Rng.fromSeed(g);
      while (randomStep(sim, r, { presence: true }));
      for (const e of sim.history) types.add(e.type);
    }
    expect(types.size).toBeGreaterThan(15);
    for (const l of langs) for (const ty of types) expect(catalogs[l], `${l} ${ty}`).toHaveProperty([`alibi.event.${ty}`]);
  });

  it("ALIBI-1 ALIBI-11 ALIBI-12 card, goal and role names read in each UI language: no Cyrillic outside the Russian catalog, Russian names in the Russian one", () => {
    const cyrillic = /[\u0400-\u04FF]/;
    const names = [...CARD_KINDS.map((k) => `alibi.cardname.${k}`), ...GOAL_IDS.map((g) => `alibi.goal.${g}`), "alibi.role.killer", "alibi.role.accomplice", "alibi.role.innocent"];
    for (const l of ["pt", "en", "es"] as const) {
      for (const k of names) expect(JSON.stringify(catalogs[l][k]), `${l} ${k}`).not.toMatch(cyrillic);
      // Nor anywhere else in the catalog: a history line or an offer names the cards too ("fez um Обыск em").
      for (const [k, e] of Object.entries(catalogs[l])) expect(JSON.stringify(e), `${l} ${k}`).not.toMatch(cyrillic);
    }
    for (const k of names) expect(JSON.stringify(catalogs.ru[k]), `ru ${k}`).toMatch(cyrillic);
    // Each language names the cards with its own words, distinct from one another.
    for (const l of langs) expect(new Set(CARD_KINDS.map((k) => catalogs[l][`alibi.cardname.${k}`])).size, l).toBe(CARD_KINDS.length);
  });

  it("Russian plural entries have one, few and many", () => {
    for (const [k, e] of Object.entries(catalogs.ru)) if (typeof e === "object") expect(Object.keys(e), k).toEqual(expect.arrayContaining(["one", "few", "many"]));
  });
});
