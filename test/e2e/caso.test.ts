/**
 * Caso in two real browsers (a 360 px phone and a desktop), solo: lobby choices, start, a spin and
 * a move on the map, an investigation answered with "Exibir", then accusations to the end.
 * The solution is learnt only through the rules: the host turns on "show the solution to a wrong
 * accuser"; one player accuses wrongly (with a card from their own hand) and sees it; the other
 * is told (as players could over chat) and accuses rightly.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, auditScreen } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { OWN_ANSWER_MS, jumps, phaseShifts, recordShifts } from "./layoutShift";
import { ARTIFACTS, hostRoom, joinByLink } from "./play";
import { confirmedTeams } from "./casoKit";

useBrowser();

async function newPlayer(lang: string, viewport: { width: number; height: number }, reducedMotion: "reduce" | "no-preference" = "reduce"): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport, reducedMotion });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  return page;
}

const CHARACTERS = ["rubi", "sol", "perola", "jade", "indigo", "violeta"];
const WEAPONS = ["taco", "microfone", "maquina", "halter", "spray", "neon"];
const PLACES = ["praca", "tattoo", "boate", "academia", "lanchonete", "karaoke", "fliperama", "arteclube", "cinema"];

async function hand(page: Page): Promise<string[]> {
  await page.getByTestId("caso-tab-cards").click();
  return page.locator('[data-testid="caso-cards"] section').first().locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
}

/** Whose turn: the page that shows the turn controls. */
async function mover(a: Page, b: Page): Promise<[Page, Page]> {
  for (let i = 0; i < 100; i++) {
    if (await a.getByTestId("caso-actions").count()) return [a, b];
    if (await b.getByTestId("caso-actions").count()) return [b, a];
    await a.waitForTimeout(100);
  }
  throw new Error("nobody has the turn");
}

/** Taps the map at a legal street destination (scrolling the map into view first). */
async function tapStreetDestination(page: Page) {
  const map = page.getByTestId("caso-map");
  await map.scrollIntoViewIfNeeded();
  const [m, d] = [(await map.boundingBox())!, (await page.locator(".caso-dest").last().boundingBox())!];
  await map.click({ position: { x: d.x - m.x + d.width / 2, y: d.y - m.y + d.height / 2 } });
}

/** PLAT-A1: what axe and the pixel contrast find on the screens this file's play reaches. */
const a11y: string[] = [];

async function accuse(page: Page, triple: [string, string, string]) {
  await page.getByTestId("caso-accuse-open").click();
  const dialog = page.getByTestId("caso-accuse");
  for (const c of triple) await dialog.locator(`[data-card="${c}"]`).click();
  await page.screenshot({ path: `${ARTIFACTS}/caso-accuse-${page.viewportSize()!.width <= 400 ? "360" : "desktop"}.png` });
  a11y.push(...(await audit(page, "caso accusation, three cards picked")));
  await page.getByTestId("caso-accuse-confirm").click();
}

describe("Caso in a real browser", () => {
  it("CASO-3 CASO-9 CASO-10 CASO-12 CASO-14 CASO-16 CASO-19 PLAT-A1 two players and a spectator: spin, move, question and show, a wrong then a right accusation; axe and pixel contrast clean on the accusation with three cards picked (phone and desktop) and the end screen", async () => {
    const base = inject("baseUrl");
    const host = await newPlayer("pt-BR", { width: 360, height: 780 });
    // PLAT-A4: what every turn and phase moves on the players' screens is recorded to the end.
    await recordShifts(host.context());
    const code = await hostRoom(host, base, "caso", "Ana");

    const guest = await newPlayer("en-US", { width: 1280, height: 900 });
    await recordShifts(guest.context());
    await joinByLink(guest, base, code, "Bruno");
    await host.getByTestId("seats").getByText("Bruno").waitFor();

    // Lobby: characters, and the host's option that lets a wrong accuser see the solution.
    await host.locator('[data-character="jade"]').click();
    await guest.locator('[data-character="indigo"]').click();
    await guest.locator('[data-character="jade"]').and(guest.locator(":disabled")).waitFor();
    await host.locator(".caso-advanced summary").click();
    await host.getByTestId("caso-set-revealSolutionToWrongAccuser").check();
    await expect.poll(() => guest.getByTestId("caso-set-revealSolutionToWrongAccuser").isChecked()).toBe(true);
    // Nothing of Caso's lobby is wider than the 360 px phone.
    for (const sel of [".caso-settings", ".caso-choice"]) {
      const [scroll, client] = await host.locator(sel).evaluate((e) => [e.scrollWidth, e.clientWidth]);
      expect(scroll, sel).toBeLessThanOrEqual(client);
      expect((await host.locator(sel).boundingBox())!.width, sel).toBeLessThanOrEqual(360);
    }
    await host.screenshot({ path: `${ARTIFACTS}/caso-lobby-360.png`, fullPage: true });
    await guest.screenshot({ path: `${ARTIFACTS}/caso-lobby-desktop.png`, fullPage: true });
    await host.getByTestId("start").click();
    await host.getByTestId("caso-screen").waitFor();
    await guest.getByTestId("caso-screen").waitFor();

    // Turns: spin (Escolha → 12), enter a place if one is in reach (else walk as far as possible
    // and pass), until someone has questioned the other pawn and seen a card shown with "Exibir".
    let [first, second] = await mover(host, guest);
    const hands = new Map<Page, string[]>([[host, await hand(host)], [guest, await hand(guest)]]);
    expect(hands.get(host)).toHaveLength(9);
    expect(hands.get(guest)).toHaveLength(9);
    let investigated = false;
    let darkSeen = false;
    const asked = new Map<Page, number>([[host, 0], [guest, 0]]);
    for (let turn = 0; turn < 16 && !investigated; turn++) {
      [first, second] = await mover(host, guest);
      const tag = first === host ? "360" : "desktop";
      await first.getByTestId("caso-spin").click();
      await first.locator('[data-testid="caso-steps"], [data-testid="caso-choose-12"]').first().waitFor();
      if (await first.getByTestId("caso-choose-12").count()) await first.getByTestId("caso-choose-12").click();
      await first.getByTestId("caso-steps").waitFor();
      const places = first.locator(".caso-room-dest");
      const entering = (await places.count()) > 0;
      if (entering) await places.first().locator(":scope > rect").click();
      else await tapStreetDestination(first);
      await first.getByTestId("caso-move").waitFor();
      await first.screenshot({ path: `${ARTIFACTS}/caso-route-${tag}.png`, fullPage: true });
      await first.getByTestId("caso-confirm-move").click();
      await first.getByTestId("caso-steps").waitFor({ state: "detached" }); // the move is in (actions carry the revision)
      if (entering) {
        // The investigation opens by itself. The first question names only cards the other pawn
        // does not hold (any card is allowed, CASO-9; the solution's card always qualifies): no
        // match, the bases go dark. A later one names a card the other
        // pawn holds: it glows for them, they show it, and the investigator's base turns gold.
        const ownOnly = !darkSeen;
        const secondHand = hands.get(second)!;
        const panel = first.getByTestId("caso-investigation");
        await panel.waitFor();
        await panel.locator('[data-testid^="caso-target-"]').first().click();
        const shown = secondHand[0]!;
        const pick = (list: string[]) =>
          ownOnly ? list.find((c) => !secondHand.includes(c)) ?? null : list.includes(shown) ? shown : (list.find((c) => !secondHand.includes(c)) ?? list[0]!);
        const triple = [pick(CHARACTERS), pick(WEAPONS), pick(PLACES)];
        if (triple.some((c) => c === null)) {
          // This hand lacks a kind: ask with the other pawn's card instead.
          await first.getByTestId("caso-back-to-map").click();
          await first.getByTestId("caso-end-turn").click();
          await first.getByTestId("caso-actions").waitFor({ state: "detached" });
          continue;
        }
        for (const c of triple) await panel.locator(`[data-card="${c}"]`).click();
        await first.screenshot({ path: `${ARTIFACTS}/caso-investigation-${tag}.png` });
        await first.getByTestId("caso-interrogate").click();
        if (ownOnly) {
          await first.locator(".caso-bases-dark").waitFor();
          expect(await second.getByTestId("caso-answer").count()).toBe(0);
          await first.screenshot({ path: `${ARTIFACTS}/caso-dark-${tag}.png` });
          darkSeen = true;
        } else {
          await second.getByTestId("caso-answer").waitFor();
          await expect.poll(() => second.locator(".caso-card-glow").count()).toBeGreaterThan(0);
          await second.screenshot({ path: `${ARTIFACTS}/caso-answer-${second === host ? "360" : "desktop"}.png`, fullPage: true });
          await second.locator(".caso-card-glow").first().click();
          await second.getByTestId("caso-show").click();
          await first.locator(".caso-base-gold").waitFor({ timeout: 8000 }).catch(async (e: unknown) => {
            await first.screenshot({ path: `${ARTIFACTS}/caso-FAIL-first.png`, fullPage: true });
            await second.screenshot({ path: `${ARTIFACTS}/caso-FAIL-second.png`, fullPage: true });
            throw e;
          });
          await first.screenshot({ path: `${ARTIFACTS}/caso-gold-${tag}.png` });
          investigated = true;
        }
        await first.getByTestId("caso-back-to-map").click();
        // CASO-12: back on the map, the investigated place greys out for this player only.
        asked.set(first, asked.get(first)! + 1);
        await expect.poll(() => first.locator(".caso-room-grey").count()).toBe(asked.get(first));
        expect(await second.locator(".caso-room-grey").count()).toBe(asked.get(second));
        if (investigated) {
          await first.waitForTimeout(1700);
          await first.screenshot({ path: `${ARTIFACTS}/caso-greyed-${tag}.png` });
        }
      }
      await first.getByTestId("caso-end-turn").click();
      await first.getByTestId("caso-actions").waitFor({ state: "detached" });
    }
    expect(darkSeen).toBe(true);
    expect(investigated).toBe(true);
    const secondHand = hands.get(second)!;

    // Between its turns a seat's controls keep their room for a tip and the way to its Ficha; the seat on turn has its controls.
    await second.getByTestId("caso-spin").waitFor();
    expect(await second.getByTestId("caso-wait").count()).toBe(0);
    expect(await first.getByTestId("caso-wait-tip").textContent()).not.toBe("");
    await first.getByTestId("caso-wait-ficha").click();
    await expect.poll(() => first.getByTestId("caso-tab-ficha").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => first.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe("caso-tab-ficha");

    // CASO-14: the Ficha — a mark and a private note, kept by the server, seen by nobody else.
    await host.getByTestId("caso-tab-ficha").click();
    const ficha = host.getByTestId("caso-ficha");
    await ficha.getByRole("button", { name: /Rubi Salazar/ }).first().click();
    await ficha.locator("textarea").fill("Desconfio do Halter");
    await ficha.getByRole("button", { name: "Anotar" }).click();
    await ficha.getByText("Desconfio do Halter").waitFor();
    await ficha.locator("tr.caso-mark-found").first().waitFor();
    await guest.getByTestId("caso-tab-ficha").click();
    expect(await guest.getByTestId("caso-ficha").getByText("Desconfio do Halter").count()).toBe(0);
    await host.screenshot({ path: `${ARTIFACTS}/caso-ficha-360.png`, fullPage: true });
    await host.getByTestId("caso-tab-cards").click();
    await guest.getByTestId("caso-tab-cards").click();

    // CASO-19: a spectator joining mid-match sees the map and the public state, never a hand or evidence.
    const watcher = await newPlayer("es-ES", { width: 360, height: 780 });
    // PLAT-A4: what every turn and phase moves on the spectator's phone is recorded to the end.
    await recordShifts(watcher.context());
    await watcher.goto(`${base}/r/${code}`);
    await watcher.getByTestId("name-input").fill("Vera");
    await watcher.getByRole("button", { name: /Ver partida|Assistir|Watch/ }).click();
    await watcher.getByTestId("caso-map").waitFor();
    expect(await watcher.getByTestId("caso-cards").locator("[data-card]").count()).toBe(0);
    expect(await watcher.getByTestId("caso-actions").count()).toBe(0);
    expect(await watcher.getByTestId("caso-tab-ficha").count()).toBe(0);
    await watcher.screenshot({ path: `${ARTIFACTS}/caso-spectator-360.png`, fullPage: true });

    // Next turn: the other player gives up the move and accuses wrongly (a card from their own hand).
    await second.getByTestId("caso-skip-move").waitFor();
    await second.getByTestId("caso-skip-move").click();
    const ownChar = CHARACTERS.find((c) => secondHand.includes(c));
    const ownWeapon = WEAPONS.find((c) => secondHand.includes(c));
    const ownPlace = PLACES.find((c) => secondHand.includes(c));
    const wrong: [string, string, string] = [ownChar ?? "rubi", ownWeapon ?? "taco", ownPlace ?? "praca"];
    expect(ownChar ?? ownWeapon ?? ownPlace).toBeTruthy();
    await accuse(second, wrong);
    await second.getByTestId("caso-eliminated").waitFor();
    const solution = await second.getByTestId("caso-solution").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(solution).toHaveLength(3);
    for (const c of solution) expect(secondHand).not.toContain(c);
    await second.screenshot({ path: `${ARTIFACTS}/caso-wrong-${second === host ? "360" : "desktop"}.png`, fullPage: true });

    // Then the first player, told the solution, gives up the move and accuses rightly.
    await first.getByTestId("caso-skip-move").waitFor();
    await first.getByTestId("caso-skip-move").click();
    await accuse(first, solution as [string, string, string]);
    await first.getByTestId("caso-end").waitFor();
    await second.getByTestId("caso-end").waitFor();
    // PLAT-A4: no phase moved the map or the panels by more than a page load may; the end apart.
    await watcher.getByTestId("caso-end").waitFor();
    expect(jumps(await phaseShifts(watcher, "caso, a spectator's 360 px phone from the middle of the match"), "over")).toEqual([]);
    // … nor on a player's screen (the host's phone, the guest's desktop), their own taps' answers apart.
    for (const [p, who] of [[host, "the host's 360 px phone"], [guest, "a player's desktop"]] as const)
      expect(jumps(await phaseShifts(p, `caso, ${who} through the match`, OWN_ANSWER_MS), "over"), who).toEqual([]);
    const shownSolution = await first.getByTestId("caso-solution").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(shownSolution).toEqual(solution);
    await host.getByRole("tab", { name: /Histórico|History/ }).click().catch(() => undefined);
    await host.screenshot({ path: `${ARTIFACTS}/caso-end-360.png`, fullPage: true });
    await guest.screenshot({ path: `${ARTIFACTS}/caso-end-desktop.png`, fullPage: true });
    a11y.push(...(await auditScreen(host, "caso end (host)")), ...(await auditScreen(guest, "caso end (guest)")));

    // The end tells the story (CASO-22, moments): the solution, then who held which card (both
    // hands, as each player saw their own), then the moments — the card shown to the question and
    // both accusations, the right one last — and never the host's private Ficha note.
    for (const p of [host, guest]) {
      const end = p.getByTestId("caso-end");
      await end.getByTestId("caso-end-hands").waitFor();
      const endHands = await end.locator('[data-testid^="caso-end-hand-"]').evaluateAll((els) => els.map((e) => [...e.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card")!).sort().join(",")));
      expect(endHands).toContain([...hands.get(host)!].sort().join(","));
      expect(endHands).toContain([...hands.get(guest)!].sort().join(","));
      const moments = end.getByTestId("caso-end-moment");
      expect(await moments.count()).toBeGreaterThanOrEqual(3);
      expect(await end.locator(`[data-testid="caso-end-moment"][data-card]`).count()).toBeGreaterThanOrEqual(1);
      expect(await moments.last().getAttribute("class")).toContain("caso-end-decisive");
      expect(await end.innerText()).not.toContain("Desconfio do Halter");
    }
    // The reveal on a 360 px phone, in Portuguese (the host) and English (the guest's window narrowed).
    await host.getByTestId("caso-end").scrollIntoViewIfNeeded();
    await host.screenshot({ path: `${ARTIFACTS}/caso-end-reveal-phone-pt.png`, fullPage: true });
    await guest.setViewportSize({ width: 360, height: 780 });
    await guest.getByTestId("caso-end").scrollIntoViewIfNeeded();
    await guest.screenshot({ path: `${ARTIFACTS}/caso-end-reveal-phone-en.png`, fullPage: true });
    expect(await guest.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")).toBe(0);
    expect(a11y).toEqual([]);
  }, 150_000);

  it("CASO-1 CASO-2 teams with collective confirmation: a proposal approved, a route shown to the teammate and refused, nothing spent", async () => {
    const base = inject("baseUrl");
    const ana = await newPlayer("pt-BR", { width: 360, height: 780 }, "no-preference");
    const code = await hostRoom(ana, base, "caso", "Ana");
    const join = async (name: string, lang: string, viewport: { width: number; height: number }) => {
      const p = await newPlayer(lang, viewport);
      await p.goto(`${base}/r/${code}`);
      await p.getByTestId("name-input").fill(name);
      await p.getByTestId("join-button").click();
      await p.getByTestId("seats").waitFor();
      return p;
    };
    const bruno = await join("Bruno", "en-US", { width: 1280, height: 900 });
    const caio = await join("Caio", "es-ES", { width: 390, height: 844 });
    await confirmedTeams(ana, [[ana, 0], [bruno, 0], [caio, 1]]);
    await ana.locator('[data-character="violeta"]').click();
    await ana.getByTestId("start").click();
    for (const p of [ana, bruno, caio]) await p.getByTestId("caso-screen").waitFor();
    // The team's chat channel is there for team members (the view's myTeam).
    await ana.getByRole("combobox", { name: /canal|channel/i }).waitFor();

    // Caio (a team of one) passes if it is his turn; then Ana's team plays by proposals.
    await expect.poll(async () => (await ana.getByTestId("caso-actions").count()) + (await caio.getByTestId("caso-actions").count())).toBe(1);
    if (await caio.getByTestId("caso-actions").count()) {
      await caio.getByTestId("caso-skip-move").click();
      await caio.getByTestId("caso-end-turn").click();
    }
    await ana.getByTestId("caso-spin").waitFor();
    expect(await ana.getByTestId("caso-spin").textContent()).toContain("Propor");
    await ana.getByTestId("caso-spin").click();
    await bruno.getByTestId("caso-proposals").waitFor();
    await bruno.screenshot({ path: `${ARTIFACTS}/caso-team-proposal-desktop.png`, fullPage: true });
    await bruno.getByTestId("caso-vote-yes").click();
    await bruno.getByTestId("caso-proposals").waitFor({ state: "detached" });
    // Without reduced motion the wheel turns to the public result (with it, it jumps there).
    await expect.poll(() => ana.locator(".caso-wheel > g").getAttribute("style")).toContain("transition: transform");
    expect(await bruno.locator(".caso-wheel > g").getAttribute("style")).toContain("transition: none");
    await ana.locator('[data-testid="caso-steps"], [data-testid="caso-choose-12"]').first().waitFor();
    if (await ana.getByTestId("caso-choose-12").count()) {
      await ana.getByTestId("caso-choose-12").click();
      await bruno.getByTestId("caso-proposals").waitFor();
      await bruno.getByTestId("caso-vote-yes").click();
    }
    await ana.getByTestId("caso-steps").waitFor();
    const steps = await ana.getByTestId("caso-steps").textContent();

    // A move proposal: the teammate sees the route drawn on the map, refuses, and nothing is spent.
    await tapStreetDestination(ana);
    await ana.getByTestId("caso-confirm-move").click();
    await bruno.locator(".caso-route-proposal").waitFor();
    await bruno.screenshot({ path: `${ARTIFACTS}/caso-team-route-desktop.png`, fullPage: true });
    await bruno.getByRole("button", { name: "Refuse" }).click();
    await bruno.getByTestId("caso-proposals").waitFor({ state: "detached" });
    expect(await ana.getByTestId("caso-steps").textContent()).toBe(steps);
    // Caio, on the other team, never sees the proposals.
    expect(await caio.getByTestId("caso-proposals").count()).toBe(0);
    await ana.screenshot({ path: `${ARTIFACTS}/caso-team-360.png`, fullPage: true });
  });

  it("CASO-17 a 10 s turn clock is red in its last seconds and the server ends the turn at zero", async () => {
    const base = inject("baseUrl");
    const ana = await newPlayer("pt-BR", { width: 360, height: 780 });
    const code = await hostRoom(ana, base, "caso", "Ana");
    const bia = await newPlayer("ru-RU", { width: 1280, height: 900 });
    await joinByLink(bia, base, code, "Bia");
    await ana.getByTestId("seats").getByText("Bia").waitFor();
    await ana.locator(".caso-field").filter({ hasText: "Tempo do turno (individual)" }).locator("input").fill("10");
    await ana.locator(".caso-field").filter({ hasText: "Tempo do turno (individual)" }).locator("input").press("Tab");
    await expect.poll(() => bia.locator(".caso-field input").first().inputValue()).toBe("10");
    await ana.getByTestId("start").click();
    const [first, second] = await mover(ana, bia);
    await first.locator(".caso-clock-urgent").first().waitFor();
    await first.screenshot({ path: `${ARTIFACTS}/caso-clock-red-${first === ana ? "360" : "desktop"}.png` });
    // Nobody acts: at zero the server passes the turn.
    await second.getByTestId("caso-actions").waitFor({ timeout: 15_000 });
    expect(await first.getByTestId("caso-actions").count()).toBe(0);
  });
});
