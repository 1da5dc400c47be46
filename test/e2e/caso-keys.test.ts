/**
 * Chave mestra and Credencial VIP in a real browser (CASO-3, CASO-4). Both need another pawn on a
 * door or in a room, which random spins rarely arrange; so the host's lobby config sets every
 * roulette sector to Escolha (`rouletteSectors` is a host config value, CASO-G3; the lobby only
 * lists the sectors, so the test rewrites the config frame the lobby sends). Every spin then lets
 * the player pick the exact steps or the resource, and the whole situation is made by clicks:
 *   1st pawn (A) walks 7 steps onto the Boate's door (9,6); its other door is 10 steps away.
 *   2nd pawn (B) with 8 steps is not offered the Boate (door held), takes the Chave mestra, and on
 *   a later turn enters the Boate through the held door with it.
 *   A is then not offered the Boate (occupied), takes the Credencial VIP and enters with it.
 */
import { describe, expect, inject, it, onTestFailed } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP } from "./play";
import { escolhaOnly, mover, passTurn, player, spinToPlan, startMatch } from "./casoKit";

useBrowser();

/** The resources' marks (line drawings named by their resource, web/games/caso/Roulette.tsx `resourceIcon`). */
const KEY = '[data-resource="chave"]';
const VIP = '[data-resource="vip"]';

/** Spin and take a resource with Escolha (0 steps), then end the turn. */
async function takeResource(p: Page, kind: "chave" | "vip"): Promise<void> {
  await p.getByTestId("caso-spin").click();
  await p.getByTestId(`caso-choose-${kind}`).click();
  await p.getByTestId("caso-steps").waitFor();
  await passTurn(p);
}

/** The Pawns tab line of the player named `name`. */
async function pawnLine(p: Page, name: string): Promise<string> {
  await p.getByTestId("caso-tab-pawns").click();
  return p.getByTestId("caso-pawns").locator("li", { hasText: name }).innerText();
}

/** Whether the Pawns tab line of the player named `name` shows the resource mark `mark` (named for screen readers). */
async function holds(p: Page, name: string, mark: string): Promise<boolean> {
  await p.getByTestId("caso-tab-pawns").click();
  const marks = p.getByTestId("caso-pawns").locator("li", { hasText: name }).locator(`${mark}[role="img"][aria-label]`);
  return (await marks.count()) > 0;
}

/** Enter the Boate from the turn's place buttons; the move panel must name the resource it spends. */
async function enterBoateWith(p: Page, mark: string): Promise<void> {
  await p.getByTestId("caso-dest-boate").click();
  expect(await p.getByTestId("caso-move").locator(mark).count()).toBe(1);
  await p.getByTestId("caso-confirm-move").click();
  await p.getByTestId("caso-steps").waitFor({ state: "detached" });
  const inv = p.getByTestId("caso-investigation");
  await inv.waitFor();
  expect(await inv.locator("h2").innerText()).toContain("Boate");
  await p.getByTestId("caso-back-to-map").click();
}

/**
 * Select the destination dot of street square (x, y) with the mouse (the door's own drawing lies
 * over the dot; the map picks the square under the pointer) and check the planned route ends there.
 */
async function selectSquare(p: Page, x: number, y: number, stage: (s: string) => void): Promise<void> {
  const dot = p.locator(`.caso-dest[data-x="${x}"][data-y="${y}"]`);
  const centre = `${await dot.getAttribute("cx")},${await dot.getAttribute("cy")}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const box = (await dot.boundingBox())!;
    stage(`dot ${x},${y} at ${JSON.stringify(box)}`);
    await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (await p.getByTestId("caso-move").waitFor({ timeout: 4_000 }).then(() => true, () => false)) break;
  }
  const route = (await p.locator(".caso-route-plan").getAttribute("points"))!.split(" ");
  expect(route.at(-1)).toBe(centre);
}

describe("Caso Chave mestra and Credencial VIP", () => {
  it("CASO-3 CASO-4 a pawn on a door blocks entry there; the Chave mestra crosses that held door into the room; an occupied room is closed except with the Credencial VIP", async () => {
    const t0 = Date.now();
    const stages: string[] = [];
    const stage = (s: string) => stages.push(`${Date.now() - t0} ms ${s}`);
    onTestFailed(() => console.log(`[caso-keys] stages:\n${stages.join("\n")}`));
    const ana = await player(browser, { lang: "pt-BR", viewport: DESKTOP });
    const bia = await player(browser, { lang: "pt-BR", viewport: DESKTOP });
    for (const p of [ana, bia]) p.setDefaultTimeout(15_000);
    await startMatch(inject("baseUrl"), [ana, bia], ["Ana", "Bia"], await escolhaOnly(ana, bia));

    stage("match started");
    const a = await mover([ana, bia]);
    const b = a === ana ? bia : ana;
    const [nameA, nameB] = a === ana ? ["Ana", "Bia"] : ["Bia", "Ana"];

    stage("A's first turn");
    // A: 7 steps onto the Boate's door square (a street square: the map's destination dot).
    await spinToPlan(a, 7);
    await a.getByTestId("caso-overview").click();
    await selectSquare(a, 9, 6, stage);
    await a.getByTestId("caso-confirm-move").click();
    await a.getByTestId("caso-steps").waitFor({ state: "detached" });
    await passTurn(a);

    stage("A on the door");
    // B, 8 steps, no key: the Boate (7 + 1 through the held door, 11 through the other) is not offered.
    await spinToPlan(b, 8);
    await b.getByTestId("caso-dest-fliperama").waitFor(); // 7 + 1 steps too: the list is there
    expect(await b.getByTestId("caso-dest-boate").count()).toBe(0);
    await passTurn(b);

    stage("B not offered the Boate");
    await passTurn(a); // A stays on the door
    await takeResource(b, "chave");
    await expect.poll(() => holds(b, nameB, KEY), { timeout: 10_000 }).toBe(true);
    await passTurn(a);

    stage("B holds the key");
    // B, 8 steps with the Chave mestra: through the held door into the Boate; the key is spent.
    await spinToPlan(b, 8);
    await enterBoateWith(b, KEY);
    await b.screenshot({ path: `${ARTIFACTS}/caso-key-desktop.png` });
    await expect.poll(() => pawnLine(a, nameB), { timeout: 10_000 }).toContain("Boate");
    expect(await holds(a, nameB, KEY)).toBe(false);
    await passTurn(b);

    stage("B inside with the key");
    // A, 12 steps, standing on the Boate's own door: the room is occupied, so it is not offered.
    await spinToPlan(a, 12);
    expect(await a.locator('[data-testid^="caso-dest-"]').count()).toBeGreaterThan(0);
    expect(await a.getByTestId("caso-dest-boate").count()).toBe(0);
    await passTurn(a);
    await passTurn(b);
    await takeResource(a, "vip");
    await expect.poll(() => holds(a, nameA, VIP), { timeout: 10_000 }).toBe(true);
    await passTurn(b);

    stage("A holds the VIP");
    // A with the Credencial VIP enters the occupied Boate; the VIP is spent.
    await spinToPlan(a, 12);
    await enterBoateWith(a, VIP);
    await a.screenshot({ path: `${ARTIFACTS}/caso-vip-desktop.png` });
    await expect.poll(() => pawnLine(b, nameA), { timeout: 10_000 }).toContain("Boate");
    expect(await holds(b, nameA, VIP)).toBe(false);
    expect(await pawnLine(b, nameB)).toContain("Boate");
    console.log(`[caso-keys] first mover ${nameA}; ${Date.now() - t0} ms`);
  }, 90_000);
});
