/**
 * Every error code and event type the Caso engine can emit has a translation in all four
 * catalogs. The lists are read from the engine's sources (every `st.pub`/`st.priv`/`drop` event type and
 * every snake_case code literal) and from its README, so a new code without a key fails here.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../../web/games/caso/i18n";
import { CHARACTERS, PLACE_IDS, RESOURCE_KINDS, WEAPONS } from "../../../shared/games/caso/public";
import { ERROR_CODES as LISTED } from "../../../shared/games/caso/actions";

const langs = ["pt", "en", "es", "ru"] as const;
const DIR = "shared/games/caso";
const sources = readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => readFileSync(`${DIR}/${f}`, "utf8")).join("\n");
const readme = readFileSync(`${DIR}/README.md`, "utf8");

const EVENT_TYPES = new Set<string>([
  ...[...sources.matchAll(/\bst\.(?:pub|priv)\([^;]*?"([a-z_]+)"/g)].map((m) => m[1]!),
  ...[...sources.matchAll(/drop\(st, pr, "([a-z_]+)"\)/g)].map((m) => m[1]!),
  ...[...sources.matchAll(/type: "(proposal_[a-z]+)"|"(proposal_(?:executed|refused|withdrawn|expired))"/g)].map((m) => (m[1] ?? m[2])!),
]);
const readmeSection = (title: string) => readme.split(`## ${title}`)[1]!.split("\n## ")[0]!;
const README_EVENTS = [...readmeSection("Events").matchAll(/`?([a-z_]+)\{/g)].map((m) => m[1]!);
for (const e of readmeSection("Events").matchAll(/([a-z]+_[a-z_]+)\|/g)) README_EVENTS.push(e[1]!);
const README_CODES = [...readmeSection("Error codes").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
/** Snake_case literals returned or rejected as codes in the sources (events and enum values excluded). */
const NOT_CODES = new Set(["wrong_accusation", ...EVENT_TYPES]);
const SOURCE_CODES = [...sources.matchAll(/(?:return|code:|err\(|reject\(|\?\?|:)\s*"([a-z]+_[a-z_]+)"/g)].map((m) => m[1]!).filter((c) => !NOT_CODES.has(c));
const CHOICE_CODES = ["team_full", "character_taken", "team_character_conflict", "team_required", "teams_count"];
const ERROR_CODES = new Set([...README_CODES, ...SOURCE_CODES, ...CHOICE_CODES, "eliminated"]);
const placeholders = (e: unknown): string[] => [...new Set(JSON.stringify(e).match(/\{\w+\}/g) ?? [])].sort();

describe("Caso catalogs", () => {
  it("CASO-15 the lists read from the engine are not empty (the scan itself works)", () => {
    expect(EVENT_TYPES.size).toBeGreaterThanOrEqual(25);
    expect(ERROR_CODES.size).toBeGreaterThanOrEqual(55);
    for (const e of ["spun", "asked", "card_shown", "proposal_expired", "case_closed"]) expect(EVENT_TYPES).toContain(e);
    for (const e of README_EVENTS) expect(EVENT_TYPES, `README event ${e}`).toContain(e);
    for (const c of ["not_your_turn", "place_investigated", "answer_deadline_passed", "proposal_open"]) expect(ERROR_CODES).toContain(c);
    // The game's own list (actions.ts, test/unit/errorCodes.test.ts) holds every code read from the sources.
    for (const c of ERROR_CODES) expect(LISTED, `caso ERROR_CODES lists ${c}`).toContain(c);
  });

  it("CASO-15 every language has the same keys with the same placeholders", () => {
    const keys = Object.keys(catalogs.pt).sort();
    for (const l of langs) {
      expect(Object.keys(catalogs[l]).sort(), l).toEqual(keys);
      for (const k of keys) expect(placeholders(catalogs[l][k]), `${l} ${k}`).toEqual(placeholders(catalogs.pt[k]));
    }
  });

  it("CASO-15 every error code and event type the engine can emit has a key in all four catalogs", () => {
    for (const l of langs) {
      for (const c of ERROR_CODES) expect(catalogs[l], `${l} error ${c}`).toHaveProperty([`caso.error.${c}`]);
      for (const e of EVENT_TYPES) expect(catalogs[l], `${l} event ${e}`).toHaveProperty([`caso.event.${e}`]);
    }
  });

  it("CASO-9 every card, kind and resource has a name in all four catalogs", () => {
    for (const l of langs) {
      for (const c of [...CHARACTERS, ...WEAPONS, ...PLACE_IDS]) expect(catalogs[l], `${l} card ${c}`).toHaveProperty([`caso.card.${c}`]);
      for (const c of CHARACTERS) for (const p of ["character", "characterFull", "characterBio"]) expect(catalogs[l]).toHaveProperty([`caso.${p}.${c}`]);
      for (const k of RESOURCE_KINDS) expect(catalogs[l]).toHaveProperty([`caso.resource.${k}`]);
    }
  });
});
