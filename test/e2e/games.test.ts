/**
 * Each playable game starts in a real room in real Chromium, with players in separate browser
 * contexts (one phone-sized), and its screen renders without a page error; a spectator joins by
 * code and sees the game too (PLAT-5). Screenshots go to test/e2e/artifacts/.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, hostRoom, joinByLink, openLanding } from "./play";

useBrowser();

async function page(errors: string[], viewport = { width: 360, height: 780 }): Promise<Page> {
  const context = await browser.newContext({ locale: "pt-BR", viewport });
  const p = await context.newPage();
  p.on("pageerror", (e) => errors.push(e.message));
  return p;
}

describe("motion", () => {
  it("PLAT-12 animations and transitions are cut to nothing when the device asks for reduced motion", async () => {
    const base = inject("baseUrl");
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const p = await context.newPage();
    await openLanding(p, base);
    const cardTransition = `getComputedStyle(document.querySelector(".game-card")).transitionDuration`;
    const duration = await p.evaluate<string>(cardTransition);
    expect(parseFloat(duration)).toBeLessThan(0.001);
    const normal = await browser.newContext({ reducedMotion: "no-preference" });
    const q = await normal.newPage();
    await openLanding(q, base);
    expect(parseFloat(await q.evaluate<string>(cardTransition))).toBeGreaterThan(0.05);
    await context.close();
    await normal.close();
  });

  it("issue 21 a clock's urgent pulse animates only what the compositor draws (opacity, transform), never a paint every frame", async () => {
    const p = await (await browser.newContext({ reducedMotion: "no-preference" })).newPage();
    await p.goto(inject("baseUrl"));
    // The shared countdown's class, as web/src/ui/Countdown.tsx gives it in its last ten seconds.
    const animated = await p.evaluate<{ name: string; properties: string[] }[]>(`(() => {
      const clock = document.createElement("span");
      clock.className = "countdown countdown-urgent";
      clock.textContent = "0:07";
      document.body.append(clock);
      const skip = ["offset", "computedOffset", "easing", "composite"];
      return document.getAnimations().filter((a) => a.effect && a.effect.target && clock.contains(a.effect.target))
        .map((a) => ({ name: a.animationName, properties: [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((k) => !skip.includes(k)) }));
    })()`);
    // Pulsing a box-shadow painted the page again every frame: ~30 ms a frame at 4× CPU while a clock was urgent.
    expect(animated.length).toBeGreaterThan(0);
    for (const a of animated) expect(a.properties.every((k) => k === "opacity" || k === "transform"), `${a.name}: ${a.properties.join(", ")}`).toBe(true);
    await p.context().close();
  });
});

const cases = [
  { gameId: "noir", players: 2, root: ".noir-status", timer: false },
  { gameId: "matiz", players: 3, root: ".matiz-top", timer: true },
  { gameId: "dicas", players: 3, root: ".dicas", timer: true },
];

describe("every game starts in a real room", () => {
  for (const c of cases) {
    it(`PLAT-2 PLAT-5 PLAT-14${c.timer ? " PLAT-8" : ""} ${c.gameId}: ${c.players} browsers start a match; a spectator watches`, async () => {
      const base = inject("baseUrl");
      const errors: string[] = [];
      const host = await page(errors);
      const code = await hostRoom(host, base, c.gameId, "Ana");
      const others: Page[] = [];
      for (let i = 1; i < c.players; i++) {
        const p = await page(errors, i === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 });
        await joinByLink(p, base, code, `Jogador ${i + 1}`);
        others.push(p);
      }
      await host.getByTestId("seats").getByText(`Jogador ${c.players}`).waitFor();
      await host.getByTestId("start").click();
      for (const p of [host, ...others]) await p.locator(c.root).first().waitFor({ timeout: 15_000 });

      const watcher = await page(errors);
      await watcher.goto(base);
      await watcher.locator(".code-input").fill(code);
      await watcher.getByRole("button", { name: "Assistir partida" }).click();
      await watcher.getByTestId("name-input").fill("Plateia");
      await watcher.getByRole("button", { name: "Assistir partida" }).click();
      await watcher.locator(".banner").getByText("Você está assistindo.").waitFor();
      await watcher.locator(c.root).first().waitFor({ timeout: 15_000 });

      // PLAT-8: the same deadline shows the same remaining time in every browser (server clock offset).
      const timers = [host, ...others, watcher].map((p) => p.getByRole("timer").first());
      expect(await timers[0]!.count()).toBe(c.timer ? 1 : 0);
      if (c.timer) {
        const seconds = await Promise.all(timers.map(async (t) => {
          const [m, sec] = (await t.textContent())!.trim().split(":").map(Number);
          return m! * 60 + sec!;
        }));
        expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(1);
      }
      await host.screenshot({ path: `${ARTIFACTS}/${c.gameId}-host-360.png`, fullPage: true });
      await others[0]!.screenshot({ path: `${ARTIFACTS}/${c.gameId}-player-desktop.png`, fullPage: true });
      await watcher.screenshot({ path: `${ARTIFACTS}/${c.gameId}-spectator-360.png`, fullPage: true });
      // No sideways scrolling on a 360 px phone (PLAT-14).
      const overflow = await host.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
      expect(overflow).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      for (const p of [host, ...others, watcher]) await p.context().close();
    });
  }
});
