/**
 * Caso's resources in a real browser: entering a portal room while storing the leftover in the
 * Cápsula (CASO-13), redeeming from it on a later turn, then the secret passage to the linked room
 * (CASO-6), and Impulso when the roulette gives it. Turns run until the dice allow it.
 */
import { describe, expect, inject, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, PHONE } from "./play";
import { CHARACTERS, PLACES, WEAPONS, escolhaOnly, handOf, mover, passTurn, player, spinToPlan, startMatch } from "./casoKit";

useBrowser();

const LINKED: Record<string, string> = { tattoo: "karaoke", karaoke: "tattoo", academia: "arteclube", arteclube: "academia" };
const NAME: Record<string, string> = { tattoo: "Tattoo Studio", karaoke: "Karaokê", academia: "Academia", arteclube: "Arte Clube" };
const stepsOf = async (p: import("playwright-core").Page) => Number((await p.getByTestId("caso-steps").innerText()).match(/\d+/)![0]);

describe("Caso resources", () => {
  it("CASO-13 CASO-6 store the leftover on entering a portal room, redeem it on a later turn, then take the passage", async () => {
    const ana = await player(browser, { lang: "pt-BR", viewport: DESKTOP });
    const bia = await player(browser, { lang: "en-US", viewport: PHONE, touch: true });
    await startMatch(inject("baseUrl"), [ana, bia], ["Ana", "Bia"]);
    let corner: string | null = null;
    let deposited = false;
    let redeemed = false;
    let passage = false;
    for (let turn = 0; turn < 90 && !passage; turn++) {
      const m = await mover([ana, bia]);
      if (m === bia) {
        await passTurn(bia);
        continue;
      }
      await spinToPlan(ana);
      if (!corner) {
        const dest = ana.locator(Object.keys(LINKED).map((k) => `[data-testid="caso-dest-${k}"]`).join(", "));
        if ((await dest.count()) === 0) {
          await passTurn(ana);
          continue;
        }
        const which = (await dest.first().getAttribute("data-testid"))!.replace("caso-dest-", "");
        await dest.first().click();
        const box = ana.getByTestId("caso-move").locator("input[type=checkbox]");
        if (!(await box.isEnabled())) {
          // No steps left over to store: try again on a later turn.
          await ana.getByTestId("caso-move").getByRole("button", { name: "Cancelar" }).click();
          await passTurn(ana);
          continue;
        }
        corner = which;
        await box.check();
        deposited = true;
        await ana.screenshot({ path: `${ARTIFACTS}/caso-deposit-desktop.png` });
        await ana.getByTestId("caso-confirm-move").click();
        await ana.getByTestId("caso-investigation").waitFor();
        await ana.getByTestId("caso-back-to-map").click();
        await passTurn(ana);
        continue;
      }
      // A later turn inside the portal room: redeem from the Cápsula, then the passage.
      if (deposited) {
        const before = await stepsOf(ana);
        await ana.getByTestId("caso-redeem").click();
        await expect.poll(() => stepsOf(ana)).toBe(before + 1);
        redeemed = true;
      }
      await ana.getByTestId("caso-passage").click();
      const inv = ana.getByTestId("caso-investigation");
      await inv.waitFor();
      expect(await inv.locator("h2").innerText()).toContain(NAME[LINKED[corner]!]!);
      await ana.screenshot({ path: `${ARTIFACTS}/caso-passage-desktop.png` });
      passage = true;
    }
    expect(corner).not.toBeNull();
    expect(passage).toBe(true);
    console.log(`portal room ${corner}, deposited ${deposited}, redeemed ${redeemed}`);
    expect(deposited).toBe(true);
    expect(redeemed).toBe(true);
  }, 280_000);
});

describe("Caso Impulso", () => {
  it("CASO-13 Impulso (won at the roulette or taken with Escolha) adds 3 steps to a later turn", async () => {
    const ana = await player(browser, { lang: "es-ES", viewport: PHONE, touch: true });
    const bia = await player(browser, { lang: "ru-RU", viewport: DESKTOP });
    await startMatch(inject("baseUrl"), [ana, bia], ["Ana", "Bia"]);
    let used = false;
    // Ana gets an Impulso on 2 sectors of 12 (Impulso, Escolha) and may use it from her next turn:
    // 20 of her turns missed it about 3 times in 100 (seen in CI); 40 miss it about once in 1,000.
    for (let turn = 0; turn < 80 && !used; turn++) {
      const m = await mover([ana, bia]);
      if (m === bia) {
        await passTurn(bia);
        continue;
      }
      await ana.getByTestId("caso-spin").click();
      await ana.locator('[data-testid="caso-steps"], [data-testid="caso-choose-12"]').first().waitFor();
      // Escolha: take the Impulso itself when it is offered.
      if (await ana.getByTestId("caso-choose-impulso").count()) await ana.getByTestId("caso-choose-impulso").click();
      else if (await ana.getByTestId("caso-choose-12").count()) await ana.getByTestId("caso-choose-12").click();
      await ana.getByTestId("caso-steps").waitFor();
      const impulso = ana.getByTestId("caso-impulso");
      if ((await impulso.count()) && (await impulso.isEnabled())) {
        const before = await stepsOf(ana);
        await impulso.click();
        await expect.poll(() => stepsOf(ana)).toBe(before + 3); // IMPULSO_STEPS
        await ana.screenshot({ path: `${ARTIFACTS}/caso-impulso-360.png`, fullPage: true });
        used = true;
      }
      await passTurn(ana);
    }
    expect(used).toBe(true);
  }, 320_000);
});

describe("Caso Gravador", () => {
  // The roulette is Escolha-only (random spins gave a Gravador too rarely for a bounded test):
  // Ana takes the Gravador on her first turn, then 12 steps into a place on the next.
  it("CASO-12 the Gravador allows a second question in the same turn", async () => {
    const ana = await player(browser, { lang: "pt-BR", viewport: DESKTOP });
    const bia = await player(browser, { lang: "en-US", viewport: PHONE, touch: true });
    await startMatch(inject("baseUrl"), [ana, bia], ["Ana", "Bia"], await escolhaOnly(ana, bia));
    const biaHand = await handOf(bia);
    const pick = (list: string[]) => list.find((c) => !biaHand.includes(c))!;
    let holdsGravador = false;
    let asked = 0;
    for (let turn = 0; turn < 12 && asked < 2; turn++) {
      const m = await mover([ana, bia]);
      if (m === bia) {
        await passTurn(bia);
        continue;
      }
      await ana.getByTestId("caso-spin").click();
      if (!holdsGravador) {
        await ana.getByTestId("caso-choose-gravador").click();
        await ana.getByTestId("caso-steps").waitFor();
        holdsGravador = true;
        await passTurn(ana);
        continue;
      }
      await ana.getByTestId("caso-choose-12").click();
      await ana.getByTestId("caso-steps").waitFor();
      const dest = ana.locator('[data-testid^="caso-dest-"]');
      if ((await dest.count()) === 0) {
        await passTurn(ana);
        continue;
      }
      await dest.first().click();
      await ana.getByTestId("caso-confirm-move").click();
      const panel = ana.getByTestId("caso-investigation");
      await panel.waitFor();
      const ask = async () => {
        for (const c of [pick(CHARACTERS), pick(WEAPONS), pick(PLACES)]) await panel.locator(`[data-card="${c}"]`).click();
        await ana.getByTestId("caso-interrogate").click();
        await ana.getByTestId("caso-inv-result").waitFor();
      };
      await ask();
      asked = 1;
      // Ana holds the Gravador: the offer to ask again must appear.
      await ana.getByTestId("caso-gravador-again").click();
      await ask();
      asked = 2;
      await ana.screenshot({ path: `${ARTIFACTS}/caso-gravador-desktop.png` });
    }
    expect(asked).toBe(2);
  }, 150_000);
});
