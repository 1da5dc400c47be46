/**
 * Caso team play that never stalls (CASO-1, CASO-10, CASO-11): on a 360 px phone the teammate
 * only ever taps "Approve" — the spin, the Escolha, the move into a place, then the question whose
 * cards come on the bases while the vote sheet sits above the investigation — and the answer is
 * shown on his screen with no other navigation. The questioned player has scrolled down to the
 * chat: the request (matching cards and the clock) still reaches him on screen. A proposed move's
 * route is framed above the vote sheet; each decision vibrates the phone once (one mechanism).
 * PLAT-A1 and PLAT-A3 (axe, pixel contrast and no text under 12 px at 360 px: a11y.ts auditScreen)
 * on the team screens only this play reaches: the vote sheet over the investigation scene
 * (teammate's phone) and the questioned player's answer sheet.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { VIBRATION } from "../../web/src/room/yourTurn";
import { auditScreen } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, PHONE, eventually } from "./play";
import { CHARACTERS, PLACES, WEAPONS, confirmedTeams, escolhaOnly, handOf, player, soloPassesFirst, startMatch } from "./casoKit";

useBrowser();

/** The element is wholly in the window and is what a tap at its centre reaches (nothing covers it). */
const reachable = (p: Page, testid: string) =>
  p.getByTestId(testid).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inside && !!hit && (hit === e || e.contains(hit));
  });

/** Records navigator.vibrate calls with their pattern (the headless browser has no motor). */
const COUNT_VIBRATIONS = "window.__buzz = []; navigator.vibrate = (p) => { window.__buzz.push(JSON.stringify(p)); return true; };";
const buzzes = async (p: Page) => (await p.evaluate("window.__buzz")) as string[];
/** The decision is marked in the tab title: the room's effect that vibrates has run. */
const marked = (p: Page) => eventually(() => p.title()).toMatch(/^● /);

/**
 * The proposed route, its destination included, lies in the part of the map a person sees: inside
 * the map's box and the window, above the vote sheet (not under it).
 */
const routeInSight = (p: Page) =>
  p.evaluate(() => {
    const route = document.querySelector(".caso-route-proposal")!.getBoundingClientRect();
    const map = document.querySelector('[data-testid="caso-map"]')!.getBoundingClientRect();
    const sheet = document.querySelector('.caso-sheet[data-testid="caso-proposals"]')!.getBoundingClientRect();
    const top = Math.max(0, map.top);
    const bottom = Math.min(innerHeight, map.bottom, sheet.top);
    return { inSight: route.top >= top && route.bottom <= bottom && route.left >= map.left && route.right <= map.right, route: [route.top, route.bottom], visible: [top, bottom] };
  });

/** Bruno's only move: the vote sheet comes, its "Approve" is under the thumb, he taps it. */
async function approve(bruno: Page, shotName?: string): Promise<void> {
  await bruno.getByTestId("caso-vote-yes").waitFor();
  await eventually(() => reachable(bruno, "caso-vote-yes")).toBe(true);
  if (shotName) await bruno.screenshot({ path: `${ARTIFACTS}/${shotName}.png` });
  await bruno.getByTestId("caso-vote-yes").click();
}

describe("Caso team play that never stalls", () => {
  it("CASO-1 CASO-10 CASO-11 PLAT-A1 PLAT-A3 the teammate on a 360×640 phone sees a proposed route above the vote sheet, approves an interrogation from the sheet above the scene and sees the answer; the questioned player scrolled to the chat still gets the request; axe, pixel contrast and 12 px clean on the sheet over the scene and the answer sheet", async () => {
    const problems: string[] = [];
    const a11y: string[] = [];
    const ana = await player(browser, { lang: "en-US", viewport: DESKTOP }, problems);
    const bruno = await player(browser, { lang: "pt-BR", viewport: { width: 360, height: 640 }, touch: true }, problems);
    const caio = await player(browser, { lang: "es-ES", viewport: PHONE, touch: true }, problems);
    for (const p of [bruno, caio]) await p.context().addInitScript(COUNT_VIBRATIONS);
    const sectors = await escolhaOnly(ana, caio);
    await startMatch(inject("baseUrl"), [ana, bruno, caio], ["Ana", "Bruno", "Caio"], async (host) => {
      await confirmedTeams(host, [[ana, 0], [bruno, 0], [caio, 1]]);
      await sectors(host);
    });
    const caioHand = await handOf(caio);

    // Caio (a team of one) passes if the turn is his.
    await soloPassesFirst(ana, caio);

    // Spin, Escolha 12, a move into a place: Ana proposes, Bruno approves each from the sheet.
    await ana.getByTestId("caso-spin").click();
    await approve(bruno);
    await ana.getByTestId("caso-choose-12").click();
    await approve(bruno);
    await ana.getByTestId("caso-steps").waitFor();
    await ana.locator('[data-testid^="caso-dest-"]').first().click();
    await ana.getByTestId("caso-confirm-move").click();
    await bruno.locator(".caso-route-proposal").waitFor(); // the proposed route is on Bruno's map
    await bruno.getByTestId("caso-vote-yes").waitFor();
    // …and Bruno sees it together with the sheet: the route and its destination above the sheet.
    await eventually(async () => (await routeInSight(bruno)).inSight).toBe(true);
    console.log("move proposal on 360×640: route", (await routeInSight(bruno)).route, "visible map band", (await routeInSight(bruno)).visible);
    await approve(bruno, "caso-team-vote-move-360");

    // The investigation opens for both members; Caio scrolls down to the chat meanwhile.
    await ana.getByTestId("caso-investigation").waitFor();
    await bruno.getByTestId("caso-investigation").waitFor();
    await caio.locator(".chat-form").scrollIntoViewIfNeeded();
    await caio.locator(".chat-form input").click();
    expect(await caio.evaluate(() => scrollY)).toBeGreaterThan(200);

    // Ana proposes a question naming a card Caio holds (any card is allowed, CASO-9).
    const held = caioHand[0]!;
    const pick = (list: string[]) => (list.includes(held) ? held : list.find((c) => !caioHand.includes(c)) ?? list[0]!);
    const triple = [pick(CHARACTERS), pick(WEAPONS), pick(PLACES)];
    // One vibration per decision, from one mechanism (the room's, VIBRATION): counted from here for
    // Bruno's vote on the question and Caio's answer request.
    await marked(bruno);
    const brunoBefore = (await buzzes(bruno)).length;
    const caioBefore = (await buzzes(caio)).length;
    const panel = ana.getByTestId("caso-investigation");
    for (const c of triple) await panel.locator(`[data-card="${c}"]`).click();
    await ana.getByTestId("caso-interrogate").click();

    // Bruno's screen: the proposed cards on the bases and in the sheet, which sits above the scene.
    await bruno.getByTestId("caso-prop-cards").waitFor();
    expect(await bruno.getByTestId("caso-prop-cards").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")))).toEqual(triple);
    await eventually(() => Promise.all(["character", "weapon", "place"].map((k) => bruno.getByTestId(`caso-base-${k}`).getAttribute("data-base-card")))).toEqual(triple);
    await bruno.getByTestId("caso-inv-proposal").waitFor();
    a11y.push(...(await auditScreen(bruno, "caso team vote sheet over the scene, question (teammate)")));
    await eventually(async () => (await buzzes(bruno)).length).toBeGreaterThan(brunoBefore);
    expect((await buzzes(bruno)).slice(brunoBefore)).toEqual([JSON.stringify(VIBRATION)]);
    await approve(bruno, "caso-team-vote-question-360");

    // Caio, scrolled to the chat, gets the request on screen: matching cards, the clock, "Mostrar".
    const answer = caio.getByTestId("caso-answer");
    await answer.waitFor();
    await eventually(() => reachable(caio, "caso-answer-clock")).toBe(true);
    await marked(caio);
    expect((await buzzes(caio)).slice(caioBefore)).toEqual([JSON.stringify(VIBRATION)]);
    const glowing = await answer.locator(".caso-card-glow").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(glowing.length).toBeGreaterThan(0);
    expect(glowing.every((c) => triple.includes(c) && caioHand.includes(c))).toBe(true);
    await caio.screenshot({ path: `${ARTIFACTS}/caso-answer-request-scrolled-360.png` });
    a11y.push(...(await auditScreen(caio, "caso answer sheet (questioned pawn, team match)")));
    await answer.locator(".caso-card-glow").first().click();
    await eventually(() => reachable(caio, "caso-show")).toBe(true);
    await caio.getByTestId("caso-show").click();

    // Bruno sees the answer in his investigation (the gold base), having only tapped "Approve".
    const shown = glowing.length === 1 ? glowing[0]! : null;
    await bruno.getByTestId("caso-inv-result").waitFor();
    await bruno.locator(".caso-base-gold").waitFor();
    if (shown) expect(await bruno.locator(".caso-base-gold").getAttribute("data-base-card")).toBe(shown);
    await bruno.screenshot({ path: `${ARTIFACTS}/caso-team-vote-answer-360.png` });
    await ana.locator(".caso-base-gold").waitFor();
    expect(problems).toEqual([]);
    expect(a11y).toEqual([]);
    for (const p of [ana, bruno, caio]) await p.context().close();
  }, 150_000);
});
