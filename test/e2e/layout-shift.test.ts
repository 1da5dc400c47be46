/**
 * PLAT-A4: no layout jumps. Every screen is loaded afresh in Chromium (a reload, as a player coming
 * back or opening a link does) at 360 px (phone) and 1280 px (desktop), and the layout shifts the page
 * reports (`PerformanceObserver` "layout-shift", buffered, shifts after input excluded) are summed
 * until the page has settled (its screen shown, the network idle, fonts loaded). Summing every shift
 * is at least the page's cumulative layout shift (which keeps only the worst 5 s window), and it must
 * be ≤ 0.05 on: the landing, the join form, the lobby, and every game's screen (Noir, Matiz, 20
 * Dicas, Caso, Álibi) as its host sees it at the start. The figures and each shift's sources are
 * written to test/e2e/artifacts/layout-shift.txt.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { chromiumSeat, type Seat } from "./otherBrowsers";
import { ARTIFACTS } from "./server";
import { room } from "./smoke";

useBrowser();

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const LIMIT = 0.05;
const LOG = `${ARTIFACTS}/layout-shift.txt`;

/** Put into every page before its own scripts: records each layout shift and what moved. */
const OBSERVER = `(() => {
  window.__shifts = [];
  const name = (n) => !n ? "?" : n.nodeType !== 1 ? (n.parentElement ? name(n.parentElement) + " text" : "text") :
    n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.getAttribute("data-testid") ? '[data-testid="' + n.getAttribute("data-testid") + '"]' : "") +
    (typeof n.className === "string" && n.className ? "." + n.className.trim().split(/\\s+/).slice(0, 2).join(".") : "");
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput)
        window.__shifts.push({ value: e.value, at: Math.round(e.startTime), sources: (e.sources || []).map((s) => name(s.node) + " " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y)) });
    }).observe({ type: "layout-shift", buffered: true });
  } catch (_) {}
})()`;

interface Measure {
  screen: string;
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
}

async function settle(page: Page, root: string): Promise<void> {
  await page.locator(root).first().waitFor({ state: "visible", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate("document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))");
}

/** Loads `url` (or reloads the page) and sums the layout shifts until the page has settled. */
async function measure(seat: Seat, screen: string, root: string, url?: string): Promise<Measure> {
  const page = seat.page!;
  if (url) await page.goto(url);
  else await page.reload();
  await settle(page, root);
  const shifts = (await page.evaluate("window.__shifts")) as Measure["shifts"];
  const m = { screen: `${screen} @${page.viewportSize()!.width}px`, cls: shifts.reduce((a, s) => a + s.value, 0), shifts };
  appendFileSync(LOG, `${m.screen}: ${m.cls.toFixed(3)}${shifts.map((s) => `\n  ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join(", ")}`).join("")}\n`);
  return m;
}

async function seat(who: string, viewport: { width: number; height: number }): Promise<Seat> {
  const s = await chromiumSeat(browser, who, viewport);
  await s.page!.context().addInitScript(OBSERVER);
  return s;
}

const over = (ms: Measure[]) => ms.filter((m) => !(m.cls <= LIMIT)).map((m) => `${m.screen}: ${m.cls.toFixed(3)}`);

describe("PLAT-A4 no layout jumps", () => {
  writeFileSync(LOG, "");

  it("PLAT-A4 the landing, the join form and the lobby, at 360 px and on a desktop", async () => {
    const base = inject("baseUrl");
    const phone = await seat("phone", PHONE);
    const desk = await seat("desktop", DESKTOP);
    const found: Measure[] = [];
    for (const s of [phone, desk]) found.push(await measure(s, "landing", '[data-game="noir"]', base));
    await room([phone, desk], base, "noir", ".noir-board", async () => {
      for (const s of [phone, desk]) found.push(await measure(s, "lobby", '[data-testid="seats"]'));
      const code = await phone.js<string>(`document.querySelector('[data-testid="room-code"]').textContent.trim()`);
      const guest = await seat("guest", PHONE);
      found.push(await measure(guest, "join form", '[data-testid="name-input"]', `${base}/r/${code}`));
      await guest.page!.setViewportSize(DESKTOP);
      found.push(await measure(guest, "join form", '[data-testid="name-input"]'));
      await guest.close();
    });
    for (const s of [phone, desk]) await s.close();
    expect(over(found)).toEqual([]);
  });

  const games = [
    { id: "noir", root: ".noir-board", players: 2 },
    { id: "matiz", root: ".matiz-board", players: 3 },
    { id: "dicas", root: '[data-testid="dicas-head"]', players: 3 },
    { id: "caso", root: '[data-testid="caso-screen"]', players: 2 },
    { id: "alibi", root: '[data-testid="alibi"]', players: 5 },
  ];
  for (const g of games) {
    it(`PLAT-A4 ${g.id}: the game screen loaded afresh at 360 px and on a desktop`, async () => {
      const base = inject("baseUrl");
      const seats = [await seat("phone", PHONE), await seat("desktop", DESKTOP)];
      for (let i = 2; i < g.players; i++) seats.push(await chromiumSeat(browser, `desktop${i}`, DESKTOP));
      await room(seats, base, g.id, g.root);
      const found: Measure[] = [];
      for (const s of seats.slice(0, 2)) found.push(await measure(s, g.id, g.root));
      for (const s of seats) await s.close();
      expect(over(found)).toEqual([]);
    }, 120_000);
  }
});
