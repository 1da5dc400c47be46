/** Pure operations on the suspect grid: find, neighbours, shift with wrap-around, collapse. */
import type { Cell, Grid, Shift } from "./state";
import type { SuspectId } from "./suspects";

export interface Pos {
  r: number;
  c: number;
}

export const rowsOf = (g: Grid): number => g.length;
export const colsOf = (g: Grid): number => g[0]?.length ?? 0;

export function cellAt(g: Grid, p: Pos): Cell | undefined {
  return g[p.r]?.[p.c];
}

export function findSuspect(g: Grid, s: SuspectId): Pos | null {
  for (let r = 0; r < g.length; r++) {
    const row = g[r]!;
    for (let c = 0; c < row.length; c++) if (row[c]!.suspect === s) return { r, c };
  }
  return null;
}

/** The 8-neighbourhood (sides and diagonals) on the board, no wrap-around (NOIR-1, NOIR-3). */
export function neighbours(g: Grid, p: Pos): Pos[] {
  const out: Pos[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const q = { r: p.r + dr, c: p.c + dc };
      if (q.r >= 0 && q.r < rowsOf(g) && q.c >= 0 && q.c < colsOf(g)) out.push(q);
    }
  return out;
}

/** Whether two suspects stand next to each other on the grid (sides or diagonals). */
export function areAdjacent(g: Grid, a: SuspectId, b: SuspectId): boolean {
  const pa = findSuspect(g, a);
  const pb = findSuspect(g, b);
  if (!pa || !pb || (pa.r === pb.r && pa.c === pb.c)) return false;
  return Math.abs(pa.r - pb.r) <= 1 && Math.abs(pa.c - pb.c) <= 1;
}

/** Living suspects next to `s` (empty when `s` is not on the grid). */
export function livingNeighbours(g: Grid, s: SuspectId): SuspectId[] {
  const p = findSuspect(g, s);
  if (!p) return [];
  return neighbours(g, p)
    .map((q) => cellAt(g, q)!)
    .filter((cell) => !cell.dead)
    .map((cell) => cell.suspect);
}

export function lineLength(g: Grid, axis: Shift["axis"]): number {
  return axis === "row" ? colsOf(g) : rowsOf(g);
}

export function lineCount(g: Grid, axis: Shift["axis"]): number {
  return axis === "row" ? rowsOf(g) : colsOf(g);
}

/** NOIR-4: move a whole row or column by one; the card that falls off re-enters on the other side. */
export function shiftGrid(g: Grid, s: Shift): Grid {
  const out = g.map((row) => row.map((cell) => ({ ...cell })));
  if (s.axis === "row") {
    const row = out[s.index]!;
    if (s.dir === 1) row.unshift(row.pop()!);
    else row.push(row.shift()!);
  } else {
    const col = out.map((row) => row[s.index]!);
    if (s.dir === 1) col.unshift(col.pop()!);
    else col.push(col.shift()!);
    col.forEach((cell, r) => (out[r]![s.index] = cell));
  }
  return out;
}

/** The shift that undoes `s`. */
export function inverseShift(s: Shift): Shift {
  return { axis: s.axis, index: s.index, dir: s.dir === 1 ? -1 : 1 };
}

interface Collapse {
  grid: Grid;
  /** Removed lines, in order, as they were numbered when removed (0-based) with their suspects. */
  removed: { axis: Shift["axis"]; index: number; suspects: SuspectId[] }[];
}

/** NOIR-9: remove every row, then every column, whose suspects are all deceased, until none is left. */
export function collapse(g: Grid): Collapse {
  let grid = g.map((row) => row.map((cell) => ({ ...cell })));
  const removed: Collapse["removed"] = [];
  for (let changed = true; changed; ) {
    changed = false;
    const r = grid.findIndex((row) => row.length > 0 && row.every((cell) => cell.dead));
    if (r >= 0) {
      removed.push({ axis: "row", index: r, suspects: grid[r]!.map((cell) => cell.suspect) });
      grid = grid.filter((_, i) => i !== r);
      changed = true;
      continue;
    }
    for (let c = 0; c < colsOf(grid); c++) {
      if (grid.every((row) => row[c]!.dead)) {
        removed.push({ axis: "col", index: c, suspects: grid.map((row) => row[c]!.suspect) });
        grid = grid.map((row) => row.filter((_, i) => i !== c));
        changed = true;
        break;
      }
    }
  }
  return { grid, removed };
}
