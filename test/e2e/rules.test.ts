/**
 * How to play (issue 19), in real Chromium on a 360 px touch phone: every game's rules sheet opens
 * from its landing tile, from the lobby and from the game screen's header; it fits the phone's
 * width, scrolls inside itself, keeps the focus inside (Tab wraps), and Escape or the close button
 * closes it. The game screen shows a "what to do now" line for the seat. Screenshots of each
 * game's whole sheet in two languages go to test/e2e/artifacts/rules-<game>-<lang>.png.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, PHONE, Problems, eventually, hostRoom, joinByLink, overflowX, person } from "./play";

useBrowser();

const GAMES = [
  { id: "caso", players: 2, root: '[data-testid="caso-screen"]', picks: ["jade", "indigo"] },
  { id: "noir", players: 2, root: ".noir-status", picks: [] },
  { id: "alibi", players: 5, root: '[data-testid="alibi"]', picks: [] },
  { id: "matiz", players: 3, root: ".matiz-top", picks: [] },
  { id: "dicas", players: 2, root: ".dicas", picks: [] },
] as const;

/** Opens the sheet with `opener`, checks it is this game's, fits the phone, traps the focus; closes it with Escape or the close button. */
async function openAndClose(p: Page, opener: ReturnType<Page["locator"]>, game: string, close: "escape" | "button", where: string): Promise<void> {
  await opener.click();
  const sheet = p.getByTestId("rules-sheet");
  await sheet.waitFor();
  expect(await sheet.getAttribute("data-game"), where).toBe(game);
  const box = (await sheet.boundingBox())!;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(PHONE.width);
  expect(box.height, where).toBeLessThanOrEqual(PHONE.height);
  // Longer than the phone: it scrolls inside itself to its last button.
  const [scroll, client] = await sheet.evaluate((e) => [e.scrollHeight, e.clientHeight]);
  expect(scroll, where).toBeGreaterThan(client);
  expect(await overflowX(p), where).toBeLessThanOrEqual(1);
  // The focus stays inside the sheet however far one tabs.
  for (let i = 0; i < 4; i++) {
    await p.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
    expect(await p.evaluate<boolean>(`!!document.activeElement?.closest("[data-testid=rules-sheet]")`), `${where}: focus after Tab ${i}`).toBe(true);
  }
  if (close === "escape") await p.keyboard.press("Escape");
  else await p.getByTestId("rules-close").click();
  await eventually(() => p.getByTestId("rules-sheet").count()).toBe(0);
}

/** The whole sheet in one picture: the viewport made as tall as the sheet's content for the shot. */
async function shootSheet(p: Page, game: string, lang: string): Promise<void> {
  const tile = p.locator(`[data-rules="${game}"]`);
  await tile.click();
  const sheet = p.getByTestId("rules-sheet");
  await sheet.waitFor();
  const height = await sheet.evaluate((e) => e.scrollHeight);
  await p.setViewportSize({ width: PHONE.width, height: Math.min(height + 40, 4000) });
  await p.screenshot({ path: `${ARTIFACTS}/rules-${game}-${lang}.png` });
  await p.setViewportSize(PHONE);
  await p.keyboard.press("Escape");
  await eventually(() => p.getByTestId("rules-sheet").count()).toBe(0);
}

describe("issue 19 how to play", () => {
  for (const g of GAMES) {
    it(`issue 19 ${g.id}: the rules sheet opens from the landing tile, the lobby and the game screen on a 360 px phone; the game screen says what to do now`, async () => {
      const base = inject("baseUrl");
      const problems = new Problems();
      const host = await person(browser, problems, "host", "pt-BR", PHONE);
      await host.goto(base);

      // Landing: the tile's "How to play", in Portuguese and in English (the pictures).
      await openAndClose(host, host.locator(`[data-rules="${g.id}"]`), g.id, "escape", "landing");
      await shootSheet(host, g.id, "pt");
      await host.locator(".topbar .lang-switch select").selectOption("en");
      await eventually(() => host.locator("html").getAttribute("lang")).toBe("en");
      await shootSheet(host, g.id, "en");
      await host.locator(".topbar .lang-switch select").selectOption("pt");

      // Lobby.
      const code = await hostRoom(host, base, g.id, "Ana");
      await openAndClose(host, host.locator(".start-bar [data-testid=rules-open]"), g.id, "button", "lobby");
      const others: Page[] = [];
      for (let i = 1; i < g.players; i++) {
        const p = await person(browser, problems, `p${i}`, i % 2 ? "en-US" : "es-ES", PHONE);
        await joinByLink(p, base, code, `P${i + 1}`);
        others.push(p);
      }
      await host.getByTestId("seats").getByText(`P${g.players}`).waitFor();
      const players = [host, ...others];
      for (const [i, pick] of g.picks.entries()) await players[i]!.locator(`[data-character="${pick}"]`).click();
      await host.getByTestId("start").click();
      for (const p of players) await p.locator(g.root).first().waitFor({ timeout: 15_000 });
      // Álibi opens each seat's role card over the screen at the start: read, then hidden.
      if (g.id === "alibi") for (const p of players) await p.getByTestId("alibi-rolecard-close").click();

      // Game screen: the header's "?" opens the same sheet; everyone is told what to do now.
      await openAndClose(host, host.locator(".topbar [data-testid=rules-open]"), g.id, "escape", "game");
      await openAndClose(others[0]!, others[0]!.locator(".topbar [data-testid=rules-open]"), g.id, "button", "game (guest)");
      for (const p of players) {
        const line = p.getByTestId("now-line");
        await line.waitFor();
        const text = (await line.innerText()).trim();
        expect(text.length, text).toBeGreaterThan(10);
        expect(text, text).not.toMatch(new RegExp(`${g.id}\\.now|\\{\\w+\\}`));
      }
      // The game screen as a newcomer sees it, in the guest's language (en or es).
      await others[0]!.screenshot({ path: `${ARTIFACTS}/rules-now-${g.id}-guest.png` });
      expect(problems.list).toEqual([]);
      for (const p of players) await p.context().close();
    }, 120_000);
  }
});
