/** Helpers for Álibi's browser tests (alibi-play, keyboard): the phase a page shows, the host's lobby timings. */
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
