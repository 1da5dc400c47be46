/**
 * CASO-7 map navigation in a real browser: a desktop player (mouse, keyboard, fullscreen) and a
 * 360 px touch phone (swipe, pinch through CDP touch events, automatic framing of its turn).
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, PHONE, eventually } from "./play";
import { atRest } from "./atRest";
import { mover, passTurn, player, spinToPlan, startMatch, viewBox } from "./casoKit";

useBrowser();
let desk: Page;
let phone: Page;
const problems: string[] = [];

beforeAll(async () => {
  desk = await player(browser, { lang: "pt-BR", viewport: DESKTOP }, problems);
  phone = await player(browser, { lang: "es-ES", viewport: PHONE, touch: true }, problems);
  await startMatch(inject("baseUrl"), [desk, phone], ["Ana", "Bruno"]);
});

const box = async (p: Page, sel: string) => (await p.locator(sel).first().boundingBox())!;
/** A box once two reads 50 ms apart agree: a pawn's size follows the map's scale (PLAT-A3), measured a frame after the camera moves. */
const steadyBox = (p: Page, sel: string) => atRest(() => box(p, sel), 50, 2000);

/** Plays turns (passing the other's) until `who` is planning a move. */
async function planningOn(who: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const m = await mover([desk, phone]);
    if (m === who) return spinToPlan(who, 3); // Escolha → 3 steps: a small, framable set of targets
    await passTurn(m);
  }
  throw new Error("the turn never came");
}

async function touch(cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
}

describe("CASO-7 map navigation", () => {
  it("CASO-7 buttons: ＋ zooms ×1.5, Visão geral shows the whole map, Meu peão centres the own pawn", async () => {
    const map = desk.getByTestId("caso-map");
    await map.scrollIntoViewIfNeeded();
    expect(await viewBox(desk)).toEqual([0, 0, 240, 240]);
    await desk.getByTestId("caso-zoom-in").click();
    expect((await viewBox(desk))[2]).toBeCloseTo(160, 3);
    await desk.getByTestId("caso-zoom-out").click();
    await desk.getByTestId("caso-zoom-in").click();
    await desk.getByTestId("caso-zoom-in").click();
    expect((await viewBox(desk))[2]).toBeCloseTo(240 / 2.25, 3);
    await desk.getByTestId("caso-overview").click();
    expect(await viewBox(desk)).toEqual([0, 0, 240, 240]);
    await desk.getByTestId("caso-my-pawn").click();
    const [x, y, w, h] = await viewBox(desk);
    expect(w).toBeLessThanOrEqual(120);
    const m = await map.boundingBox();
    const pawn = await box(desk, ".caso-pawn-mine circle");
    const s = w / m!.width;
    const px = x + (pawn.x + pawn.width / 2 - m!.x) * s;
    const py = y + (pawn.y + pawn.height / 2 - m!.y) * s;
    expect(Math.abs(px - (x + w / 2))).toBeLessThanOrEqual(5);
    expect(Math.abs(py - (y + h / 2))).toBeLessThanOrEqual(5);
    await desk.getByTestId("caso-overview").click();
  });

  it("CASO-7 fullscreen on desktop fits the whole 24×24 map; Esc leaves it", async () => {
    await desk.getByTestId("caso-fullscreen").click();
    try {
      await eventually(() => desk.evaluate(() => document.fullscreenElement?.classList.contains("caso-map-col") ?? false)).toBe(true);
      await eventually(async () => (await desk.getByTestId("caso-map").boundingBox())!.height).toBeGreaterThan(700);
      const [x, y, w, h] = await viewBox(desk);
      expect(x).toBeLessThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(0);
      expect(x + w).toBeGreaterThanOrEqual(240);
      expect(y + h).toBeGreaterThanOrEqual(240);
      // Every place inside the screen, once the map has settled into its fullscreen size.
      const outside = () =>
        desk.locator("[data-place]").evaluateAll(
          (els, [width, height]) =>
            els
              .map((e) => e.getBoundingClientRect())
              .filter((b) => b.left < 0 || b.top < 0 || b.right > width! + 0.5 || b.bottom > height! + 0.5)
              .map((b) => `${b.left},${b.top},${b.right},${b.bottom}`),
          [DESKTOP.width, DESKTOP.height],
        );
      await eventually(outside).toEqual([]);
      await desk.screenshot({ path: `${ARTIFACTS}/caso-map-fullscreen.png` });
      await desk.keyboard.press("Escape");
    } finally {
      // A failure above must not leave the page in fullscreen for the tests that follow.
      await desk.evaluate(() => (document.fullscreenElement ? document.exitFullscreen() : undefined));
    }
    await eventually(() => desk.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it("CASO-7 drag pans by the pointer's travel and never picks a destination, even while planning", async () => {
    await planningOn(desk);
    const map = desk.getByTestId("caso-map");
    await map.scrollIntoViewIfNeeded();
    await desk.getByTestId("caso-zoom-in").click();
    const before = await viewBox(desk);
    const m = (await map.boundingBox())!;
    const scale = before[2] / m.width;
    // Start on a destination: a drag that began on one still must not select it.
    const d = await box(desk, ".caso-dest");
    const [sx, sy] = [Math.min(Math.max(d.x + d.width / 2, m.x + 150), m.x + m.width - 150), Math.min(Math.max(d.y + d.height / 2, m.y + 150), m.y + m.height - 150)];
    await desk.mouse.move(sx, sy);
    await desk.mouse.down();
    for (let i = 1; i <= 5; i++) await desk.mouse.move(sx - 16 * i, sy - 8 * i);
    await desk.mouse.up();
    await eventually(async () => (await viewBox(desk))[0]).toBeCloseTo(before[0] + 80 * scale, 0);
    const after = await viewBox(desk);
    expect(Math.abs(after[1] - (before[1] + 40 * scale))).toBeLessThanOrEqual(1);
    expect(await desk.getByTestId("caso-move").count()).toBe(0);
    await desk.getByTestId("caso-overview").click();
  });

  it("CASO-7 hover previews route and cost without selecting; a click selects; the pawn stays until Confirmar", async () => {
    const pawnBefore = await steadyBox(desk, ".caso-pawn-mine circle");
    const dests = desk.locator(".caso-dest");
    const d = await dests.nth(Math.floor((await dests.count()) / 2)).boundingBox();
    await desk.mouse.move(d!.x + d!.width / 2, d!.y + d!.height / 2);
    await desk.getByTestId("caso-route-hover").waitFor();
    expect(await desk.getByTestId("caso-cost-hover").count()).toBe(1);
    expect(await desk.getByTestId("caso-move").count()).toBe(0);
    await desk.mouse.click(d!.x + d!.width / 2, d!.y + d!.height / 2);
    await desk.getByTestId("caso-move").waitFor();
    expect(await desk.locator(".caso-route-plan").count()).toBe(1);
    const cost = await desk.getByTestId("caso-cost-plan").getAttribute("data-cost");
    expect(await desk.getByTestId("caso-move").innerText()).toContain(cost!);
    expect(await steadyBox(desk, ".caso-pawn-mine circle")).toEqual(pawnBefore);
    await desk.screenshot({ path: `${ARTIFACTS}/caso-map-hover-desktop.png` });
    await desk.keyboard.press("Escape"); // the click focused the map: Esc clears the selection
    await desk.getByTestId("caso-move").waitFor({ state: "detached" });
  });

  it("CASO-7 keyboard: arrows walk the cursor to a destination, the live region reads the cost, Enter then Tab+Enter move", async () => {
    const map = desk.getByTestId("caso-map");
    await map.focus();
    expect(await map.getAttribute("tabindex")).toBe("0");
    expect(await map.getAttribute("role")).toBe("application");
    const targets = await desk.locator(".caso-dest").evaluateAll((els) => els.map((e) => [Number(e.getAttribute("data-x")), Number(e.getAttribute("data-y"))] as [number, number]));
    const cursor = async () => {
      const c = await desk.locator(".caso-cursor").getAttribute("data-cursor").catch(() => null);
      return c ? (c.split(",").map(Number) as [number, number]) : null;
    };
    await desk.keyboard.press("ArrowLeft");
    let at = (await cursor())!;
    // The nearest target by city-block distance, then a greedy walk (the other axis when one is blocked).
    const target = [...targets].sort((a, b) => Math.abs(a[0] - at[0]) + Math.abs(a[1] - at[1]) - (Math.abs(b[0] - at[0]) + Math.abs(b[1] - at[1])))[0]!;
    for (let i = 0; i < 60 && (at[0] !== target[0] || at[1] !== target[1]); i++) {
      const keys = [at[0] < target[0] ? "ArrowRight" : at[0] > target[0] ? "ArrowLeft" : null, at[1] < target[1] ? "ArrowDown" : at[1] > target[1] ? "ArrowUp" : null].filter((k): k is string => k !== null);
      const key = keys[i % keys.length]!;
      await desk.keyboard.press(key);
      at = (await cursor())!;
    }
    expect(at).toEqual(target);
    const live = await desk.getByTestId("caso-map-live").innerText();
    expect(live).toMatch(/\d+ passos?/);
    await desk.keyboard.press("Enter");
    await desk.getByTestId("caso-move").waitFor();
    const cost = await desk.getByTestId("caso-cost-plan").getAttribute("data-cost");
    expect(live).toContain(`${cost} passo`);
    for (let i = 0; i < 8; i++) {
      await desk.keyboard.press("Tab");
      if (await desk.evaluate(() => document.activeElement?.getAttribute("data-testid") === "caso-confirm-move")) break;
    }
    const pawnBefore = await desk.locator(".caso-pawn-mine").getAttribute("data-pawn");
    await desk.keyboard.press("Enter");
    await desk.getByTestId("caso-steps").waitFor({ state: "detached" });
    expect(pawnBefore).not.toBeNull();
    await passTurn(desk);
  });

  it("CASO-7 on a phone the turn frames the pawn and every reachable square, finger-sized", async () => {
    await planningOn(phone);
    const map = phone.getByTestId("caso-map");
    await map.scrollIntoViewIfNeeded();
    const [, , w] = await viewBox(phone);
    const m = (await map.boundingBox())!;
    // The frame is as tight as the pawn and its targets allow (≥ 12 cells, 1.5 cells of margin).
    const cells = await phone.getByTestId("caso-map").evaluate((svg) => {
      const out: [number, number][] = [];
      svg.querySelectorAll(".caso-dest").forEach((e) => out.push([Number(e.getAttribute("data-x")), Number(e.getAttribute("data-y"))]));
      const centre = (e: Element) => {
        const b = (e as SVGGraphicsElement).getBBox();
        out.push([Math.floor((b.x + b.width / 2) / 10), Math.floor((b.y + b.height / 2) / 10)]);
      };
      svg.querySelectorAll(".caso-room-dest > rect").forEach(centre);
      svg.querySelectorAll(".caso-pawn-mine circle").forEach(centre);
      return out;
    });
    const span = (k: 0 | 1) => Math.max(...cells.map((c) => c[k])) - Math.min(...cells.map((c) => c[k]));
    const tightest = Math.min(24, Math.max(12, Math.max(span(0), span(1)) + 1 + 3));
    expect(w / 10).toBeLessThanOrEqual(tightest + 1.01);
    if (tightest <= 16) expect(m.width / (w / 10)).toBeGreaterThanOrEqual(20); // px per square: finger-sized
    for (const b of await phone.locator(".caso-dest").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(b.left).toBeGreaterThanOrEqual(m.x - 0.5);
      expect(b.right).toBeLessThanOrEqual(m.x + m.width + 0.5);
      expect(b.top).toBeGreaterThanOrEqual(m.y - 0.5);
      expect(b.bottom).toBeLessThanOrEqual(m.y + m.height + 0.5);
    }
    await phone.screenshot({ path: `${ARTIFACTS}/caso-map-framed-360.png` });
    await passTurn(phone);
  });

  it("CASO-7 touch: a pinch 100→200 px halves the width, one finger pans when zoomed; touch-action pan-y at the whole map, none zoomed", async () => {
    await phone.getByTestId("caso-overview").click();
    const map = phone.getByTestId("caso-map");
    await map.scrollIntoViewIfNeeded();
    expect(await map.evaluate((e) => getComputedStyle(e).touchAction)).toBe("pan-y");
    const m = (await map.boundingBox())!;
    const [cx, cy] = [m.x + m.width / 2, m.y + m.height / 2];
    const cdp = await phone.context().newCDPSession(phone);
    await touch(cdp, "touchStart", [[cx - 50, cy], [cx + 50, cy]]);
    for (let i = 1; i <= 5; i++) await touch(cdp, "touchMove", [[cx - 50 - 10 * i, cy], [cx + 50 + 10 * i, cy]]);
    await touch(cdp, "touchEnd", []);
    await eventually(async () => (await viewBox(phone))[2]).toBeLessThan(130);
    const pinched = await viewBox(phone);
    expect(Math.abs(pinched[2] - 120)).toBeLessThanOrEqual(12);
    expect(await map.evaluate((e) => getComputedStyle(e).touchAction)).toBe("none");
    await touch(cdp, "touchStart", [[cx, cy]]);
    for (let i = 1; i <= 5; i++) await touch(cdp, "touchMove", [[cx + 12 * i, cy]]);
    await touch(cdp, "touchEnd", []);
    const scale = pinched[2] / m.width;
    await eventually(async () => (await viewBox(phone))[0]).toBeCloseTo(pinched[0] - 60 * scale, 0);
    expect(problems).toEqual([]);
  });
});
