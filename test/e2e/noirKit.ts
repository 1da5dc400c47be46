/** Helpers for Noir's browser tests (noir-play, bots): what the page's own controls allow. */
import type { Page } from "playwright-core";
import type { Shift } from "../../shared/games/noir/state";

/** Shifts the page's own arrows allow right now. */
export async function allowedShifts(p: Page): Promise<Shift[]> {
  return p.locator('[data-testid="noir-arrow"][aria-disabled="false"]').evaluateAll((els) =>
    els.map((e) => ({ axis: e.getAttribute("data-axis") as "row" | "col", index: Number(e.getAttribute("data-index")), dir: Number(e.getAttribute("data-dir")) as 1 | -1 })),
  );
}
