/**
 * The parsed map (CASO-G1): street squares, door squares, rooms and portals. `parseMap`
 * cross-checks the grid text against the rooms JSON and throws on any mismatch, so a bad
 * transcription fails at import time and in the CASO-3 test, never mid-game.
 */
import { NOITE_24_GRID, NOITE_24_ROOMS } from "./mapData";

export const PLACE_IDS = ["praca", "tattoo", "boate", "academia", "lanchonete", "karaoke", "fliperama", "arteclube", "cinema"] as const;
export type PlaceId = (typeof PLACE_IDS)[number];
export type Xy = readonly [number, number];

interface RoomDef {
  id: PlaceId;
  name: string;
  letter: string;
  rect: readonly [number, number, number, number];
  doors: readonly Xy[];
  shared?: boolean;
  portal?: { mark: string; cell: Xy; to: PlaceId };
}
export interface RoomsJson {
  id: string;
  width: number;
  height: number;
  start: PlaceId;
  rooms: readonly RoomDef[];
  blocks: readonly (readonly [number, number, number, number])[];
}

interface MapModel {
  id: string;
  width: number;
  height: number;
  start: PlaceId;
  rows: readonly string[];
  rooms: Readonly<Record<PlaceId, RoomDef>>;
  /** Walkable street squares (doors included), keyed `x,y`. */
  street: ReadonlySet<string>;
  /** Door square `x,y` → the one room it opens into. */
  doorOf: ReadonlyMap<string, PlaceId>;
  /** Portal pair id ("1" / "2") per portal room. */
  portalPair: Readonly<Partial<Record<PlaceId, string>>>;
}

export const key = (x: number, y: number): string => `${x},${y}`;
const isPlaceId = (s: string): s is PlaceId => (PLACE_IDS as readonly string[]).includes(s);

const inRect = (r: readonly [number, number, number, number], x: number, y: number) => x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3];
const NEIGHBOURS: readonly Xy[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

export function neighbours(x: number, y: number): Xy[] {
  return NEIGHBOURS.map(([dx, dy]) => [x + dx, y + dy] as const);
}

export function parseMap(gridText: string, json: RoomsJson): MapModel {
  const rows = gridText.split("\n").filter((l) => l.length > 0);
  const fail = (m: string): never => {
    throw new Error(`map ${json.id}: ${m}`);
  };
  if (rows.length !== json.height) fail(`expected ${json.height} rows, got ${rows.length}`);
  rows.forEach((r, y) => r.length !== json.width && fail(`row ${y} has ${r.length} columns`));
  const cell = (x: number, y: number) => rows[y]?.[x];
  const rooms = {} as Record<PlaceId, RoomDef>;
  const byLetter = new Map<string, RoomDef>();
  for (const r of json.rooms) {
    if (!isPlaceId(r.id)) fail(`unknown room ${r.id}`);
    rooms[r.id] = r;
    byLetter.set(r.letter, r);
  }
  if (Object.keys(rooms).length !== PLACE_IDS.length) fail("expected nine rooms");
  const street = new Set<string>();
  const doorOf = new Map<string, PlaceId>();
  const portalPair: Partial<Record<PlaceId, string>> = {};
  for (let y = 0; y < json.height; y++) {
    for (let x = 0; x < json.width; x++) {
      const c = cell(x, y)!;
      const owner = json.rooms.find((r) => inRect(r.rect, x, y));
      const blocked = json.blocks.some((b) => inRect(b, x, y));
      if (c === "#") {
        if (!blocked) fail(`# at ${x},${y} is not in blocks`);
      } else if (c === "." || (c >= "a" && c <= "z")) {
        if (owner || blocked) fail(`street at ${x},${y} inside a room or block`);
        street.add(key(x, y));
        if (c !== ".") {
          const room = byLetter.get(c.toUpperCase()) ?? fail(`door ${c} of no room`);
          if (!room.doors.some(([dx, dy]) => dx === x && dy === y)) fail(`door ${c} at ${x},${y} not in JSON`);
          doorOf.set(key(x, y), room.id);
        }
      } else if (c === "1" || c === "2") {
        if (!owner?.portal || owner.portal.mark !== c || owner.portal.cell[0] !== x || owner.portal.cell[1] !== y) fail(`portal ${c} at ${x},${y}`);
      } else {
        if (!owner || owner.letter !== c) fail(`room cell ${c} at ${x},${y} outside its rect`);
      }
    }
  }
  for (const r of json.rooms) {
    for (const [x, y] of r.doors) {
      if (doorOf.get(key(x, y)) !== r.id) fail(`JSON door of ${r.id} at ${x},${y} missing from grid`);
      // Each door square touches only its own room.
      const touching = new Set(neighbours(x, y).map(([nx, ny]) => json.rooms.find((o) => inRect(o.rect, nx, ny))?.id).filter(Boolean));
      if (touching.size !== 1 || !touching.has(r.id)) fail(`door ${x},${y} of ${r.id} touches ${[...touching].join("/")}`);
    }
    if (r.portal) {
      portalPair[r.id] = r.portal.mark;
      const other = rooms[r.portal.to];
      if (other?.portal?.to !== r.id || other.portal.mark !== r.portal.mark) fail(`portal ${r.id} is not paired`);
    }
  }
  return { id: json.id, width: json.width, height: json.height, start: json.start, rows, rooms, street, doorOf, portalPair };
}

export const MAP: MapModel = parseMap(NOITE_24_GRID, NOITE_24_ROOMS as unknown as RoomsJson);
