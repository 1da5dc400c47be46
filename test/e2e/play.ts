/**
 * Helpers for the "play a whole match" browser tests (matiz-play, dicas-play, noir-play): people
 * in separate browser contexts, joining the way a person would (landing page, share link, code).
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

import { watchForFailure } from "./failDump";
import { recordShifts } from "./layoutShift";
import { ARTIFACTS } from "./server";

export { ARTIFACTS };
mkdirSync(ARTIFACTS, { recursive: true });

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };

/** Page errors and console errors of every page, collected for one assertion at the end. */
export class Problems {
  readonly list: string[] = [];
  watch(p: Page, who: string): Page {
    watchForFailure(p, who, () => this.list.filter((l) => l.startsWith(`${who} `)));
    p.on("pageerror", (e) => this.list.push(`${who} pageerror: ${e.message}`));
    p.on("console", (m) => {
      if (m.type() === "error") this.list.push(`${who} console: ${m.text()}`);
    });
    return p;
  }
}

export async function person(browser: Browser, problems: Problems, who: string, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale, viewport, hasTouch: viewport.width < 500, isMobile: false });
  return problems.watch(await context.newPage(), who);
}

/**
 * Opens the landing page and waits until it has painted: the page paints once its language's catalog
 * chunk has loaded, which can be after the load event (a modulepreload does not hold it back), so a
 * read right after `goto` can find no game at all.
 */
export async function openLanding(p: Page, base: string): Promise<void> {
  await p.goto(base);
  await p.locator("[data-game]").first().waitFor();
}

/** The host picks the game on the landing page, creates the room and takes a seat. Returns the room code. */
export async function hostRoom(p: Page, base: string, gameId: string, name: string): Promise<string> {
  await p.goto(base);
  await p.locator(`[data-game="${gameId}"]`).click();
  await p.getByTestId("create-room").click();
  await p.getByTestId("name-input").fill(name);
  await p.getByTestId("join-button").click();
  return (await p.getByTestId("room-code").textContent())!.trim();
}

/** A friend opens the share link and takes a seat. */
export async function joinByLink(p: Page, base: string, code: string, name: string): Promise<void> {
  await p.goto(`${base}/r/${code}`);
  await p.getByTestId("name-input").fill(name);
  await p.getByTestId("join-button").click();
  await p.getByTestId("seats").getByText(name).waitFor();
}

/** `shifts`: the person's pages record their layout shifts from the first (read with `phaseShifts`). */
type Seated = { name: string; locale: string; viewport: { width: number; height: number }; shifts?: boolean };

/**
 * A room of `gameId` as the play tests open it: each person in their own context (name, locale, window), the
 * first hosts from the landing page, the others join by the share link in order, and the host sees the last
 * one seated. Returns the room code and the pages, in the same order.
 */
export async function seatedRoom<const P extends readonly Seated[]>(browser: Browser, problems: Problems, base: string, gameId: string, people: P): Promise<{ code: string; pages: { [K in keyof P]: Page } }> {
  const pages: Page[] = [];
  let code = "";
  for (const [i, { name, locale, viewport, shifts }] of people.entries()) {
    const p = await person(browser, problems, name.toLowerCase(), locale, viewport);
    if (shifts) await recordShifts(p.context());
    pages.push(p);
    if (i === 0) code = await hostRoom(p, base, gameId, name);
    else await joinByLink(p, base, code, name);
  }
  await pages[0]!.getByTestId("seats").getByText(people[people.length - 1]!.name).waitFor();
  return { code, pages: pages as { [K in keyof P]: Page } };
}

/** A spectator types the code on the landing page and presses "watch" (PLAT-5); `watch` is the button label in its language. */
export async function watchByCode(p: Page, base: string, code: string, name: string, watch: string): Promise<void> {
  await p.goto(base);
  await p.locator(".code-input").fill(code);
  await p.getByRole("button", { name: watch }).click();
  await p.getByTestId("name-input").fill(name);
  await p.getByRole("button", { name: watch }).click();
  await p.locator(".banner").waitFor();
}

/** Waits until nothing on the page is still being built (a list drawn a batch a frame says aria-busy meanwhile: web/src/ui/staged.ts). */
export async function built(p: Page): Promise<void> {
  await p.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

export async function shot(p: Page, name: string): Promise<void> {
  await built(p);
  await p.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Sideways scroll of the whole page in px (0 means it fits the phone). */
export async function overflowX(p: Page): Promise<number> {
  // A string expression: this file is typechecked without the DOM library.
  return Number(await p.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"));
}

/** The first of `pages` for which `test` resolves true, polling until `ms`. */
export async function whichPage(pages: readonly Page[], test: (p: Page) => Promise<boolean>, ms = 10_000): Promise<Page> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const p of pages) if (await test(p)) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("no page matched");
}

/** `expect.poll` with a patience fit for a real server and browser (the default gives up after 1 s). */
export function eventually<T>(fn: () => Promise<T> | T) {
  return expect.poll(fn, { timeout: 8_000, interval: 50 });
}

/**
 * Text a person would read that is not really translated: a raw catalog key (`noir.event.x`) or an
 * unfilled `{param}`. Opens the History tab first so the game's history lines are checked too.
 */
export async function untranslated(p: Page, gameId: string, shotName?: string): Promise<string[]> {
  await p.locator(".room-side .tabs button").nth(1).click();
  await p.locator(".room-side .history").waitFor();
  if (shotName) await shot(p, shotName);
  const text = await p.locator("body").innerText();
  await p.locator(".room-side .tabs button").nth(0).click();
  const keys = text.match(new RegExp(`\\b${gameId}\\.[A-Za-z_.]+`, "g")) ?? [];
  const holes = text.match(/\{[A-Za-z]+\}/g) ?? [];
  return [...keys, ...holes];
}

/**
 * Issue 21: the picture sheet the boxes matching `css` show (their CSS background): how many boxes,
 * how many distinct images, and the first image's pixel size. (Its bytes cannot be read to tell a
 * bitmap from an SVG: the page's CSP keeps fetch off blob: URLs. A drawn bitmap has the pixel size
 * it was drawn at; an SVG with only a viewBox has none of its own.)
 */
export async function pictureSheet(p: Page, css: string): Promise<{ boxes: number; images: number; width: number; height: number }> {
  return p.evaluate(async (sel) => {
    const urls = [...document.querySelectorAll(sel)].map((e) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(e).backgroundImage)?.[1] ?? "none");
    const first = urls.find((u) => u !== "none");
    if (!first) return { boxes: urls.length, images: 0, width: 0, height: 0 };
    const img = new Image();
    img.src = first;
    await img.decode();
    return { boxes: urls.length, images: new Set(urls).size, width: img.naturalWidth, height: img.naturalHeight };
  }, css);
}
