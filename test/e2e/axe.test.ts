/**
 * PLAT-A1 and PLAT-A4 on the screens a short play reaches, one room per game shared by both checks.
 *
 * PLAT-A1: axe-core (WCAG 2.1 A and AA rules, every impact) finds nothing, and text over gradients
 * and images (axe's "incomplete" contrast) measures at WCAG's ratio from the pixels (a11y.ts), at
 * 360 px (phone, touch) and on a desktop (1280 px). Screens here, each named in the failure message:
 * landing, join form, lobby (phone and desktop, then with the sound panel open and the chat open with
 * a line), and for each of the five games the lobby, every seat's screen right after the start (each
 * role its own screen), the phone's after a few moves (smoke.ts plays them) and a spectator's. The
 * later phases are audited where the play tests reach them: Álibi's vote, roulette and end
 * (alibi-play), Caso's accusation and end (caso), and the end screens of Noir, Matiz and 20 Dicas
 * (noir-play, matiz-play, dicas-play).
 *
 * PLAT-A4: in the same rooms, the landing, the join form, the lobby and every game's screen, loaded
 * afresh at 360 px and 1280 px, shift by at most 0.05 (layoutShift.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { audit } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { measure, observedSeat, over, type Measure } from "./layoutShift";
import { chromiumSeat, waitFor, type Seat } from "./otherBrowsers";
import { ARTIFACTS } from "./server";
import { alibiMoves, casoMoves, dicasMoves, matizMoves, noirMoves, room } from "./smoke";

useBrowser();
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(`${ARTIFACTS}/layout-shift.txt`, "");

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

async function auditAll(seats: readonly Seat[], screen: string, into: string[]): Promise<void> {
  for (const s of seats) into.push(...(await audit(s.page!, `${screen} (${s.who})`)));
}

/** The phone and the desktop (both measuring layout shifts), then desktops for the other seats. */
const seatsFor = async (n: number): Promise<Seat[]> => {
  const out = [await observedSeat(browser, "phone", PHONE), await observedSeat(browser, "desktop", DESKTOP)];
  for (let i = 2; i < n; i++) out.push(await chromiumSeat(browser, `desktop${i}`, DESKTOP));
  return out;
};

async function spectator(base: string, code: string, root: string): Promise<Seat> {
  const s = await chromiumSeat(browser, "spectator", PHONE);
  await s.goto(`${base}/r/${code}`);
  await s.fill('[data-testid="name-input"]', "Plateia");
  await s.click('form:has([data-testid="name-input"]) button[type="button"]');
  await waitFor(s, root, 20_000);
  return s;
}

describe("PLAT-A1 PLAT-A4 every screen: axe finds nothing, nothing jumps", () => {
  it("PLAT-A1 PLAT-A4 landing, join form, lobby (sound panel and chat open), at 360 px and on a desktop", async () => {
    const base = inject("baseUrl");
    const found: string[] = [];
    const shifts: Measure[] = [];
    const [phone, desk] = await seatsFor(2);
    for (const s of [phone!, desk!]) shifts.push(await measure(s, "landing", '[data-game="noir"]', base));
    await auditAll([phone!, desk!], "landing", found);
    await phone!.click('[data-game="matiz"]');
    await phone!.click('[data-testid="create-room"]');
    await waitFor(phone!, '[data-testid="name-input"]');
    const path = await phone!.js<string>("location.pathname");
    shifts.push(await measure(phone!, "join form", '[data-testid="name-input"]'));
    shifts.push(await measure(desk!, "join form", '[data-testid="name-input"]', `${base}${path}`));
    await auditAll([phone!, desk!], "join form", found);
    await phone!.fill('[data-testid="name-input"]', "Ana");
    await phone!.click('[data-testid="join-button"]');
    await desk!.fill('[data-testid="name-input"]', "Bruno");
    await desk!.click('[data-testid="join-button"]');
    await waitFor(phone!, '[data-testid="seats"]');
    for (const s of [phone!, desk!]) shifts.push(await measure(s, "lobby", '[data-testid="seats"]'));
    await auditAll([phone!, desk!], "lobby", found);
    for (const s of [phone!, desk!]) await s.click('[data-testid="sound-button"]');
    await auditAll([phone!, desk!], "lobby, sound panel open", found);
    for (const s of [phone!, desk!]) await s.click('[data-testid="sound-button"]');
    for (const s of [phone!, desk!]) if (await s.js<boolean>(`!!document.querySelector('[data-testid="chat-tab"]')`)) await s.click('[data-testid="chat-tab"]');
    await desk!.fill(".chat-form input", "oi");
    await desk!.click('.chat-form button[type="submit"]');
    await auditAll([phone!, desk!], "lobby, chat open with a line", found);
    for (const s of [phone!, desk!]) await s.close();
    expect(found).toEqual([]);
    expect(over(shifts)).toEqual([]);
  }, 240_000);

  const games: { id: string; root: string; players: number; moves(seats: Seat[]): Promise<void> }[] = [
    { id: "noir", root: ".noir-board", players: 2, moves: (s) => noirMoves(s, 3) },
    { id: "matiz", root: ".matiz-board", players: 3, moves: matizMoves },
    { id: "dicas", root: '[data-testid="dicas-head"]', players: 3, moves: dicasMoves },
    { id: "caso", root: '[data-testid="caso-screen"]', players: 2, moves: casoMoves },
    { id: "alibi", root: '[data-testid="alibi"]', players: 5, moves: alibiMoves },
  ];
  for (const g of games) {
    it(`PLAT-A1 PLAT-A4 ${g.id}: the lobby, every seat's screen at the start, the phone's after a few moves, a spectator; the screen loaded afresh at 360 px and on a desktop`, async () => {
      const base = inject("baseUrl");
      const found: string[] = [];
      const seats = await seatsFor(g.players);
      const code = await room(seats, base, g.id, g.root, async () => auditAll(seats.slice(0, 1), `${g.id} lobby`, found));
      // Every seat's screen once (the roles differ).
      await auditAll(seats, `${g.id} start`, found);
      // The phone and the desktop come back to the game: their screens must not jump as they load.
      const shifts: Measure[] = [];
      for (const s of seats.slice(0, 2)) shifts.push(await measure(s, g.id, g.root));
      await g.moves(seats);
      await auditAll(seats.slice(0, 1), `${g.id} after moves`, found);
      const spec = await spectator(base, code, g.root);
      await auditAll([spec], `${g.id} spectator`, found);
      for (const s of [...seats, spec]) await s.close();
      expect(found).toEqual([]);
      expect(over(shifts)).toEqual([]);
    }, 400_000);
  }
});
