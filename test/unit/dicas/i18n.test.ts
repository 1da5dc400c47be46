import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../shared/games/dicas/config";
import { catalogs } from "../../../web/games/dicas/i18n";
import { ERROR_CODES } from "../../../shared/games/dicas/actions";

const dir = join(__dirname, "../../../shared/games/dicas");
const source = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(dir, f), "utf8"))
  .join("\n");

const errorCodes = new Set([...source.matchAll(/(?:reject\(|return )"([a-z_]+)"/g)].map((m) => m[1]!));
// Events are pushed through the engine's transition (t.pub("type", …)); a round's end line is returned as ["type", params].
const eventTypes = new Set([...source.matchAll(/(?:\bpub\(|return \[)"([a-z_]+)"/g)].map((m) => m[1]!));
for (const c of CATEGORIES) eventTypes.add(`round_started_${c}`);
// revealPicked passes its event type as a variable
eventTypes.add("revealed");
eventTypes.add("auto_revealed");

describe("DICAS-7 catalogs", () => {
  it("DICAS-7 every language has every key the Portuguese catalog has", () => {
    const keys = Object.keys(catalogs.pt);
    for (const lang of ["en", "es", "ru"] as const) expect(keys.filter((k) => !(k in catalogs[lang])), lang).toEqual([]);
  });
  it("DICAS-7 every error code and event type the rules emit has a translation", () => {
    expect(errorCodes.size).toBeGreaterThan(8);
    expect(eventTypes.size).toBeGreaterThan(15);
    for (const code of errorCodes) expect(catalogs.pt[`dicas.error.${code}`], code).toBeDefined();
    for (const code of errorCodes) expect(ERROR_CODES, `dicas ERROR_CODES lists ${code}`).toContain(code);
    for (const type of eventTypes) expect(catalogs.pt[`dicas.event.${type}`], type).toBeDefined();
  });
});
