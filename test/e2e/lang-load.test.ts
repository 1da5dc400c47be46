/**
 * Issue 22, each screen loads what it needs: a page carries one language's catalogs (web/i18n). In
 * real Chromium, every text node the page ever shows is watched from before the first paint
 * (a MutationObserver installed ahead of the page's scripts): a room page opened in each of the four
 * languages draws its first text in that language, never a catalog key; and a live language switch in
 * the room (the platform's catalog and the game's both loading in the new language) never draws a key
 * nor a screen mixing two languages — each language's recognisable lines (the platform's and Matiz's)
 * never appear together.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { PHONE, Problems, eventually, person } from "./play";
import { langs, type Catalog, type Lang } from "../../web/i18n/plural";
import { pt } from "../../web/i18n/pt";
import { en } from "../../web/i18n/en";
import { es } from "../../web/i18n/es";
import { ru } from "../../web/i18n/ru";
import { catalogs as matiz } from "../../web/games/matiz/i18n";

useBrowser();

const core: Record<Lang, Catalog> = { pt, en, es, ru };
const LOCALE: Record<Lang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES", ru: "ru-RU" };
const keys = new Set([...Object.keys(pt), ...Object.keys(matiz.pt)]);
/** The lines that say which language a screen is in: whole entries without parameters, found in one language only. */
const own = (() => {
  const values = (l: Lang) => [...Object.values(core[l]), ...Object.values(matiz[l])].filter((v): v is string => typeof v === "string" && v.length >= 5 && !v.includes("{"));
  const out = {} as Record<Lang, Set<string>>;
  for (const l of langs) out[l] = new Set(values(l).filter((v) => langs.every((o) => o === l || !values(o).includes(v))));
  return out;
})();

/** Every distinct set of text nodes the page shows, from before its first paint. */
const WATCH = `(() => {
  window.__texts = [];
  const take = () => {
    const out = [];
    const app = document.getElementById("app");
    if (!app) return;
    const walk = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) { const s = n.nodeValue.trim(); if (s) out.push(s); }
    const last = window.__texts[window.__texts.length - 1];
    if (out.length && (!last || last.join("\\n") !== out.join("\\n")) && window.__texts.length < 2000) window.__texts.push(out);
  };
  new MutationObserver(take).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

const snapshots = (p: Page) => p.evaluate("window.__texts.splice(0)") as Promise<string[][]>;
/** What is wrong in a snapshot: a catalog key shown, or lines of two languages at once. */
function problems(snap: string[]): string[] {
  const out = snap.filter((s) => keys.has(s)).map((k) => `key «${k}»`);
  const seen = langs.filter((l) => snap.some((s) => own[l].has(s)));
  if (seen.length > 1) out.push(`languages ${seen.join("+")}: ${seen.map((l) => snap.find((s) => own[l].has(s))).join(" / ")}`);
  return out;
}

describe("issue 22 one language's catalogs per page", () => {
  it("issue 22 a room page in pt, en, es and ru shows its language from the first text drawn, never a key; a live switch to each other language never shows a key nor two languages at once", async () => {
    const base = inject("baseUrl");
    const trouble = new Problems();
    const found: string[] = [];
    for (const l of langs) {
      const { code } = (await (await fetch(`${base}/api/rooms`, { method: "POST", body: JSON.stringify({ gameId: "matiz" }) })).json()) as { code: string };
      const p = await person(browser, trouble, l, LOCALE[l], PHONE);
      await p.addInitScript(WATCH);
      await p.goto(`${base}/r/${code}`);
      await p.getByTestId("name-input").fill("Ana");
      await p.getByTestId("join-button").click();
      await p.getByTestId("seats").getByText("Ana").waitFor();
      await p.locator(".matiz-settings, .lobby").first().waitFor();
      const opened = await snapshots(p);
      // The first text drawn is in the page's language.
      const firstLangs = langs.filter((o) => opened[0]!.some((s) => own[o].has(s)));
      expect(firstLangs, `${l} first paint: ${opened[0]!.join(" | ")}`).toEqual([l]);
      for (const snap of opened) found.push(...problems(snap).map((x) => `${l} page: ${x}`));
      // Live switches, each to a language whose catalogs this page has not loaded yet.
      for (const to of [...langs.filter((o) => o !== l), l]) {
        await p.locator(".topbar .lang-switch select").selectOption(to);
        await eventually(() => p.evaluate(`document.documentElement.lang`)).toBe(to === "pt" ? "pt-BR" : to);
        await eventually(() => p.evaluate(`[...document.querySelectorAll("#app *")].some((e) => e.children.length === 0 && ${JSON.stringify([...own[to]])}.includes(e.textContent.trim()))`)).toBe(true);
        const during = await snapshots(p);
        for (const snap of during) found.push(...problems(snap).map((x) => `${l} page, switch to ${to}: ${x}`));
        const last = during[during.length - 1] ?? [];
        expect(langs.filter((o) => last.some((s) => own[o].has(s))), `${l} → ${to}`).toEqual([to]);
      }
      await p.context().close();
    }
    expect(found).toEqual([]);
    expect(trouble.list).toEqual([]);
  }, 120_000);
});
