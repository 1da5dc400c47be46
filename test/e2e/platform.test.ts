/**
 * Real Chromium against the real local server: the host creates a room on the landing page, a
 * second browser opens the share link, both see each other in the lobby, the host starts.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS } from "./play";

useBrowser();

async function newPlayer(lang = "pt-BR", viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  return page;
}

describe("platform in a real browser", () => {
  it("PLAT-1 PLAT-2 PLAT-14 create a room, join by share link in a second browser, see each other, host starts", async () => {
    const base = inject("baseUrl");
    const host = await newPlayer("pt-BR", { width: 360, height: 780 });
    await host.goto(base);
    await host.getByRole("heading", { name: "Escolha um jogo" }).waitFor();
    await host.locator('[data-game="dicas"]').click();
    await host.getByTestId("create-room").click();
    await host.getByTestId("name-input").fill("Ana");
    await host.getByTestId("join-button").click();
    const code = (await host.getByTestId("room-code").textContent())!.trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    expect(new URL(host.url()).pathname).toBe(`/r/${code}`);

    const guest = await newPlayer("en-US", { width: 1280, height: 800 });
    await guest.goto(`${base}/r/${code}`);
    await guest.getByTestId("name-input").fill("Bruno");
    await guest.getByTestId("join-button").click();
    await guest.getByTestId("seats").getByText("Ana").waitFor();
    await host.getByTestId("seats").getByText("Bruno").waitFor();
    await guest.getByText("Waiting for the host to start").waitFor();

    await host.screenshot({ path: `${ARTIFACTS}/lobby-host-360.png`, fullPage: true });
    await guest.screenshot({ path: `${ARTIFACTS}/lobby-guest-desktop.png`, fullPage: true });

    // Dicas needs a pawn colour for each player before the start.
    for (const [page, colour] of [[host, "dourado"], [guest, "azul"]] as const) {
      const pick = page.locator(`[data-colour="${colour}"]`);
      if (await pick.count()) await pick.first().click();
    }
    await host.getByTestId("start").click();
    await host.getByTestId("seats").waitFor({ state: "detached" });
    await guest.getByTestId("seats").waitFor({ state: "detached" });
    await host.screenshot({ path: `${ARTIFACTS}/game-host-360.png`, fullPage: true });
    await guest.screenshot({ path: `${ARTIFACTS}/game-guest-desktop.png`, fullPage: true });

    // PLAT-3: a reload in the same browser lands back in the same seat, without the join form.
    await guest.reload();
    await guest.getByTestId("name-input").waitFor({ state: "detached", timeout: 2000 }).catch(() => undefined);
    expect(await guest.getByTestId("name-input").count()).toBe(0);
  });
});
