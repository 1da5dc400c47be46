/**
 * Contrast where axe cannot compute it (text over a gradient or an image: axe's "incomplete"
 * colour-contrast results): the element's text is made transparent, its box is screenshotted, and
 * the text colour is compared with the background pixels under it, inside the element's border (the first 12 such nodes of a screen;
 * text on a face turned in 3D, like Noir's flipped cards, is skipped: its box's screenshot is not what it is drawn on). A node fails when more than 5 %
 * of those pixels give less than WCAG's ratio (4.5:1, or 3:1 for large text: ≥ 24 px, or ≥ 18.66 px
 * bold). Chromium only (playwright's element screenshots).
 */
import { writeFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import type { Page } from "playwright-core";

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

/** The nodes (axe targets) whose text is below the ratio over its measured background; each as "target ratio:1". */
export async function pixelContrast(page: Page, targets: readonly string[]): Promise<string[]> {
  const low: string[] = [];
  for (const target of targets.slice(0, 12)) {
    const el = page.locator(target).first();
    if (!(await el.count()) || !(await el.isVisible())) continue;
    // Text on a face turned in 3D (Noir's flipped cards) is not what the screenshot of its box shows: not measured.
    if (await el.evaluate((e) => { for (let a: Element | null = e; a; a = a.parentElement) if (getComputedStyle(a).transform.startsWith("matrix3d")) return true; return false; })) continue;
    const info = (await el.evaluate((e) => {
      const cs = getComputedStyle(e);
      const svg = e instanceof SVGElement;
      const m = (svg ? cs.fill : cs.color).match(/[\d.]+/g)!.map(Number);
      const size = parseFloat(cs.fontSize);
      const bold = Number(cs.fontWeight) >= 700;
      // The text (and its children's) made invisible by a constructed sheet (the page's CSP allows no inline <style>).
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; fill: transparent !important; stroke: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; caret-color: transparent !important; }");
      (window as unknown as { __probeSheet: CSSStyleSheet }).__probeSheet = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      e.setAttribute("data-contrast-probe", "");
      return { rgb: m.slice(0, 3), large: size >= 24 || (bold && size >= 18.66) };
    })) as { rgb: number[]; large: boolean };
    let png: Buffer;
    try {
      await el.scrollIntoViewIfNeeded();
      // Inside the border (a pill's own bright outline is no background of its text).
      const box = (await el.evaluate((e) => {
        const cs = getComputedStyle(e);
        const r = e.getBoundingClientRect();
        const bw = (side: string) => parseFloat(cs.getPropertyValue(`border-${side}-width`)) || 0;
        return { x: r.x + bw("left"), y: r.y + bw("top"), width: r.width - bw("left") - bw("right"), height: r.height - bw("top") - bw("bottom") };
      })) as { x: number; y: number; width: number; height: number };
      if (box.width < 1 || box.height < 1) continue;
      png = await page.screenshot({ clip: box, animations: "disabled" });
    } finally {
      await el.evaluate((e) => {
        const sheet = (window as unknown as { __probeSheet: CSSStyleSheet }).__probeSheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
        e.removeAttribute("data-contrast-probe");
      });
    }
    const { rgba } = decodePng(png);
    const text = luminance(info.rgb[0]!, info.rgb[1]!, info.rgb[2]!);
    const need = info.large ? 3 : 4.5;
    const ratios: number[] = [];
    for (let i = 0; i < rgba.length; i += 4) ratios.push(ratio(text, luminance(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!)));
    ratios.sort((a, b) => a - b);
    const fifth = ratios[Math.floor(ratios.length * 0.05)] ?? 21;
    if (fifth < need) {
      low.push(`${target} ${fifth.toFixed(2)}:1 (needs ${need}; text rgb(${info.rgb.join(",")}))`);
      if (process.env.MESA_CONTRAST_SHOTS) writeFileSync(`test/e2e/artifacts/contrast-${low.length}-${target.replace(/[^a-z0-9]+/gi, "_").slice(0, 60)}.png`, png);
    }
  }
  return low;
}
