/** Card art (CASO-8): code-drawn SVG for the 21 cards, on one sheet for the page's boxes and framed for the scene's textures. */
import { ALL_CARDS, cardKind, type CardId, type CharacterId, type PlaceId, type WeaponId } from "../../../../shared/games/caso/public";
import { characterSvg } from "./characters";
import { placeCardSvg } from "./placeCards";
import { weaponSvg } from "./weapons";
import { devicePixels, rasterSheet } from "../../../src/ui/rasterSheet";

export const cardSvg = (c: CardId): string => {
  const k = cardKind(c);
  return k === "character" ? characterSvg(c as CharacterId) : k === "weapon" ? weaponSvg(c as WeaponId) : placeCardSvg(c as PlaceId);
};

/** The card's art nested in the w × h box at (x, y) of a larger SVG, its proportions kept and centred. */
function fittedSvg(c: CardId, x: number, y: number, w: number, h: number): string {
  const inner = cardSvg(c);
  const vb = /viewBox="([\d ]+)"/.exec(inner)![1]!;
  const [, , vw, vh] = vb.split(" ").map(Number) as [number, number, number, number];
  const k = Math.min(w / vw, h / vh);
  const [aw, ah] = [vw * k, vh * k];
  return inner.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/, `<svg x="${x + (w - aw) / 2}" y="${y + (h - ah) / 2}" width="${aw}" height="${ah}" viewBox="${vb}">`);
}

// Square (5 × 5), not a strip: Chromium's sub-pixel rounding draws a box's picture further off the farther its
// cell is from the sheet's corner (7 × 3 put the last places a pixel low). The gutters keep neighbours' edges out.
const COLS = 5;
const ROWS = Math.ceil(ALL_CARDS.length / COLS);
const CELL = 100;
const PITCH = 125;
const [SHEET_W, SHEET_H] = [COLS * PITCH, ROWS * PITCH];
let sheet: string | null = null;

/** Every card's art on one SVG sheet (the cells of a 5 × 5 grid). */
function sheetSvg(): string {
  const cells = ALL_CARDS.map((c, i) => fittedSvg(c, (i % COLS) * PITCH, Math.floor(i / COLS) * PITCH, CELL, CELL)).join("");
  // Stretched to the background's box, which background-size gives in the sheet's own proportions.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHEET_W} ${SHEET_H}" preserveAspectRatio="none">${cells}</svg>`;
}

/**
 * Makes the one sheet every card's box shows its cell of (issue 21), then resolves: a bitmap sized for
 * the largest box (caso.css: 3.2rem), see web/src/ui/rasterSheet.ts. Each card's image of its own was
 * an SVG document Chromium sets up on the main thread (the notes' 21 cards: a 142 ms task at 4× CPU).
 */
export async function sheetReady(): Promise<void> {
  if (sheet) return;
  const k = devicePixels(3.2) / CELL;
  const url = await rasterSheet(sheetSvg(), SHEET_W * k, SHEET_H * k);
  sheet ??= url;
}

const pc = (n: number) => `${n * 100}%`;
/**
 * The background that shows card c's art in its box: a square box shows the card's whole cell, a
 * `tall` one (1:2, a character's small box) the middle half of it, where the figure stands.
 */
export function cardArtStyle(c: CardId, tall: boolean): { backgroundImage: string; backgroundSize: string; backgroundPosition: string } {
  const i = ALL_CARDS.indexOf(c);
  const w = tall ? CELL / 2 : CELL;
  const x = (i % COLS) * PITCH + (CELL - w) / 2;
  const y = Math.floor(i / COLS) * PITCH;
  return { backgroundImage: sheet ? `url("${sheet}")` : "none", backgroundSize: `${pc(SHEET_W / w)} ${pc(SHEET_H / CELL)}`, backgroundPosition: `${pc(x / (SHEET_W - w))} ${pc(y / (SHEET_H - CELL))}` };
}

const KIND_INK = { character: "#e57373", weapon: "#64b5f6", place: "#81c784" } as const;
/**
 * A card as it stands on a base in the scene (viewBox 0 0 256 320): a dark rounded card, a band in
 * its kind's colour, the art inset large (216 × 248 at 20, 40); the name is a DOM label under the base (no text in SVG).
 */
export function cardFrameSvg(c: CardId): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 320"><rect x="4" y="4" width="248" height="312" rx="22" fill="#1b1530" stroke="#f3ead8" stroke-width="6"/><rect x="14" y="14" width="228" height="18" rx="9" fill="${KIND_INK[cardKind(c)]}"/>${fittedSvg(c, 20, 40, 216, 248)}</svg>`;
}
