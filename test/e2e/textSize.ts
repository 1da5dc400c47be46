/**
 * Visible text set below a size (PLAT-A3): every text node with something to read, whose element has a
 * box on the page and is not hidden (display, visibility, opacity 0, font size 0, or clipped away as
 * screen-reader-only text is), with its computed font size. A string expression: this file is typechecked without the DOM library.
 */
import type { Page } from "playwright-core";

export interface SmallText {
  text: string;
  px: number;
  where: string;
}

/**
 * Under `root` (a selector; the whole page by default). SVG text counts at its drawn size (its scale
 * on the screen, rotation aside). Small text inside `apart` (a selector) is listed in `apartSmall`
 * instead of `small`.
 */
export async function textBelow(p: Page, px: number, root = "body", apart?: string): Promise<{ small: SmallText[]; apartSmall: SmallText[]; total: number }> {
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
    const apartSmall = [];
    let total = 0;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent || "").trim();
      const el = n.parentElement;
      if (!text || !el || el.closest("script, style, svg title")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || hidden(el)) continue;
      total++;
      const ctm = el instanceof SVGGraphicsElement ? el.getScreenCTM() : null;
      const size = parseFloat(getComputedStyle(el).fontSize) * (ctm ? Math.hypot(ctm.a, ctm.b) : 1);
      // Text set at 0 px is not drawn (a marker's initial hidden on the small wall).
      if (size > 0 && size < ${px}) (${JSON.stringify(apart ?? "")} && el.closest(${JSON.stringify(apart ?? "")}) ? apartSmall : small).push({ text: text.slice(0, 30), px: Math.round(size * 10) / 10, where: el.className && typeof el.className === "string" ? el.className.split(" ")[0] : el.tagName.toLowerCase() });
    }
    return { small, apartSmall, total };
  })()`);
}
