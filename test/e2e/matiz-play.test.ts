/**
 * A whole Matiz match played through the UI in real Chromium: three people in separate browsers
 * (a 360 px phone in Portuguese, a desktop in English, a phone in Spanish) and a spectator in
 * Russian. The host sets the goal to 5 in the lobby; two rounds, two givers, then the podium.
 * The test knows the target only the way the giver does: from the giver's own screen.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, auditScreen } from "./a11y";
import { OWN_ANSWER_MS, jumps, phaseShifts, recordShifts } from "./layoutShift";
import { browser, useBrowser } from "./chromium";
import { DESKTOP, PHONE, Problems, built, seatedRoom, eventually, overflowX, person, shot, untranslated, watchByCode, whichPage } from "./play";

useBrowser();

const ROWS = "ABCDEFGHIJKLMNOP";
let COLS = 30;
let NROWS = 16;

function parse(cell: string): { row: number; col: number } {
  return { row: ROWS.indexOf(cell[0]!), col: Number(cell.slice(1)) - 1 };
}
function name(row: number, col: number): string {
  return `${ROWS[row]}${col + 1}`;
}
/** Cells at exactly Chebyshev distance `d` from `cell` that are on the board, nearest first in a fixed order. */
function ring(cell: string, d: number): string[] {
  const { row, col } = parse(cell);
  const out: string[] = [];
  for (let dr = -d; dr <= d; dr++)
    for (let dc = -d; dc <= d; dc++) {
      if (Math.max(Math.abs(dr), Math.abs(dc)) !== d) continue;
      const r = row + dr;
      const c = col + dc;
      if (r >= 0 && r < NROWS && c >= 0 && c < COLS) out.push(name(r, c));
    }
  return out;
}

interface Seat {
  page: Page;
  name: string;
  /** Texts of this page's language. */
  lang: { pts(n: number): string; notCounted: string; winner(n: string): string };
}

const PT = { pts: (n: number) => `${n} pt${n === 1 ? "" : "s"}`, notCounted: "não somado", winner: (n: string) => `Vitória de ${n}!` };
const EN = { pts: (n: number) => `${n} pt${n === 1 ? "" : "s"}`, notCounted: "not added", winner: (n: string) => `${n} wins!` };
const ES = { pts: (n: number) => `${n} pt${n === 1 ? "" : "s"}`, notCounted: "no sumado", winner: (n: string) => `¡Gana ${n}!` };

async function isGiver(p: Page): Promise<boolean> {
  return (await p.getByTestId("matiz-clue-input").count()) > 0 || (await p.getByTestId("matiz-my-target").count()) > 0;
}

/** The giver picks the candidate farthest from the board's edges and reads its cell off their own screen. */
async function pickTarget(giver: Page): Promise<string> {
  const cands = giver.getByTestId("matiz-candidate");
  await cands.first().waitFor();
  const cells = await cands.evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")!));
  expect(cells).toHaveLength(4);
  const margin = (c: string) => {
    const { row, col } = parse(c);
    return Math.min(row, NROWS - 1 - row, col, COLS - 1 - col);
  };
  const best = [...cells].sort((a, b) => margin(b) - margin(a))[0]!;
  await giver.locator(`[data-testid="matiz-candidate"][data-cell="${best}"]`).click();
  await eventually(() => giver.locator(`[data-testid="matiz-candidate"][data-cell="${best}"]`).getAttribute("aria-checked")).toBe("true");
  return best;
}

async function giveClue(giver: Page, text: string): Promise<void> {
  await giver.getByTestId("matiz-clue-input").fill(text);
  await eventually(() => giver.getByTestId("matiz-send-clue").isEnabled()).toBe(true);
  await giver.getByTestId("matiz-send-clue").click();
}

async function guess(p: Page, cell: string): Promise<void> {
  await p.getByTestId("matiz-confirm").waitFor();
  await p.locator(`button[data-cell="${cell}"]`).click();
  await eventually(() => p.getByTestId("matiz-confirm").isEnabled()).toBe(true);
  await p.getByTestId("matiz-confirm").click();
  await p.getByTestId("matiz-confirm").waitFor({ state: "detached" });
}

async function scoreOf(p: Page, seat: number): Promise<string> {
  return (await p.locator(`[data-testid="matiz-score"][data-seat="${seat}"] .matiz-score-pts`).textContent())!.trim();
}

/** Reveal-line names that do not fit (cut by the layout, or squeezed narrower than a short name): none may be. */
async function cutNames(p: Page): Promise<string[]> {
  const names = p.locator(".matiz-line-name");
  expect(await names.count()).toBeGreaterThan(0);
  return names.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().width < 32).map((e) => `${e.textContent} ${Math.round(e.getBoundingClientRect().width)}px`));
}

describe("Matiz played to the end in real browsers", () => {
  it("MATIZ-4 MATIZ-11 MATIZ-2 MATIZ-7: Ultra Hard (codes only), turn-based guessing with the second pass reversed, hidden markers; one round to goal 3", async () => {
    const t0 = Date.now();
    COLS = 15;
    NROWS = 8;
    const base = inject("baseUrl");
    const problems = new Problems();
    const { pages: [ana, bob, cata] } = await seatedRoom(browser, problems, base, "matiz", [
      { name: "Ana", locale: "pt-BR", viewport: PHONE },
      { name: "Bob", locale: "en-US", viewport: DESKTOP },
      { name: "Cata", locale: "ru-RU", viewport: { width: 360, height: 740 } },
    ]);
    // Three quick changes in a row, then the goal: all of them must stick.
    await ana.getByRole("radio", { name: /Ultra Hard/ }).check();
    await ana.getByRole("radio", { name: /Em turnos/ }).check();
    await ana.getByRole("radio", { name: /Ocultos/ }).check();
    await ana.getByTestId("matiz-goal").fill("3");
    await ana.getByTestId("matiz-goal").press("Tab");
    await eventually(() => bob.getByTestId("matiz-goal").inputValue()).toBe("3");
    await eventually(() => bob.getByRole("radio", { name: /Ultra Hard/ }).isChecked()).toBe(true);
    await eventually(() => bob.getByRole("radio", { name: /In turns/ }).isChecked()).toBe(true);
    await eventually(() => bob.getByRole("radio", { name: /Hidden until/ }).isChecked()).toBe(true);
    await ana.getByTestId("start").click();
    const seats = [ana, bob, cata];
    const names = ["Ana", "Bob", "Cata"];
    for (const p of seats) await p.locator(".matiz-top").waitFor();
    await built(ana);
    // MATIZ-11: a 15×8 board of codes for everyone, the giver included.
    expect(await ana.locator(".matiz-board [data-cell]").count()).toBe(15 * 8);
    expect(await ana.locator(".matiz-hex").count()).toBe(15 * 8);

    const giver = await whichPage(seats, isGiver);
    const g = seats.indexOf(giver);
    const target = await pickTarget(giver);
    expect(await giver.locator('[data-testid="matiz-candidate"] .matiz-swatch-hex').count()).toBe(4);
    await shot(giver, "matiz-ultra-giver");
    await giveClue(giver, "oceano");
    // Guessers in lobby order after the giver (MATIZ-4 turns).
    const first = seats[(g + 1) % 3]!;
    const second = seats[(g + 2) % 3]!;
    await first.getByTestId("matiz-confirm").waitFor();
    expect(await second.getByTestId("matiz-confirm").count()).toBe(0);
    await eventually(() => second.getByTestId("matiz-status").textContent()).toContain(names[(g + 1) % 3]!);
    const near = ring(target, 1);
    await guess(first, near[0]!);
    // Hidden markers: the others do not see it, the owner does.
    expect(await first.locator(`[data-cell="${near[0]}"] .matiz-marker`).count()).toBe(1);
    await guess(second, near[1]!);
    expect(await second.locator(`[data-cell="${near[0]}"] .matiz-marker`).count()).toBe(0);
    expect(await giver.locator(".matiz-marker").count()).toBe(0);
    await shot(second, "matiz-ultra-hidden-guesser");
    await giver.getByTestId("matiz-clue-input").waitFor();
    await giveClue(giver, "mar profundo");
    // Second pass in reverse order: the second guesser goes first now.
    await second.getByTestId("matiz-confirm").waitFor();
    expect(await first.getByTestId("matiz-confirm").count()).toBe(0);
    await guess(second, target);
    await guess(first, ring(target, 2)[0]!);
    // Reveal: real colours painted, every marker shown; the second guesser hit it and reaches 3 first.
    for (const p of seats) await p.getByTestId("matiz-podium").waitFor();
    expect(await ana.locator(".matiz-marker").count()).toBe(4);
    expect(await ana.locator(`[data-cell="${target}"]`).getAttribute("style")).toContain("background");
    expect(await bob.locator(".matiz-podium h3").textContent()).toBe(`${names[(g + 2) % 3]} wins!`);
    // Names fit in the reveal lines on 360 px phones, a line "not added" (не засчитано) included.
    for (const p of [ana, cata]) expect(await cutNames(p)).toEqual([]);
    await shot(ana, "matiz-ultra-end-360");
    await shot(cata, "matiz-ultra-end-ru-360");
    for (const p of [ana, cata]) expect(await overflowX(p)).toBeLessThanOrEqual(1);
    for (const [i, p] of seats.entries()) expect(await untranslated(p, "matiz", `matiz-ultra-history-${i}`)).toEqual([]);
    expect(problems.list).toEqual([]);
    console.log(`matiz-play ultra: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of seats) await p.context().close();
    COLS = 30;
    NROWS = 16;
  });

  it("MATIZ-1 MATIZ-2 MATIZ-3 MATIZ-5 MATIZ-6 MATIZ-7 PLAT-5 PLAT-14 PLAT-A1: goal 5, two rounds, clue rejected, occupied cell refused, best marker scored, podium; axe and pixel contrast clean, text ≥ 12 px at 360 px, on the round's result, the second round (giver, guessers, spectator) and the end screen", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const { code, pages: [ana, bob, cata] } = await seatedRoom(browser, problems, base, "matiz", [
      { name: "Ana", locale: "pt-BR", viewport: PHONE, shifts: true },
      { name: "Bob", locale: "en-US", viewport: DESKTOP, shifts: true },
      { name: "Cata", locale: "es-ES", viewport: { width: 390, height: 844 }, shifts: true },
    ]);

    // Host sets the goal to 5 (MATIZ-7); the others see the change, greyed out.
    const goal = ana.getByTestId("matiz-goal");
    await goal.fill("5");
    await goal.press("Tab");
    await eventually(() => bob.getByTestId("matiz-goal").inputValue()).toBe("5");
    // The reveal stays until everyone taps "next" (its 15 s clock would move on while the result screens are audited).
    const tabs = ana.locator(".matiz-tabs [role=tab]");
    await tabs.nth(1).click();
    const reveal = ana.locator(".matiz-set-line", { hasText: "Duração da revelação" }).locator("select");
    await reveal.selectOption("none");
    await eventually(() => reveal.inputValue()).toBe("none");
    await tabs.nth(0).click();
    expect(await bob.getByTestId("matiz-goal").isDisabled()).toBe(true);
    await shot(ana, "matiz-lobby-host-360");
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    await ana.getByTestId("start").click();

    const seats: Seat[] = [
      { page: ana, name: "Ana", lang: PT },
      { page: bob, name: "Bob", lang: EN },
      { page: cata, name: "Cata", lang: ES },
    ];
    for (const s of seats) await s.page.locator(".matiz-top").waitFor();
    const seatNo = new Map<Page, number>();
    for (const s of seats) seatNo.set(s.page, ["Ana", "Bob", "Cata"].indexOf(s.name));

    // A spectator (Russian) comes in by code from the landing page.
    const vera = await person(browser, problems, "vera", "ru-RU", PHONE);
    // PLAT-A4: what every phase change moves on her phone (she only watches) is recorded to the end.
    await recordShifts(vera.context());
    await watchByCode(vera, base, code, "Vera", "Смотреть игру");
    await vera.locator(".matiz-top").waitFor();

    // ---- Round 1 ----
    const giverPage1 = await whichPage(seats.map((s) => s.page), isGiver);
    const giver1 = seats.find((s) => s.page === giverPage1)!;
    const others1 = seats.filter((s) => s !== giver1);
    // The guessers and the spectator never see the four candidates (MATIZ-2).
    for (const p of [...others1.map((s) => s.page), vera]) expect(await p.getByTestId("matiz-candidate").count()).toBe(0);

    // Clue before a pick is refused; the giver picks.
    const target1 = await pickTarget(giver1.page);
    // MATIZ-5: a basic colour name is refused as typed, with the rule named; then a good clue.
    await giver1.page.getByTestId("matiz-clue-input").fill("azul");
    await eventually(() => giver1.page.getByTestId("matiz-clue-why").textContent()).toMatch(/azul/);
    expect(await giver1.page.getByTestId("matiz-send-clue").isDisabled()).toBe(true);
    await giver1.page.getByTestId("matiz-clue-input").fill("K12");
    await eventually(() => giver1.page.getByTestId("matiz-clue-why").textContent()).toMatch(/K12/);
    expect(await giver1.page.getByTestId("matiz-send-clue").isDisabled()).toBe(true);
    await shot(giver1.page, "matiz-giver-rejected-clue");
    await giveClue(giver1.page, "oceano");
    for (const s of others1) await s.page.locator(".matiz-clue-chip", { hasText: "oceano" }).waitFor();
    await vera.locator(".matiz-clue-chip", { hasText: "oceano" }).waitFor();

    const [a1, b1] = others1 as [Seat, Seat];
    const near1 = ring(target1, 1);
    const far1 = ring(target1, 2);
    // Pass 1: first guesser on a diagonal neighbour (Chebyshev 1), the second tries the same cell (MATIZ-3).
    await guess(a1.page, near1[0]!);
    await b1.page.locator(`[data-cell="${near1[0]}"] .matiz-marker`).waitFor();
    await b1.page.locator(`button[data-cell="${near1[0]}"]`).click();
    await eventually(() => b1.page.getByTestId("matiz-why").textContent()).toContain(near1[0]!);
    await shot(b1.page, "matiz-occupied-refused");
    await guess(b1.page, far1[0]!);
    // The spectator sees both markers (visible mode) but not the target.
    await vera.locator(`[data-cell="${far1[0]}"] .matiz-marker`).waitFor();
    expect(await vera.locator(".matiz-target").count()).toBe(0);
    expect(await vera.getByTestId("matiz-confirm").count()).toBe(0);
    // It tells the spectator what the table waits for (not a second "you are watching").
    await eventually(() => vera.getByTestId("matiz-status").textContent()).toContain(giver1.name);
    await shot(vera, "matiz-spectator-guessing-ru");

    // Clue 2 (two words), then pass 2: the first guesser hits the target, the second lands at distance 1.
    await giver1.page.getByTestId("matiz-clue-input").waitFor();
    await giveClue(giver1.page, "mar profundo");
    await guess(a1.page, target1);
    await guess(b1.page, near1[1]!);

    // Reveal: best marker counts (MATIZ-2), Chebyshev points 3/2, giver 1 per guesser within 3×3 (MATIZ-6).
    for (const s of seats) await s.page.getByTestId("matiz-result").waitFor();
    await vera.getByTestId("matiz-result").waitFor();
    expect(await vera.locator(`.matiz-target[data-cell="${target1}"]`).count()).toBe(1);
    const line = (p: Page, seat: number, role: string) => p.locator(`[data-testid="matiz-line"][data-seat="${seat}"][data-role="${role}"] .matiz-gain`);
    for (const s of seats) {
      expect(await line(s.page, seatNo.get(a1.page)!, "guesser").textContent()).toBe("+3");
      expect(await line(s.page, seatNo.get(b1.page)!, "guesser").textContent()).toBe("+2");
      expect(await line(s.page, seatNo.get(giver1.page)!, "giver").textContent()).toBe("+2");
    }
    await eventually(() => scoreOf(bob, seatNo.get(a1.page)!)).toBe(EN.pts(3));
    await eventually(() => scoreOf(ana, seatNo.get(b1.page)!)).toBe(PT.pts(2));
    // Names fit in the reveal on a 360 px phone: none is cut ("Катя" once showed as "K…").
    for (const p of [ana, bob, vera]) expect(await cutNames(p)).toEqual([]);
    await shot(ana, "matiz-reveal-host-360");
    await shot(bob, "matiz-reveal-desktop-en");
    expect(await overflowX(ana)).toBeLessThanOrEqual(1);
    // PLAT-A1 PLAT-A3 (issue 21): the round's result on the host's phone, a desktop and the spectator's phone.
    const later: string[] = [];
    for (const [p, who] of [[ana, "host"], [bob, "player"], [vera, "spectator"]] as const) later.push(...(await auditScreen(p, `matiz round 1 result (${who})`)));

    for (const s of seats) await s.page.getByTestId("matiz-next").click();

    // ---- Round 2: the giver rotates in lobby order (MATIZ-1) ----
    const giverPage2 = await whichPage(seats.map((s) => s.page), async (p) => p !== giverPage1 && (await isGiver(p)));
    const giver2 = seats.find((s) => s.page === giverPage2)!;
    expect(seatNo.get(giver2.page)).toBe((seatNo.get(giver1.page)! + 1) % 3);
    const target2 = await pickTarget(giver2.page);
    expect(target2).not.toBe(target1);
    // PLAT-A1 PLAT-A3: the second round's giver with the target picked, and a guesser waiting for the clue.
    later.push(...(await auditScreen(giver2.page, `matiz round 2 giver (${giver2.name})`)));
    later.push(...(await auditScreen(seats.find((s) => s !== giver2 && s.page !== bob)!.page, "matiz round 2 before the clue (guesser)")));
    // MATIZ-5: a clue already used this match is refused.
    await giver2.page.getByTestId("matiz-clue-input").fill("Oceano");
    await eventually(() => giver2.page.getByTestId("matiz-clue-why").textContent()).toMatch(/Oceano|oceano/);
    await giveClue(giver2.page, "floresta");
    const score = (s: Seat) => (s === a1 ? 3 : 2);
    const [a2, b2] = seats.filter((s) => s !== giver2).sort((x, y) => score(y) - score(x)) as [Seat, Seat];
    // PLAT-A1 PLAT-A3: the second round's guessing, the clue in (the first guesser's screen, the spectator's).
    await a2.page.getByTestId("matiz-confirm").waitFor();
    later.push(...(await auditScreen(a2.page, `matiz round 2 guessing (${a2.name})`)), ...(await auditScreen(vera, "matiz round 2 guessing (spectator)")));
    await guess(a2.page, target2);
    await guess(b2.page, ring(target2, 1)[0]!);
    await giver2.page.getByTestId("matiz-pass").click();

    // MATIZ-7 "immediately": a2 reaches 5 first; later lines are not added; the podium names the winner.
    for (const s of seats) {
      await s.page.getByTestId("matiz-podium").waitFor();
      expect(await s.page.locator(".matiz-podium h3").textContent()).toBe(s.lang.winner(a2.name));
      const after = s.page.locator(`[data-testid="matiz-line"][data-seat="${seatNo.get(b2.page)}"][data-role="guesser"]`);
      expect(await after.textContent()).toContain(s.lang.notCounted);
    }
    expect(await scoreOf(ana, seatNo.get(a2.page)!)).toBe(PT.pts(score(a2) + 3));
    expect(await scoreOf(ana, seatNo.get(b2.page)!)).toBe(PT.pts(score(b2)));
    await vera.getByTestId("matiz-podium").waitFor();
    // PLAT-A4: no phase change moved the wall or anything around it by more than a page load may (the
    // header, the clues and the panels above and below the wall keep their room); the podium apart.
    expect(jumps(await phaseShifts(vera, "matiz, a spectator's 360 px phone through the match"), "ended")).toEqual([]);
    // … nor on a player's screen, their own taps' answers apart: a guesser's panel takes the room of their
    // move from the round's start, the clues row that of a clue before the first comes.
    for (const [p, who] of [[ana, "the host's 360 px phone"], [bob, "a player's desktop"], [cata, "a player's 390 px phone"]] as const)
      expect(jumps(await phaseShifts(p, `matiz, ${who} through the match`, OWN_ANSWER_MS), "ended"), who).toEqual([]);
    expect(await vera.locator(".matiz-podium h3").textContent()).toContain(a2.name);
    await shot(ana, "matiz-end-host-360");
    await shot(bob, "matiz-end-desktop-en");
    await shot(cata, "matiz-end-phone-es");
    await shot(vera, "matiz-end-spectator-ru");
    // PLAT-A1 PLAT-A3: the end screens (host's phone, a desktop, a spectator): no axe violation, no low contrast, no text under 12 px.
    const a11y = [...later, ...(await auditScreen(ana, "matiz end (host)")), ...(await auditScreen(bob, "matiz end (player)")), ...(await auditScreen(vera, "matiz end (spectator)"))];
    expect(a11y).toEqual([]);
    for (const p of [ana, cata, vera]) expect(await overflowX(p)).toBeLessThanOrEqual(1);
    // Every line people read is translated in their language, the history included.
    for (const [i, p] of [ana, bob, cata, vera].entries()) expect(await untranslated(p, "matiz", `matiz-history-${i}`)).toEqual([]);
    expect(problems.list).toEqual([]);
    console.log(`matiz-play: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bob, cata, vera]) await p.context().close();
  }, 240_000);
});
