import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pt } from "../../web/i18n/pt";
import { en } from "../../web/i18n/en";
import { es } from "../../web/i18n/es";
import { ru } from "../../web/i18n/ru";

const catalogs = { pt, en, es, ru };

/** Every error code the room and the router can send, read from their source. */
function platformErrorCodes(): string[] {
  const codes = new Set<string>();
  const files = readdirSync("worker", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  for (const file of files) {
    const src = readFileSync(`worker/${file}`, "utf8");
    // code: "x" | fail("x") | error: "x" | t.error(id, "x") | fail(t, id, "x")
    for (const m of src.matchAll(/(?:code: |fail\(|error: |error\([\w.]+, |fail\(t, [\w.]+, )"([a-z_]+)"/g)) codes.add(m[1]!);
  }
  return [...codes].sort();
}

describe("platform catalogs", () => {
  it("the four languages have exactly the same keys", () => {
    const keys = Object.keys(pt).sort();
    for (const [lang, cat] of Object.entries(catalogs)) expect(Object.keys(cat).sort(), lang).toEqual(keys);
  });

  it("every error code the server sends is translated in all four languages", () => {
    const codes = platformErrorCodes();
    expect(codes.length).toBeGreaterThan(20);
    for (const [lang, cat] of Object.entries(catalogs)) {
      const missing = codes.filter((c) => !(`error.${c}` in cat));
      expect(missing, lang).toEqual([]);
    }
  });

  it("Russian plural entries have one, few and many forms", () => {
    for (const [key, entry] of Object.entries(ru)) {
      if (typeof entry === "string") continue;
      expect([key, entry.one, entry.few, entry.many].every(Boolean), key).toBe(true);
    }
  });
});
