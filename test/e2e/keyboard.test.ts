/**
 * Noir played by keyboard alone (PLAT-A2): the Killer (a desktop, English) reloads the page and
 * makes the first kill with Tab and Enter; the Inspector (a 360 px phone, Portuguese) reloads and
 * picks an identity the same way; the Killer then moves focus with the arrows and shifts a row with
 * Shift+arrow. Each key press is counted from page load (figures printed); focus must show; the
 * result is announced in each player's language through the room's live region.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { DESKTOP, PHONE, Problems, eventually, shot } from "./play";
import { inspectorAnaKillerBob } from "./noirKit";

useBrowser();

/** What has the focus: its test id, suspect, classes and whether an outline or a ring shows. */
async function focused(p: Page): Promise<{ testid: string | null; suspect: string | null; cls: string; outline: string }> {
  return p.evaluate(`(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { testid: null, suspect: null, cls: "", outline: "none" };
    const s = getComputedStyle(e);
    return { testid: e.getAttribute("data-testid"), suspect: e.getAttribute("data-suspect"), cls: e.className || "", outline: s.outlineStyle + " " + s.outlineWidth };
  })()`);
}

/** Presses Tab until `done` holds for the focused element (at most 40); returns the presses. */
async function tabTo(p: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean): Promise<number> {
  for (let n = 1; n <= 40; n++) {
    await p.keyboard.press("Tab");
    if (done(await focused(p))) return n;
  }
  throw new Error("not reached in 40 Tabs");
}

describe("PLAT-A2 every board by keyboard", () => {
  it("PLAT-A2 Noir: first kill and the Inspector's pick by keyboard from page load, arrows move, Shift+arrow shifts, focus shows, results announced in each language", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { ana, bob } = await inspectorAnaKillerBob(browser, problems, base, { locale: "pt-BR", viewport: PHONE }, { locale: "en-US", viewport: DESKTOP });

    // The Killer, from page load.
    await bob.reload();
    await bob.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor();
    const toBoard = await tabTo(bob, (f) => f.suspect !== null);
    const first = await focused(bob);
    expect(first.cls, "the grid's stop starts on a card the Killer can kill").toContain("noir-target-kill");
    expect(first.outline).not.toMatch(/^none/);
    // One stop: the next Tab leaves the grid (no 20 arrows, no 25 cards in the way).
    await bob.keyboard.press("Enter");
    await eventually(() => bob.locator(`.noir-board [data-suspect="${first.suspect}"]`).getAttribute("aria-pressed")).toBe("true");
    const toKill = await tabTo(bob, (f) => f.testid === "noir-kill");
    await bob.keyboard.press("Enter");
    const killPresses = toBoard + 1 + toKill + 1;
    await eventually(() => ana.locator(`.noir-board [data-suspect="${first.suspect}"]`).getAttribute("class")).toContain("noir-dead");
    // Announced, each in its own language.
    const name = (await bob.locator(`.noir-board [data-suspect="${first.suspect}"] .noir-card-back .noir-name`).textContent())!.replace("† ", "");
    await eventually(() => bob.getByTestId("announcer").textContent()).toContain(`The Killer killed ${name}.`);
    await eventually(() => ana.getByTestId("announcer").textContent()).toContain(`O Assassino matou ${name}.`);

    // The Inspector, from page load: the pick buttons follow the grid's single stop.
    await ana.reload();
    await ana.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor();
    const toPick = await tabTo(ana, (f) => f.testid === "noir-pick");
    expect((await focused(ana)).outline).not.toMatch(/^none/);
    await ana.keyboard.press("Enter");
    const pickPresses = toPick + 1;
    await ana.getByTestId("noir-identity").waitFor();
    await eventually(() => bob.getByTestId("announcer").textContent()).toContain("The Inspector chose a secret identity.");

    // Arrows move focus between cards; Home/End reach the row's ends; Shift+arrow shifts the row.
    await bob.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor();
    await bob.locator(`.noir-board [data-suspect="${first.suspect}"]`).focus();
    await bob.keyboard.press("Home");
    const home = await focused(bob);
    expect(await bob.locator(`.noir-board [data-suspect="${home.suspect}"]`).getAttribute("data-col")).toBe("0");
    await bob.keyboard.press("ArrowRight");
    const right = await focused(bob);
    expect(await bob.locator(`.noir-board [data-suspect="${right.suspect}"]`).getAttribute("data-col")).toBe("1");
    await bob.keyboard.press("End");
    expect(await bob.locator(`.noir-board [data-suspect="${(await focused(bob)).suspect}"]`).getAttribute("data-col")).toBe("4");
    await bob.keyboard.press("ArrowLeft");
    const moved = (await focused(bob)).suspect!;
    const row = await bob.locator(`.noir-board [data-suspect="${moved}"]`).getAttribute("data-row");
    await bob.keyboard.press("Shift+ArrowRight");
    // The row slid right: the focused card is now in the last column, and still has the focus.
    await eventually(() => bob.locator(`.noir-board [data-suspect="${moved}"]`).getAttribute("data-col")).toBe("4");
    expect(await bob.locator(`.noir-board [data-suspect="${moved}"]`).getAttribute("data-row")).toBe(row);
    await eventually(async () => (await focused(bob)).suspect).toBe(moved);
    await eventually(() => ana.getByTestId("announcer").textContent()).toContain(`deslocou a linha ${Number(row) + 1}`);
    await shot(bob, "keyboard-noir-desktop");

    expect(problems.list).toEqual([]);
    console.log(`keyboard noir: Killer's first kill ${killPresses} key presses (${toBoard} Tabs to the grid, Enter, ${toKill} Tab to Kill, Enter); Inspector's pick ${pickPresses} (${toPick} Tabs, Enter); ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob]) await p.context().close();
  });
});
