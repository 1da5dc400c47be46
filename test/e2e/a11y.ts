/**
 * The accessibility checks every browser test can run on a page it already has open (PLAT-A1, issue
 * 21): axe-core's WCAG 2.1 A/AA rules (every impact, axeKit.ts), plus contrast where axe cannot
 * compute it (text over gradients and images: axe's "incomplete" colour-contrast results), measured
 * from the pixels (contrast.ts). `audit` returns one line per problem, named by the screen, so a test
 * collects them over its play and asserts none at the end; the lines also go to
 * test/e2e/artifacts/axe-findings.txt, and every screen's pixel measurement to contrast-pixels.txt.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { axeRun } from "./axeKit";
import { pixelContrast } from "./contrast";
import { atRest } from "./atRest";
import { ARTIFACTS } from "./server";
import { textBelow } from "./textSize";

/** axe's violations and the low pixel-measured contrasts on this page, as "screen @width: rule (impact) targets" lines. */
export async function audit(page: Page, screen: string): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const name = `${screen} @${page.viewportSize()!.width}px`;
  const t0 = Date.now();
  const result = await axeRun(page);
  const lines = result.violations.map((v) => `${name}: ${v.rule} (${v.impact}) ${v.targets.slice(0, 4).join(" | ")}${v.targets.length > 4 ? ` … ${v.targets.length} nodes` : ""}`);
  const { low, measured, reshot } = await pixelContrast(page, result.contrast, `${ARTIFACTS}/contrast-low-${name.replace(/[^\w@]+/g, "-")}`);
  appendFileSync(`${ARTIFACTS}/contrast-pixels.txt`, `${name}: ${result.contrast.length} nodes axe could not compute, ${measured} kinds measured, ${low.length} below the ratio${reshot ? `, ${reshot} batch(es) shot again (the page moved between shots)` : ""} (${Date.now() - t0} ms)${low.map((l) => `\n  ${l}`).join("")}\n`);
  lines.push(...low.map((l) => `${name}: pixel contrast ${l}`));
  if (lines.length) appendFileSync(`${ARTIFACTS}/axe-findings.txt`, lines.join("\n") + "\n");
  return lines;
}

/**
 * PLAT-A3 on a page a play test already has open: the visible text under 12 px, as "screen @360px:
 * where N px «text»" lines. A wider page is narrowed to 360 px for the count, then restored; the
 * count is taken once the narrowed page has come to rest (two counts 150 ms apart agree, 3 s at
 * most): a page answers a resize over several frames (the scroll bar that appears narrows it again,
 * and Caso's map lays its words out for each width), and what a phone shows is the page at rest.
 */
export async function readable(page: Page, screen: string): Promise<string[]> {
  const was = page.viewportSize()!;
  const phone = { width: 360, height: was.height };
  const resized = was.width !== phone.width;
  if (resized) await page.setViewportSize(phone);
  try {
    const count = async () => (await textBelow(page, 12)).small;
    const small = resized ? await atRest(count, 150, 3000) : await count();
    return small.map((t) => `${screen} @360px: ${t.where} ${t.px} px «${t.text}»`);
  } finally {
    if (was.width !== phone.width) await page.setViewportSize(was);
  }
}

/** `audit` and `readable` together: what a play test checks on each screen it passes through. */
export async function auditScreen(page: Page, screen: string): Promise<string[]> {
  return [...(await audit(page, screen)), ...(await readable(page, screen))];
}
