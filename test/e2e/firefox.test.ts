/**
 * Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi): the smoke run of
 * smoke.ts — the landing at 390 px with no sideways scroll; each of the five games created in
 * Firefox, joined by link from a second Firefox window (its own browser context and window; Chromium
 * for the extra seats Matiz, 20 Dicas and Álibi need), a few moves; chat; no console error, page
 * error or CSP violation in Firefox.
 */
import { useBrowser } from "./chromium";
import { firefoxSeat, launchFirefox } from "./otherBrowsers";
import { smokeRun } from "./smoke";

useBrowser();

smokeRun("firefox", async () => {
  const firefox = await launchFirefox();
  const phone = await firefoxSeat(firefox, "ff-phone", { width: 390, height: 844 });
  const desk = await firefoxSeat(firefox, "ff-desk", { width: 1280, height: 800 });
  return { phone, desk, close: () => firefox.close() };
});
