/**
 * WebKitGTK (Debian's webkit2gtk-driver: MiniBrowser through WebKitWebDriver, selenium-webdriver,
 * under its own Xvfb): the smoke run of smoke.ts — each of the five games created in WebKit, joined
 * by link from a second WebKit window (its own driver and browser; Chromium for the extra seats), a
 * few moves; chat; no console error, page error or CSP violation in WebKit.
 *
 * The phone: MiniBrowser's window cannot be narrower than 447 px (its toolbar), so the sideways
 * scroll is measured twice — at that window's width, and with the page laid out at 390 CSS px
 * (`zoom` on the root element, 447/390), the width of the iPhones the fix was for.
 */
import { useBrowser } from "./chromium";
import { WEBKIT_MIN_WIDTH, overflowXExpr, startWebKit, type Seat } from "./otherBrowsers";
import { smokeRun } from "./smoke";

useBrowser();

async function bothWidths(phone: Seat): Promise<number> {
  const native = await phone.js<number>(overflowXExpr);
  const at390 = await phone.js<number>(`(() => { const r = document.documentElement; const z = r.style.zoom; r.style.zoom = String(${WEBKIT_MIN_WIDTH} / 390); const o = r.scrollWidth - r.clientWidth; r.style.zoom = z; return o; })()`);
  return Math.max(native, at390);
}

smokeRun("webkit", async () => {
  const webkit = await startWebKit();
  const phone = await webkit.seat("wk-phone", { width: 390, height: 844 });
  const desk = await webkit.seat("wk-desk", { width: 1280, height: 800 });
  return { phone, desk, close: () => webkit.close() };
}, bothWidths);
