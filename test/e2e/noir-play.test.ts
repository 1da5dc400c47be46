/**
 * Two whole Noir matches played through the UI in real Chromium: Ana on a 360 px phone in Portuguese,
 * Bob on a desktop in English, a spectator on a phone in Spanish. Match 1 (Padrão): Ana is the
 * Inspector and ends it with an arrest. Rematch with "swap roles", Clássico, kill target 3: Ana
 * is now the Killer and wins on kills. The test steers each side only with what that side's own
 * screen shows (the Killer's identity on the Killer's screen, the Inspector's on the Inspector's),
 * plus the public board; the rules helpers it imports are the same pure functions the client uses.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, auditScreen } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { allowedShifts, stampMargins } from "./noirKit";
import { catalogs } from "../../web/games/noir/i18n";
import { OWN_ANSWER_MS, jumps, phaseShifts, recordShifts } from "./layoutShift";
import { DESKTOP, PHONE, Problems, built, seatedRoom, eventually, overflowX, person, shot, untranslated, watchByCode } from "./play";
import { areAdjacent, livingNeighbours, shiftGrid } from "../../shared/games/noir/grid";
import type { Grid, Shift } from "../../shared/games/noir/state";
import { suspectName, type SuspectId } from "../../shared/games/noir/suspects";

useBrowser();

interface CardInfo {
  suspect: SuspectId;
  row: number;
  col: number;
  dead: boolean;
  innocent: boolean;
}

/** The public board as this page draws it. */
async function readGrid(p: Page): Promise<Grid> {
  const cards: CardInfo[] = await p.locator(".noir-board button[data-suspect]").evaluateAll((els) =>
    els.map((e) => ({
      suspect: e.getAttribute("data-suspect") as SuspectId,
      row: Number(e.getAttribute("data-row")),
      col: Number(e.getAttribute("data-col")),
      dead: e.classList.contains("noir-dead"),
      innocent: e.classList.contains("noir-innocent"),
    })),
  );
  const g: Grid = [];
  for (const c of cards) (g[c.row] ??= [])[c.col] = { suspect: c.suspect, dead: c.dead, innocent: c.innocent };
  return g;
}

async function identityOf(p: Page): Promise<SuspectId> {
  return (await p.getByTestId("noir-identity").getAttribute("data-suspect")) as SuspectId;
}

async function waitMyTurn(p: Page): Promise<void> {
  try {
    await p.locator('[data-testid="noir-turn"][data-mine="yes"]').waitFor({ timeout: 10_000 });
  } catch (e) {
    for (const [i, q] of p.context().browser()!.contexts().entries()) await shot(q.pages()[0]!, `noir-fail-${i}`);
    throw e;
  }
}

/** Taps an arrow. A refused arrow is aria-disabled but still tappable (it then says why): `refused` forces the tap. */
async function shift(p: Page, s: Shift, refused = false): Promise<void> {
  await p.locator(`[data-testid="noir-arrow"][data-axis="${s.axis}"][data-index="${s.index}"][data-dir="${s.dir}"]`).click({ force: refused });
}

/** Fewest shifts (at most 3) that put `a` next to `b`; the first one must be allowed now. */
function plan(g: Grid, a: SuspectId, b: SuspectId, first: readonly Shift[]): Shift[] | null {
  const all = (grid: Grid): Shift[] => {
    const out: Shift[] = [];
    for (const axis of ["row", "col"] as const)
      for (let index = 0; index < (axis === "row" ? grid.length : grid[0]!.length); index++) for (const dir of [1, -1] as const) out.push({ axis, index, dir });
    return out;
  };
  let frontier: { g: Grid; path: Shift[] }[] = [{ g, path: [] }];
  for (let depth = 0; depth <= 3; depth++) {
    for (const f of frontier) if (areAdjacent(f.g, a, b)) return f.path;
    const next: { g: Grid; path: Shift[] }[] = [];
    for (const f of frontier) for (const s of f.path.length === 0 ? first : all(f.g)) next.push({ g: shiftGrid(f.g, s), path: [...f.path, s] });
    frontier = next;
  }
  return null;
}

/**
 * The Killer's first victim: a neighbour outside the Inspector's four drawn cards when there is one
 * (a steering choice of the test: the Inspector keeps all four to pick from), else any neighbour —
 * a Killer in a corner whose three neighbours were all drawn (about 3 deals in 10,000).
 */
async function firstKillTarget(killer: Page, drawn: readonly SuspectId[]): Promise<SuspectId> {
  const targets = (await killer.locator(".noir-board .noir-target-kill").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect")!))) as SuspectId[];
  return targets.find((s) => !drawn.includes(s)) ?? targets[0]!;
}

/** The Killer kills a living neighbour, sparing `spare` (a steering choice, not hidden knowledge the UI gives). */
async function killNeighbour(killer: Page, spare: SuspectId | null): Promise<SuspectId | null> {
  await built(killer); // a kill's lines still shrinking away take no taps
  const targets = await killer.locator(".noir-board .noir-target-kill").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect")!));
  const victim = targets.find((s) => s !== spare) as SuspectId | undefined;
  if (!victim) return null;
  await killer.locator(`.noir-board [data-suspect="${victim}"]`).click();
  await killer.getByTestId("noir-kill").click();
  return victim;
}

/** A Killer's turn that keeps the Inspector alive: a kill if one is possible, else a shift. */
async function killerMove(killer: Page, spare: SuspectId): Promise<SuspectId | null> {
  const victim = await killNeighbour(killer, spare);
  if (!victim) await shift(killer, (await allowedShifts(killer))[0]!);
  return victim;
}

async function isDead(p: Page, s: SuspectId): Promise<boolean> {
  return (await p.locator(`.noir-board [data-suspect="${s}"]`).getAttribute("class"))?.includes("noir-dead") ?? false;
}

describe("Noir played to the end in real browsers", () => {
  it("NOIR-11 NOIR-12: Detenção cidadã — a citizen's arrest that misses costs a card for good, a later one next to the Killer wins", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { pages: [ana, bob] } = await seatedRoom(browser, problems, base, "noir", [
      { name: "Ana", locale: "pt-BR", viewport: PHONE },
      { name: "Bob", locale: "en-US", viewport: DESKTOP },
    ]);
    await ana.locator('[data-role="inspector"]').click();
    await ana.locator('input[name="noir-mode"][value="citizen"]').check();
    await eventually(() => bob.locator('input[name="noir-mode"][value="citizen"]').isChecked()).toBe(true);
    await eventually(() => bob.locator('[data-role="inspector"]').isDisabled()).toBe(true);
    await ana.getByTestId("start").click();
    for (const p of [ana, bob]) await p.locator(".noir-board").waitFor();
    // NOIR-10: an innocent's stamp is read whole on a 360 px phone's card in every language: each
    // letter's centre at least 3 px inside the face (the old band wider than the card showed "NOCENT/E").
    const stamps = await stampMargins(ana, Object.values(catalogs).map((c) => c["noir.stamp.innocent"] as string));
    expect(stamps.filter((s) => s.margin < 3), JSON.stringify(stamps)).toEqual([]);

    await waitMyTurn(bob);
    await eventually(() => ana.getByTestId("noir-prompt").innerText()).toBe("Vez do Assassino: cada vítima estava ao lado dele ao morrer.");
    const killer = await identityOf(bob);
    expect(await bob.locator(".noir-role").getAttribute("class")).toContain("noir-role-killer");
    const drawn = await ana.getByTestId("noir-hand-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect") as SuspectId));
    const firstVictim = await firstKillTarget(bob, drawn);
    await bob.locator(`.noir-board [data-suspect="${firstVictim}"]`).click();
    await bob.getByTestId("noir-kill").click();
    await waitMyTurn(ana);
    // Between its turns a seat's prompt line says what the other side's move can teach it, in its own language.
    await eventually(() => bob.getByTestId("noir-prompt").innerText()).toBe("Inspector's turn: they can only arrest next to their own identity.");
    const inspector = drawn.find((s) => s !== firstVictim)!; // a dead card cannot be the identity (NOIR-2)
    await ana.locator(`[data-testid="noir-hand-card"][data-suspect="${inspector}"] [data-testid="noir-pick"]`).click();
    await waitMyTurn(bob);
    await killerMove(bob, inspector);

    // A citizen's arrest via a hand card, on a living neighbour of it that is not the Killer: a miss.
    await waitMyTurn(ana);
    const hand = async () => ana.getByTestId("noir-hand-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect") as SuspectId));
    const g1 = await readGrid(ana);
    const via = (await hand()).find((h) => livingNeighbours(g1, h).some((n) => n !== killer && n !== inspector))!;
    const wrong = livingNeighbours(g1, via).find((n) => n !== killer && n !== inspector)!;
    await ana.locator(`[data-testid="noir-hand-card"][data-suspect="${via}"] [data-testid="noir-citizen-from"]`).click();
    await ana.locator(`.noir-board [data-suspect="${wrong}"]`).click();
    await shot(ana, "noir-citizen-aim-360");
    await ana.getByTestId("noir-citizen").click();
    await waitMyTurn(bob);
    // NOIR-11: no replacement card: the hand is down to two for good; the counter shows it to all.
    await eventually(() => hand().then((h) => h.length)).toBe(2);
    await eventually(() => bob.locator(".noir-status").textContent()).toContain("Citizen's arrests left: 2");
    expect(await ana.getByTestId("noir-end").count()).toBe(0);
    await killerMove(bob, inspector);

    // Shift until a hand card sits next to the Killer, then arrest the Killer through it.
    let done = false;
    for (let turn = 0; turn < 6 && !done; turn++) {
      await waitMyTurn(ana);
      const g = await readGrid(ana);
      const through = (await hand()).find((h) => areAdjacent(g, h, killer));
      if (through) {
        await ana.locator(`[data-testid="noir-hand-card"][data-suspect="${through}"] [data-testid="noir-citizen-from"]`).click();
        await ana.locator(`.noir-board [data-suspect="${killer}"]`).click();
        await ana.getByTestId("noir-citizen").click();
        done = true;
        break;
      }
      const allowed = await allowedShifts(ana);
      const plans = (await hand()).map((h) => plan(g, h, killer, allowed)).filter((x): x is Shift[] => x !== null && x.length > 0).sort((a, b) => a.length - b.length);
      expect(plans.length, "a short plan exists").toBeGreaterThan(0);
      await shift(ana, plans[0]![0]!);
      await waitMyTurn(bob);
      await killerMove(bob, inspector);
    }
    expect(done).toBe(true);
    for (const p of [ana, bob]) {
      await p.getByTestId("noir-end").waitFor();
      expect(await p.getByTestId("noir-end").getAttribute("data-winner")).toBe("inspector");
      expect(await p.getByTestId("noir-end").getAttribute("data-reason")).toBe("citizenArrest");
    }
    expect(await bob.locator(".noir-end p").first().textContent()).toBe("A citizen's arrest caught the Killer.");
    await shot(ana, "noir-citizen-end-360");
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    for (const [i, p] of [ana, bob].entries()) expect(await untranslated(p, "noir", `noir-citizen-history-${i}`)).toEqual([]);
    expect(problems.list).toEqual([]);
    console.log(`noir-play citizen: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob]) await p.context().close();
  });

  it("NOIR-1 NOIR-2 NOIR-3 NOIR-4 NOIR-5 NOIR-6 NOIR-7 NOIR-8 NOIR-10 NOIR-12 PLAT-5 PLAT-9 PLAT-14 PLAT-A1: an arrest ends match 1; swapped rematch ends on the kill target; axe and pixel contrast clean on the end screen (host's phone, a desktop, a spectator)", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { code, pages: [ana, bob] } = await seatedRoom(browser, problems, base, "noir", [
      { name: "Ana", locale: "pt-BR", viewport: PHONE, shifts: true },
      { name: "Bob", locale: "en-US", viewport: DESKTOP, shifts: true },
    ]);

    // Lobby: Ana takes the Inspector; for Bob that role is greyed out, he takes the Killer.
    await ana.locator('[data-role="inspector"]').click();
    await eventually(() => bob.locator('[data-role="inspector"]').isDisabled()).toBe(true);
    await bob.locator('[data-role="killer"]').click();
    await eventually(() => ana.locator('[data-role="killer"]').isDisabled()).toBe(true);
    expect(await ana.locator('input[name="noir-mode"][value="standard"]').isChecked()).toBe(true);
    await shot(ana, "noir-lobby-host-360");
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    await ana.getByTestId("start").click();
    for (const p of [ana, bob]) await p.locator(".noir-board").waitFor();

    const cata = await person(browser, problems, "cata", "es-ES", { width: 390, height: 844 });
    // PLAT-A4: what every turn moves on her phone (she only watches) is recorded to the end of match 1.
    await recordShifts(cata.context());
    await watchByCode(cata, base, code, "Cata", "Ver partida");
    await cata.locator(".noir-board").waitFor();
    expect(await cata.getByTestId("noir-identity").count()).toBe(0);

    // ---- Match 1 ----
    // NOIR-1: the Killer starts with a secret identity and must kill first; a shift is refused, with the reason.
    await waitMyTurn(bob);
    const killer1 = await identityOf(bob);
    expect(await ana.locator(`.noir-board .noir-me`).count()).toBe(0);
    await shift(bob, { axis: "row", index: 0, dir: 1 }, true);
    await eventually(() => bob.getByTestId("noir-why").textContent()).toContain("kill");
    const anaHand = await ana.getByTestId("noir-hand-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect") as SuspectId));
    expect(anaHand).toHaveLength(4); // NOIR-2: four drawn
    const firstVictim = await firstKillTarget(bob, anaHand);
    expect(areAdjacent(await readGrid(bob), killer1, firstVictim)).toBe(true);
    await bob.locator(`.noir-board [data-suspect="${firstVictim}"]`).click();
    await bob.getByTestId("noir-kill").click();
    // The card flips for everyone; the count moves.
    for (const p of [ana, cata]) await eventually(() => isDead(p, firstVictim)).toBe(true);
    await eventually(() => cata.getByTestId("noir-kills").textContent()).toContain("1");
    await shot(bob, "noir-first-kill-desktop-en");

    // NOIR-2: the Inspector keeps one of the four as identity: the one the arrest plan reaches fastest.
    await waitMyTurn(ana);
    const g0 = await readGrid(ana);
    const all: Shift[] = [];
    for (const axis of ["row", "col"] as const) for (let index = 0; index < 5; index++) for (const dir of [1, -1] as const) all.push({ axis, index, dir });
    const byPlan = anaHand.filter((s) => s !== firstVictim).map((s) => ({ s, steps: plan(g0, s, killer1, all)?.length ?? 9 })).sort((x, y) => x.steps - y.steps);
    const inspector1 = byPlan[0]!.s;
    await ana.locator(`[data-testid="noir-hand-card"][data-suspect="${inspector1}"] [data-testid="noir-pick"]`).click();
    await eventually(() => identityOf(ana)).toBe(inspector1);
    expect(await ana.getByTestId("noir-hand-card").count()).toBe(3);
    // Neither the Killer nor the spectator sees it (NOIR-12).
    expect(await bob.locator(`.noir-board [data-suspect="${inspector1}"]`).getAttribute("class")).not.toContain("noir-me");
    expect(await cata.locator(".noir-board .noir-me").count()).toBe(0);

    // Killer: a kill (sparing the Inspector's card, a steering choice of the test).
    await waitMyTurn(bob);
    await killerMove(bob, inspector1);

    // NOIR-8 / NOIR-10: the Inspector exonerates: draws a fourth, discards one; the Killer's canvass answer is shown to all.
    await waitMyTurn(ana);
    await ana.getByTestId("noir-exonerate").click();
    await eventually(() => ana.getByTestId("noir-hand-card").count()).toBe(4);
    const discard = (await ana.getByTestId("noir-hand-card").last().getAttribute("data-suspect")) as SuspectId;
    await ana.locator(`[data-testid="noir-hand-card"][data-suspect="${discard}"] [data-testid="noir-discard"]`).click();
    await eventually(() => ana.getByTestId("noir-hand-card").count()).toBe(3);
    const gEx = await readGrid(ana);
    const expectYes = areAdjacent(gEx, killer1, discard);
    for (const p of [ana, bob, cata]) await eventually(() => p.getByTestId("noir-canvass").getAttribute("data-answer")).toBe(expectYes ? "yes" : "no");
    if (!(await isDead(ana, discard))) expect(await ana.locator(`.noir-board [data-suspect="${discard}"]`).getAttribute("class")).toContain("noir-innocent");
    await shot(cata, "noir-canvass-spectator-es");

    // NOIR-4: the Killer shifts a row; the Inspector may not undo it (arrow marked, reason given).
    await waitMyTurn(bob);
    const gK = await readGrid(bob);
    const rowOf = (g: Grid, s: SuspectId) => g.findIndex((r) => r.some((c) => c.suspect === s));
    const quiet = [0, 1, 2, 3, 4].find((r) => r !== rowOf(gK, killer1) && r !== rowOf(gK, inspector1)) ?? 0;
    const bobShift: Shift = { axis: "row", index: quiet, dir: 1 };
    const movedOff = gK[quiet]![4]!.suspect;
    await shift(bob, bobShift);
    await waitMyTurn(ana);
    await eventually(async () => (await readGrid(ana))[quiet]![0]!.suspect).toBe(movedOff); // the card fell off and came back on the other side
    const undo = ana.locator(`[data-testid="noir-arrow"][data-axis="row"][data-index="${quiet}"][data-dir="-1"]`);
    expect(await undo.getAttribute("class")).toContain("noir-arrow-forbidden");
    await ana.getByTestId("noir-forbidden-note").waitFor();
    await undo.scrollIntoViewIfNeeded();
    await undo.click({ force: true });
    await eventually(() => ana.getByTestId("noir-why").isVisible()).toBe(true);
    await shot(ana, "noir-undo-forbidden-360");

    // NOIR-3: arresting oneself is allowed (a miss: the game goes on).
    await ana.locator(`.noir-board [data-suspect="${inspector1}"]`).click();
    await ana.getByTestId("noir-arrest").click();
    await waitMyTurn(bob);
    expect(await ana.getByTestId("noir-end").count()).toBe(0);
    await killerMove(bob, inspector1);

    // NOIR-6: shift until the Killer is next to the Inspector's card, then arrest: the Inspector wins.
    for (let turn = 0; turn < 6; turn++) {
      await waitMyTurn(ana);
      const g = await readGrid(ana);
      if (areAdjacent(g, inspector1, killer1)) break;
      const path = plan(g, inspector1, killer1, await allowedShifts(ana));
      expect(path, "a short plan exists").not.toBeNull();
      await shift(ana, path![0]!);
      await waitMyTurn(bob);
      await killerMove(bob, inspector1);
    }
    expect(areAdjacent(await readGrid(ana), inspector1, killer1)).toBe(true);
    await ana.locator(`.noir-board [data-suspect="${killer1}"]`).click();
    await ana.getByTestId("noir-arrest").click();
    for (const p of [ana, bob, cata]) {
      await p.getByTestId("noir-end").waitFor();
      expect(await p.getByTestId("noir-end").getAttribute("data-winner")).toBe("inspector");
      expect(await p.getByTestId("noir-end").textContent()).toContain(suspectName(killer1));
      expect(await p.getByTestId("noir-end").textContent()).toContain(suspectName(inspector1));
    }
    expect(await ana.locator(".noir-end h2").textContent()).toBe("O Inspetor venceu!");
    expect(await bob.locator(".noir-end h2").textContent()).toBe("The Inspector wins!");
    await shot(ana, "noir-end1-host-360");
    await shot(bob, "noir-end1-desktop-en");
    // PLAT-A4: no turn moved the board or anything around it by more than a page load may; the end
    // screen, which opens above, apart.
    expect(jumps(await phaseShifts(cata, "noir, a spectator's 390 px phone through match 1"), "over")).toEqual([]);
    // … nor on the Inspector's phone or the Killer's desktop, their own taps' answers apart.
    for (const [p, who] of [[ana, "the Inspector's 360 px phone"], [bob, "the Killer's desktop"]] as const)
      expect(jumps(await phaseShifts(p, `noir, ${who} through match 1`, OWN_ANSWER_MS), "over"), who).toEqual([]);
    await shot(cata, "noir-end1-spectator-es");
    // PLAT-A1 PLAT-A3: the end screens (host's phone, a desktop, a spectator): no axe violation, no low contrast, no text under 12 px.
    const a11y = [...(await auditScreen(ana, "noir end (host)")), ...(await auditScreen(bob, "noir end (player)")), ...(await auditScreen(cata, "noir end (spectator)"))];
    expect(a11y).toEqual([]);

    // ---- Rematch (PLAT-9): same room, back to the lobby; swap roles, Clássico, kill target 3 ----
    await ana.getByRole("button", { name: "Revanche" }).click();
    await ana.getByTestId("noir-swap").waitFor();
    await ana.getByTestId("noir-swap").check();
    await ana.locator('input[name="noir-mode"][value="classic"]').check();
    await ana.getByTestId("noir-kill-target").fill("3");
    await ana.getByTestId("noir-kill-target").press("Tab");
    await eventually(() => bob.getByTestId("noir-kill-target").inputValue()).toBe("3");
    await eventually(() => bob.locator('input[name="noir-mode"][value="classic"]').isChecked()).toBe(true);
    await bob.locator(".noir-swap-on").waitFor();
    await ana.getByTestId("start").click();
    for (const p of [ana, bob]) await p.locator(".noir-board").waitFor();
    await eventually(() => ana.locator(".noir-role").getAttribute("class")).toContain("noir-role-killer");

    // NOIR-5: three kills win. Ana (Killer now) kills; Bob picks an identity and exonerates (no canvass in Clássico).
    await waitMyTurn(ana);
    const killer2 = await identityOf(ana);
    const bobHand = await bob.getByTestId("noir-hand-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect") as SuspectId));
    const victims: SuspectId[] = [];
    const spareFirst = (await killNeighbour(ana, null))!;
    victims.push(spareFirst);
    await waitMyTurn(bob);
    const gB = await readGrid(bob);
    const safe = bobHand.filter((s) => !gB.flat().find((c) => c.suspect === s)?.dead);
    // Bob keeps the card farthest from the Killer's neighbours he can see nothing about: any living one.
    const inspector2 = safe[0]!;
    await bob.locator(`[data-testid="noir-hand-card"][data-suspect="${inspector2}"] [data-testid="noir-pick"]`).click();
    // Deaths that count towards the target: kills, and (by default) the identity a disguise leaves behind.
    for (let turn = 0; turn < 8 && victims.length < 3; turn++) {
      await waitMyTurn(ana);
      if (turn === 0) {
        // NOIR-7: a disguise draws the top evidence card; alive → the old identity dies and the drawn one
        // becomes the identity (only the Killer's screen shows it); dead → it is discarded face up.
        const before = await identityOf(ana);
        await ana.getByTestId("noir-disguise").click();
        await waitMyTurn(bob);
        await ana.locator('[data-testid="noir-turn"][data-mine="no"]').waitFor(); // Ana's own view has the result too
        const after = await identityOf(ana);
        if (after !== before) {
          await eventually(() => isDead(cata, before)).toBe(true);
          victims.push(before);
          expect(await cata.locator(".noir-board .noir-me").count()).toBe(0);
        }
        // Either way a card lies face up on the discard pile for all to see.
        await eventually(async () => (await cata.locator(".noir-piles").textContent()) ?? "").toMatch(after !== before ? suspectName(before) : /\S/);
        await shot(ana, "noir-disguise-killer-360");
      } else {
        const victim = await killerMove(ana, inspector2);
        if (victim) victims.push(victim);
        if (victims.length >= 3) break;
        await waitMyTurn(bob);
      }
      if (turn === 0) {
        // NOIR-8 in Clássico: draw, discard, no canvass (NOIR-10 is Padrão only).
        await bob.getByTestId("noir-exonerate").click();
        await eventually(() => bob.getByTestId("noir-hand-card").count()).toBe(4);
        await bob.getByTestId("noir-discard").first().click();
        await eventually(() => bob.getByTestId("noir-hand-card").count()).toBe(3);
        expect(await bob.getByTestId("noir-canvass").count()).toBe(0);
      } else {
        await shift(bob, (await allowedShifts(bob)).find((s) => s.axis === "col")!);
      }
    }
    for (const p of [ana, bob, cata]) {
      await p.getByTestId("noir-end").waitFor();
      expect(await p.getByTestId("noir-end").getAttribute("data-winner")).toBe("killer");
      expect(await p.getByTestId("noir-end").getAttribute("data-reason")).toBe("killTarget");
    }
    for (const v of victims) expect(await isDead(cata, v)).toBe(true);
    expect(await ana.locator(".noir-end h2").textContent()).toBe("O Assassino venceu!");
    await shot(ana, "noir-end2-host-360");
    await shot(bob, "noir-end2-desktop-en");
    await shot(cata, "noir-end2-spectator-es");
    for (const p of [ana, cata]) expect(await overflowX(p)).toBeLessThanOrEqual(1);
    // Every line people read is translated in their language, the history included.
    for (const [i, p] of [ana, bob, cata].entries()) expect(await untranslated(p, "noir", `noir-history-${i}`)).toEqual([]);
    expect(problems.list).toEqual([]);
    console.log(`noir-play: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob, cata]) await p.context().close();
  }, 150_000);
});
