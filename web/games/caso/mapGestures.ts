/**
 * Pointer gestures on the map (CASO-7): one pointer pans, two pinch-zoom about their midpoint,
 * the wheel zooms about the cursor. During a gesture the viewBox is written straight to the SVG
 * once per frame (the map must not re-render at 60 Hz); `commit` hands the result over at the end.
 * A press that moved more than the slop is a drag: the click after it is swallowed, so a drag
 * never picks a destination.
 */
import { panBy, wheelFactor, zoomAt, type Viewport } from "./camera";

const SLOP_MOUSE = 6;
const SLOP_TOUCH = 10;

interface GestureHost {
  svg: SVGSVGElement;
  /** The camera as committed. */
  get(): Viewport;
  aspect(): number;
  /** Writes a live viewBox during a gesture. */
  live(vp: Viewport): void;
  commit(vp: Viewport): void;
  /** Any gesture by the user (cancels the automatic framing until the turn ends). */
  touched(): void;
}

interface Pt {
  x: number;
  y: number;
  type: string;
}

export function attachGestures(h: GestureHost): () => void {
  const { svg } = h;
  const pts = new Map<number, Pt>();
  let vp: Viewport | null = null;
  let start: { x: number; y: number } | null = null;
  let dragged = false;
  let swallow = false;
  let raf = 0;
  let pinch: { d: number } | null = null;

  const unitsPerPx = (v: Viewport) => v.w / Math.max(1, svg.clientWidth);
  const toCells = (cx: number, cy: number, v: Viewport) => {
    const r = svg.getBoundingClientRect();
    // The box may be letterboxed (fullscreen `meet`): use the uniform scale about the centre.
    const s = Math.max(v.w / r.width, v.h / r.height);
    return { x: v.x + v.w / 2 + (cx - r.left - r.width / 2) * s, y: v.y + v.h / 2 + (cy - r.top - r.height / 2) * s };
  };
  const schedule = () => {
    if (raf) return;
    raf = requestAnimationFrame(() => {
      raf = 0;
      if (vp) h.live(vp);
    });
  };
  const end = () => {
    if (vp && dragged) h.commit(vp);
    vp = null;
    start = null;
    pinch = null;
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY, type: e.pointerType });
    if (pts.size === 1) {
      vp = h.get();
      start = { x: e.clientX, y: e.clientY };
      dragged = false;
      swallow = false;
    } else if (pts.size === 2) {
      const [a, b] = [...pts.values()] as [Pt, Pt];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
      dragged = true;
    }
  };
  const move = (e: PointerEvent) => {
    const prev = pts.get(e.pointerId);
    if (!prev || !vp) return;
    const cur = { x: e.clientX, y: e.clientY, type: e.pointerType };
    if (pts.size === 1 && start) {
      const slop = e.pointerType === "touch" ? SLOP_TOUCH : SLOP_MOUSE;
      if (!dragged && Math.hypot(cur.x - start.x, cur.y - start.y) < slop) return;
      if (!dragged) {
        dragged = true;
        h.touched();
        try {
          svg.setPointerCapture(e.pointerId);
        } catch {
          /* the pointer may be gone already */
        }
      }
      const k = unitsPerPx(vp);
      vp = panBy(vp, -(cur.x - prev.x) * k, -(cur.y - prev.y) * k, h.aspect());
      pts.set(e.pointerId, cur);
      schedule();
      e.preventDefault();
      return;
    }
    if (pts.size === 2 && pinch) {
      const other = [...pts.entries()].find(([id]) => id !== e.pointerId)![1];
      const midBefore = { x: (prev.x + other.x) / 2, y: (prev.y + other.y) / 2 };
      const midAfter = { x: (cur.x + other.x) / 2, y: (cur.y + other.y) / 2 };
      const d = Math.hypot(cur.x - other.x, cur.y - other.y);
      const f = pinch.d / Math.max(1, d);
      const focus = toCells(midBefore.x, midBefore.y, vp);
      const k = unitsPerPx(vp);
      vp = zoomAt(vp, f, focus.x, focus.y, h.aspect());
      vp = panBy(vp, -(midAfter.x - midBefore.x) * k, -(midAfter.y - midBefore.y) * k, h.aspect());
      pinch.d = d;
      pts.set(e.pointerId, cur);
      h.touched();
      schedule();
      e.preventDefault();
    }
  };
  const up = (e: PointerEvent) => {
    if (!pts.has(e.pointerId)) return;
    pts.delete(e.pointerId);
    if (dragged) swallow = true;
    if (pts.size === 0) end();
    else if (pts.size === 1) {
      // Pinch → pan with the remaining finger.
      pinch = null;
      const [p] = [...pts.values()] as [Pt];
      start = { x: p.x, y: p.y };
    }
  };
  const click = (e: MouseEvent) => {
    if (!swallow) return;
    swallow = false;
    e.stopPropagation();
    e.preventDefault();
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const base = vp ?? h.get();
    const focus = toCells(e.clientX, e.clientY, base);
    const next = zoomAt(base, wheelFactor(e.deltaY, e.ctrlKey), focus.x, focus.y, h.aspect());
    h.touched();
    h.live(next);
    h.commit(next);
  };

  svg.addEventListener("pointerdown", down);
  svg.addEventListener("pointermove", move);
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  svg.addEventListener("click", click, true);
  svg.addEventListener("wheel", wheel, { passive: false });
  return () => {
    cancelAnimationFrame(raf);
    svg.removeEventListener("pointerdown", down);
    svg.removeEventListener("pointermove", move);
    svg.removeEventListener("pointerup", up);
    svg.removeEventListener("pointercancel", up);
    svg.removeEventListener("click", click, true);
    svg.removeEventListener("wheel", wheel);
  };
}

/** Map cell under a client point, for the given view and SVG box (uniform scale, centred). */
export function cellAt(svg: SVGSVGElement, v: Viewport, cx: number, cy: number): { x: number; y: number } {
  const r = svg.getBoundingClientRect();
  const s = Math.max(v.w / r.width, v.h / r.height);
  return { x: v.x + v.w / 2 + (cx - r.left - r.width / 2) * s, y: v.y + v.h / 2 + (cy - r.top - r.height / 2) * s };
}
