import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { allCells, cellName, makeBoard } from "../../../shared/games/matiz/board";
import { BANDS, FAMILIES, SYMBOLS, bandOfLight, cellCue, familyOfHue, familySteps } from "../../../web/games/matiz/colourNames";

const boards = () => {
  const out = [];
  for (const kind of ["normal", "ultra"] as const) for (let seed = 0; seed < 12; seed++) out.push(makeBoard(kind, Rng.fromSeed(seed)));
  return out;
};

describe("Matiz colour-blind aid", () => {
  it("MATIZ-15 every cell of every board gets a family and a lightness band; each family its own symbol", () => {
    const missing: string[] = [];
    for (const b of boards())
      for (const c of allCells(b)) {
        const cue = cellCue(b, cellName(c));
        if (!cue || !FAMILIES.includes(cue.family) || !BANDS.includes(cue.band) || cue.symbol !== SYMBOLS[cue.family]) missing.push(`${b.kind} ${b.hueOffset} ${cellName(c)}`);
      }
    expect(missing).toEqual([]);
    expect(new Set(Object.values(SYMBOLS)).size).toBe(FAMILIES.length);
    expect(cellCue(boards()[0]!, "Z99")).toBeNull();
  });

  it("MATIZ-15 neighbours: a column shares its family, a row its band; a step along a row moves at most one family (two on Ultra Hard's 15 columns), a step down never gets lighter", () => {
    const broken: string[] = [];
    for (const b of boards()) {
      const at = (col: number, row: number) => cellCue(b, cellName({ col, row }))!;
      for (let row = 0; row < b.rows; row++)
        for (let col = 0; col < b.cols; col++) {
          const here = at(col, row);
          if (row + 1 < b.rows) {
            const down = at(col, row + 1);
            if (down.family !== here.family || BANDS.indexOf(down.band) < BANDS.indexOf(here.band)) broken.push(`down from ${cellName({ col, row })}`);
          }
          if (col + 1 < b.cols) {
            const right = at(col + 1, row);
            if (right.band !== here.band || familySteps(right.family, here.family) > (b.cols === 30 ? 1 : 2)) broken.push(`right of ${cellName({ col, row })}`);
          }
        }
      // Every band is used from the lightest row to the darkest; a 30-column wall shows all twelve families.
      expect(new Set(Array.from({ length: b.rows }, (_, row) => at(0, row).band)).size).toBe(BANDS.length);
      if (b.cols === 30) expect(new Set(Array.from({ length: b.cols }, (_, col) => at(col, 8).family)).size).toBe(FAMILIES.length);
    }
    expect(broken).toEqual([]);
  });

  it("MATIZ-15 well-known hues and lightnesses are named as a person would", () => {
    expect([0, 30, 60, 120, 180, 240, 300, 359].map(familyOfHue)).toEqual(["red", "orange", "yellow", "green", "cyan", "blue", "magenta", "red"]);
    expect([0.9, 0.5, 0.12].map(bandOfLight)).toEqual(["veryLight", "medium", "veryDark"]);
  });
});
