/**
 * axe-core in a page (PLAT-A1): the WCAG 2.1 A and AA rules, every impact. `axeRun` gives the
 * violations and the nodes whose colour contrast axe could not compute (a11y.ts measures those
 * from the pixels); `axeViolations` just the violations, as "rule: target" lines.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface AxeResult {
  violations: { rule: string; impact: string; targets: string[] }[];
  contrast: string[];
}

/**
 * Waits until no animation or transition with an end is running (at most 5 s), then two frames: the
 * screen as a person reads it. An audit taken mid-animation measures a card fading out as it slides
 * away (Noir's ghost card after a shift: its name at 1.36:1 while translucent, the replay test's
 * chance failure in CI), not anything a player reads. Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(`new Promise((done) => {
    const t0 = performance.now();
    const check = () => {
      const moving = document.getAnimations().some((a) => a.playState === "running" && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
      if (!moving || performance.now() - t0 > 5000) requestAnimationFrame(() => requestAnimationFrame(done));
      else setTimeout(check, 50);
    };
    check();
  })`);
}

/** axe on the page once it has settled (see `settled`). */
export async function axeRun(page: Page): Promise<AxeResult> {
  await settled(page);
  if (!(await page.evaluate("!!window.axe"))) await page.evaluate(AXE);
  return (await page.evaluate(`axe.run(document, { runOnly: { type: "tag", values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ["violations", "incomplete"] })
    .then((r) => ({
      violations: r.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ") + " :: " + n.failureSummary.split("\\n").slice(1, 2).join("")) })),
      contrast: r.incomplete.filter((v) => v.id === "color-contrast").flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
    }))`)) as AxeResult;
}

export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeRun(page)).violations.flatMap((v) => v.targets.map((t) => `${v.rule}: ${t}`));
}
