/**
 * The map camera as pure maths (CASO-7): a viewport is a viewBox in cell units over the 24×24 map;
 * `aspect` is the SVG box's height / width (1 normally, the screen's in fullscreen).
 */
import { MAP } from "../../../shared/games/caso/public";

export interface Viewport {
  x: number;
  y: number;
  w: number;
  h: number;
}

const MAP_W = MAP.width;
const MAP_H = MAP.height;
/** Zoomed in as far as 6 cells wide (about 60 px a square on a 360 px phone). */
export const MIN_W = 6;
export const ZOOM_STEP = 1.5;

/** The whole map, letterboxed for the aspect (`xMidYMid meet`). */
export function fitAll(aspect: number): Viewport {
  if (aspect >= MAP_H / MAP_W) {
    const h = MAP_W * aspect;
    return { x: 0, y: (MAP_H - h) / 2, w: MAP_W, h };
  }
  const w = MAP_H / aspect;
  return { x: (MAP_W - w) / 2, y: 0, w, h: MAP_H };
}

/** True when the viewport shows the whole map (nothing to pan). */
export const isWhole = (vp: Viewport, aspect: number): boolean => vp.w >= fitAll(aspect).w - 1e-6;

/** Width between 6 cells and the whole map; at least ⅓ of the view stays on the map. */
export function clamp(vp: Viewport, aspect: number): Viewport {
  const all = fitAll(aspect);
  const w = Math.min(all.w, Math.max(MIN_W, vp.w));
  const h = w * aspect;
  if (w >= all.w - 1e-6) return all;
  const x = Math.min(MAP_W - w / 3, Math.max(-(2 * w) / 3, vp.x));
  const y = Math.min(MAP_H - h / 3, Math.max(-(2 * h) / 3, vp.y));
  return { x, y, w, h };
}

/** Multiplies the width by `f` (< 1 zooms in) keeping the focus cell (fx, fy) where it is on screen. */
export function zoomAt(vp: Viewport, f: number, fx: number, fy: number, aspect: number): Viewport {
  const w = Math.min(fitAll(aspect).w, Math.max(MIN_W, vp.w * f));
  const k = w / vp.w;
  return clamp({ x: fx - (fx - vp.x) * k, y: fy - (fy - vp.y) * k, w, h: w * aspect }, aspect);
}

/** Zoom about the centre (the ＋/－ buttons and keys). */
export const zoomCentre = (vp: Viewport, f: number, aspect: number): Viewport => zoomAt(vp, f, vp.x + vp.w / 2, vp.y + vp.h / 2, aspect);

export const panBy = (vp: Viewport, dx: number, dy: number, aspect: number): Viewport => clamp({ ...vp, x: vp.x + dx, y: vp.y + dy }, aspect);

/** Centres (cx, cy) at width `w` (default: keep the width). */
export function centreOn(vp: Viewport, cx: number, cy: number, aspect: number, w = vp.w): Viewport {
  const cw = Math.min(fitAll(aspect).w, Math.max(MIN_W, w));
  const ch = cw * aspect;
  return clamp({ x: cx - cw / 2, y: cy - ch / 2, w: cw, h: ch }, aspect);
}

/** The smallest view (at least `minW` wide) showing every cell with `pad` cells around them. */
export function frame(cells: readonly (readonly [number, number])[], aspect: number, minW = 12, pad = 1.5): Viewport {
  if (cells.length === 0) return fitAll(aspect);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const x0 = Math.min(...xs) - pad;
  const x1 = Math.max(...xs) + 1 + pad;
  const y0 = Math.min(...ys) - pad;
  const y1 = Math.max(...ys) + 1 + pad;
  const w = Math.min(fitAll(aspect).w, Math.max(minW, x1 - x0, (y1 - y0) / aspect));
  const h = w * aspect;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  // No clamp: a frame never needs more than the map, and clamping could cut its cells off.
  return w >= fitAll(aspect).w - 1e-6 ? fitAll(aspect) : { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Whether cell (x, y) lies inside the view, `margin` being a fraction of the view kept clear at each side. */
export function contains(vp: Viewport, x: number, y: number, margin = 0): boolean {
  const mx = vp.w * margin;
  const my = vp.h * margin;
  return x >= vp.x + mx && x + 1 <= vp.x + vp.w - mx && y >= vp.y + my && y + 1 <= vp.y + vp.h - my;
}

/** Pans the least needed so the cell is inside the view with the margin (the keyboard cursor follows). */
export function follow(vp: Viewport, x: number, y: number, aspect: number, margin = 0.15): Viewport {
  if (contains(vp, x, y, margin)) return vp;
  const mx = vp.w * margin;
  const my = vp.h * margin;
  let nx = vp.x;
  let ny = vp.y;
  if (x < vp.x + mx) nx = x - mx;
  else if (x + 1 > vp.x + vp.w - mx) nx = x + 1 + mx - vp.w;
  if (y < vp.y + my) ny = y - my;
  else if (y + 1 > vp.y + vp.h - my) ny = y + 1 + my - vp.h;
  return clamp({ ...vp, x: nx, y: ny }, aspect);
}

/** Wheel factor for the width: exp(deltaY·0.0015), ×0.01 per unit for a trackpad pinch (ctrlKey). */
export const wheelFactor = (deltaY: number, ctrlKey: boolean): number => Math.exp(deltaY * (ctrlKey ? 0.01 : 0.0015));
