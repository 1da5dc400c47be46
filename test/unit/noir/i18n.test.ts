import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../shared/games/noir/actions";
import { EVENT_TYPES } from "../../../shared/games/noir/flow";
import { MODES } from "../../../shared/games/noir/config";
import { catalogs } from "../../../web/games/noir/i18n";

const langs = ["pt", "en", "es", "ru"] as const;
const placeholders = (e: unknown): string[] => [...new Set(JSON.stringify(e).match(/\{\w+\}/g) ?? [])].sort();

describe("Noir catalogs", () => {
  it("NOIR-12 every language has the same keys with the same placeholders", () => {
    const keys = Object.keys(catalogs.pt).sort();
    for (const l of langs) {
      expect(Object.keys(catalogs[l]).sort(), l).toEqual(keys);
      for (const k of keys) expect(placeholders(catalogs[l][k]), `${l} ${k}`).toEqual(placeholders(catalogs.pt[k]));
    }
  });

  it("NOIR-12 every error code, event type and mode has a translation", () => {
    for (const l of langs) {
      for (const c of ERROR_CODES) expect(catalogs[l], `${l} error ${c}`).toHaveProperty([`noir.error.${c}`]);
      for (const e of EVENT_TYPES) expect(catalogs[l], `${l} event ${e}`).toHaveProperty([`noir.event.${e}`]);
      for (const m of MODES) expect(catalogs[l], `${l} mode ${m}`).toHaveProperty([`noir.mode.${m}`]);
    }
  });

  it("NOIR-10 the canvass answers read as the seed's", () => {
    expect(catalogs.pt["noir.canvass.yes"]).toBe("Sim, estou adjacente");
    expect(catalogs.pt["noir.canvass.no"]).toBe("Não");
    expect(catalogs.es["noir.canvass.yes"]).toBe("Sí, estoy adyacente");
  });
});
