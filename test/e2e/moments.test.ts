/**
 * Issue 19's social moments in real Chromium, on 360 px phones (Noir: two players):
 * - PLAT-22 your turn, wherever you are: the page of the player a decision waits for — while
 *   another page is in front — has "● <your turn>" in its title and the red-dot icon, and the phone
 *   vibrated once for that decision (navigator.vibrate counted); when the turn passes, the marks
 *   move to the other page and its phone vibrates once.
 * - the voice control in the room header (join state at a glance, no scrolling on a phone).
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { PHONE, Problems, eventually, hostRoom, joinByLink, overflowX, person, shot } from "./play";

useBrowser();

/** Counts navigator.vibrate calls (the headless browser has no motor). */
const COUNT_VIBRATIONS = "window.__buzz = 0; navigator.vibrate = () => { window.__buzz++; return true; };";

const title = (p: Page) => p.title();
const buzzes = async (p: Page) => Number(await p.evaluate("window.__buzz"));
const icon = (p: Page) => p.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");

describe("issue 19 moments in the browser", () => {
  it("PLAT-22 the tab title and icon of the player a decision waits for say so, in a background page, and the phone vibrates once per decision; the header's voice control", async () => {
    const base = inject("baseUrl");
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
    const bob = await person(browser, problems, "bob", "en-US", PHONE);
    for (const p of [ana, bob]) await p.context().addInitScript(COUNT_VIBRATIONS);
    const code = await hostRoom(ana, base, "noir", "Ana");
    await joinByLink(bob, base, code, "Bob");
    await ana.getByTestId("seats").getByText("Bob").waitFor();
    await ana.locator('[data-role="inspector"]').click();
    await eventually(() => bob.locator('[data-role="inspector"]').isDisabled()).toBe(true);
    await bob.locator('[data-role="killer"]').click();
    await eventually(() => ana.locator('[data-role="killer"]').isDisabled()).toBe(true);
    // Nothing waits for anyone in the lobby.
    expect(await title(ana)).not.toMatch(/^●/);
    await ana.getByTestId("start").click();
    for (const p of [ana, bob]) await p.locator(".noir-board").waitFor();

    // The Killer (Bob) moves first (NOIR-1). Ana's page is in front; Bob's is in the background.
    await ana.bringToFront();
    await eventually(() => title(bob)).toMatch(/^● Your turn · /);
    expect(await icon(bob)).toBe("/favicon-turn.svg");
    expect(await title(ana)).not.toMatch(/^●/);
    expect(await icon(ana)).toBe("/favicon.svg");
    await eventually(() => buzzes(bob)).toBe(1);
    expect(await buzzes(ana)).toBe(0);
    // Views that change nothing for Bob's decision (chat, a re-render) do not buzz again.
    await ana.getByPlaceholder(/Mensagem/).fill("oi");
    await ana.getByPlaceholder(/Mensagem/).press("Enter");
    await bob.getByText("oi").first().waitFor();
    expect(await buzzes(bob)).toBe(1);

    // The header shows voice at a glance on the phone, without scrolling.
    for (const p of [ana, bob]) {
      const head = p.getByTestId("voice-head");
      await head.waitFor();
      expect(await head.getAttribute("data-state")).toBe("off");
      const box = (await head.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(PHONE.height / 3);
    }
    expect(await overflowX(ana)).toBe(0);
    await shot(ana, "moments-noir-header-phone-pt");

    // Bob kills (his decision is made); the Inspector (Ana) must now pick an identity: the marks move.
    await bob.bringToFront();
    const targets = await bob.locator(".noir-board .noir-target-kill").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect")!));
    await bob.locator(`.noir-board [data-suspect="${targets[0]}"]`).click();
    await bob.getByTestId("noir-kill").click();
    await eventually(() => title(ana)).toMatch(/^● Sua vez · /);
    expect(await icon(ana)).toBe("/favicon-turn.svg");
    await eventually(() => title(bob)).not.toMatch(/^●/);
    expect(await icon(bob)).toBe("/favicon.svg");
    await eventually(() => buzzes(ana)).toBe(1);
    expect(await buzzes(bob)).toBe(1);

    expect(problems.list).toEqual([]);
  }, 180_000);
});
