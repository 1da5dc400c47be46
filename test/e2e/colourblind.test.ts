/**
 * Matiz's colour-blind aid in a real browser (MATIZ-15): one player switches it on; the board gains a
 * symbol per hue family, the pointed cell's family and lightness are named, the giver's candidates
 * are named; the others see nothing new; the choice survives a reload. The wall is photographed with
 * the aid off and on, unfiltered and under simulated deuteranopia, protanopia and tritanopia
 * (Machado, Oliveira & Fernandes 2009, severity 1.0, an SVG feColorMatrix in linear RGB) into
 * test/e2e/artifacts/colourblind-*.png; what the aid gives under each is printed as figures: of the
 * wall's side-by-side neighbour pairs, how many the simulation makes nearly alike (CIE ΔE76 < 5),
 * and how many of those the aid's symbols tell apart.
 */
import { describe, expect, inject, it, onTestFailed } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, Problems, built, eventually, hostRoom, joinByLink, person, whichPage } from "./play";
import { cellHex, makeBoard, type Board } from "../../shared/games/matiz/board";
import { Rng } from "../../shared/engine";
import { cellCue } from "../../web/games/matiz/colourNames";

useBrowser();

/** Machado et al. 2009, severity 1.0, for linear RGB. */
const MATRICES = {
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
} as const;
type Vision = keyof typeof MATRICES;

const toLin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** CIE L*a*b* of a linear-RGB colour (D65). */
function lab([r, g, b]: readonly number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function seen(hex: string, vision: Vision | null): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const rgb = [toLin((n >> 16) / 255), toLin(((n >> 8) & 255) / 255), toLin((n & 255) / 255)];
  if (!vision) return lab(rgb);
  const m = MATRICES[vision];
  const c = (v: number) => Math.min(1, Math.max(0, v));
  return lab([0, 1, 2].map((i) => c(m[i * 3]! * rgb[0]! + m[i * 3 + 1]! * rgb[1]! + m[i * 3 + 2]! * rgb[2]!)));
}

/** Side-by-side neighbours (same row) that look nearly alike under `vision`, and how many of them the symbols separate. */
function confusable(board: Board, vision: Vision | null): { pairs: number; alike: number; separated: number } {
  let pairs = 0, alike = 0, separated = 0;
  for (let row = 0; row < board.rows; row++)
    for (let col = 0; col < board.cols; col++) {
      const a = { row, col }, b = { row, col: (col + 1) % board.cols };
      pairs++;
      const [la, aa, ba] = seen(cellHex(board, a), vision);
      const [lb, ab, bb] = seen(cellHex(board, b), vision);
      if (Math.hypot(la - lb, aa - ab, ba - bb) >= 5) continue;
      alike++;
      const name = (c: { row: number; col: number }) => `${"ABCDEFGHIJKLMNOP"[c.row]}${c.col + 1}`;
      if (cellCue(board, name(a))!.symbol !== cellCue(board, name(b))!.symbol) separated++;
    }
  return { pairs, alike, separated };
}

/** Applies (or removes) a simulation filter to the wall, then photographs it. */
async function wallShot(p: Page, vision: Vision | null, name: string): Promise<void> {
  await built(p);
  await p.evaluate(`(() => {
    const M = ${JSON.stringify(MATRICES)};
    if (!document.getElementById("cb-sim")) {
      const ns = "http://www.w3.org/2000/svg";
      const svg = document.createElementNS(ns, "svg");
      svg.setAttribute("id", "cb-sim");
      svg.setAttribute("width", "0");
      svg.setAttribute("height", "0");
      svg.style.position = "absolute";
      for (const [k, m] of Object.entries(M)) {
        const f = document.createElementNS(ns, "filter");
        f.setAttribute("id", "cb-" + k);
        f.setAttribute("color-interpolation-filters", "linearRGB");
        const cm = document.createElementNS(ns, "feColorMatrix");
        cm.setAttribute("type", "matrix");
        cm.setAttribute("values", [0, 1, 2].map((i) => m.slice(i * 3, i * 3 + 3).join(" ") + " 0 0").join(" ") + " 0 0 0 1 0");
        f.appendChild(cm);
        svg.appendChild(f);
      }
      document.body.appendChild(svg);
    }
    document.querySelector(".matiz-board-wrap").style.filter = ${vision ? `"url(#cb-${vision})"` : `""`};
  })()`);
  await p.locator(".matiz-board-wrap").screenshot({ path: `${ARTIFACTS}/colourblind-${name}.png` });
}

describe("MATIZ-15 colour-blind aid", () => {
  it("MATIZ-15 one player's aid: symbols on every cell, the pointed cell and the candidates named, kept on reload, nothing for the others; the wall under three simulations", async () => {
    const t0 = Date.now();
    const stages: string[] = [];
    const stage = (s: string) => stages.push(`${Date.now() - t0} ms ${s}`);
    const base = inject("baseUrl");
    const problems = new Problems();
    onTestFailed(async () => {
      for (const [i, c] of browser.contexts().entries()) await c.pages()[0]?.screenshot({ path: `${ARTIFACTS}/colourblind-fail-${i}.png` });
    });
    onTestFailed(() => console.log(`[colourblind] stages:\n${stages.join("\n")}\nproblems:\n${problems.list.join("\n")}`));
    const ana = await person(browser, problems, "ana", "en-US", DESKTOP);
    const code = await hostRoom(ana, base, "matiz", "Ana");
    stage("room");
    const bob = await person(browser, problems, "bob", "pt-BR", DESKTOP);
    await joinByLink(bob, base, code, "Bob");
    const cata = await person(browser, problems, "cata", "es-ES", DESKTOP);
    await joinByLink(cata, base, code, "Cata");
    await ana.getByTestId("seats").getByText("Cata").waitFor();
    stage("seated");
    await ana.getByTestId("start").click();
    const all = [ana, bob, cata];
    for (const p of all) await p.getByTestId("matiz-board").waitFor();
    for (const p of all) await built(p);
    stage("started");
    // Off by default.
    for (const p of all) expect(await p.getByTestId("matiz-aid").isChecked()).toBe(false);
    expect(await ana.locator(".matiz-sym").count()).toBe(0);
    for (const v of [null, "deuteranopia", "protanopia", "tritanopia"] as const) await wallShot(ana, v, `off-${v ?? "normal"}`);

    stage("off shots");
    await ana.getByTestId("matiz-aid").check();
    const cells = await ana.locator(".matiz-cell").count();
    expect(cells).toBe(480);
    await eventually(() => ana.locator(".matiz-sym").count()).toBe(cells);
    stage("symbols");
    // The giver's candidates are named in the giver's language.
    const giver = await whichPage(all, async (p) => (await p.getByTestId("matiz-candidate").count()) > 0);
    await giver.getByTestId("matiz-aid").check();
    const cues = await giver.getByTestId("matiz-candidate-cue").allTextContents();
    expect(cues).toHaveLength(4);
    for (const c of cues) expect(c).toMatch(/^\S.* · \S.*$/);
    // The cell under the pointer or the keyboard focus is named above the wall.
    await ana.locator('.matiz-cell[data-cell="H12"]').hover();
    await eventually(() => ana.getByTestId("matiz-aid-readout").textContent()).toMatch(/^H12: .+ · .+$/);
    expect(await ana.locator('.matiz-cell[data-cell="H12"]').getAttribute("title")).toMatch(/^H12: .+ · /);
    for (const v of [null, "deuteranopia", "protanopia", "tritanopia"] as const) await wallShot(ana, v, `on-${v ?? "normal"}`);

    stage("on shots");
    // Kept in this browser; nobody else's page changed.
    await ana.reload();
    await ana.getByTestId("matiz-board").waitFor();
    await built(ana);
    expect(await ana.getByTestId("matiz-aid").isChecked()).toBe(true);
    await eventually(() => ana.locator(".matiz-sym").count()).toBe(cells);
    const others = all.filter((p) => p !== ana && p !== giver);
    for (const p of others) {
      expect(await p.getByTestId("matiz-aid").isChecked()).toBe(false);
      expect(await p.locator(".matiz-sym").count()).toBe(0);
    }

    stage("reload and others");
    // What the aid gives, per simulated vision, on a few walls (figures printed).
    for (const v of [null, "deuteranopia", "protanopia", "tritanopia"] as const) {
      let pairs = 0, alike = 0, separated = 0;
      for (let seed = 0; seed < 10; seed++) {
        const r = confusable(makeBoard("normal", Rng.fromSeed(seed)), v);
        pairs += r.pairs;
        alike += r.alike;
        separated += r.separated;
      }
      console.log(`colourblind ${v ?? "normal vision"}: ${alike} of ${pairs} side-by-side pairs look nearly alike (ΔE76 < 5); the aid's symbols tell ${separated} of them apart; the names add lightness to every cell`);
    }
    expect(problems.list).toEqual([]);
    console.log(`colourblind e2e: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of all) await p.context().close();
  }, 120_000);
});
