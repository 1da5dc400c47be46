/**
 * Helpers for counting key presses in the browser (PLAT-A2; keyboard.test, alibi-play): what has the
 * focus and whether it shows, the presses that bring the focus to a control and press it, a page
 * settled after its effects ran.
 */
import { expect } from "vitest";
import type { Page } from "playwright-core";

/** What has the focus: its test id, suspect, classes and whether an outline or a ring shows. */
export async function focused(p: Page): Promise<{ testid: string | null; suspect: string | null; cls: string; outline: string }> {
  return p.evaluate(`(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { testid: null, suspect: null, cls: "", outline: "none" };
    const s = getComputedStyle(e);
    return { testid: e.getAttribute("data-testid"), suspect: e.getAttribute("data-suspect"), cls: e.className || "", outline: s.outlineStyle + " " + s.outlineWidth };
  })()`);
}

/** Whether the focused element matches `selector`. */
export const focusIs = (p: Page, selector: string): Promise<boolean> => p.evaluate(`!!document.activeElement && document.activeElement.matches(${JSON.stringify(selector)})`);

/**
 * Brings the focus to the element matching `selector` and presses Enter; returns the key presses
 * (Enter included). See `reach`.
 */
export async function press(p: Page, selector: string, group?: string): Promise<number> {
  const n = await reach(p, selector, group);
  await p.keyboard.press("Enter");
  return n + 1;
}

/**
 * Brings the focus to the element matching `selector`; returns the key presses. Nothing to press when
 * the page already gave it the focus; inside a group that roves (the focus is on one of `group`) the
 * arrows move, else Tab. Focus must show on arrival.
 */
export async function reach(p: Page, selector: string, group?: string): Promise<number> {
  let n = 0;
  for (; n <= 60 && !(await focusIs(p, selector)); n++) {
    const inGroup = group !== undefined && (await focusIs(p, group));
    const before = await p.evaluate("document.activeElement && document.activeElement.outerHTML");
    const last = inGroup && (await p.evaluate(`(() => { const all = [...document.querySelectorAll(${JSON.stringify(group)})]; return all[all.length - 1].matches(${JSON.stringify(selector)}); })()`));
    // Tab runs forward, Shift+Tab back when the control lies before the focus (as a person who sees it would).
    const back = !inGroup && (await p.evaluate(`(() => { const t = document.querySelector(${JSON.stringify(selector)}); const a = document.activeElement; return !!t && !!a && a !== document.body && !!(a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_PRECEDING); })()`));
    await p.keyboard.press(inGroup ? (last ? "Control+End" : "ArrowRight") : back ? "Shift+Tab" : "Tab");
    // A group whose arrows do nothing (each item its own stop) is walked with Tab.
    if (inGroup && (await p.evaluate("document.activeElement && document.activeElement.outerHTML")) === before) await p.keyboard.press("Tab"), n++;
  }
  if (!(await focusIs(p, selector))) throw new Error(`${selector} not reached in 60 key presses`);
  expect((await focused(p)).outline, `focus shows on ${selector}`).not.toMatch(/^none/);
  return n;
}

/** Ready once `ready` shows and two frames later (Preact runs effects, the focus among them, after the paint). */
export async function settled(p: Page, ready: string): Promise<void> {
  await p.locator(ready).first().waitFor();
  await p.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))))");
}

/** A fresh page load, ready as `settled` says. */
export async function reload(p: Page, ready: string): Promise<void> {
  await p.reload();
  await settled(p, ready);
}

