import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import {
  allCells, boardSize, cellHex, cellName, chebyshev, colourDistance, makeBoard, parseCell, pickCandidates,
} from "../../../shared/games/matiz/board";
import { game as matiz } from "../../../shared/games/matiz";
import { Match } from "./helpers";

describe("Matiz board", () => {
  it("MATIZ-1 the board is 30 columns × 16 rows named A–P / 1–30, like H12", () => {
    expect(boardSize("normal")).toEqual({ cols: 30, rows: 16 });
    const b = makeBoard("normal", Rng.fromSeed(3));
    expect(allCells(b)).toHaveLength(480);
    expect(parseCell(b, "H12")).toEqual({ row: 7, col: 11 });
    expect(cellName({ row: 15, col: 29 })).toBe("P30");
    for (const bad of ["Q1", "A0", "A31", "H", "12", "h12"]) expect(parseCell(b, bad)).toBeNull();
  });

  it("MATIZ-1 columns are hues and rows lightness: row A is lighter than row P in every column", () => {
    const b = makeBoard("normal", Rng.fromSeed(9));
    const luma = (hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return 0.3 * (n >> 16) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255);
    };
    for (let col = 0; col < 30; col++) {
      expect(luma(cellHex(b, { col, row: 0 }))).toBeGreaterThan(luma(cellHex(b, { col, row: 15 })));
    }
  });

  it("MATIZ-1 every cell of a board has its own hex code (so a target's code names one cell)", () => {
    for (const kind of ["normal", "ultra"] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const b = makeBoard(kind, Rng.fromSeed(seed));
        const hexes = allCells(b).map((c) => cellHex(b, c));
        expect(new Set(hexes).size).toBe(hexes.length);
        for (const h of hexes) expect(h).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });

  it("MATIZ-6 distance is Chebyshev: diagonals are neighbours", () => {
    expect(chebyshev({ col: 5, row: 5 }, { col: 6, row: 6 })).toBe(1);
    expect(chebyshev({ col: 5, row: 5 }, { col: 7, row: 4 })).toBe(2);
    expect(chebyshev({ col: 0, row: 0 }, { col: 29, row: 0 })).toBe(29);
    expect(colourDistance({ cols: 30 }, { col: 0, row: 0 }, { col: 29, row: 0 })).toBe(1);
  });

  it("MATIZ-2 candidates are four, pairwise ≥ minSeparation apart (hue wraps), never a past target, and deterministic from the seed", () => {
    for (const kind of ["normal", "ultra"] as const) {
      for (let seed = 0; seed < 50; seed++) {
        const b = makeBoard(kind, Rng.fromSeed(seed));
        const rng = Rng.fromSeed(seed * 7 + 1);
        const used: string[] = [];
        for (let round = 0; round < 30; round++) {
          const cands = pickCandidates(b, used, 5, rng);
          expect(cands).toHaveLength(4);
          for (let i = 0; i < 4; i++)
            for (let j = i + 1; j < 4; j++) expect(colourDistance(b, cands[i]!, cands[j]!)).toBeGreaterThanOrEqual(5);
          for (const c of cands) expect(used).not.toContain(cellName(c));
          used.push(cellName(rng.pick(cands)));
        }
      }
    }
    const a = pickCandidates(makeBoard("normal", Rng.fromSeed(4)), [], 5, Rng.fromSeed(5));
    const b = pickCandidates(makeBoard("normal", Rng.fromSeed(4)), [], 5, Rng.fromSeed(5));
    expect(a).toEqual(b);
  });

  it("MATIZ-2 a match's revealed targets never come back as candidates", () => {
    const m = new Match(3, { endMode: "closeCycle", goal: 200 }, 11);
    const seen: string[] = [];
    for (let round = 0; round < 25; round++) {
      for (const c of m.state.round.candidates) expect(seen).not.toContain(c);
      m.clue1(`palavra${"abcdefghijklmnopqrstuvwxyz"[round]}`.replace(/\d/g, ""), round % 4);
      seen.push(m.target);
      m.guessAll(["A1", "A2"]);
      m.act(m.giver, { type: "pass" });
      m.expire("reveal");
    }
  });

  it("MATIZ-11 Ultra Hard is 15 × 8 (rows A–H, columns 1–15); cells beyond are refused", () => {
    const m = new Match(3, { board: "ultra" });
    expect(m.state.board).toMatchObject({ kind: "ultra", cols: 15, rows: 8 });
    expect(m.view(null).board).toMatchObject({ kind: "ultra", cols: 15, rows: 8 });
    m.clue1();
    const g = m.guessers[0]!;
    expect(m.refuse(g, { type: "guess", cell: "I1" })).toBe("cell_off_board");
    expect(m.refuse(g, { type: "guess", cell: "A16" })).toBe("cell_off_board");
    m.act(g, { type: "guess", cell: "H15" });
    for (const c of m.state.round.candidates) expect(parseCell(m.state.board, c)).not.toBeNull();
  });

  it("MATIZ-11 Ultra Hard keeps the same rules and points", () => {
    const m = new Match(3, { board: "ultra" }, 2);
    m.clue1("oceano", 1);
    const t = m.target;
    const [a, b] = m.guessers as [number, number];
    const other = t === "A1" ? "A2" : "A1";
    m.guessAll([t, other]);
    m.act(m.giver, { type: "pass" });
    const res = m.state.round.result!;
    expect(res.find((l) => l.seat === a)!.points).toBe(3);
    expect(res.find((l) => l.seat === m.giver)!.points).toBeGreaterThanOrEqual(1);
    expect(matiz.view(m.state, { kind: "seat", seat: b })).toMatchObject({ target: { cell: t } });
  });
});
