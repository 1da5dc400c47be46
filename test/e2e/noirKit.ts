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

/**
 * How close each stamp word comes to its card's edge on this page's board (px, the nearest letter's
 * centre to the face's edge; the name row below the face does not count): each word is stamped in
 * turn on a copy of the first card's front, so the page's own cards are left alone.
 */
export async function stampMargins(p: Page, words: readonly string[]): Promise<{ word: string; margin: number }[]> {
  return p.locator(".noir-board .noir-card-front").first().evaluate((front, words) => {
    const copy = front.cloneNode(true) as HTMLElement;
    front.insertAdjacentElement("afterend", copy);
    const card = copy.getBoundingClientRect();
    const face = copy.querySelector(".noir-name")!.getBoundingClientRect().top;
    const stamp = document.createElement("span");
    stamp.className = "noir-stamp";
    copy.appendChild(stamp);
    const out = words.map((word) => {
      stamp.textContent = word;
      const text = stamp.firstChild!;
      let margin = Infinity;
      for (let i = 0; i < word.length; i++) {
        if (word[i] === "\u00ad") continue;
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const g = range.getBoundingClientRect();
        const [x, y] = [(g.left + g.right) / 2, (g.top + g.bottom) / 2];
        margin = Math.min(margin, x - card.left, card.right - x, y - card.top, face - y);
      }
      return { word, margin: Math.round(margin * 10) / 10 };
    });
    copy.remove();
    return out;
  }, words);
}
