/**
 * PLAT-A1, PLAT-A3 and PLAT-A4 on the screens a short play reaches, one room per game shared by the
 * three checks (each screen is named in the failure message).
 *
 * PLAT-A1: axe-core (WCAG 2.1 A and AA rules, every impact) finds nothing, and text over gradients
 * and images (axe's "incomplete" contrast) measures at WCAG's ratio from the pixels (a11y.ts,
 * contrast.ts), at 360 px (phone, touch) and on a desktop (1280 px). Screens here: the landing and
 * the join form (phone and desktop), and for each of the five games the lobby (phone; in Noir's room
 * also the desktop, and both with the sound panel open), every seat's screen right after the start
 * (each role its own screen; Álibi's role cards), the phone's after a few moves (smoke.ts plays them)
 * and with the chat open and a line in it, and a spectator's. The later phases are audited (a11y.ts)
 * where the play tests reach them: Álibi's vote, roulette and end (alibi-play) and the final's poll
 * and its result (keyboard), Caso's accusation and end (caso) and the team screens (caso-team,
 * caso-team-vote: the vote sheets, the accusation proposal, the winners' and losers' end), the end
 * screens of Noir, Matiz and 20 Dicas (noir-play, matiz-play, dicas-play), and Matiz's and 20
 * Dicas's round results and second rounds (matiz-play, dicas-play: a11y.ts auditScreen, which also
 * counts text under 12 px at 360 px).
 *
 * PLAT-A3: after the moves, every seat's screen (the desktops narrowed to 360 px for it) and the
 * spectator's have no visible text under 12 px (textSize.ts), Caso's map included (its names, initials
 * and marks keep 12 px on the screen at any zoom: mapScale.ts, labels.ts), and no name or portal mark
 * of Caso's map lies on a pawn; the figures go to test/e2e/artifacts/readable.txt.
 *
 * PLAT-A4: in the same rooms, the landing, the join form, the lobby (Noir's, and Caso's with its lazy
 * Settings, that one with the cache emptied first) and every game's screen, loaded afresh at 360 px
 * and 1280 px, shift by at most 0.05 (layoutShift.ts).
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { audit } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { measure, observedSeat, over, type Measure } from "./layoutShift";
import { chromiumSeat, shown, until, waitFor, type Seat } from "./otherBrowsers";
import { ARTIFACTS } from "./server";
import { alibiMoves, casoMoves, chat, dicasMoves, matizMoves, noirMoves, room } from "./smoke";
import { textBelow } from "./textSize";

useBrowser();
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(`${ARTIFACTS}/readable.txt`, "");

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const frames = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))";

async function auditAll(seats: readonly Seat[], screen: string, into: string[]): Promise<void> {
  for (const s of seats) into.push(...(await audit(s.page!, `${screen} (${s.who})`)));
}

/**
 * CASO-7 PLAT-A3: the names and portal marks of Caso's map that lie on a pawn, on the screen (a page
 * without the map has none). Pawns are drawn over them, so this is a name hidden by a pawn.
 */
const onPawns = `(() => {
  const box = (e) => e.getBoundingClientRect();
  const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const pawns = [...document.querySelectorAll(".caso-map .caso-pawn")].map((g) => [g.getAttribute("data-pawn"), [...g.querySelectorAll("circle, path")].map(box)]);
  const out = [];
  for (const e of document.querySelectorAll(".caso-map .caso-label, .caso-map .caso-portal"))
    for (const [id, parts] of pawns) if (parts.some((b) => hit(box(e), b))) out.push(\`«\${e.textContent}» on pawn \${id}\`);
  return out;
})()`;

/** PLAT-A3: the visible text under 12 px on this seat's page at 360 px (a desktop at its own width too, then narrowed for it and restored), and any map name on a pawn. */
async function smallText(s: Seat, screen: string): Promise<string[]> {
  const page = s.page!;
  const was = page.viewportSize()!;
  // A desktop is measured at its own width first (PLAT-A3 holds there too), then at 360 px.
  const wide = was.width !== PHONE.width ? (await textBelow(page, 12, "body")).small.map((t) => `${screen} (${s.who}) @${was.width}px: ${t.where} ${t.px} px «${t.text}»`) : [];
  if (was.width !== PHONE.width) {
    await page.setViewportSize(PHONE);
    await page.evaluate(frames);
  }
  const { small, total } = await textBelow(page, 12, "body");
  const covered = await s.js<string[]>(onPawns);
  const elements = Number(await page.evaluate("document.getElementsByTagName('*').length"));
  if (was.width !== PHONE.width) await page.setViewportSize(was);
  const name = `${screen} (${s.who}) @360px`;
  appendFileSync(`${ARTIFACTS}/readable.txt`, `${name}: ${small.length} of ${total} visible text nodes under 12 px, ${elements} elements${small.map((t) => `\n  ${t.where} ${t.px} px «${t.text}»`).join("")}${covered.map((c) => `\n  ${c}`).join("")}\n`);
  return [...wide, ...small.map((t) => `${name}: ${t.where} ${t.px} px «${t.text}»`), ...covered.map((c) => `${name}: ${c}`)];
}

/** The phone and the desktop (both measuring layout shifts), then desktops for the other seats. */
const seatsFor = async (n: number): Promise<Seat[]> => {
  const out = [await observedSeat(browser, "phone", PHONE), await observedSeat(browser, "desktop", DESKTOP)];
  for (let i = 2; i < n; i++) out.push(await chromiumSeat(browser, `desktop${i}`, DESKTOP));
  return out;
};

describe("PLAT-A1 PLAT-A3 PLAT-A4 every screen: axe finds nothing, the text is readable, nothing jumps", () => {
  /** `lobby`: what shows once a game's lobby is whole (Caso's Settings are a chunk of their own). */
  const games: { id: string; root: string; lobby?: string; players: number; moves(seats: Seat[]): Promise<void> }[] = [
    { id: "noir", root: ".noir-board", players: 2, moves: (s) => noirMoves(s, 3) },
    { id: "matiz", root: ".matiz-board", players: 3, moves: matizMoves },
    { id: "dicas", root: '[data-testid="dicas-head"]', players: 3, moves: dicasMoves },
    { id: "caso", root: '[data-testid="caso-screen"]', lobby: ".caso-settings", players: 2, moves: casoMoves },
    { id: "alibi", root: '[data-testid="alibi"]', players: 5, moves: alibiMoves },
  ];
  for (const g of games) {
    const first = g.id === "noir";
    const title = first
      ? "noir (and the site): the landing, the lobby with the sound panel open on the phone and the desktop, the join form at both widths, every seat's screen at the start, the phone's after three turns and with the chat open, a spectator"
      : `${g.id}: the lobby, every seat's screen at the start, the phone's after a few moves and with the chat open, a spectator`;
    it(`PLAT-A1 PLAT-A3 PLAT-A4 ${title}; the screens loaded afresh at 360 px and on a desktop`, async () => {
      const base = inject("baseUrl");
      const found: string[] = [];
      const small: string[] = [];
      const shifts: Measure[] = [];
      const seats = await seatsFor(g.players);
      const [phone, desk] = seats as [Seat, Seat];
      if (first) {
        for (const s of [phone, desk]) shifts.push(await measure(s, "landing", '[data-game="noir"]', base));
        await auditAll([phone, desk], "landing", found);
      }
      const code = await room(seats, base, g.id, g.root, async () => {
        // PLAT-A4: the game's lobby loaded afresh with an empty cache — the game's chunks (Caso's lazy Settings too) arriving after the room does not grow it.
        if (g.lobby) for (const s of [phone, desk]) shifts.push(await measure(s, `${g.id} lobby`, g.lobby, undefined, true));
        if (!first) return auditAll([phone], `${g.id} lobby`, found);
        for (const s of [phone, desk]) shifts.push(await measure(s, "lobby", '[data-testid="seats"]'));
        await auditAll([phone, desk], "lobby", found);
        for (const s of [phone, desk]) await s.click('[data-testid="sound-button"]');
        await auditAll([phone, desk], "lobby, sound panel open", found);
        for (const s of [phone, desk]) await s.click('[data-testid="sound-button"]');
      });
      // Every seat's screen once (the roles differ).
      await auditAll(seats, `${g.id} start`, found);
      // The phone and the desktop come back to the game: their screens must not jump as they load.
      for (const s of [phone, desk]) shifts.push(await measure(s, g.id, g.root));
      await g.moves(seats);
      await auditAll([phone], `${g.id} after moves`, found);
      for (const s of seats) small.push(...(await smallText(s, `${g.id} after moves`)));
      // A line from a seat allowed to talk now (Matiz's giver is not, until the reveal: MATIZ-5).
      const talkers: Seat[] = [];
      for (const s of seats.slice(1)) if (!(await s.js<boolean>(shown(".matiz-muted")))) talkers.push(s);
      await chat(talkers[0]!, phone, `${g.id} oi`);
      await auditAll([phone], `${g.id}, chat open with a line`, found);
      // A spectator arriving by link: the join form (at both widths in the first room), then the game.
      const spec = await observedSeat(browser, "spectator", PHONE);
      const join = '[data-testid="name-input"]';
      if (first) {
        shifts.push(await measure(spec, "join form", join, `${base}/r/${code}`));
        await auditAll([spec], "join form", found);
        await spec.page!.setViewportSize(DESKTOP);
        shifts.push(await measure(spec, "join form", join));
        await auditAll([spec], "join form", found);
        await spec.page!.setViewportSize(PHONE);
      } else await spec.goto(`${base}/r/${code}`);
      await spec.fill(join, "Plateia");
      await spec.click('form:has([data-testid="name-input"]) button[type="button"]');
      await waitFor(spec, g.root, 20_000);
      await until(spec, `!document.querySelector('${join}')`, "the join form gone");
      await auditAll([spec], `${g.id} spectator`, found);
      small.push(...(await smallText(spec, `${g.id} spectator`)));
      for (const s of [...seats, spec]) await s.close();
      expect(found).toEqual([]);
      expect(small).toEqual([]);
      expect(over(shifts)).toEqual([]);
    }, 400_000);
  }
});
