/**
 * Contrast where axe cannot compute it (text over a gradient or an image: axe's "incomplete"
 * colour-contrast results), measured from the pixels: the window is screenshotted twice, as drawn
 * and with the nodes' text made transparent; inside each node's box (and border) the pixels that differ are the
 * glyphs', and the text colour is compared with what the bare screenshot shows under them. A node
 * fails when more than 5 % of those pixels give less than WCAG's ratio (4.5:1, or 3:1 for large text:
 * ≥ 24 px, or ≥ 18.66 px bold). Chromium only.
 */
import { writeFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { settled } from "./axeKit";

/** RGBA pixels of a PNG as Chromium writes it (8-bit RGB or RGBA, not interlaced). */
export function decodePng(buf: Buffer): { width: number; height: number; rgba: Uint8Array } {
  let pos = 8;
  let width = 0;
  let height = 0;
  let colourType = 6;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit, non-interlaced PNGs");
      colourType = data[9]!;
    } else if (type === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const bpp = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (!bpp) throw new Error(`PNG colour type ${colourType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = new Uint8Array(width * height * 4);
  const prev = new Uint8Array(stride);
  const cur = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const x = line[i]!;
      let v: number;
      if (f === 0) v = x;
      else if (f === 1) v = x + a;
      else if (f === 2) v = x + b;
      else if (f === 3) v = x + ((a + b) >> 1);
      else {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      cur[i] = v & 255;
    }
    for (let px = 0; px < width; px++) {
      const o = (y * width + px) * 4;
      out[o] = cur[px * bpp]!;
      out[o + 1] = cur[px * bpp + 1]!;
      out[o + 2] = cur[px * bpp + 2]!;
      out[o + 3] = bpp === 4 ? cur[px * bpp + 3]! : 255;
    }
    prev.set(cur);
  }
  return { width, height, rgba: out };
}

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
export const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const ratio = (l1: number, l2: number) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);

/** How many kinds of node (see `pixelContrast`) a screen measures at most. */
const MAX_KINDS = 40;
const HIDE = "color: transparent !important; fill: transparent !important; stroke: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; caret-color: transparent !important;";

interface Probe {
  target: string;
  rgb: number[];
  large: boolean;
  box: { x: number; y: number; width: number; height: number };
}

type Box = Probe["box"];
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const sameBox = (a: Box, b: Box | undefined) => !!b && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5;

/**
 * The nodes (axe targets) whose text is below the ratio over its measured background; each as
 * "target ratio:1". Nodes of one kind (same element, classes, text colour and nearest painted
 * background) are measured once. A node behind an open modal dialog, or on a face turned in 3D, is
 * not measured (what is drawn there is the dialog or the turned face, not its background), nor one
 * under an element painted over it (a sheet fixed at the bottom of a phone). The nodes
 * in view are measured together (two screenshots of the window), then the page is scrolled to the
 * next one not measured yet. `measured` counts the kinds whose pixels were compared.
 */
export async function pixelContrast(page: Page, targets: readonly string[], shotsTo?: string): Promise<{ low: string[]; measured: number; reshot: number }> {
  const low: string[] = [];
  let measured = 0;
  /** Batches shot again because the page moved under them between the two text shots. */
  let reshot = 0;
  let todo = (await page.evaluate(`(() => {
    const seen = new Map();
    const modal = [...document.querySelectorAll('[aria-modal="true"], dialog[open]')].find((d) => d.getClientRects().length > 0);
    for (const t of ${JSON.stringify(targets)}) {
      let e = null;
      try { e = document.querySelector(t); } catch (_) {}
      if (!e || !e.getClientRects().length) continue;
      if (modal && !modal.contains(e)) continue;
      let turned = false;
      for (let a = e; a; a = a.parentElement) if (getComputedStyle(a).transform.startsWith("matrix3d")) turned = true;
      if (turned) continue;
      let painted = e;
      while (painted.parentElement && getComputedStyle(painted).backgroundImage === "none" && getComputedStyle(painted).backgroundColor === "rgba(0, 0, 0, 0)") painted = painted.parentElement;
      const cs = getComputedStyle(e);
      const key = [e.tagName, typeof e.className === "string" ? e.className : "", cs.color, cs.fill, painted.tagName, typeof painted.className === "string" ? painted.className : "", painted.getAttribute("style") || ""].join("|");
      if (!seen.has(key)) seen.set(key, t);
    }
    return [...seen.values()];
  })()`)) as string[];
  todo = todo.slice(0, MAX_KINDS);
  // The pointer parked in the corner: a scroll must not slide a hover state under it between reading a colour and the shot.
  await page.mouse.move(0, 0);
  while (todo.length) {
    // Bring the next node into view; measure every node in view with it.
    // (A node gone since axe listed it — a clock drawn anew, a line replaced — is skipped by the batch below.)
    await page.evaluate(`document.querySelector(${JSON.stringify(todo[0])})?.scrollIntoView({ block: "center", inline: "nearest" })`);
    /** Where each node of the list is now: its box and text colour, or `skip` (gone, or the first one and out of view). */
    const readBatch = async () =>
      (await page.evaluate(`(() => {
        const out = [];
        const vw = innerWidth, vh = innerHeight;
        for (const [i, t] of ${JSON.stringify(todo)}.entries()) {
          const e = document.querySelector(t);
          if (!e) { out.push({ target: t, skip: true }); continue; }
          const cs = getComputedStyle(e);
          const r = e.getBoundingClientRect();
          const bw = (side) => parseFloat(cs.getPropertyValue("border-" + side + "-width")) || 0;
          // Inside the border (a pill's own bright outline is no background of its text).
          const box = { x: r.x + bw("left"), y: r.y + bw("top"), width: r.width - bw("left") - bw("right"), height: r.height - bw("top") - bw("bottom") };
          // In view and not under something painted over it (a sheet fixed at the bottom of a phone):
          // what is drawn there is that thing, not this node's text on its background.
          const hit = (x, y) => document.elementFromPoint(x, y);
          const covered = (x, y) => { const h = hit(x, y); return !!h && !e.contains(h) && !h.contains(e); };
          const inView = box.width >= 1 && box.height >= 1 && box.x >= 0 && box.y >= 0 && box.x + box.width <= vw && box.y + box.height <= vh &&
            ![[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].some(([fx, fy]) => covered(box.x + fx * box.width, box.y + fy * box.height));
          if (!inView) { if (i === 0) out.push({ target: t, skip: true }); continue; }
          const m = (e instanceof SVGElement ? cs.fill : cs.color).match(/[\\d.]+/g).map(Number);
          const size = parseFloat(cs.fontSize) * (e instanceof SVGGraphicsElement && e.getScreenCTM() ? e.getScreenCTM().a : 1);
          const bold = Number(cs.fontWeight) >= 700;
          out.push({ target: t, rgb: m.slice(0, 3), large: size >= 24 || (bold && size >= 18.66), box });
        }
        return out;
      })()`)) as (Probe & { skip?: boolean })[];
    const viewport = page.viewportSize()!;
    const raw: Buffer[] = [];
    const shot = async () => {
      const png = await page.screenshot({ animations: "disabled", clip: { x: 0, y: 0, ...viewport } });
      raw.push(png);
      return decodePng(png);
    };
    /** The pixels of `p`'s box (device pixels) that differ between two shots by at least `min` (summed over r, g, b). */
    const boxOf = (p: Probe, width: number, height: number, scale: number) => ({
      x0: Math.max(0, Math.floor(p.box.x * scale)),
      y0: Math.max(0, Math.floor(p.box.y * scale)),
      x1: Math.min(width, Math.ceil((p.box.x + p.box.width) * scale)),
      y1: Math.min(height, Math.ceil((p.box.y + p.box.height) * scale)),
    });
    const differs = (a: Uint8Array, b: Uint8Array, i: number, min: number) => Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) >= min;
    /**
     * The two shots compare like with like only if nothing but the text changed between them. A page
     * still moving — a finished turn's update landing on a seat a moment after the mover's (Noir's
     * cards sliding, its dead lines collapsing on a timer, its arrows turning inactive), a toast —
     * made the glyph pixels another element's and the ratio meaningless (Noir's shift arrow measured
     * 1.68:1, its "you" badge 1.71:1, once each). So the page is let settle (no finite animation or
     * transition running), the boxes are read only then, the text shot is taken again after the bare
     * one, and the batch is shot again (up to 4 times; a ticking clock never holds still) when a box
     * moved or its pixels changed between the two text shots: only the pixels the two text shots agree
     * on are measured, and a node whose box still moved is not measured.
     *
     * Every node of a batch loses its text in the bare shot, so two nodes whose boxes overlap would
     * each count the other's glyphs as their own: a box is the node's unclipped, axis-aligned extent,
     * and Noir's rotated «INOCENTE» stamp at 360 px (a band wider than its card until stop 38) reached down over the next card's «VOCÊ» badge —
     * dark glyphs on amber, measured against the stamp's green as 3.97:1 (CI, and here under load; it
     * failed whenever the match happened to leave an exonerated card just above the Inspector's). So
     * a batch takes only nodes whose boxes overlap none already in it; the others wait for a later batch.
     */
    let batch: (Probe & { skip?: boolean })[] = [];
    let probes: Probe[] = [];
    let withText: ReturnType<typeof decodePng> | undefined;
    let bare: ReturnType<typeof decodePng> | undefined;
    let textAgain: ReturnType<typeof decodePng> | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      await settled(page);
      batch = [];
      probes = [];
      for (const b of await readBatch()) {
        if (b.skip) batch.push(b);
        else if (!probes.some((p) => overlap(p.box, b.box))) {
          batch.push(b);
          probes.push(b);
        }
      }
      if (!probes.length) break;
      raw.length = 0;
      const first = await shot();
      try {
        // The text made invisible by a constructed sheet (the page's CSP allows no inline <style>), by the
        // targets' selectors (a node drawn anew, like a ticking clock's, stays invisible).
        await page.evaluate(`(() => {
          const sheet = new CSSStyleSheet();
          for (const t of ${JSON.stringify(probes.map((p) => p.target))}) try { sheet.insertRule(t + ", " + t + " * { ${HIDE} }"); } catch (_) {}
          window.__probeSheet = sheet;
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        })()`);
        bare = await shot();
      } finally {
        await page.evaluate(`document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== window.__probeSheet)`);
      }
      const again = await shot();
      withText = first;
      textAgain = again;
      const after = new Map((await readBatch()).map((b) => [b.target, b.box]));
      const moved = probes.filter((p) => !sameBox(p.box, after.get(p.target)));
      if (moved.length) {
        // A box that moved: shoot again, and after the last attempt leave out what still moves.
        reshot++;
        if (attempt < 3) continue;
        probes = probes.filter((p) => !moved.includes(p));
        break;
      }
      const sc = first.width / viewport.width;
      const steady = probes.every((p) => {
        const { x0, y0, x1, y1 } = boxOf(p, first.width, first.height, sc);
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (differs(first.rgba, again.rgba, (y * first.width + x) * 4, 24)) return false;
        return true;
      });
      if (steady) break;
      reshot++;
    }
    const taken = new Set(batch.map((b) => b.target));
    todo = todo.filter((t) => !taken.has(t));
    if (!probes.length || !withText) continue;
    const scale = withText!.width / viewport.width;
    for (const p of probes) {
      // The glyphs' pixels: where the two screenshots differ. Their background is what the bare one shows there.
      const text = luminance(p.rgb[0]!, p.rgb[1]!, p.rgb[2]!);
      const need = p.large ? 3 : 4.5;
      const ratios: number[] = [];
      const { x0, y0, x1, y1 } = boxOf(p, withText!.width, withText!.height, scale);
      const a = withText!.rgba;
      const b = bare!.rgba;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * withText!.width + x) * 4;
          if (!differs(a, b, i, 24) || differs(a, textAgain!.rgba, i, 24)) continue;
          ratios.push(ratio(text, luminance(b[i]!, b[i + 1]!, b[i + 2]!)));
        }
      if (ratios.length < 4) continue;
      measured++;
      ratios.sort((u, v) => u - v);
      const fifth = ratios[Math.floor(ratios.length * 0.05)]!;
      if (fifth < need) {
        low.push(`${p.target} ${fifth.toFixed(2)}:1 (needs ${need}; text rgb(${p.rgb.join(",")}))${shotsTo ? ` — shots ${shotsTo}-${low.length}-{text,bare}.png` : ""}`);
        // The two shots that gave it, to look at (the text as drawn, and the page without it).
        if (shotsTo) raw.slice(0, 2).forEach((png, k) => writeFileSync(`${shotsTo}-${low.length - 1}-${k ? "bare" : "text"}.png`, png));
      }
    }
  }
  return { low, measured, reshot };
}
