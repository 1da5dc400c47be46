#!/usr/bin/env node
/**
 * Lighthouse scores (issue 21: mobile, Lighthouse's default simulated throttling) of the landing, the
 * join page a friend opens from a link, and each game's screen as its host sees it once the match has
 * started (the other seats are lobby bots in Caso and Noir, friends in another browser in the others).
 * `node scripts/lighthouse.mjs [runs=3] [screen…]` (screens: landing join caso noir alibi matiz dicas), after
 * `npm run build`, on a quiet machine: the figures are CPU-bound and a loaded 2-core machine halves them.
 * `LH_CPU=calibrated` sets Lighthouse's CPU slowdown from this machine's benchmark index by Lighthouse's
 * own calculator (its default 4× assumes an index of about 1,530; the 2-core VMs here read 1,000–1,450,
 * which makes it 2.4–3.6×, and 9.6–10.7× on a machine reading 2,800–3,100); `LH_CPU=<n>` sets it to n (to compare
 * builds at one slowdown); without either, the default 4× (the figures). `LH_DUMP=file.json` keeps
 * the last run's whole report, `LH_TRACE=file.json` its trace (the tasks Lighthouse's simulation scales).
 *
 * Lighthouse is pinned to 12.2.3 (13.x wants Node 22) and is not one of the project's packages: it is
 * installed under /tmp/mesa-lighthouse on first use. Its layout-shift audit can fail with this Chromium
 * ("frame_sequence"); the table then shows the audit's error in place of the CLS.
 *
 * Every run is cold: the browser's cache is cleared before it. The game screens keep the host's
 * seat (its token is in the page's storage), so their runs skip Lighthouse's storage reset.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { superviseDevServer } from "./devServer.mjs";

const LH_DIR = "/tmp/mesa-lighthouse";
const PORT = 8799;
const CDP_PORT = 9333;
const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);

/** Each game: the seats it needs at least, what shows once its match is on, and whether its lobby offers bots (Caso and Noir). */
const GAMES = [
  { id: "caso", seats: 2, root: '[data-testid="caso-screen"]', bots: true },
  { id: "noir", seats: 2, root: ".noir-board", bots: true },
  { id: "alibi", seats: 5, root: '[data-testid="alibi"]' },
  { id: "matiz", seats: 3, root: ".matiz-board" },
  { id: "dicas", seats: 2, root: '[data-testid="dicas-head"]' },
];

if (!existsSync(`${LH_DIR}/node_modules/lighthouse`)) {
  console.error(`installing lighthouse@12.2.3 under ${LH_DIR}…`);
  execSync(`npm i -E --prefix ${LH_DIR} --no-audit --no-fund lighthouse@12.2.3`, { stdio: "inherit" });
}
const fromLighthouse = (name) => import(pathToFileURL(createRequire(`${LH_DIR}/`).resolve(name)).href);
const { default: lighthouse } = await fromLighthouse("lighthouse");
const { mobileSlow4G } = (await fromLighthouse("lighthouse/core/config/constants.js")).throttling;
const chromiumPath = execSync("command -v chromium || command -v chromium-browser", { shell: "/bin/sh" }).toString().trim();

const server = await superviseDevServer({ port: PORT, persistTo: mkdtempSync(join(tmpdir(), "mesa-lh-")), say: () => {} });
const base = server.url;
// The measured browser: Lighthouse drives it through its debugging port, in its default context (the one
// whose storage holds the host's seats).
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "mesa-lh-profile-")), {
  executablePath: chromiumPath,
  headless: true,
  locale: "pt-BR",
  args: [`--remote-debugging-port=${CDP_PORT}`, "--no-sandbox", "--no-first-run", "--disable-gpu"],
});
const setup = context.pages()[0] ?? (await context.newPage());

/** The host creates a room of `game` from the landing page and takes a seat; returns the code. */
async function host(page, game) {
  await page.goto(base);
  await page.locator(`[data-game="${game}"]`).click();
  await page.getByTestId("create-room").click();
  // A browser that has joined before knows its name and may skip the form.
  await page.locator('[data-testid="name-input"], [data-testid="room-code"]').first().waitFor();
  if (await page.getByTestId("name-input").isVisible()) {
    await page.getByTestId("name-input").fill("Ana");
    await page.getByTestId("join-button").click();
  }
  return (await page.getByTestId("room-code").textContent()).trim();
}

/** Lighthouse's CPU throttling calculator (patrickhulce/lighthouse-cpu-throttling-calculator), by benchmark index. */
const slowdownFor = (bi) => (bi >= 1300 ? 3 + (bi - 1300) / 233 : bi >= 800 ? 2 + (bi - 800) / 500 : 1 + (bi - 150) / 650);
let cpuSlowdownMultiplier = Number(process.env.LH_CPU) || 4;

async function measure(url, keepStorage) {
  const cdp = await context.newCDPSession(setup);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const result = await lighthouse(url, {
    port: CDP_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    disableStorageReset: keepStorage,
    throttling: { ...mobileSlow4G, cpuSlowdownMultiplier },
  });
  if (process.env.LH_CPU === "calibrated" && cpuSlowdownMultiplier === 4) {
    // The first run only measures the machine; every run after it is throttled by its index.
    cpuSlowdownMultiplier = Number(slowdownFor(result.lhr.environment.benchmarkIndex).toFixed(2));
    console.error(`benchmark index ${result.lhr.environment.benchmarkIndex}: CPU slowdown ${cpuSlowdownMultiplier}×`);
    return measure(url, keepStorage);
  }
  const { categories: c, audits: a } = result.lhr;
  if (process.env.LH_DUMP) (await import("node:fs")).writeFileSync(process.env.LH_DUMP, JSON.stringify(result.lhr));
  if (process.env.LH_TRACE) (await import("node:fs")).writeFileSync(process.env.LH_TRACE, JSON.stringify(result.artifacts.Trace));
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: Math.round(a["first-contentful-paint"].numericValue),
    lcp: Math.round(a["largest-contentful-paint"].numericValue),
    tbt: Math.round(a["total-blocking-time"].numericValue),
    cls: a["cumulative-layout-shift"].numericValue === undefined ? `(${a["cumulative-layout-shift"].errorMessage})` : Number(a["cumulative-layout-shift"].numericValue.toFixed(3)),
    si: Math.round(a["speed-index"].numericValue),
    failed: Object.values(a).filter((x) => x.scoreDisplayMode === "binary" && x.score === 0 && c.accessibility.auditRefs.some((r) => r.id === x.id)).map((x) => x.id),
  };
}

const median = (xs) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)];
const table = [];
async function screen(name, url, keepStorage) {
  if (only.length && !only.includes(name)) return;
  const got = [];
  for (let i = 0; i < runs; i++) got.push(await measure(url, keepStorage));
  const row = {
    screen: name,
    performance: got.map((g) => g.performance).join("/"),
    accessibility: got.map((g) => g.accessibility).join("/"),
    "best practices": median(got.map((g) => g.bestPractices)),
    seo: median(got.map((g) => g.seo)),
    "FCP ms": median(got.map((g) => g.fcp)),
    "LCP ms": median(got.map((g) => g.lcp)),
    "TBT ms": median(got.map((g) => g.tbt)),
    CLS: median(got.map((g) => g.cls)),
    "SI ms": median(got.map((g) => g.si)),
    "a11y audits failed": [...new Set(got.flatMap((g) => g.failed))].join(" ") || "none",
  };
  table.push(row);
  console.error(JSON.stringify(row));
}

try {
  // A friend's first visits: no seat anywhere yet (the room is made in another browser).
  const other = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  const friendRoom = await host(await other.newPage({ locale: "pt-BR" }), "matiz");
  await screen("landing", `${base}/`, false);
  await screen("join", `${base}/r/${friendRoom}`, false);
  for (const g of GAMES) {
    if (only.length && !only.includes(g.id)) continue;
    const code = await host(setup, g.id);
    for (let i = 1; i < g.seats; i++) {
      // Without lobby bots, friends from another browser take the other seats.
      if (!g.bots) {
        const friend = await (await other.newContext({ locale: "pt-BR" })).newPage();
        await friend.goto(`${base}/r/${code}`);
        await friend.getByTestId("name-input").fill(`Amigo ${i}`);
        await friend.getByTestId("join-button").click();
        await setup.getByTestId("seats").getByText(`Amigo ${i}`).waitFor();
      } else {
        await setup.getByTestId("add-bot-normal").click();
        await setup.getByTestId("bot-pill").nth(i - 1).waitFor();
      }
    }
    await setup.getByTestId("start").click();
    await setup.locator(g.root).waitFor({ timeout: 30_000 });
    await setup.goto("about:blank");
    await screen(g.id, `${base}/r/${code}`, true);
  }
  console.table(table);
  console.log(`CPU slowdown ${cpuSlowdownMultiplier}×`);
  await other.close();
} finally {
  await context.close();
  await server.stop("SIGTERM");
}
