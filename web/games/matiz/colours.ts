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

/** Black or white text, whichever reads better on this background. */
export function inkFor(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const l = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return l > 150 ? "#111" : "#fff";
}
