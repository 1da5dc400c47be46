/** Helpers for Álibi's browser tests (alibi-play, keyboard): the phase a page shows, the host's lobby timings, the speaker, a ballot by mouse. */
import type { Page } from "playwright-core";
import { eventually } from "./play";

export const phaseOf = async (p: Page) => (await p.getByTestId("alibi").getAttribute("data-phase")) ?? "";

/** The host opens the lobby's timings and sets each (seconds), seeing every value taken. */
export async function setTimings(host: Page, values: Record<string, number>): Promise<void> {
  const details = host.locator(".alibi-timings");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  for (const [k, v] of Object.entries(values)) {
    const input = host.getByTestId(`alibi-${k}`);
    await input.fill(String(v));
    await input.press("Tab");
    await eventually(() => input.inputValue()).toBe(String(v));
  }
}

/** The page whose screen offers «Закончить» (the speaker's), or null when the phase moved on. */
export async function speakerPage(pages: readonly Page[], phase: string): Promise<Page | null> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if ((await phaseOf(pages[0]!)) !== phase) return null;
    for (const p of pages) if (await p.getByTestId("alibi-done").isVisible()) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no speaker in ${phase}`);
}

/** A ballot by mouse: the candidate, then the confirmation. */
export async function vote(p: Page, choice: number): Promise<void> {
  await p.getByTestId(`alibi-vote-${choice}`).click();
  await p.getByTestId("alibi-vote-confirm").click();
  // The ballot is taken: the confirm step goes away (the last ballot also closes the vote).
  await p.getByTestId("alibi-vote-confirm").waitFor({ state: "detached" });
}
