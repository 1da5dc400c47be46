/**
 * Helpers for Caso's browser tests: players in their own contexts (reduced motion by default),
 * a started solo match, whose turn it is, spinning to a `plan` phase, the map's viewBox.
 */
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { eventually, hostRoom, joinByLink } from "./play";

export interface Who {
  lang: string;
  viewport: { width: number; height: number };
  touch?: boolean;
  motion?: "reduce" | "no-preference";
  init?: string;
}

export async function player(browser: Browser, who: Who, problems?: string[]): Promise<Page> {
  const context = await browser.newContext({ locale: who.lang, viewport: who.viewport, hasTouch: !!who.touch, reducedMotion: who.motion ?? "reduce" });
  await context.addInitScript("localStorage.setItem('mesa.test','1')");
  if (who.init) await context.addInitScript(who.init);
  const page = await context.newPage();
  page.on("pageerror", (e) => problems?.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/WebSocket|Failed to load resource/.test(m.text())) problems?.push(`console: ${m.text()}`);
  });
  return page;
}

/** Host and guests seated, the match started; every page shows the Caso screen. */
export async function startMatch(base: string, pages: Page[], names: string[], setup?: (host: Page) => Promise<void>): Promise<string> {
  const [host, ...guests] = pages;
  const code = await hostRoom(host!, base, "caso", names[0]!);
  for (let i = 0; i < guests.length; i++) await joinByLink(guests[i]!, base, code, names[i + 1]!);
  await host!.getByTestId("seats").getByText(names[names.length - 1]!).waitFor();
  if (setup) await setup(host!);
  await host!.getByTestId("start").click();
  for (const p of pages) await p.getByTestId("caso-screen").waitFor();
  return code;
}

/**
 * In the host's lobby: team mode with collective confirmation (CASO-1), seen switched on by the last page
 * listed, then each page picks its team and sees its pick taken.
 */
export async function confirmedTeams(host: Page, teams: readonly (readonly [Page, number])[]): Promise<void> {
  await host.getByTestId("caso-mode-teams").check();
  await host.getByTestId("caso-set-collectiveConfirmation").check();
  const last = teams[teams.length - 1]![0];
  await eventually(() => last.getByTestId("caso-set-collectiveConfirmation").isChecked()).toBe(true);
  for (const [p, team] of teams) {
    await p.getByTestId(`caso-team-${team}`).click();
    await p.getByTestId(`caso-team-${team}`).and(p.locator('[aria-checked="true"]')).waitFor();
  }
}

/** A team of one (`solo`) gives its turn up if the match begins with it, so `team` is next; waits for the team's spin. */
export async function soloPassesFirst(team: Page, solo: Page): Promise<void> {
  if ((await mover([team, solo])) === solo) {
    await solo.getByTestId("caso-skip-move").click();
    await solo.getByTestId("caso-end-turn").click();
  }
  await team.getByTestId("caso-spin").waitFor();
}

/** The page that shows the turn controls, and the others. */
export async function mover(pages: Page[]): Promise<Page> {
  for (let i = 0; i < 150; i++) {
    for (const p of pages) if (await p.getByTestId("caso-actions").count()) return p;
    await pages[0]!.waitForTimeout(100);
  }
  throw new Error("nobody has the turn");
}

/** Spin (Escolha → `n` steps) until the move can be planned. */
export async function spinToPlan(p: Page, n = 12): Promise<void> {
  await p.getByTestId("caso-spin").click();
  await p.locator(`[data-testid="caso-steps"], [data-testid="caso-choose-${n}"]`).first().waitFor();
  if (await p.getByTestId(`caso-choose-${n}`).count()) await p.getByTestId(`caso-choose-${n}`).click();
  await p.getByTestId("caso-steps").waitFor();
}

/** Gives up the move (if still planning) and ends the turn; waits until the controls are gone. */
export async function passTurn(p: Page): Promise<void> {
  if (await p.getByTestId("caso-skip-move").count()) {
    await p.getByTestId("caso-skip-move").click();
    await p.getByTestId("caso-steps").waitFor({ state: "detached" });
  }
  await p.getByTestId("caso-end-turn").click();
  await p.getByTestId("caso-actions").waitFor({ state: "detached" });
}

export async function viewBox(p: Page): Promise<[number, number, number, number]> {
  const v = await p.getByTestId("caso-map").getAttribute("viewBox");
  return v!.split(" ").map(Number) as [number, number, number, number];
}

/** Spins to 12 steps and enters the first reachable place (its button in the turn's controls). False if none was in reach (turn passed). */
export async function enterPlace(p: Page): Promise<boolean> {
  await spinToPlan(p);
  const dest = p.locator('[data-testid^="caso-dest-"]');
  if ((await dest.count()) === 0) {
    await passTurn(p);
    return false;
  }
  await dest.first().click();
  await p.getByTestId("caso-confirm-move").click();
  await p.getByTestId("caso-steps").waitFor({ state: "detached" });
  return true;
}

/** Every request for the scene's chunk a page made. */
export function sceneRequests(p: Page): string[] {
  const list: string[] = [];
  p.on("request", (r) => {
    if (r.url().includes("/assets/scene3d-")) list.push(r.url());
  });
  return list;
}

/** Game messages a page sends on its socket (pings left out). */
export function sentFrames(p: Page): string[] {
  const list: string[] = [];
  p.on("websocket", (ws) =>
    ws.on("framesent", (f) => {
      const s = typeof f.payload === "string" ? f.payload : f.payload.toString();
      if (s !== "ping" && !s.includes('"ping"')) list.push(s);
    }),
  );
  return list;
}

export async function handOf(p: Page): Promise<string[]> {
  await p.getByTestId("caso-tab-cards").click();
  return p.locator('[data-testid="caso-cards"] section').first().locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
}
export const CHARACTERS = ["rubi", "sol", "perola", "jade", "indigo", "violeta"];
export const WEAPONS = ["taco", "microfone", "maquina", "halter", "spray", "neon"];
export const PLACES = ["praca", "tattoo", "boate", "academia", "lanchonete", "karaoke", "fliperama", "arteclube", "cinema"];

/** Twelve Escolha sectors: every spin lets the player pick the exact steps or the resource. */
const ESCOLHA_ONLY = Array.from({ length: 12 }, () => ({ steps: null, resource: null }));

/**
 * An Escolha-only roulette for tests whose situation random spins rarely arrange
 * (`rouletteSectors` is a host config value, CASO-G3; the lobby only lists the sectors, so the
 * host's config frames are rewritten on their way out). Call before `startMatch`, and pass the
 * returned set-up to it: it makes the lobby send its config and waits until the guest lists the
 * twelve Escolha sectors the server now holds.
 */
export async function escolhaOnly(host: Page, guest: Page): Promise<(host: Page) => Promise<void>> {
  await host.routeWebSocket(/\/api\/rooms\/[^/]+\/ws/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (typeof m !== "string" || !m.startsWith("{")) return server.send(m); // "ping" and binary frames pass as they are
      const msg = JSON.parse(m) as { type?: string; config?: Record<string, unknown> };
      if (msg.type === "config" && msg.config) msg.config.rouletteSectors = ESCOLHA_ONLY;
      server.send(JSON.stringify(msg));
    });
  });
  return async (p: Page) => {
    // Any lobby change sends the whole config: tick an option and untick it again.
    await p.locator(".caso-advanced summary").click();
    await p.getByTestId("caso-set-revealSolutionToWrongAccuser").check();
    await p.getByTestId("caso-set-revealSolutionToWrongAccuser").uncheck();
    const sectors = () => guest.locator(".caso-sectors li").evaluateAll((els) => [...new Set(els.map((e) => e.textContent))].length);
    await expect.poll(sectors, { timeout: 10_000 }).toBe(1);
  };
}
