/** Helpers for Noir's browser tests (noir-play, bots, keyboard, readable): a started match, what the page's own controls allow. */
import type { Browser, Page } from "playwright-core";
import type { Shift } from "../../shared/games/noir/state";
import { Problems, eventually, seatedRoom } from "./play";

type Viewport = { width: number; height: number };

/** A started Noir match: Ana hosts and takes the Inspector, Bob joins by link and is the Killer; both see the board. */
export async function inspectorAnaKillerBob(browser: Browser, problems: Problems, base: string, ana: { locale: string; viewport: Viewport }, bob: { locale: string; viewport: Viewport }): Promise<{ ana: Page; bob: Page; code: string }> {
  const { code, pages: [a, b] } = await seatedRoom(browser, problems, base, "noir", [{ name: "Ana", ...ana }, { name: "Bob", ...bob }]);
  await a.locator('[data-role="inspector"]').click();
  await eventually(() => b.locator('[data-role="inspector"]').isDisabled()).toBe(true);
  await a.getByTestId("start").click();
  for (const p of [a, b]) await p.locator(".noir-board").waitFor();
  return { ana: a, bob: b, code };
}

/** Shifts the page's own arrows allow right now. */
export async function allowedShifts(p: Page): Promise<Shift[]> {
  return p.locator('[data-testid="noir-arrow"][aria-disabled="false"]').evaluateAll((els) =>
    els.map((e) => ({ axis: e.getAttribute("data-axis") as "row" | "col", index: Number(e.getAttribute("data-index")), dir: Number(e.getAttribute("data-dir")) as 1 | -1 })),
  );
}
