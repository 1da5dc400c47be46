/** Issue 22, each screen loads what it needs: catalogs come one language at a time, and a live switch waits for them. */
import { afterEach, describe, expect, it } from "vitest";
import { lang, loadLang, pendingLang, setLang, t, loadCatalog, type Catalog, type Lang } from "../../../web/i18n";

afterEach(() => setLang("pt"));

describe("issue 22 per-language catalogs", () => {
  it("issue 22 a language switch shows the new language only once the platform's and every game's catalog in it are in: never a key, never half the old language", async () => {
    await loadLang("pt");
    await setLang("pt");
    let release: () => void = () => undefined;
    const asked: Lang[] = [];
    const game = (l: Lang): Promise<Catalog> => {
      asked.push(l);
      const cat = { "zz.hello": l === "pt" ? "olá" : "hello" };
      return l === "pt" ? Promise.resolve(cat) : new Promise((r) => (release = () => r(cat)));
    };
    await loadCatalog("zz", game, "pt");
    expect(t("zz.hello")).toBe("olá");
    const switching = setLang("en");
    // While the game's English is on its way: the picker says English, the text is all Portuguese still.
    await new Promise((r) => setTimeout(r, 20));
    expect(pendingLang.value).toBe("en");
    expect(lang.value).toBe("pt");
    expect([t("zz.hello"), t("room.loading")]).toEqual(["olá", "Carregando…"]);
    release();
    await switching;
    expect(lang.value).toBe("en");
    expect(pendingLang.value).toBe(null);
    expect(t("zz.hello")).toBe("hello");
    expect(t("room.loading")).toBe("Loading…");
    expect(asked).toEqual(["pt", "en"]);
    // Each catalog is asked once per language.
    await setLang("pt");
    await setLang("en");
    expect(asked).toEqual(["pt", "en"]);
  });
});
