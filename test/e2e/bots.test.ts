/**
 * Issue 23 in real Chromium: lobby bots played to the end.
 * - One person on a 360 px touch phone (Portuguese) gives the bot the Inspector's role in the lobby
 *   and plays Noir (Clássico, kill target 3) against it as the Killer until the end screen.
 * - Two people (Portuguese phone, English desktop) give a bot the character Violeta and play Caso
 *   with it until the end screen: whoever is asked answers with "Exibir"; the first person on turn
 *   accuses wrongly with a card of their own hand and, with "reveal the solution to a wrong accuser"
 *   on, sees the solution; the other is told it (as players could over chat) and accuses rightly —
 *   unless the bot, which plays its own turns (and asks) in between, ends the case first.
 * The file runs its own server with the browser tests' pace knob `BOT_PACE_MAX_MS` (PLAT-17: it only
 * shortens the bot's 1.8–4.4 s pace; production never sets it), so the bot's turns take a fraction
 * of a second. Each side is steered only from what its own screen shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { DESKTOP, PHONE, Problems, built, eventually, hostRoom, joinByLink, overflowX, person, shot, untranslated } from "./play";
import { allowedShifts } from "./noirKit";
import { CHARACTERS, PLACES, WEAPONS, handOf } from "./casoKit";
import { startDevServer, type DevServer } from "./server";

useBrowser();

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ PRESENCE_GRACE_MS: "3000", ADDRESS_LIMITS: "off", BOT_PACE_MAX_MS: "250" });
}, 120_000);
afterAll(() => server?.stop());

/** The host's lobby: the bot's role or character from the lobby control, then a normal bot. */
async function addBot(host: Page, pick: string): Promise<void> {
  await host.getByTestId("bot-pick").selectOption(pick);
  await host.getByTestId("add-bot-normal").tap();
  await host.getByTestId("bot-pill").waitFor();
}

describe("issue 23: people play lobby bots to the end in real browsers", () => {
  it("PLAT-15 PLAT-17 NOIR-12 NOIR-15: one person on a 360 px touch phone plays Noir as the Killer against an Inspector bot to the end screen", async () => {
    const t0 = Date.now();
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
    await hostRoom(ana, server.url, "noir", "Ana");
    // The lobby control: the bot plays the Inspector, so Ana will be the Killer.
    expect(await ana.getByTestId("bot-pick").locator("option").allTextContents()).toEqual(["Tanto faz", "Assassino", "Inspetor"]);
    await addBot(ana, "inspector");
    const seats = ana.getByTestId("noir-choice-seats");
    await eventually(() => seats.locator("li").evaluateAll((els) => els.map((e) => e.getAttribute("data-plays")))).toEqual(["killer", "inspector"]);
    expect(await ana.getByTestId("seats").textContent()).toMatch(/Bot 1/);
    await ana.locator('input[name="noir-mode"][value="classic"]').check();
    await ana.getByTestId("noir-kill-target").fill("3");
    await ana.getByTestId("noir-kill-target").press("Tab");
    await ana.getByTestId("start").tap();
    await ana.locator(".noir-board").waitFor();
    await eventually(() => ana.locator(".noir-role").getAttribute("class")).toContain("noir-role-killer");

    // Ana kills a living neighbour whenever she can (NOIR-1: the first move must be one), else shifts;
    // the bot answers each turn at its (shortened) pace, until one side wins.
    const end = ana.getByTestId("noir-end");
    let moves = 0;
    for (; moves < 40; moves++) {
      await ana.locator('[data-testid="noir-end"], [data-testid="noir-turn"][data-mine="yes"]').first().waitFor({ timeout: 15_000 });
      if (await end.count()) break;
      await built(ana); // a kill's lines still shrinking away take no taps
      const turn = await ana.locator(".noir").getAttribute("data-round");
      const targets = await ana.locator(".noir-board .noir-target-kill").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect")!));
      if (targets.length) {
        await ana.locator(`.noir-board [data-suspect="${targets[0]}"]`).tap();
        await ana.getByTestId("noir-kill").tap();
      } else {
        const s = (await allowedShifts(ana))[0]!;
        await ana.locator(`[data-testid="noir-arrow"][data-axis="${s.axis}"][data-index="${s.index}"][data-dir="${s.dir}"]`).tap();
      }
      // The move is in: the room's answer moved the turn on or ended the match. (The board changes as
      // soon as the tap clears the selection; taking that for the answer let the next round's tap land
      // before the room's answer, which then cleared that tap's selection: the CI failure of stop 34.)
      await eventually(async () => (await end.count()) > 0 || (await ana.locator(".noir").getAttribute("data-round")) !== turn).toBe(true);
    }
    await end.waitFor();
    const winner = await end.getAttribute("data-winner");
    expect(["killer", "inspector"]).toContain(winner);
    expect(await end.locator("h2").textContent()).toBe(winner === "killer" ? "O Assassino venceu!" : "O Inspetor venceu!");
    // The end shows both identities, the bot's included.
    expect(await end.textContent()).toMatch(/O Inspetor era/);
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    expect(await untranslated(ana, "noir", "bots-noir-history-360")).toEqual([]);
    await shot(ana, "bots-noir-end-360");
    expect(problems.list).toEqual([]);
    console.log(`bots noir: ${moves} moves by Ana, winner ${winner}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await ana.context().close();
  }, 180_000);

  it("PLAT-15 PLAT-17 CASO-10 CASO-16 CASO-23: two people and a Caso bot (given Violeta in the lobby) play to the end screen", async () => {
    const t0 = Date.now();
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
    const bob = await person(browser, problems, "bob", "en-US", DESKTOP);
    const code = await hostRoom(ana, server.url, "caso", "Ana");
    await joinByLink(bob, server.url, code, "Bob");
    await addBot(ana, "violeta");
    // Bob's lobby shows Violeta taken by the bot; the host's control no longer offers her.
    await eventually(() => bob.locator('[data-character="violeta"]').isDisabled()).toBe(true);
    expect(await bob.locator('[data-character="violeta"]').textContent()).toMatch(/Bot 1/);
    expect(await ana.locator('[data-testid="bot-pick"] option[value="violeta"]').isDisabled()).toBe(true);
    await ana.locator(".caso-advanced summary").tap();
    await ana.getByTestId("caso-set-revealSolutionToWrongAccuser").check();
    await eventually(() => bob.getByTestId("caso-set-revealSolutionToWrongAccuser").isChecked()).toBe(true);
    const people = [ana, bob];
    const stuck = async (e: unknown) => {
      for (const [i, p] of people.entries()) await shot(p, `bots-caso-fail-${i}`);
      throw e;
    };
    await ana.getByTestId("start").click();
    // The Caso screen is the heaviest chunk; a loaded machine can take more than the default 30 s.
    for (const p of people) await p.getByTestId("caso-screen").waitFor({ timeout: 90_000 }).catch(stuck);
    const hands = new Map<Page, string[]>([[ana, await handOf(ana)], [bob, await handOf(bob)]]);

    let solution: string[] | null = null;
    let answered = 0;
    const play = async () => {
      for (let i = 0; i < 600 && !(await ana.getByTestId("caso-end").count()); i++) {
        for (const p of people) {
          if (await p.getByTestId("caso-end").count()) break;
          // Asked (by the bot or the other person): show a glowing card with "Exibir".
          const answer = p.getByTestId("caso-answer");
          if (await answer.count()) {
            const glow = answer.locator(".caso-card-glow").first();
            if (await glow.count()) {
              await glow.click();
              await p.getByTestId("caso-show").click();
              await answer.waitFor({ state: "detached" });
              answered++;
            }
            continue;
          }
          if (!(await p.getByTestId("caso-actions").count()) || (await p.getByTestId("caso-eliminated").count())) continue;
          // On turn: give up the move (CASO-16 needs no investigation first), then accuse.
          await p.getByTestId("caso-skip-move").click();
          const own = hands.get(p)!;
          const triple = solution ?? [CHARACTERS.find((c) => own.includes(c)) ?? "rubi", WEAPONS.find((c) => own.includes(c)) ?? "taco", PLACES.find((c) => own.includes(c)) ?? "praca"];
          if (!solution) expect(triple.some((c) => own.includes(c))).toBe(true); // certainly wrong
          await p.getByTestId("caso-accuse-open").click();
          const dialog = p.getByTestId("caso-accuse");
          for (const c of triple) await dialog.locator(`[data-card="${c}"]`).click();
          await p.getByTestId("caso-accuse-confirm").click();
          console.log(`bots caso: ${p === ana ? "Ana" : "Bob"} accuses at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
          if (!solution) {
            await p.getByTestId("caso-eliminated").waitFor();
            solution = await p.getByTestId("caso-solution").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
            expect(solution).toHaveLength(3);
          }
        }
        await ana.waitForTimeout(100);
      }
    };
    await Promise.race([play(), new Promise((_, no) => setTimeout(() => no(new Error("the match did not end in 150 s")), 150_000))]).catch(stuck);
    for (const p of people) await p.getByTestId("caso-end").waitFor({ timeout: 30_000 }).catch(stuck);
    // The end screen: the solution, the three pawns' hands (the bot's among them), the story.
    const endSolution = await bob.getByTestId("caso-end").getByTestId("caso-solution").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(endSolution).toHaveLength(3);
    if (solution) expect(endSolution).toEqual(solution);
    for (const p of people) expect(await p.getByTestId("caso-end").locator('[data-testid^="caso-end-hand-"]').count()).toBe(3);
    const heading = (await bob.getByTestId("caso-end").locator("h2").textContent())!;
    expect(heading).toMatch(/solved the case|Nobody got it right/);
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    for (const p of people) expect(await untranslated(p, "caso")).toEqual([]);
    await shot(ana, "bots-caso-end-360");
    await shot(bob, "bots-caso-end-desktop");
    expect(problems.list).toEqual([]);
    console.log(`bots caso: ${answered} answers by people, "${heading}", ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of people) await p.context().close();
  }, 300_000);

  it("PLAT-15 CASO-1: in team mode the lobby's bot pick is a free team of its own, so a bot added with the default pick lets the match start", async () => {
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "en-US", PHONE);
    await hostRoom(ana, server.url, "caso", "Ana");
    await ana.getByTestId("caso-mode-teams").check();
    await ana.getByTestId("caso-team-0").click();
    await ana.getByTestId("caso-team-0").and(ana.locator('[aria-checked="true"]')).waitFor();
    // Team 1 is Ana's, so taken; the default is the first free team.
    await eventually(() => ana.getByTestId("bot-pick").locator("option:not([disabled])").first().textContent()).toBe("Team 2");
    expect(await ana.getByTestId("bot-pick").inputValue()).toBe("team-1");
    await ana.getByTestId("add-bot-normal").tap();
    await ana.getByTestId("bot-pill").waitFor();
    await ana.getByTestId("start").tap();
    await ana.getByTestId("caso-screen").waitFor();
    expect(problems.list).toEqual([]);
    await ana.context().close();
  }, 90_000);
});
