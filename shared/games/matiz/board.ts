/**
 * The board (MATIZ-1, MATIZ-11): columns are hues, rows are lightness. Cells are named like
 * "H12" (row letter, column number). Colours come from a per-match hue offset drawn from the
 * seeded RNG, so every match paints (and, in Ultra Hard, codes) its board differently but
 * reproducibly. The view carries only the offset; clients compute the colours with these
 * functions, which keeps views small and keeps hex codes out of messages except for the target.
 */
import type { Rng } from "../../engine";

type BoardKind = "normal" | "ultra";
export interface Board {
  kind: BoardKind;
  cols: number;
  rows: number;
  /** Degrees added to every column's hue, drawn once per match. */
  hueOffset: number;
}
export interface Cell {
  col: number;
  row: number;
}

export const ROW_LETTERS = "ABCDEFGHIJKLMNOP";

export function boardSize(kind: BoardKind): { cols: number; rows: number } {
  return kind === "ultra" ? { cols: 15, rows: 8 } : { cols: 30, rows: 16 };
}

export function makeBoard(kind: BoardKind, rng: Rng): Board {
  return { kind, ...boardSize(kind), hueOffset: rng.int(360) };
}

export function cellName(c: Cell): string {
  return `${ROW_LETTERS[c.row]}${c.col + 1}`;
}

/** Parses "H12"; null when it is not a cell of this board. */
export function parseCell(board: Pick<Board, "cols" | "rows">, name: string): Cell | null {
  const m = /^([A-P])([1-9]\d?)$/.exec(name);
  if (!m) return null;
  const row = ROW_LETTERS.indexOf(m[1]!);
  const col = Number(m[2]) - 1;
  if (row < 0 || row >= board.rows || col < 0 || col >= board.cols) return null;
  return { col, row };
}

/** MATIZ-6: diagonals are neighbours; the board does not wrap for scoring. */
export function chebyshev(a: Cell, b: Cell): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

/** Separation used for candidates: like chebyshev, but hue is a circle (column 1 sits next to the last). */
export function colourDistance(board: Pick<Board, "cols">, a: Cell, b: Cell): number {
  const dc = Math.abs(a.col - b.col);
  return Math.max(Math.min(dc, board.cols - dc), Math.abs(a.row - b.row));
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/** A cell's hue in degrees: one per column, round the whole wheel across the board. */
export function cellHue(board: Pick<Board, "hueOffset" | "cols">, c: Cell): number {
  return (board.hueOffset + (c.col * 360) / board.cols) % 360;
}

/** A cell's HSL lightness: 0.9 on row A down to 0.12 on the last row. */
export function cellLight(board: Pick<Board, "rows">, c: Cell): number {
  return 0.9 - (c.row * 0.78) / (board.rows - 1);
}

/** The colour of a cell as "#RRGGBB": hue by column, lightness from row A (light) to the last row (dark). */
export function cellHex(board: Board, c: Cell): string {
  const hue = cellHue(board, c);
  const light = cellLight(board, c);
  const sat = 0.62 + 0.3 * Math.sin(Math.PI * (0.15 + (0.7 * c.row) / (board.rows - 1)));
  return hslToHex(hue, Math.min(sat, 0.95), light);
}

export function allCells(board: Pick<Board, "cols" | "rows">): Cell[] {
  const out: Cell[] = [];
  for (let row = 0; row < board.rows; row++) for (let col = 0; col < board.cols; col++) out.push({ col, row });
  return out;
}

/**
 * MATIZ-2: four candidates, never a target of this match, pairwise at least `minSeparation`
 * apart by colourDistance. Deterministic from the RNG: shuffle the free cells and take greedily,
 * reshuffling when the greedy pass paints itself into a corner. Only if many tries fail (extreme
 * settings) is the bound lowered one step, so a round can always start.
 */
export function pickCandidates(board: Board, usedTargets: readonly string[], minSeparation: number, rng: Rng, count = 4): Cell[] {
  const used = new Set(usedTargets);
  const cells = allCells(board).filter((c) => !used.has(cellName(c)));
  for (let sep = minSeparation; sep >= 0; sep--) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const chosen: Cell[] = [];
      for (const c of rng.shuffle(cells)) {
        if (chosen.every((o) => colourDistance(board, o, c) >= sep)) chosen.push(c);
        if (chosen.length === count) return chosen;
      }
    }
  }
  return cells.slice(0, count);
}
