/**
 * The client's catalogs: the four languages have the same keys and placeholders, and every error
 * code and history event the rules can produce has a translation.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../../web/games/matiz/i18n";
import { ERROR_CODES } from "../../../shared/games/matiz/actions";

const RULES_DIR = join(__dirname, "../../../shared/games/matiz");
const source = readdirSync(RULES_DIR)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(RULES_DIR, f), "utf8"))
  .join("\n");

function placeholders(entry: unknown): string[] {
  const text = typeof entry === "string" ? entry : Object.values(entry as Record<string, string>).join(" ");
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

describe("Matiz catalogs", () => {
  it("MATIZ-5 pt, en, es and ru have the same keys with the same placeholders", () => {
    const keys = Object.keys(catalogs.pt).sort();
    for (const lang of ["en", "es", "ru"] as const) {
      expect(Object.keys(catalogs[lang]).sort()).toEqual(keys);
      for (const k of keys) expect([lang, k, placeholders(catalogs[lang][k])]).toEqual([lang, k, placeholders(catalogs.pt[k])]);
    }
  });

  it("MATIZ-5 every rejection code the rules produce is translated (rejections name the rule)", () => {
    const codes = new Set<string>();
    for (const m of source.matchAll(/(?:reject|\bp)\("([a-z_]+)"/g)) codes.add(m[1]!);
    for (const m of source.matchAll(/\| "(clue_[a-z_]+)"/g)) codes.add(m[1]!);
    codes.add("giver_silenced");
    expect(codes.size).toBeGreaterThan(20);
    for (const c of codes) expect(catalogs.pt, c).toHaveProperty([`matiz.error.${c}`]);
    for (const c of codes) expect(ERROR_CODES, `matiz ERROR_CODES lists ${c}`).toContain(c);
  });

  it("MATIZ-2 every history event the rules emit is translated", () => {
    const types = new Set<string>();
    for (const m of source.matchAll(/\.pub\("([a-z_0-9]+)"/g)) types.add(m[1]!);
    for (const r of ["timeout", "away"]) types.add(`turn_lost_${r}`);
    types.add("timeout_warning_clue");
    types.add("timeout_warning_guess");
    expect(types.size).toBeGreaterThan(15);
    for (const ty of types) expect(catalogs.pt, ty).toHaveProperty([`matiz.event.${ty}`]);
  });
});
