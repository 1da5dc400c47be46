/**
 * The colour-blind aid's second cue (MATIZ-15): every colour gets a hue family and a lightness band,
 * named in words and, on the board, a symbol per family — cues that do not depend on telling hues
 * apart. Both come from the colour itself (its HSL hue and lightness), so the giver's candidates,
 * the board and a marker's cell are named the same way. On Matiz's boards the hue changes along a
 * row and the lightness down a column: cells of one column share a family, cells of one row share
 * a band, and one step along a row moves at most to the next family round the wheel.
 */
import { cellHue, cellLight, parseCell, type Board } from "../../../shared/games/matiz/public";

/** Twelve families round the hue wheel, in order, with the hue (degrees) where each one starts. */
export const FAMILIES = ["red", "orange", "yellow", "lime", "green", "teal", "cyan", "azure", "blue", "violet", "purple", "magenta"] as const;
export type Family = (typeof FAMILIES)[number];
const STARTS = [345, 15, 40, 65, 95, 150, 175, 200, 225, 250, 270, 290];

/** One symbol per family, all distinct shapes, in the same wheel order. */
export const SYMBOLS: Record<Family, string> = {
  red: "●", orange: "▲", yellow: "■", lime: "◆", green: "★", teal: "✚",
  cyan: "▼", azure: "◐", blue: "♥", violet: "♣", purple: "♠", magenta: "✖",
};

/** Five lightness bands, lightest first, with the HSL lightness each one starts at. */
export const BANDS = ["veryLight", "light", "medium", "dark", "veryDark"] as const;
export type Band = (typeof BANDS)[number];
const BAND_FLOORS = [0.74, 0.58, 0.42, 0.26, -1];

/** The family of a hue in degrees (0–360). */
export function familyOfHue(hue: number): Family {
  const h = ((hue % 360) + 360) % 360;
  // Red starts at 345° and wraps round to 15°.
  let i = 0;
  for (let k = 1; k < STARTS.length; k++) if (h >= STARTS[k]!) i = k;
  return FAMILIES[h >= STARTS[0]! ? 0 : i]!;
}

/** The band of an HSL lightness (0–1). */
export function bandOfLight(light: number): Band {
  return BANDS[BAND_FLOORS.findIndex((f) => light >= f)]!;
}

/**
 * A cell's cue, from the board's own geometry (the hue its column was painted with, the lightness of
 * its row), not read back from rounded RGB; null for a name that is not on the board.
 */
export function cellCue(board: Board, name: string): { family: Family; band: Band; symbol: string } | null {
  const c = parseCell(board, name);
  if (!c) return null;
  const family = familyOfHue(cellHue(board, c));
  return { family, band: bandOfLight(cellLight(board, c)), symbol: SYMBOLS[family] };
}

/** Steps between two families round the wheel (0 = the same, 6 = opposite). */
export function familySteps(a: Family, b: Family): number {
  const d = Math.abs(FAMILIES.indexOf(a) - FAMILIES.indexOf(b));
  return Math.min(d, FAMILIES.length - d);
}
