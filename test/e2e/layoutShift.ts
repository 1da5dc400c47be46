/**
 * Layout shifts (PLAT-A4, issue 21): a page is loaded afresh in Chromium (a reload, as a player coming
 * back or opening a link does) and the layout shifts it reports (`PerformanceObserver` "layout-shift",
 * buffered, shifts after input excluded) are summed until it has settled (its screen shown, the
 * network idle, fonts loaded). That sum is at least the page's cumulative layout shift (which keeps
 * only the worst 5 s window); PLAT-A4 holds it at ≤ 0.05. During a match, `phaseShifts` sums what each
 * phase change moved on a spectator's or a player's page. Each figure and its shifts' sources go to
 * test/e2e/artifacts/layout-shift.txt.
 */
import { appendFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumSeat, type Seat } from "./otherBrowsers";
import { ARTIFACTS } from "./server";

export const LIMIT = 0.05;
const LOG = `${ARTIFACTS}/layout-shift.txt`;

/** Put into every page before its own scripts: records each layout shift and what moved. */
const OBSERVER = `(() => {
  window.__shifts = [];
  const name = (n) => !n ? "?" : n.nodeType !== 1 ? (n.parentElement ? name(n.parentElement) + " text" : "text") :
    n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.getAttribute("data-testid") ? '[data-testid="' + n.getAttribute("data-testid") + '"]' : "") +
    (typeof n.className === "string" && n.className ? "." + n.className.trim().split(/\\s+/).slice(0, 2).join(".") : "");
  // The game's phase and round when it happened, where its screen says them (data-phase, data-round).
  const phase = () => { const g = document.querySelector("[data-phase]"); return g ? g.getAttribute("data-phase") + ":" + (g.getAttribute("data-round") || "") : null; };
  // When this page's own player last tapped or pressed a key (see OWN_ANSWER_MS).
  window.__input = -1;
  for (const k of ["pointerdown", "keydown"]) addEventListener(k, () => { window.__input = performance.now(); }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput)
        window.__shifts.push({ value: e.value, at: Math.round(e.startTime), phase: phase(), input: Math.round(window.__input), sources: (e.sources || []).map((s) => name(s.node) + " " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y)) });
    }).observe({ type: "layout-shift", buffered: true });
  } catch (_) {}
})()`;

export interface Measure {
  screen: string;
  cls: number;
  shifts: Shift[];
}

export interface Shift {
  value: number;
  at: number;
  /** "phase:round" of the game screen then (null: no game screen). */
  phase: string | null;
  /** When the page's own player last tapped or pressed a key (-1: never), on the same clock as `at`. */
  input: number;
  sources: string[];
}

async function settle(page: Page, root: string): Promise<void> {
  await page.locator(root).first().waitFor({ state: "visible", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate("document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))");
}

/**
 * Loads `url` (or reloads the page) and sums the layout shifts until the page has settled. `cold`:
 * with the browser's cache emptied first, as on a first visit, so every chunk (a game's, its lazy
 * Settings) comes from the network after the page has begun to draw.
 */
export async function measure(seat: Seat, screen: string, root: string, url?: string, cold = false): Promise<Measure> {
  const page = seat.page!;
  if (cold) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
  }
  if (url) await page.goto(url);
  else await page.reload();
  await settle(page, root);
  const shifts = (await page.evaluate("window.__shifts")) as Measure["shifts"];
  const m = { screen: `${screen}${cold ? " (cold cache)" : ""} @${page.viewportSize()!.width}px`, cls: shifts.reduce((a, s) => a + s.value, 0), shifts };
  appendFileSync(LOG, `${m.screen}: ${m.cls.toFixed(3)}${shifts.map((s) => `\n  ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join(", ")}`).join("")}\n`);
  return m;
}

/** A Chromium seat whose every page records its layout shifts from its first script on. */
export async function observedSeat(browser: Browser, who: string, viewport: { width: number; height: number }): Promise<Seat> {
  const s = await chromiumSeat(browser, who, viewport);
  await s.page!.context().addInitScript(OBSERVER);
  return s;
}

/** Records every layout shift of the context's pages from their first script on (read with `phaseShifts`). */
export async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVER);
}

/**
 * A player's page answers their own tap through the server: on a loaded test machine that answer can
 * come later than the 500 ms after an input in which the browser itself leaves shifts out. Within this
 * much of their own tap, a shift on a player's page is the answer to it, not a jump under their finger.
 */
export const OWN_ANSWER_MS = 1500;

/**
 * What each of a game's phases moved on a page that records its shifts: the sum of the shifts seen
 * while the screen showed it, by "phase:round", in order. `ownAnswerMs` (a player's page): shifts that
 * soon after the page's own input are left out (see OWN_ANSWER_MS); a spectator's page takes none.
 * Written to test/e2e/artifacts/layout-shift.txt as `screen`, the shifts left out marked.
 */
export async function phaseShifts(page: Page, screen: string, ownAnswerMs = 0): Promise<{ phase: string; sum: number }[]> {
  const shifts = ((await page.evaluate("window.__shifts")) as Shift[]).filter((s) => s.phase !== null);
  const own = (s: Shift) => s.input >= 0 && s.at - s.input < ownAnswerMs;
  const out: { phase: string; sum: number }[] = [];
  for (const s of shifts) {
    if (own(s)) continue;
    const last = out[out.length - 1];
    if (last?.phase === s.phase) last.sum += s.value;
    else out.push({ phase: s.phase!, sum: s.value });
  }
  const line = (s: Shift) => `\n  ${s.value.toFixed(3)} in ${s.phase}${own(s) ? ` (left out: ${s.at - s.input} ms after its own input)` : ""}: ${s.sources.join(", ")}`;
  appendFileSync(LOG, `${screen}, by phase:${shifts.map(line).join("")}\n`);
  return out;
}

/** The phases that moved a page by more than LIMIT, as "phase:round sum"; the end screen (`end`, its phase), which opens above the table, apart. */
export function jumps(moved: { phase: string; sum: number }[], end?: string): string[] {
  return moved.filter((m) => !(end !== undefined && m.phase.startsWith(`${end}:`)) && m.sum > LIMIT).map((m) => `${m.phase} ${m.sum.toFixed(3)}`);
}

export const over = (ms: Measure[]) => ms.filter((m) => !(m.cls <= LIMIT)).map((m) => `${m.screen}: ${m.cls.toFixed(3)}`);
