import { describe, expect, it } from "vitest";
import { MAP, PLACE_IDS, type PlaceId } from "../../../shared/games/caso/public";
import { forms, layLabels } from "../../../web/games/caso/labels";
import { grow, nameFont, roomMid, type Box } from "../../../web/games/caso/mapScale";
import { readFileSync } from "node:fs";
import { PAGE_FONT } from "../../../web/src/ui/pageFont";

/** Bold text about 0.65 em a letter, as the fallback measure. */
const width = (font: number) => (s: string) => s.length * font * 0.65;
const hit = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const PT: Record<PlaceId, string> = { praca: "Praça", tattoo: "Tattoo Studio", boate: "Boate", academia: "Academia", lanchonete: "Lanchonete", karaoke: "Karaokê", fliperama: "Fliperama", arteclube: "Arte Clube", cinema: "Cinema" };
const RU: Record<PlaceId, string> = { praca: "Площадь", tattoo: "Тату-студия", boate: "Ночной клуб", academia: "Спортзал", lanchonete: "Закусочная", karaoke: "Караоке", fliperama: "Игровые автоматы", arteclube: "Арт-клуб", cinema: "Кинотеатр" };
/** Screen px per map unit: the whole map on a 344 px phone, and on a desktop. */
const PHONE = 344 / 240;
const DESK = 700 / 240;

describe("PLAT-A3 the map's words stay 12 px on the screen and clear of each other and of the pawns", () => {
  it("PLAT-A3 text grows to 12 px when zoomed out and keeps the map's scale when zoomed in", () => {
    expect(nameFont(PHONE) * PHONE).toBeGreaterThanOrEqual(12);
    expect(4.4 * grow(4.4, PHONE) * PHONE).toBeGreaterThanOrEqual(12);
    expect(nameFont(10)).toBe(6.2);
    expect(grow(4.4, 10)).toBe(1);
  });

  it("PLAT-A3 a long name is split at a space or after a hyphen, where the halves are most even", () => {
    expect(forms("Игровые автоматы", width(1))).toEqual([["Игровые автоматы"], ["Игровые", "автоматы"]]);
    expect(forms("Тату-студия", width(1))[1]).toEqual(["Тату-", "студия"]);
    expect(forms("Praça", width(1))).toEqual([["Praça"]]);
  });

  for (const [lang, names] of [["pt", PT], ["ru", RU]] as const)
    for (const ppu of [PHONE, DESK])
      it(`PLAT-A3 ${lang} at ${Math.round(ppu * 240)} px: no name touches another or a pawn; every name shows on an empty map`, () => {
        const font = nameFont(ppu);
        const k = grow(4.4, ppu);
        // A pawn on each door square (grown as drawn) and none in the rooms.
        const pawns: Box[] = PLACE_IDS.flatMap((id) => MAP.rooms[id].doors.map(([x, y]) => [x * 10 + 5 - 4.6 * k, y * 10 + 5 - 9.6 * k, x * 10 + 5 + 4.6 * k, y * 10 + 5 + 4.6 * k] as Box));
        const laid = layLabels((id) => names[id], font, width(font), pawns, new Set());
        for (const l of laid) {
          for (const p of pawns) expect(hit(l.box, p)).toBe(false);
          for (const o of laid) if (o !== l) expect(hit(l.box, o.box)).toBe(false);
        }
        expect(layLabels((id) => names[id], font, width(font), [], new Set()).map((l) => l.place)).toEqual([...PLACE_IDS]);
      });

  it("PLAT-A3 a name pawns leave no room for, even higher up its building, is hidden, and shown when its place is focused; a room's own pawns hang below its name", () => {
    const font = nameFont(PHONE);
    const [cx, cy] = roomMid("praca");
    const onName: Box = [cx - 5, MAP.rooms.praca.rect[1] * 10, cx + 5, cy - 2];
    expect(layLabels((id) => PT[id], font, width(font), [onName], new Set()).some((l) => l.place === "praca")).toBe(false);
    expect(layLabels((id) => PT[id], font, width(font), [onName], new Set(["praca"])).some((l) => l.place === "praca")).toBe(true);
    const own: Box = [cx - 20, cy - 1.6, cx + 20, cy + 30];
    expect(layLabels((id) => PT[id], font, width(font), [own], new Set()).some((l) => l.place === "praca")).toBe(true);
  });

  it("PLAT-A3 names are measured in the page's own font: the canvas font is the one styles.css gives the page", () => {
    const root = /:root\s*\{[^}]*?font-family:\s*([^;]+);/.exec(readFileSync("web/src/styles.css", "utf8"));
    expect(root?.[1]).toBe(PAGE_FONT);
  });
});
