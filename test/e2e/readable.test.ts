/**
 * Readable on a phone (PLAT-A3): Noir's game screen (`.noir`) at 360 px, the Killer's and the Inspector's after the
 * first kill, has no visible text below 12 px; the whole page's count is printed (computed font size of every visible text node, see
 * textSize.ts), and the number of elements on the page is printed (it was 1,266–1,381).
 */
import { describe, expect, inject, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { PHONE, Problems, eventually, shot } from "./play";
import { inspectorAnaKillerBob } from "./noirKit";
import { textBelow } from "./textSize";

useBrowser();

describe("PLAT-A3 readable on a phone", () => {
  it("PLAT-A3 Noir at 360 px: no visible text under 12 px on the Killer's and the Inspector's screens", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { ana, bob } = await inspectorAnaKillerBob(browser, problems, base, { locale: "pt-BR", viewport: PHONE }, { locale: "ru-RU", viewport: PHONE });
    await bob.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor();
    await bob.locator(".noir-board .noir-target-kill").first().click();
    await bob.getByTestId("noir-kill").click();
    await ana.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor();
    await eventually(() => bob.locator(".noir-board .noir-dead").count()).toBe(1);
    const report: string[] = [];
    for (const [who, p] of [["Killer (ru)", bob], ["Inspector (pt)", ana]] as const) {
      const { small, total } = await textBelow(p, 12, ".noir");
      const page = await textBelow(p, 12);
      const elements = Number(await p.evaluate("document.getElementsByTagName('*').length"));
      report.push(`${who}: ${small.length} of ${total} visible text nodes of the game screen under 12 px (whole page ${page.small.length} of ${page.total}: ${page.small.map((s) => `${s.where} ${s.px} px`).join(", ")}), ${elements} elements`);
      await shot(p, `readable-noir-${who.split(" ")[0]!.toLowerCase()}-360`);
      expect(small, `${who}: text under 12 px`).toEqual([]);
    }
    expect(problems.list).toEqual([]);
    console.log(`readable noir 360 px: ${report.join("; ")}; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob]) await p.context().close();
  }, 120_000);
});
