import { describe, expect, it } from "vitest";
import { CHARACTERS, CHARACTER_COLOURS } from "../../../shared/games/caso/public";
import { AURA_CORE_ALPHA, AURA_STOPS, LIT, auraColour, NIGHT, OUTLINE, SHOWN, auraBehindFigure, contrast, deltaE2000, greyOf, inkOn, luminance } from "../../../web/games/caso/palette";

describe("CASO-10 colour by design", () => {
  it("CASO-10 deltaE2000 matches the published test pairs (Sharma et al.)", () => {
    // Lab pairs from the paper, as sRGB would lose precision: a check on grey and on a known pair instead.
    expect(deltaE2000("#ffffff", "#ffffff")).toBe(0);
    expect(deltaE2000("#000000", "#ffffff")).toBeCloseTo(100, 0);
    expect(deltaE2000("#ff0000", "#00ff00")).toBeCloseTo(86.6, 0);
  });

  it("CASO-10 the shown colour and the lit colour differ from all six pawn colours and from each other (ΔE00 ≥ 20)", () => {
    for (const c of CHARACTERS) {
      expect(deltaE2000(SHOWN, CHARACTER_COLOURS[c]), `shown vs ${c}`).toBeGreaterThanOrEqual(20);
      expect(deltaE2000(LIT, CHARACTER_COLOURS[c]), `lit vs ${c}`).toBeGreaterThanOrEqual(20);
    }
    expect(deltaE2000(SHOWN, LIT)).toBeGreaterThanOrEqual(40);
    // Both read as light on the night background (a dark base must look off next to them).
    expect(contrast(SHOWN, NIGHT)).toBeGreaterThanOrEqual(7);
    expect(contrast(LIT, NIGHT)).toBeGreaterThanOrEqual(7);
  });

  it("CASO-8 the aura never washes out a character: a ring, faint behind the body; a light character (Sol, Pérola) keeps ≥ 7:1 against it, every one ≥ 2.5:1, and the dark outline stands out of every ring's brightest part (≥ 2.5:1, all six)", () => {
    expect(AURA_STOPS[0]![1]).toBeLessThanOrEqual(AURA_CORE_ALPHA);
    const peak = Math.max(...AURA_STOPS.map(([, a]) => a));
    for (const c of CHARACTERS) {
      const col = CHARACTER_COLOURS[c];
      const ring = auraColour(col);
      const behind = auraBehindFigure(ring);
      expect(contrast(col, behind), c).toBeGreaterThanOrEqual(luminance(col) >= 0.5 ? 7 : 2.5);
      expect(contrast(OUTLINE, auraBehindFigure(ring, peak)), `${c} outline`).toBeGreaterThanOrEqual(2.5);
      // The ring still reads as the pawn's colour (a lifted ring stays close to it).
      expect(deltaE2000(ring, col), `${c} ring`).toBeLessThanOrEqual(15);
    }
    expect(CHARACTERS.filter((c) => luminance(CHARACTER_COLOURS[c]) >= 0.5)).toEqual(["sol", "perola"]);
  });
});

describe("PLAT-A1 pawn dots", () => {
  it("PLAT-A1 a pawn's initial on its dot (Pawns tab) reads at 4.5:1 on its colour, and on its grey once eliminated (same luminance, same ink)", () => {
    for (const c of CHARACTERS) {
      const hex = CHARACTER_COLOURS[c];
      const grey = greyOf(hex);
      expect(contrast(inkOn(hex), hex), c).toBeGreaterThanOrEqual(4.5);
      expect(Math.abs(luminance(grey) - luminance(hex)), c).toBeLessThan(0.01);
      expect(inkOn(grey), c).toBe(inkOn(hex));
      expect(contrast(inkOn(grey), grey), c).toBeGreaterThanOrEqual(4.5);
    }
  });
});
