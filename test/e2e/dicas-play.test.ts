/**
 * A whole 20 Dicas match played through the UI in real Chromium: three people in separate browsers
 * (the host on a 360 px phone in Portuguese, a desktop in English, a phone in Spanish) and a
 * spectator in Russian. The host shortens the track to 20 squares; two rounds, two narrators.
 * The test learns the answer only the way the narrator does: from the narrator's own card.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, auditScreen } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { OWN_ANSWER_MS, jumps, phaseShifts, recordShifts } from "./layoutShift";
import { DESKTOP, PHONE, Problems, seatedRoom, eventually, overflowX, person, shot, untranslated, watchByCode } from "./play";

useBrowser();

async function pick(p: Page, n: number): Promise<void> {
  const pin = p.locator(`[data-testid="dicas-pin"][data-n="${n}"]`);
  await eventually(() => pin.isEnabled()).toBe(true);
  await pin.click();
}

/** The narrator reads the clue on their card and presses the one button they have (DICAS-7). */
async function reveal(narrator: Page, n: number): Promise<string> {
  await narrator.getByTestId("dicas-reveal").click();
  return (await narrator.locator(`[data-testid="dicas-card-clue"][data-n="${n}"]`).evaluate((li) => li.firstChild?.textContent ?? "")).trim();
}

async function guess(p: Page, text: string): Promise<void> {
  await p.getByTestId("dicas-guess-input").fill(text);
  await p.getByTestId("dicas-send-guess").click();
  await p.getByTestId("dicas-guess-input").waitFor({ state: "detached" });
}

async function answerOn(narrator: Page): Promise<string> {
  return (await narrator.locator('[data-testid="dicas-answer"] strong').textContent())!.trim();
}

async function positions(p: Page): Promise<number[]> {
  const out: number[] = [];
  for (const seat of [0, 1, 2]) out.push(Number(await p.locator(`[data-testid="dicas-pos"][data-seat="${seat}"]`).textContent()));
  return out;
}

async function clueText(p: Page, n: number): Promise<string> {
  return (await p.locator(`[data-testid="dicas-clue"][data-n="${n}"] .dicas-clue-text`).textContent())!.trim();
}

describe("20 Dicas played to the end in real browsers", () => {
  it("DICAS-1 DICAS-2 DICAS-3 DICAS-4 DICAS-5 DICAS-6 DICAS-7 PLAT-5 PLAT-14 PLAT-A1: track 20, wrong then right guess, narrator rotates, first past Vitória wins; axe and pixel contrast clean, text ≥ 12 px at 360 px, between the rounds, in the second round (guesser, narrator judging, spectator) and on the end screen", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { code, pages: [ana, bob, cata] } = await seatedRoom(browser, problems, base, "dicas", [
      { name: "Ana", locale: "pt-BR", viewport: PHONE, shifts: true },
      { name: "Bob", locale: "en-US", viewport: DESKTOP, shifts: true },
      { name: "Cata", locale: "es-ES", viewport: { width: 390, height: 844 }, shifts: true },
    ]);

    // DICAS-1: distinct pawn colours; a colour taken by someone else is greyed out for the others.
    await ana.locator('[data-colour="dourado"]').click();
    await bob.locator('[data-colour="azul"]').click();
    await eventually(() => cata.locator('[data-colour="azul"]').isDisabled()).toBe(true);
    await cata.locator('[data-colour="verde"]').click();
    await eventually(() => ana.locator('[data-colour="verde"]').isDisabled()).toBe(true);
    // The host shortens the track; the others see it.
    await ana.getByTestId("dicas-track").selectOption("20");
    await eventually(() => bob.getByTestId("dicas-track").inputValue()).toBe("20");
    await shot(ana, "dicas-lobby-host-360");
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    await ana.getByTestId("start").click();
    for (const p of [ana, bob, cata]) await p.getByTestId("dicas-head").waitFor();
    // Everyone on Início.
    expect(await positions(bob)).toEqual([0, 0, 0]);

    const vera = await person(browser, problems, "vera", "ru-RU", PHONE);
    // PLAT-A4: what every phase change moves on her phone (she only watches) is recorded to the end.
    await recordShifts(vera.context());
    await watchByCode(vera, base, code, "Vera", "Смотреть игру");
    await vera.getByTestId("dicas-head").waitFor();

    // ---- Round 1: Ana narrates (DICAS-2); only her device shows the card; the category is for all ----
    await ana.getByTestId("dicas-card").waitFor();
    for (const p of [bob, cata, vera]) expect(await p.getByTestId("dicas-card").count()).toBe(0);
    for (const p of [bob, cata, vera]) expect(await p.locator(".dicas-category").count()).toBe(1);
    const answer1 = await answerOn(ana);
    // DICAS-7: the narrator has no text field in the game at all.
    expect(await ana.locator(".dicas input, .dicas textarea").count()).toBe(0);

    // DICAS-3: Bob (next clockwise) picks 7; only he can; Ana reveals exactly clue 7 to all.
    expect(await cata.locator('[data-testid="dicas-pin"][data-n="7"]').isDisabled()).toBe(true);
    await pick(bob, 7);
    const clue7 = await reveal(ana, 7);
    expect(clue7.length).toBeGreaterThan(3);
    for (const p of [bob, cata, vera]) await eventually(() => clueText(p, 7)).toBe(clue7);
    await guess(bob, "banana voadora");
    // The typed guess is shown to all; the narrator sees it with the answer and judges.
    for (const p of [cata, vera]) await p.locator(".dicas-guess-shown", { hasText: "banana voadora" }).waitFor();
    await ana.locator(".dicas-closeness").waitFor();
    await shot(ana, "dicas-judge-narrator-360");
    await ana.getByTestId("dicas-judge-wrong").click();

    // Wrong → the next player picks another free number; 7 is used (DICAS-3).
    await eventually(() => cata.locator('[data-testid="dicas-pin"][data-n="12"]').isEnabled()).toBe(true);
    expect(await cata.locator('[data-testid="dicas-pin"][data-n="7"]').isDisabled()).toBe(true);
    await pick(cata, 12);
    const clue12 = await reveal(ana, 12);
    await eventually(() => clueText(vera, 12)).toBe(clue12);
    await shot(vera, "dicas-spectator-guessing-ru");
    expect(await vera.getByText(answer1, { exact: true }).count()).toBe(0);
    await guess(cata, answer1);
    await ana.getByTestId("dicas-judge-right").click();

    // DICAS-4/5: right after 2 clues → narrator +2, guesser +18; the answer is public now.
    for (const p of [ana, bob, cata, vera]) {
      await p.getByTestId("dicas-last").first().waitFor();
      expect(await p.getByTestId("dicas-last").first().textContent()).toContain(answer1);
      await eventually(() => positions(p)).toEqual([2, 0, 18]);
    }
    await shot(bob, "dicas-round1-desktop-en");
    await shot(ana, "dicas-round1-host-360");

    // ---- Round 2: Bob narrates (clockwise), Cata guesses first ----
    await bob.getByTestId("dicas-card").waitFor();
    expect(await ana.getByTestId("dicas-card").count()).toBe(0);
    const answer2 = await answerOn(bob);
    expect(await bob.locator(".dicas input").count()).toBe(0);
    // PLAT-A1 PLAT-A3 (issue 21): between the rounds — the first round's result over the second's start —
    // on the host's phone, the new narrator's desktop (the card) and the spectator's phone.
    const later: string[] = [];
    for (const [p, who] of [[ana, "host"], [bob, "narrator"], [vera, "spectator"]] as const) later.push(...(await auditScreen(p, `dicas round 2 start, round 1 result (${who})`)));
    await pick(cata, 3);
    const clue3 = await reveal(bob, 3);
    for (const p of [ana, cata]) await eventually(() => clueText(p, 3)).toBe(clue3);
    // The second round's guess: the guesser with the clue and the text field, and the spectator.
    later.push(...(await auditScreen(cata, "dicas round 2 guessing (guesser)")), ...(await auditScreen(vera, "dicas round 2 guessing (spectator)")));
    await guess(cata, answer2);
    // The narrator judging the guess beside the answer.
    await bob.locator(".dicas-closeness").waitFor();
    later.push(...(await auditScreen(bob, "dicas round 2 judging (narrator)")));
    await bob.getByTestId("dicas-judge-right").click();

    // DICAS-5/6: after 1 clue Cata moves 19 (18 + 19 ≥ 20) and crosses Vitória first; Bob +1.
    const won = { ana: "Cata cruzou a Vitória!", bob: "Cata crossed Victory!", cata: "¡Cata cruzó la Victoria!" };
    for (const [p, text] of [[ana, won.ana], [bob, won.bob], [cata, won.cata]] as const) {
      await p.getByTestId("dicas-over").waitFor();
      expect(await p.locator(".dicas-over-names").textContent()).toBe(text);
      expect(await p.getByTestId("dicas-last").textContent()).toContain(answer2);
      expect(await positions(p)).toEqual([2, 1, 20]);
    }
    await vera.getByTestId("dicas-over").waitFor();
    expect(await vera.locator(".dicas-over-names").textContent()).toContain("Cata");
    await shot(ana, "dicas-end-host-360");
    await shot(bob, "dicas-end-desktop-en");
    await shot(cata, "dicas-end-phone-es");
    // PLAT-A4: no phase change moved the pins or anything around them by more than a page load may, on
    // the spectator's phone or on a player's screen (their own taps' answers apart): the turn's card
    // takes the room of the tallest card its viewer can be shown this round, the new narrator's card
    // comes below the track, and the clue list, which grows every turn, comes last.
    expect(jumps(await phaseShifts(vera, "dicas, a spectator's 360 px phone through the match"))).toEqual([]);
    for (const [p, who] of [[ana, "the host's 360 px phone"], [bob, "a player's desktop"], [cata, "a player's 390 px phone"]] as const)
      expect(jumps(await phaseShifts(p, `dicas, ${who} through the match`, OWN_ANSWER_MS)), who).toEqual([]);
    await shot(vera, "dicas-end-spectator-ru");
    // PLAT-A1 PLAT-A3: the end screens (host's phone, a desktop, a spectator): no axe violation, no low contrast, no text under 12 px.
    const a11y = [...later, ...(await auditScreen(ana, "dicas end (host)")), ...(await auditScreen(bob, "dicas end (player)")), ...(await auditScreen(vera, "dicas end (spectator)"))];
    expect(a11y).toEqual([]);
    for (const p of [ana, cata, vera]) expect(await overflowX(p)).toBeLessThanOrEqual(1);
    // Every line people read is translated in their language, the history included.
    for (const [i, p] of [ana, bob, cata, vera].entries()) expect(await untranslated(p, "dicas", `dicas-history-${i}`)).toEqual([]);
    expect(problems.list).toEqual([]);
    console.log(`dicas-play: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob, cata, vera]) await p.context().close();
  }, 240_000);
});
