/** Client-side colour helpers: the board's paint (from the shared rules) and each seat's marker colour. */
import { allCells, cellHex, cellName, type Board } from "../../../shared/games/matiz/public";

/** Ten marker colours, far apart from each other; markers also carry a white ring and an initial. */
const SEAT_COLOURS = ["#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#a9a9a9", "#fabed4"];

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}

/** Every cell of the board with its name and hex code, row by row. */
export function paintBoard(board: Board): { name: string; col: number; row: number; hex: string }[] {
  return allCells(board).map((c) => ({ name: cellName(c), col: c.col, row: c.row, hex: cellHex(board, c) }));
}

/** Black or white text, whichever has the higher WCAG contrast on `hex` (at least 4.58:1 on any colour). */
export function inkFor(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  // Black wins when (l + 0.05) / 0.05 > 1.05 / (l + 0.05); the worse of the two is 4.58:1 at l ≈ 0.18.
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? "#000" : "#fff";
}
