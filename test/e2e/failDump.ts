/**
 * What a failed browser test leaves in the log (CI keeps only the end of it): for every page the
 * test watched, where it was, what held the focus, how often its socket connected and the page
 * loaded, and its errors; the screenshots go to the artifacts. It is thrown from `afterEach`, so
 * vitest prints it with the failure itself. A passing test prints nothing.
 */
import type { Page } from "playwright-core";
import { ARTIFACTS } from "./server";

interface Watched {
  who: string;
  page: Page;
  sockets: number;
  loads: number;
  /** The page's errors as its test's Problems collected them. */
  errors: () => readonly string[];
}

let watched: Watched[] = [];

/** Follows a page from now on (Problems.watch calls it for every person's page, with their errors). */
export function watchForFailure(page: Page, who: string, errors: () => readonly string[]): void {
  const w: Watched = { who, page, sockets: 0, loads: 0, errors };
  page.on("websocket", () => w.sockets++);
  page.on("load", () => w.loads++);
  watched.push(w);
}

// A string expression: this file is typechecked without the DOM library.
const SNAPSHOT = `(() => {
  const a = document.activeElement;
  const name = (e) => e ? e.tagName.toLowerCase() + [...e.attributes].filter((x) => /^(data-|class$|id$)/.test(x.name)).map((x) => "[" + x.name + "=" + x.value.slice(0, 40) + "]").join("") : "none";
  const stage = document.querySelector(".room-stage");
  const game = document.querySelector(".room-stage [data-phase]");
  return { path: location.pathname, phase: game && game.getAttribute("data-phase"), round: game && game.getAttribute("data-round"), scrollY: Math.round(scrollY), focus: name(a).slice(0, 200), busy: document.querySelectorAll('[aria-busy="true"]').length,
    stage: (stage ? stage.innerText : document.body.innerText).replace(/\\s+/g, " ").slice(0, 400) };
})()`;

/** Forgets the pages of the test before. */
export function resetWatched(): void {
  watched = [];
}

/** The report of the pages a failed test watched (screenshots to the artifacts), or null if none is open. */
export async function failureReport(test: string): Promise<string | null> {
  const lines: string[] = [];
  const slug = test.replace(/[^\w]+/g, "-").slice(0, 60);
  for (const w of watched) {
    if (w.page.isClosed()) continue;
    const s = await w.page.evaluate(SNAPSHOT).catch((e: Error) => ({ error: e.message }));
    await w.page.screenshot({ path: `${ARTIFACTS}/fail-${slug}-${w.who}.png`, fullPage: true, timeout: 5000 }).catch(() => undefined);
    lines.push(`${w.who}: sockets opened ${w.sockets}, loads ${w.loads}, ${JSON.stringify(s)}`);
    for (const e of w.errors().slice(-6)) lines.push(`  ${e.slice(0, 300)}`);
  }
  return lines.length ? lines.join("\n") : null;
}
