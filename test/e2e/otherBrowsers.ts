/**
 * The browsers other than Chromium, for the smoke runs (issue 21): Firefox ESR driven by
 * puppeteer-core over WebDriver BiDi (each person in their own window: Firefox throttles hidden
 * tabs), WebKitGTK's MiniBrowser driven by selenium-webdriver through WebKitWebDriver under Xvfb (one
 * driver process per person). Both come from Debian's packages (`.ci/run` installs firefox-esr,
 * webkit2gtk-driver and xvfb). Every person is a `Seat`: the same few operations in any browser
 * (Chromium too, through playwright-core, for the extra players a game needs), so one smoke script
 * (`smoke.ts`) plays every game in each browser.
 *
 * Console errors: Firefox reports them over BiDi; WebKitWebDriver has no log channel, so in every
 * browser a small hook (console.error, window errors, unhandled rejections, CSP violations) is put
 * into the page, and read back by `problems()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import type { Browser as PwBrowser, Page as PwPage } from "playwright-core";
import puppeteer, { type Browser as PpBrowser, type Page as PpPage } from "puppeteer-core";
import { Builder, By, type WebDriver } from "selenium-webdriver";
import { ARTIFACTS, freePort } from "./server";

/** One person's browser window, whatever the browser. Selectors are CSS. */
export interface Seat {
  readonly who: string;
  goto(url: string): Promise<void>;
  /** Scrolls the element to the middle of the window (WebKit drops clicks at the bottom edge), then clicks it. */
  click(css: string): Promise<void>;
  /** Replaces the text of an input by typing it. */
  fill(css: string, text: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  js<T>(expression: string): Promise<T>;
  /** Console errors, page errors and CSP violations seen so far (after the hook was put in). */
  problems(): Promise<string[]>;
  /** A new person in the same window or browser: storage (the player token, the saved name) cleared. */
  reset(base: string): Promise<void>;
  /** The playwright page behind a Chromium seat (for the checks only Chromium can make). */
  readonly page?: PwPage;
  /** A screenshot of the window into test/e2e/artifacts/<name>.png. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** The page-side hook that records problems in `window.__mesaProblems` (idempotent). */
export const PROBLEM_HOOK = `(() => {
  if (window.__mesaProblems) return;
  const list = (window.__mesaProblems = []);
  const original = console.error.bind(console);
  console.error = (...a) => { list.push("console: " + a.map(String).join(" ")); original(...a); };
  addEventListener("error", (e) => list.push("pageerror: " + (e.message || (e.target && e.target.src) || "resource")), true);
  addEventListener("unhandledrejection", (e) => list.push("rejection: " + String(e.reason)));
  document.addEventListener("securitypolicyviolation", (e) => list.push("csp: " + e.violatedDirective + " " + e.blockedURI));
})()`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `expression` in the page until it is truthy; returns its value. */
export async function until<T>(seat: Seat, expression: string, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await seat.js<T>(expression).catch(() => null as T);
    if (v) return v;
    if (Date.now() > end) throw new Error(`${seat.who}: ${what} did not happen within ${ms} ms`);
    await sleep(120);
  }
}

const q = (css: string) => JSON.stringify(css);
/** True when an element matching `css` is in the page and takes space (is rendered). */
export const shown = (css: string) => `(() => { const e = document.querySelector(${q(css)}); return !!e && e.getClientRects().length > 0; })()`;
export const count = (css: string) => `document.querySelectorAll(${q(css)}).length`;
export const waitFor = (seat: Seat, css: string, ms?: number) => until<boolean>(seat, shown(css), `${css} shown`, ms);
export const centre = (css: string) => `(() => { const e = document.querySelector(${q(css)}); if (!e) return false; e.scrollIntoView({ block: "center", inline: "center" }); return true; })()`;
export const overflowXExpr = "document.documentElement.scrollWidth - document.documentElement.clientWidth";

// ---------------------------------------------------------------- Firefox (puppeteer-core, BiDi)

export const FIREFOX = "/usr/lib/firefox-esr/firefox-esr";

export async function launchFirefox(): Promise<PpBrowser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? FIREFOX,
    headless: true,
    // No network but loopback: no telemetry, updates, captive-portal or remote settings look-ups.
    extraPrefsFirefox: {
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "toolkit.telemetry.enabled": false,
      "services.settings.server": "http://127.0.0.1:9/",
    },
  });
}

export async function firefoxSeat(browser: PpBrowser, who: string, viewport: { width: number; height: number }): Promise<Seat> {
  // Its own browser context (storage: each person has their own player token) in its own window.
  const seen: string[] = [];
  let old: string[] = [];
  const open = async (): Promise<PpPage> => {
    const context = await browser.createBrowserContext();
    const p = await context.newPage({ type: "window" });
    p.on("console", (m) => {
      if (m.type() === "error") seen.push(`console: ${m.text()}`);
    });
    p.on("pageerror", (e) => seen.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
    await p.setViewport(viewport);
    await p.evaluateOnNewDocument(PROBLEM_HOOK);
    return p;
  };
  let page = await open();
  const hooked = async () => (await page.evaluate("window.__mesaProblems ? window.__mesaProblems.slice() : []").catch(() => [])) as string[];
  const seat: Seat = {
    who,
    goto: async (url) => {
      await page.goto(url);
    },
    click: async (css) => {
      await until(seat, centre(css), `${css} present`);
      await page.click(css);
    },
    fill: async (css, text) => {
      await until(seat, centre(css), `${css} present`);
      await page.click(css, { count: 3 });
      await page.keyboard.press("Backspace");
      await page.type(css, text);
    },
    js: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    problems: async () => {
      // The same error can come both ways: keep one of each text.
      return [...new Set([...seen, ...old, ...(await hooked())].map((s) => s.replace(/^console: /, "")))];
    },
    shot: async (name) => {
      await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
    },
    reset: async () => {
      old = [...old, ...(await hooked())];
      const context = page.browserContext();
      await context.close().catch(() => undefined);
      page = await open();
    },
    close: async () => {
      await page.browserContext().close().catch(() => undefined);
    },
  };
  return seat;
}

// ------------------------------------------------- WebKitGTK (selenium-webdriver, WebKitWebDriver)

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** MiniBrowser will not make its window narrower than this (its toolbar). */
export const WEBKIT_MIN_WIDTH = 447;

/** Xvfb on a free display, and a way to start drivers on it. */
export interface WebKitHost {
  display: string;
  seat(who: string, viewport: { width: number; height: number }): Promise<Seat>;
  close(): Promise<void>;
}

async function waitPort(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver on :${port} did not answer`);
}

export async function startWebKit(): Promise<WebKitHost> {
  const procs: ChildProcess[] = [];
  const drivers: WebDriver[] = [];
  let n = 90 + Math.floor(Math.random() * 400);
  while (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) n++;
  const display = `:${n}`;
  const xvfb = spawn("Xvfb", [display, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], { stdio: "ignore", detached: true });
  procs.push(xvfb);
  const end = Date.now() + 10_000;
  while (!existsSync(`/tmp/.X11-unix/X${n}`) && Date.now() < end) await sleep(50);
  const host: WebKitHost = {
    display,
    async seat(who, viewport) {
      const port = await freePort();
      const driverProc = spawn("WebKitWebDriver", [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: "ignore", detached: true });
      procs.push(driverProc);
      await waitPort(port, 15_000);
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER, args: ["--automation"] } })
        .build();
      drivers.push(driver);
      await driver.manage().window().setRect({ width: Math.max(viewport.width, WEBKIT_MIN_WIDTH), height: viewport.height });
      let old: string[] = [];
      const seat: Seat = {
        who,
        goto: async (url) => {
          await driver.get(url);
          await driver.executeScript(PROBLEM_HOOK);
        },
        click: async (css) => {
          await until(seat, centre(css), `${css} present`);
          await driver.findElement(By.css(css)).click();
        },
        fill: async (css, text) => {
          await until(seat, centre(css), `${css} present`);
          const el = await driver.findElement(By.css(css));
          await el.clear();
          await el.sendKeys(text);
        },
        js: <T>(expression: string) => driver.executeScript(`return ${expression}`) as Promise<T>,
        problems: async () => [...old, ...((await driver.executeScript("return window.__mesaProblems ? window.__mesaProblems.slice() : []")) as string[])],
        shot: async (name) => {
          writeFileSync(`${ARTIFACTS}/${name}.png`, await driver.takeScreenshot(), "base64");
        },
        reset: async (base) => {
          old = [...old, ...(await seat.problems())];
          await driver.get(base);
          await driver.executeScript("localStorage.clear(); sessionStorage.clear()");
        },
        close: async () => {
          await driver.quit().catch(() => undefined);
        },
      };
      return seat;
    },
    async close() {
      for (const d of drivers) await d.quit().catch(() => undefined);
      for (const p of procs.reverse()) {
        try {
          if (p.pid) process.kill(-p.pid, "SIGTERM");
        } catch {
          /* already gone */
        }
      }
    },
  };
  return host;
}

// ------------------------------------------------------- Chromium (playwright-core), extra players

export async function chromiumSeat(browser: PwBrowser, who: string, viewport: { width: number; height: number }): Promise<Seat> {
  const context = await browser.newContext({ viewport, locale: "pt-BR" });
  await context.addInitScript(PROBLEM_HOOK);
  const page: PwPage = await context.newPage();
  const seen: string[] = [];
  page.on("pageerror", (e) => seen.push(`pageerror: ${e.message}`));
  return {
    page,
    shot: async (name) => {
      await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
    },
    reset: async (base) => {
      await page.goto(base);
      await page.evaluate("localStorage.clear(); sessionStorage.clear()");
    },
    who,
    goto: async (url) => {
      await page.goto(url);
    },
    click: async (css) => {
      await page.locator(css).first().click();
    },
    fill: async (css, text) => {
      await page.locator(css).first().fill(text);
    },
    js: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    problems: async () => [...seen, ...((await page.evaluate("window.__mesaProblems ? window.__mesaProblems.slice() : []").catch(() => [])) as string[])],
    close: async () => {
      await context.close().catch(() => undefined);
    },
  };
}
