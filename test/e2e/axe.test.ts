/**
 * PLAT-A1: axe-core (WCAG 2.1 A and AA rules, every impact) finds nothing on any screen, at 360 px
 * (phone, touch) and on a desktop (1280 px). Screens covered, each named in the failure message:
 * landing, join form, lobby (host on the phone, guest on the desktop, with the sound panel open and
 * the chat tab open), and for each of the five games the screens of every seat right after the start
 * and after a few moves (smoke.ts plays them: each role its own screen), plus a spectator's screen.
 * Text whose contrast axe cannot compute (over gradients and images: axe's "incomplete") is measured
 * from the pixels instead (contrast.ts) and written to test/e2e/artifacts/contrast-pixels.txt; that
 * measurement is not asserted yet (it still finds the avatar initials and Caso's map labels, and
 * misreads text on Noir's 3D-flipped cards), only axe's own violations are.
 */
import { appendFileSync } from "node:fs";
import { ARTIFACTS } from "./server";
import { describe, expect, inject, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { chromiumSeat, waitFor, type Seat } from "./otherBrowsers";
import { alibiMoves, casoMoves, dicasMoves, matizMoves, noirMoves, room } from "./smoke";
import { pixelContrast } from "./contrast";
import { axeRun } from "./axeKit";

useBrowser();

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** axe's violations on this page, plus the unresolved contrast checks measured from pixels. */
async function audit(seat: Seat, screen: string): Promise<Finding[]> {
  const page = seat.page!;
  const width = page.viewportSize()!.width;
  const name = `${screen} @${width}px`;
  const result = await axeRun(page);
  const out: Finding[] = result.violations.map((v) => ({ screen: name, ...v }));
  const low = await pixelContrast(page, result.contrast);
  appendFileSync(`${ARTIFACTS}/contrast-pixels.txt`, `${name}: ${result.contrast.length} nodes axe could not compute, ${low.length} below the ratio${low.map((l) => `\n  ${l}`).join("")}\n`);
  return out;
}

async function auditAll(seats: readonly Seat[], screen: string, into: Finding[]): Promise<void> {
  for (const s of seats) into.push(...(await audit(s, `${screen} (${s.who})`)));
}

const seatsFor = async (n: number): Promise<Seat[]> => {
  const out = [await chromiumSeat(browser, "phone", PHONE), await chromiumSeat(browser, "desktop", DESKTOP)];
  for (let i = 2; i < n; i++) out.push(await chromiumSeat(browser, `desktop${i}`, DESKTOP));
  return out;
};

const report = (found: Finding[]) => {
  const lines = found.map((f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 4).join(" | ")}${f.targets.length > 4 ? ` … ${f.targets.length} nodes` : ""}`);
  if (lines.length) appendFileSync(`${ARTIFACTS}/axe-findings.txt`, lines.join("\n") + "\n");
  return lines;
};

async function spectator(base: string, code: string, root: string): Promise<Seat> {
  const s = await chromiumSeat(browser, "spectator", PHONE);
  await s.goto(`${base}/r/${code}`);
  await s.fill('[data-testid="name-input"]', "Plateia");
  await s.click('form:has([data-testid="name-input"]) button[type="button"]');
  await waitFor(s, root, 20_000);
  return s;
}

describe("PLAT-A1 axe finds nothing", () => {
  it("PLAT-A1 landing, join form, lobby (sound panel and chat open), at 360 px and on a desktop", async () => {
    const base = inject("baseUrl");
    const found: Finding[] = [];
    const [phone, desk] = await seatsFor(2);
    for (const s of [phone!, desk!]) {
      await s.goto(base);
      await waitFor(s, '[data-game="noir"]');
    }
    await auditAll([phone!, desk!], "landing", found);
    await phone!.click('[data-game="matiz"]');
    await phone!.click('[data-testid="create-room"]');
    await waitFor(phone!, '[data-testid="name-input"]');
    const path = await phone!.js<string>("location.pathname");
    await desk!.goto(`${base}${path}`);
    await waitFor(desk!, '[data-testid="name-input"]');
    await auditAll([phone!, desk!], "join form", found);
    await phone!.fill('[data-testid="name-input"]', "Ana");
    await phone!.click('[data-testid="join-button"]');
    await desk!.fill('[data-testid="name-input"]', "Bruno");
    await desk!.click('[data-testid="join-button"]');
    await waitFor(phone!, '[data-testid="seats"]');
    await auditAll([phone!, desk!], "lobby", found);
    for (const s of [phone!, desk!]) await s.click('[data-testid="sound-button"]');
    await auditAll([phone!, desk!], "lobby, sound panel open", found);
    for (const s of [phone!, desk!]) await s.click('[data-testid="sound-button"]');
    for (const s of [phone!, desk!]) if (await s.js<boolean>(`!!document.querySelector('[data-testid="chat-tab"]')`)) await s.click('[data-testid="chat-tab"]');
    await desk!.fill(".chat-form input", "oi");
    await desk!.click('.chat-form button[type="submit"]');
    await auditAll([phone!, desk!], "lobby, chat open with a line", found);
    for (const s of [phone!, desk!]) await s.close();
    expect(report(found)).toEqual([]);
  });

  const games: { id: string; root: string; players: number; moves(seats: Seat[]): Promise<void> }[] = [
    { id: "noir", root: ".noir-board", players: 2, moves: (s) => noirMoves(s, 3) },
    { id: "matiz", root: ".matiz-board", players: 3, moves: matizMoves },
    { id: "dicas", root: '[data-testid="dicas-head"]', players: 3, moves: dicasMoves },
    { id: "caso", root: '[data-testid="caso-screen"]', players: 2, moves: casoMoves },
    { id: "alibi", root: '[data-testid="alibi"]', players: 5, moves: alibiMoves },
  ];
  for (const g of games) {
    it(`PLAT-A1 ${g.id}: every seat's screen at the start and after a few moves, the lobby of each seat, a spectator`, async () => {
      const base = inject("baseUrl");
      const found: Finding[] = [];
      const seats = await seatsFor(g.players);
      // Every seat's screen once (the roles differ); the phone and the desktop again after the moves.
      const code = await room(seats, base, g.id, g.root, async () => auditAll(seats.slice(0, 1), `${g.id} lobby`, found));
      await auditAll(seats, `${g.id} start`, found);
      await g.moves(seats);
      await auditAll(seats.slice(0, 2), `${g.id} after moves`, found);
      const spec = await spectator(base, code, g.root);
      await auditAll([spec], `${g.id} spectator`, found);
      for (const s of [...seats, spec]) await s.close();
      expect(report(found)).toEqual([]);
    }, 180_000);
  }
});
