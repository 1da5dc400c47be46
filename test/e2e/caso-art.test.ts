/**
 * Caso's art and scene fit in a real browser (CASO-7, CASO-8): screenshots of the night-city map
 * (phone and desktop) and of every place's scene for a yellow (Sol) and a white (Pérola) pawn in
 * `test/e2e/artifacts/`; the investigation fits 360×640, 1366×800 and 1920×1080 — the stage and the
 * base labels inside the scene, "Interrogar" inside the window; "Modo simples" switches to the
 * flat panel and is remembered after a reload.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, pictureSheet } from "./play";
import { atRest } from "./atRest";
import { PLACES, WEAPONS, enterPlace, escolhaOnly, mover, passTurn, player, startMatch } from "./casoKit";

useBrowser();

const COLOURS: Record<string, string> = { sol: "#FDD835", perola: "#F5F5F5" };
const SIZES = [
  { width: 360, height: 640 },
  { width: 1366, height: 800 },
  { width: 1920, height: 1080 },
];

/** Waits until a box shows its cards' art: no placeholder left, and the art's image loaded. */
async function artReady(p: Page, sel: string) {
  await p.waitForFunction((sel) => {
    const box = document.querySelector(sel);
    return !!box?.querySelector(".caso-art") && !box.querySelector(".caso-art-wait");
  }, sel);
  await p.locator(sel).evaluate(async (box) => {
    const url = /url\("(.+)"\)/.exec(getComputedStyle(box.querySelector(".caso-art")!).backgroundImage)?.[1];
    if (!url) return;
    const img = new Image();
    img.src = url;
    await img.decode();
  });
}

/** Whether a test id's box lies wholly inside another box (or the window). */
const boxOf = (p: Page, sel: string) => p.locator(sel).first().evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
});
const inWindow = async (p: Page, sel: string) => {
  const b = await boxOf(p, sel);
  const v = p.viewportSize()!;
  return b.top >= 0 && b.left >= 0 && b.bottom <= v.height && b.right <= v.width;
};

/**
 * Waits until the investigation has answered a resize: the scene refits its camera and its labels are
 * placed a frame after the resize (Investigation's SceneHost), later on a loaded machine, so the boxes
 * are read once two reads 100 ms apart agree (10 s at most).
 */
async function steady(p: Page) {
  await atRest(() => Promise.all(["caso-scene", "caso-scene-label-0", "caso-scene-label-1", "caso-scene-label-2", "caso-interrogate"].map((id) => boxOf(p, `[data-testid="${id}"]`))), 100, 10_000);
}

async function previewScenes(p: Page, character: "sol" | "perola", tag: string) {
  for (const [i, place] of PLACES.entries()) {
    // Every weapon stands on a base in turn, so the nine shots show all six weapons and nine place cards.
    const weapon = WEAPONS[i % WEAPONS.length]!;
    await p.evaluate(
      ([place, character, colour, weapon]) => {
        const w = window as unknown as { __mesa: { caso: { preview(i: unknown): void } } };
        w.__mesa.caso.preview(null);
        w.__mesa.caso.preview({ place, character, colour, bases: ["lit", "gold", "lit"], cards: [character === "sol" ? "perola" : "sol", weapon, place], motion: false });
      },
      [place, character, COLOURS[character]!, weapon] as const,
    );
    const scene = p.getByTestId("caso-scene-preview").getByTestId("caso-scene");
    await scene.and(p.locator('[data-state="ready"]')).waitFor({ timeout: 20_000 });
    await p.waitForTimeout(150); // the bases' card textures come a frame after "ready"
    // The labels under the bases stay inside the scene (nothing cropped).
    const s = await boxOf(p, '[data-testid="caso-scene-preview"] [data-testid="caso-scene"]');
    for (const i of [0, 1, 2]) {
      const l = await boxOf(p, `[data-testid="caso-scene-preview"] [data-testid="caso-scene-label-${i}"]`);
      expect(l.top >= s.top && l.bottom <= s.bottom && l.left >= s.left && l.right <= s.right, `${place} label ${i}`).toBe(true);
    }
    await p.screenshot({ path: `${ARTIFACTS}/caso-place-${place}-${character}-${tag}.png` });
  }
  await p.evaluate(() => (window as unknown as { __mesa: { caso: { preview(i: unknown): void } } }).__mesa.caso.preview(null));
}

describe("Caso art and scene fit", () => {
  it("CASO-7 CASO-8 map and nine place scenes for Sol and Pérola; the investigation fits 360×640 to 1920×1080 with Interrogar in view; Modo simples is remembered", async () => {
    const problems: string[] = [];
    const sol = await player(browser, { lang: "pt-BR", viewport: DESKTOP }, problems);
    const perola = await player(browser, { lang: "en-US", viewport: { width: 360, height: 640 }, touch: true }, problems);
    const sectors = await escolhaOnly(sol, perola);
    await startMatch(inject("baseUrl"), [sol, perola], ["Ana", "Bruno"], async (host) => {
      await host.locator('[data-character="sol"]').click();
      await perola.locator('[data-character="perola"]').click();
      await sectors(host);
    });

    // The map: phone and desktop.
    await sol.getByTestId("caso-map").screenshot({ path: `${ARTIFACTS}/caso-map-desktop.png` });
    await sol.screenshot({ path: `${ARTIFACTS}/caso-map-desktop-page.png` });
    await perola.screenshot({ path: `${ARTIFACTS}/caso-map-360.png` });
    await perola.getByTestId("caso-map").screenshot({ path: `${ARTIFACTS}/caso-map-360-map.png` });

    // The cards at hand size on a phone: the hand, and the notes sheet listing all 21 with their art.
    await artReady(perola, '[data-testid="caso-cards"]');
    await perola.getByTestId("caso-cards").screenshot({ path: `${ARTIFACTS}/caso-cards-hand-360.png` });
    await perola.getByTestId("caso-tab-ficha").click();
    await artReady(perola, '[data-testid="caso-ficha"]');
    await perola.getByTestId("caso-ficha").screenshot({ path: `${ARTIFACTS}/caso-cards-ficha-360.png` });
    // Issue 21: every card's art on the screen comes from one image (the notes' 21 images of their own
    // made a 142 ms task at 4× CPU: Chromium sets each SVG image up on the main thread).
    const art = await perola.getByTestId("caso-screen").evaluate((root) => {
      const boxes = [...root.querySelectorAll(".caso-art")];
      const images = boxes.map((e) => (e instanceof HTMLImageElement ? e.src : getComputedStyle(e).backgroundImage));
      return { boxes: boxes.length, imgs: root.querySelectorAll("img").length, images: new Set(images).size, blob: images.every((u) => u.startsWith('url("blob:')) };
    });
    console.log(`caso art on a 360 px phone with the notes open: ${art.boxes} boxes, ${art.images} images, ${art.imgs} img elements on the screen`);
    expect(await perola.locator('[data-testid="caso-ficha"] .caso-art').count()).toBe(21);
    expect(art.images).toBe(1);
    expect(art.blob).toBe(true);
    // The sheet is a bitmap (each box painting an SVG sheet again cost ~10 ms a box at 4× CPU), drawn for
    // the largest box: 3.2rem at this screen's pixel ratio 1 and a quarter to spare, 64 px a card's cell
    // of 100 units, so the 625-unit sheet is 400 px.
    const sheet = await pictureSheet(perola, '[data-testid="caso-screen"] .caso-art');
    console.log(`caso art sheet: ${sheet.width}×${sheet.height} px for ${sheet.boxes} boxes`);
    expect([sheet.width, sheet.height]).toEqual([400, 400]);
    await perola.getByTestId("caso-tab-cards").click();

    // Every place's scene for a yellow pawn on a desktop and a white pawn on a phone.
    await previewScenes(sol, "sol", "desktop");
    await previewScenes(perola, "perola", "360");

    // A real investigation at three sizes: nothing cropped, "Interrogar" in the window.
    let inv: Page | null = null;
    for (let i = 0; i < 8 && !inv; i++) {
      const m = await mover([sol, perola]);
      if (m === sol && (await enterPlace(sol))) inv = sol;
      else if (m !== sol) await passTurn(m);
    }
    expect(inv).not.toBeNull();
    const p = inv!;
    await p.getByTestId("caso-investigation").waitFor();
    for (const size of SIZES) {
      await p.setViewportSize(size);
      await p.getByTestId("caso-scene").and(p.locator('[data-state="ready"]')).waitFor({ timeout: 20_000 });
      await steady(p);
      expect(await inWindow(p, '[data-testid="caso-interrogate"]'), `Interrogar at ${size.width}×${size.height}`).toBe(true);
      expect(await inWindow(p, '[data-testid="caso-back-to-map"]')).toBe(true);
      const s = await boxOf(p, '[data-testid="caso-scene"]');
      expect(s.top).toBeGreaterThanOrEqual(0);
      for (const i of [0, 1, 2]) {
        const l = await boxOf(p, `[data-testid="caso-scene-label-${i}"]`);
        expect(l.bottom <= s.bottom && l.top >= s.top && l.left >= s.left && l.right <= s.right, `label ${i} at ${size.width}`).toBe(true);
      }
      await p.screenshot({ path: `${ARTIFACTS}/caso-investigation-fit-${size.width}x${size.height}.png` });
    }

    // "Modo simples": the flat panel, no canvas, remembered after a reload; turned off again.
    await p.getByTestId("caso-simple-mode").click();
    await p.getByTestId("caso-investigation").and(p.locator('[data-mode="panel"]')).waitFor();
    expect(await p.locator("canvas").count()).toBe(0);
    expect(await p.evaluate(() => localStorage.getItem("mesa.caso.scene"))).toBe("off");
    await p.reload();
    await p.getByTestId("caso-screen").waitFor();
    // Back in the place after a reload, the investigation opens by itself (the turn is still "in place").
    await p.getByTestId("caso-investigation").and(p.locator('[data-mode="panel"]')).waitFor();
    expect(await p.getByTestId("caso-simple-mode").getAttribute("aria-pressed")).toBe("true");
    await p.getByTestId("caso-simple-mode").click();
    await p.getByTestId("caso-investigation").and(p.locator('[data-mode="3d"]')).waitFor();
    expect(await p.evaluate(() => localStorage.getItem("mesa.caso.scene"))).toBeNull();
    expect(problems).toEqual([]);
    for (const q of [sol, perola]) await q.context().close();
  }, 240_000);
});
