/**
 * The pixel contrast probe (contrast.ts) on a page made for it: it must find low contrast where the
 * pixels show it, and must not blame one node for another's glyphs — the mistake that failed
 * noir-play in CI (a rotated stamp's box reaching over a badge below it).
 */
import { describe, expect, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { pixelContrast } from "./contrast";

useBrowser();

// A card with a rotated green-on-white stamp whose unclipped box overlaps a dark-on-amber badge (both
// readable), and a grey line on a grey gradient (not readable).
const PAGE = `<!doctype html><body style="margin:0;background:#1b1530;font:700 12px sans-serif">
  <div style="position:absolute;left:40px;top:40px;width:48px;height:64px;overflow:hidden;background:#ece6d6">
    <span id="stamp" style="position:absolute;top:70%;left:-25%;right:-25%;transform:rotate(-35deg);text-align:center;color:#14613b;border:2px solid #14613b;background:#fff">INOCENTE</span>
  </div>
  <span id="badge" style="position:absolute;left:44px;top:107px;padding:0 3px;background:#f2b134;color:#1b1530">VOCÊ VOCÊ</span>
  <p id="grey" style="position:absolute;left:40px;top:180px;margin:0;padding:4px;color:#8a8a8a;background:linear-gradient(90deg,#777,#999)">muted words on grey</p>
</body>`;

describe("the pixel contrast probe", () => {
  it("PLAT-A1 reports text too faint for its drawn background, and never measures one node against another's glyphs", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 400 } });
    await page.setContent(PAGE);
    const boxes = await page.evaluate(() => ["#stamp", "#badge"].map((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect));
    const [stamp, badge] = boxes as [DOMRect, DOMRect];
    // The case it must handle: the stamp's unclipped box reaches over the badge.
    expect(stamp.bottom > badge.top && stamp.left < badge.right && stamp.right > badge.left).toBe(true);
    // The badge first: scrolling the stamp into view would scroll its clipping card and lift its box off the badge.
    const { low, measured } = await pixelContrast(page, ["#badge", "#stamp", "#grey"]);
    expect(measured).toBe(3);
    expect(low).toHaveLength(1);
    expect(low[0]).toMatch(/^#grey 1\.\d\d:1 \(needs 4\.5/);
    await page.close();
  });
});
