import { describe, expect, it } from "vitest";
import { MIN_W, centreOn, clamp, contains, fitAll, follow, frame, isWhole, panBy, wheelFactor, zoomAt } from "../../../web/games/caso/camera";

const close = (a: number, b: number, eps = 1e-9) => expect(Math.abs(a - b)).toBeLessThan(eps);

describe("CASO-7 map camera maths", () => {
  it("CASO-7 fitAll shows the whole 24×24 map for aspects 1, 16/10 and 9/16", () => {
    expect(fitAll(1)).toEqual({ x: 0, y: 0, w: 24, h: 24 });
    const wide = fitAll(10 / 16);
    expect(wide.h).toBe(24);
    close(wide.w, 38.4);
    close(wide.x + wide.w / 2, 12);
    const tall = fitAll(16 / 9);
    expect(tall.w).toBe(24);
    close(tall.y + tall.h / 2, 12);
    for (const a of [1, 10 / 16, 16 / 9]) {
      const v = fitAll(a);
      expect(v.x).toBeLessThanOrEqual(0);
      expect(v.y).toBeLessThanOrEqual(0);
      expect(v.x + v.w).toBeGreaterThanOrEqual(24);
      expect(v.y + v.h).toBeGreaterThanOrEqual(24);
      close(v.h / v.w, a);
    }
  });

  it("CASO-7 zoomAt keeps the focus cell at the same place on screen", () => {
    const vp = fitAll(1);
    const z = zoomAt(vp, 1 / 1.5, 6, 18, 1);
    close(z.w, 16);
    // The focus point keeps its fraction of the view.
    close((6 - z.x) / z.w, (6 - vp.x) / vp.w);
    close((18 - z.y) / z.h, (18 - vp.y) / vp.h);
    const z2 = zoomAt(z, 1 / 1.5, 10.5, 12.25, 1);
    close((10.5 - z2.x) / z2.w, (10.5 - z.x) / z.w);
  });

  it("CASO-7 clamp keeps the width between 6 cells and the whole map and a third of the view on it", () => {
    expect(clamp({ x: 0, y: 0, w: 2, h: 2 }, 1).w).toBe(MIN_W);
    expect(clamp({ x: 5, y: 5, w: 80, h: 80 }, 1)).toEqual(fitAll(1));
    const far = clamp({ x: 100, y: -100, w: 12, h: 12 }, 1);
    expect(far.x + far.w / 3).toBeLessThanOrEqual(24);
    expect(far.y + (2 * far.h) / 3).toBeGreaterThanOrEqual(0);
    expect(zoomAt(fitAll(1), 0.01, 12, 12, 1).w).toBe(MIN_W);
    expect(isWhole(zoomAt(fitAll(1), 1.5, 12, 12, 1), 1)).toBe(true);
  });

  it("CASO-7 panBy moves the view and stops at the bounds", () => {
    const z = centreOn(fitAll(1), 12, 12, 1, 12);
    expect(panBy(z, 2, -1, 1)).toEqual({ x: z.x + 2, y: z.y - 1, w: 12, h: 12 });
    expect(panBy(z, -1000, 0, 1).x).toBe(-8);
  });

  it("CASO-7 frame contains every cell it frames, at least 12 cells wide", () => {
    const sets: [number, number][][] = [[[10, 7]], [[1, 7], [7, 8], [3, 15]], [[20, 20], [22, 16], [16, 22], [14, 17]], [[0, 0], [23, 23]]];
    for (const cells of sets) {
      for (const aspect of [1, 10 / 16]) {
        const v = frame(cells, aspect);
        expect(v.w).toBeGreaterThanOrEqual(Math.min(12, fitAll(aspect).w));
        for (const [x, y] of cells) expect(contains(v, x, y), `${x},${y} in ${JSON.stringify(v)}`).toBe(true);
      }
    }
    expect(frame([[0, 0], [23, 23]], 1)).toEqual(fitAll(1));
  });

  it("CASO-7 the keyboard cursor is followed with a 15 % margin", () => {
    const z = centreOn(fitAll(1), 12, 12, 1, 10);
    expect(follow(z, 12, 12, 1)).toEqual(z);
    const f = follow(z, 20, 12, 1);
    expect(contains(f, 20, 12, 0.15 - 1e-9)).toBe(true);
    expect(f.w).toBe(10);
  });

  it("CASO-7 the wheel zooms in when scrolled up, faster for a trackpad pinch", () => {
    expect(wheelFactor(-100, false)).toBeLessThan(1);
    expect(wheelFactor(100, false)).toBeGreaterThan(1);
    expect(wheelFactor(-10, true)).toBeLessThan(wheelFactor(-10, false));
  });
});
