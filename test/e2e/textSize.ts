/**
 * Visible text set below a size (PLAT-A3): every text node with something to read, whose element has a
 * box on the page and is not hidden (display, visibility, opacity 0, or clipped away as screen-reader-only
 * text is), with its computed font size. A string expression: this file is typechecked without the DOM library.
 */
import type { Page } from "playwright-core";

export interface SmallText {
  text: string;
  px: number;
  where: string;
}

/** Under `root` (a selector; the whole page by default). SVG text counts at its drawn size. */
export async function textBelow(p: Page, px: number, root = "body"): Promise<{ small: SmallText[]; total: number }> {
  return p.evaluate(`(() => {
    const hidden = (el) => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === "none" || s.visibility === "hidden" || s.opacity === "0") return true;
        if (s.clipPath.startsWith("inset(50%") || s.clip === "rect(0px, 0px, 0px, 0px)") return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.querySelector(${JSON.stringify(root)}) || document.body, NodeFilter.SHOW_TEXT);
    const small = [];
    let total = 0;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent || "").trim();
      const el = n.parentElement;
      if (!text || !el || el.closest("script, style, svg title")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || hidden(el)) continue;
      total++;
      const size = parseFloat(getComputedStyle(el).fontSize) * (el instanceof SVGGraphicsElement && el.getScreenCTM() ? el.getScreenCTM().a : 1);
      if (size < ${px}) small.push({ text: text.slice(0, 30), px: Math.round(size * 10) / 10, where: el.className && typeof el.className === "string" ? el.className.split(" ")[0] : el.tagName.toLowerCase() });
    }
    return { small, total };
  })()`);
}
