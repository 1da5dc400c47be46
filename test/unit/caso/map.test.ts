import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAP, PLACE_IDS, key, parseMap, type PlaceId, type RoomsJson } from "../../../shared/games/caso/map";
import { NOITE_24_GRID, NOITE_24_ROOMS } from "../../../shared/games/caso/mapData";
import { costTable, search } from "../../../shared/games/caso/pathfinding";

// CASO-G1 walking costs on the empty map, rows and columns in the order P T B A L K F R C.
const ORDER: PlaceId[] = ["praca", "tattoo", "boate", "academia", "lanchonete", "karaoke", "fliperama", "arteclube", "cinema"];
const TABLE = [
  [0, 8, 8, 9, 9, 8, 8, 9, 9],
  [8, 0, 6, 13, 15, 22, 17, 13, 6],
  [8, 6, 0, 6, 10, 17, 17, 15, 10],
  [9, 13, 6, 0, 6, 13, 15, 22, 17],
  [9, 15, 10, 6, 0, 6, 10, 17, 17],
  [8, 22, 17, 13, 6, 0, 6, 13, 15],
  [8, 17, 17, 15, 10, 6, 0, 6, 10],
  [9, 13, 15, 22, 17, 13, 6, 0, 6],
  [9, 6, 10, 17, 17, 15, 10, 6, 0],
];

describe("map noite-24 (CASO-G1)", () => {
  it("CASO-3 CASO-G1 parses the grid and asserts the walking-cost table (door to door + 2)", () => {
    const t = costTable();
    ORDER.forEach((a, i) => ORDER.forEach((b, j) => expect(t[a][b], `${a}→${b}`).toBe(TABLE[i]![j])));
  });

  it("CASO-3 CASO-G1 the walking-cost summary holds: range 6–22, median 10, 28 pairs in 6–16, Praça 8–9", () => {
    const t = costTable();
    const pairs: number[] = [];
    PLACE_IDS.forEach((a, i) => PLACE_IDS.slice(i + 1).forEach((b) => pairs.push(t[a][b])));
    pairs.sort((x, y) => x - y);
    expect(pairs).toHaveLength(36);
    expect([pairs[0], pairs[35]]).toEqual([6, 22]);
    expect((pairs[17]! + pairs[18]!) / 2).toBe(10);
    expect(pairs.filter((d) => d >= 6 && d <= 16)).toHaveLength(28);
    expect(pairs.filter((d) => d === 22)).toHaveLength(2);
    for (const p of PLACE_IDS) if (p !== "praca") expect([8, 9]).toContain(t.praca[p]);
  });

  it("has nine rooms, two doors each on street squares touching only their room, and paired portals", () => {
    expect(Object.keys(MAP.rooms)).toHaveLength(9);
    for (const r of Object.values(MAP.rooms)) {
      expect(r.doors).toHaveLength(2);
      for (const [x, y] of r.doors) expect(MAP.doorOf.get(key(x, y))).toBe(r.id);
    }
    expect(MAP.portalPair).toEqual({ tattoo: "1", karaoke: "1", academia: "2", arteclube: "2" });
  });

  it("rejects a grid that disagrees with the rooms JSON", () => {
    const bad = NOITE_24_GRID.replace("TTTTTTTt.BBBBBBb", "TTTTTTT..BBBBBBb");
    expect(() => parseMap(bad, NOITE_24_ROOMS as unknown as RoomsJson)).toThrow(/door/);
  });

  it("CASO-G1 the street graph is connected and has no articulation square", () => {
    const all = [...MAP.street];
    const start = all[0]!.split(",").map(Number) as [number, number];
    const reach = (blocked: Set<string>, from: [number, number]) => search({ from: { kind: "street", x: from[0], y: from[1] }, blocked, allowKey: false }).size;
    expect(reach(new Set(), start)).toBe(all.length);
    for (const k of all) {
      const other = (all.find((o) => o !== k)!.split(",").map(Number)) as [number, number];
      expect(reach(new Set([k]), other), `removing ${k}`).toBe(all.length - 1);
    }
  });

  it("CASO-G1 the map constant is the grid and room list of shared/games/caso/RULES.md, verbatim", () => {
    const md = readFileSync(new URL("../../../shared/games/caso/RULES.md", import.meta.url), "utf8");
    const grid = /<!-- map:begin -->\n```text\n([\s\S]*?)```/.exec(md)![1]!.trim();
    const rooms = JSON.parse(/<!-- rooms:begin -->\n```json\n([\s\S]*?)```/.exec(md)![1]!);
    expect(NOITE_24_GRID.trim()).toBe(grid);
    expect(JSON.parse(JSON.stringify(NOITE_24_ROOMS))).toEqual(rooms);
  });
});
