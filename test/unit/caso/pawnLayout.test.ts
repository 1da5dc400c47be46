import { describe, expect, it } from "vitest";
import { MAP, PLACE_IDS, type PlaceId } from "../../../shared/games/caso/public";
import { layLabels } from "../../../web/games/caso/labels";
import { grow, nameFont, type Box } from "../../../web/games/caso/mapScale";
import { layPawns, type PawnPos } from "../../../web/games/caso/pawnLayout";

/** Screen px per map unit at the whole map's view: a 344 px phone, a desktop; and zoomed in (nothing grows). */
const PHONE = 344 / 240;
const DESK = 700 / 240;
const CLOSE = 10;
const hit = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const street = (x: number, y: number): PawnPos => ({ kind: "street", x, y });
const place = (p: PlaceId): PawnPos => ({ kind: "place", place: p });
const squares = [...MAP.street].map((k) => k.split(",").map(Number) as [number, number]);
/** The pairs of pawns whose drawn figures overlap. */
const overlaps = (pos: readonly PawnPos[], ppu: number, team = false): string[] => {
  const spots = layPawns(pos.map((p) => ({ pos: p, team })), grow(4.4, ppu));
  const out: string[] = [];
  spots.forEach((a, i) => spots.forEach((b, j) => j > i && hit(a.box, b.box) && out.push(`${JSON.stringify(pos[i])} × ${JSON.stringify(pos[j])}`)));
  return out;
};
const PT: Record<PlaceId, string> = { praca: "Praça", tattoo: "Tattoo Studio", boate: "Boate", academia: "Academia", lanchonete: "Lanchonete", karaoke: "Karaokê", fliperama: "Fliperama", arteclube: "Arte Clube", cinema: "Cinema" };
const width = (font: number) => (s: string) => s.length * font * 0.65;

describe("CASO-7 PLAT-A3 grown pawns never cover each other, and the places' names stay readable beside them", () => {
  for (const [view, ppu] of [["phone's whole map", PHONE], ["desktop's whole map", DESK], ["zoomed in", CLOSE]] as const) {
    it(`CASO-7 ${view}: pawns on neighbouring street squares (side by side, one above the other, diagonal) do not overlap`, () => {
      const found: string[] = [];
      for (const [x, y] of squares)
        for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]] as const)
          if (MAP.street.has(`${x + dx},${y + dy}`)) found.push(...overlaps([street(x, y), street(x + dx, y + dy)], ppu));
      expect(found).toEqual([]);
    });

    it(`CASO-7 ${view}: six pawns on one square, or in a row of squares, in team mode (number badges), do not overlap`, () => {
      const [x, y] = squares.find(([x, y]) => [1, 2, 3, 4, 5].every((d) => MAP.street.has(`${x + d},${y}`)))!;
      expect(overlaps(Array.from({ length: 6 }, () => street(x, y)), ppu, true)).toEqual([]);
      expect(overlaps(Array.from({ length: 6 }, (_, d) => street(x + d, y)), ppu, true)).toEqual([]);
    });

    it(`CASO-7 ${view}: a full room and a pawn on each of its doors do not overlap`, () => {
      for (const id of PLACE_IDS) expect(overlaps([...Array.from({ length: 6 }, () => place(id)), ...MAP.rooms[id].doors.map(([x, y]) => street(x, y))], ppu)).toEqual([]);
    });
  }

  it("CASO-7 a lone pawn stands on its square's centre; a room's pawns keep their slots, grown about the room's anchor", () => {
    const [x, y] = squares[0]!;
    for (const ppu of [PHONE, CLOSE]) expect(layPawns([{ pos: street(x, y), team: false }], grow(4.4, ppu))[0]).toMatchObject({ x: x * 10 + 5, y: y * 10 + 5 });
    const [a, b] = layPawns([{ pos: place("praca"), team: false }, { pos: place("praca"), team: false }], 1);
    expect(b!.x - a!.x).toBe(10);
    expect(a!.y).toBe(b!.y);
  });

  it("CASO-7 pawns pushed apart stay near their square: two on one square at the phone's whole map end within a square of its centre", () => {
    const [x, y] = squares[0]!;
    const spots = layPawns([{ pos: street(x, y), team: false }, { pos: street(x, y), team: false }], grow(4.4, PHONE));
    for (const s of spots) expect(Math.hypot(s.x - (x * 10 + 5), s.y - (y * 10 + 5))).toBeLessThanOrEqual(10);
    expect((spots[0]!.x + spots[1]!.x) / 2).toBeCloseTo(x * 10 + 5);
  });

  for (const ppu of [PHONE, DESK])
    it(`PLAT-A3 CASO-7 at ${Math.round(ppu * 240)} px: with a pawn on every door square, every place's name still shows, on no pawn and no other name`, () => {
      const font = nameFont(ppu);
      const pos = PLACE_IDS.flatMap((id) => MAP.rooms[id].doors.map(([x, y]) => street(x, y)));
      const pawns = layPawns(pos.map((p) => ({ pos: p, team: false })), grow(4.4, ppu)).map((s) => s.box);
      const laid = layLabels((id) => PT[id], font, width(font), pawns, new Set());
      expect(laid.map((l) => l.place)).toEqual([...PLACE_IDS]);
      for (const l of laid) {
        for (const p of pawns) expect(hit(l.box, p)).toBe(false);
        for (const o of laid) if (o !== l) expect(hit(l.box, o.box)).toBe(false);
      }
    });

  it("PLAT-A3 a name whose spot a pawn takes climbs its building instead of hiding", () => {
    const font = nameFont(PHONE);
    const [first] = layLabels((id) => PT[id], font, width(font), [], new Set());
    const onName: Box = [first!.box[0], first!.box[1] + 1, first!.box[2], first!.box[3] + 8];
    const moved = layLabels((id) => PT[id], font, width(font), [onName], new Set()).find((l) => l.place === first!.place)!;
    expect(moved.box[3]).toBeLessThanOrEqual(onName[1]);
    expect(moved.box[1]).toBeGreaterThanOrEqual(MAP.rooms[first!.place].rect[1] * 10);
  });
});
