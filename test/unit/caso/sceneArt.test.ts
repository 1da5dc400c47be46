import { describe, expect, it } from "vitest";
import { CHARACTERS, PLACE_IDS, WEAPONS, type CardId } from "../../../shared/games/caso/public";
import { cardSvg } from "../../../web/games/caso/art";
import { placeLayerSvg } from "../../../web/games/caso/art/places";
import { baseStates } from "../../../web/games/caso/scene";
import { chooseMode } from "../../../web/games/caso/webgl";

describe("CASO-8 scene mode, bases and art", () => {
  it("CASO-8 the canvas only with WebGL, without 'Modo simples' and before any lost context", () => {
    expect(chooseMode({ webgl: true, pref: null, broken: false })).toBe("3d");
    expect(chooseMode({ webgl: false, pref: null, broken: false })).toBe("panel");
    expect(chooseMode({ webgl: true, pref: "off", broken: false })).toBe("panel");
    expect(chooseMode({ webgl: true, pref: null, broken: true })).toBe("panel");
  });

  it("CASO-9 CASO-10 bases: lit with a card, gold for the card shown, all dark on no match", () => {
    expect(baseStates([null, null, null], null, false)).toEqual(["empty", "empty", "empty"]);
    expect(baseStates(["rubi", null, "praca"], null, false)).toEqual(["lit", "empty", "lit"]);
    expect(baseStates(["rubi", "taco", "praca"], "taco", false)).toEqual(["lit", "gold", "lit"]);
    expect(baseStates(["rubi", "taco", "praca"], null, true)).toEqual(["dark", "dark", "dark"]);
  });

  it("CASO-8 every card's art is a self-contained SVG: a viewBox, no text, no external refs, under 6 KB", () => {
    const svgs = [...CHARACTERS, ...WEAPONS, ...PLACE_IDS].map((c) => [c, cardSvg(c as CardId)] as const);
    const layers = PLACE_IDS.flatMap((p) => (["far", "mid", "near"] as const).map((l) => [`${p}/${l}`, placeLayerSvg(p, l)] as const));
    expect(svgs).toHaveLength(21);
    for (const [id, svg] of [...svgs, ...layers]) {
      expect(svg, id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/);
      expect(svg, id).not.toMatch(/<text|<foreignObject|href=|url\(|<image/);
      expect(new TextEncoder().encode(svg).length, id).toBeLessThan(6 * 1024);
    }
    expect(new Set(svgs.map(([, s]) => s)).size).toBe(21);
  });
});
