/**
 * Where the map draws each pawn (CASO-7, PLAT-A3; issue 21). Pawns grow `k` times when the map is
 * zoomed out so their initials stay 12 px on the screen (mapScale.ts); grown, pawns on one street
 * square or on neighbouring squares — or on a door beside a room's pawns — would cover each other.
 * A room's pawns sit in a grid hanging from PAWNS_TOP under its centre, grown about that anchor (they
 * never close up on each other); each street pawn starts on its square's centre (pawns sharing a
 * square side by side) and is then pushed off any pawn it overlaps (another street pawn the shortest
 * way, a room's pawn straight away from it) until no two pawns overlap. Pure: boxes in map units.
 */
import { MAP, type PlaceId } from "../../../shared/games/caso/public";
import { PAWNS_TOP, roomMid, type Box } from "./mapScale";

const C = 10;
/** Room between two pawns once pushed apart, map units. */
const GAP = 0.6;

export type PawnPos = { kind: "place"; place: PlaceId } | { kind: "street"; x: number; y: number };

export interface PawnSpot {
  /** The figure's centre (its base ring), where it is drawn at scale `k` about itself. */
  x: number;
  y: number;
  /** What it covers: ring, body, head and, in team mode, the team's number badge. */
  box: Box;
}

/** A figure's reach from its centre at scale 1: left, up, right (the team badge sticks out right), down. */
export const pawnReach = (team: boolean): Box => [4.6, 9.6, team ? 7.4 : 4.6, 4.6];

const boxAt = (x: number, y: number, team: boolean, k: number): Box => {
  const [l, u, r, d] = pawnReach(team);
  return [x - l * k, y - u * k, x + r * k, y + d * k];
};

/** The i-th of n slots in a room: rows of three under its name, a figure's width and height (and a little) apart at scale 1. */
function slotIn(place: PlaceId, i: number, n: number, team: boolean): [number, number] {
  const [cx, cy] = roomMid(place);
  const [l, u, r, d] = pawnReach(team);
  const row = Math.floor(i / 3);
  const col = i % 3;
  const inRow = Math.min(3, n - row * 3);
  return [cx + (col - (inRow - 1) / 2) * (l + r + 0.8), cy + 8 + row * (u + d + 0.6)];
}

/** Each pawn's spot, in the order given, at scale `k` (≥ 1). */
export function layPawns(pawns: readonly { pos: PawnPos; team: boolean }[], k: number): PawnSpot[] {
  const key = (p: PawnPos) => (p.kind === "place" ? p.place : `${p.x},${p.y}`);
  const together = new Map<string, number[]>();
  pawns.forEach((p, i) => together.set(key(p.pos), [...(together.get(key(p.pos)) ?? []), i]));
  const at: [number, number][] = pawns.map((p, i) => {
    const group = together.get(key(p.pos))!;
    const j = group.indexOf(i);
    if (p.pos.kind === "place") {
      const [cx, cy] = roomMid(p.pos.place);
      const [sx, sy] = slotIn(p.pos.place, j, group.length, p.team);
      const oy = cy + PAWNS_TOP;
      return [cx + k * (sx - cx), oy + k * (sy - oy)];
    }
    return [p.pos.x * C + C / 2 + (j - (group.length - 1) / 2) * 3.5 * k, p.pos.y * C + C / 2];
  });
  const moves = (i: number) => pawns[i]!.pos.kind === "street";
  // Push street pawns apart pairwise along the axis of least overlap (rooms' pawns stay put) until none overlap.
  for (let pass = 0; pass < 60; pass++) {
    let moved = false;
    for (let i = 0; i < pawns.length; i++)
      for (let j = i + 1; j < pawns.length; j++) {
        if (!moves(i) && !moves(j)) continue;
        const a = boxAt(...at[i]!, pawns[i]!.team, k);
        const b = boxAt(...at[j]!, pawns[j]!.team, k);
        const ox = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
        const oy = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (moves(i) && moves(j)) {
          // Two street pawns: apart the shortest way; i goes left (up) of j when it already is, or when they are level.
          const axis = ox <= oy ? 0 : 1;
          const s = at[i]![axis] <= at[j]![axis] ? -1 : 1;
          at[i]![axis] += (s * ((axis ? oy : ox) + GAP)) / 2;
          at[j]![axis] -= (s * ((axis ? oy : ox) + GAP)) / 2;
        } else {
          // A street pawn on a room's pawn: out of that room, past the pawn, on the side its square lies.
          const [m, f, mb, fb] = moves(i) ? [i, j, a, b] : [j, i, b, a];
          const room = pawns[f]!.pos as Extract<PawnPos, { kind: "place" }>;
          const [x0, y0, x1, y1] = MAP.rooms[room.place].rect;
          const [cx, cy] = roomMid(room.place);
          const sq = pawns[m]!.pos as Extract<PawnPos, { kind: "street" }>;
          const vx = (sq.x * C + C / 2 - cx) / (x1 - x0 + 1);
          const vy = (sq.y * C + C / 2 - cy) / (y1 - y0 + 1);
          const axis = Math.abs(vx) >= Math.abs(vy) ? 0 : 1;
          const out = (axis ? vy : vx) >= 0;
          at[m]![axis] += out ? fb[axis + 2]! - mb[axis]! + GAP : -(mb[axis + 2]! - fb[axis]! + GAP);
        }
      }
    if (!moved) break;
  }
  return at.map(([x, y], i) => ({ x, y, box: boxAt(x, y, pawns[i]!.team, k) }));
}
