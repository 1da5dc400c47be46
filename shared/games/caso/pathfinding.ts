/**
 * Breadth-first search over street squares (4-neighbour) with the blocking rules of CASO-G7:
 * squares in `blocked` (doors held by other active pawns) may be crossed only when they are the
 * first square out of the pawn's own room, or once with a Chave mestra; they are never a stop.
 */
import { MAP, PLACE_IDS, key, neighbours, type PlaceId, type Xy } from "./map";
import type { Pos } from "./state";

interface SearchNode {
  x: number;
  y: number;
  cost: number;
  /** The Chave mestra was spent to cross a blocked square on the way here. */
  keyUsed: boolean;
  /** Standing here would be on a blocked square (crossing only). */
  onBlocked: boolean;
  prev: SearchNode | null;
}

interface SearchOpts {
  from: Pos;
  blocked: ReadonlySet<string>;
  allowKey: boolean;
}

const stateKey = (k: string, used: boolean) => `${k}|${used ? 1 : 0}`;

/** Every reachable (square, key-used) state with its shortest cost and a route back. */
export function search(o: SearchOpts): Map<string, SearchNode> {
  const seen = new Map<string, SearchNode>();
  const queue: SearchNode[] = [];
  const push = (n: SearchNode) => {
    const sk = stateKey(key(n.x, n.y), n.keyUsed);
    if (seen.has(sk)) return;
    seen.set(sk, n);
    queue.push(n);
  };
  let originKey: string | null = null;
  if (o.from.kind === "place") {
    // Leaving: the first square is one of the room's doors, even a held one ("quem já está dentro continua podendo sair").
    for (const [x, y] of MAP.rooms[o.from.place].doors) push({ x, y, cost: 1, keyUsed: false, onBlocked: o.blocked.has(key(x, y)), prev: null });
  } else {
    originKey = key(o.from.x, o.from.y);
    seen.set(stateKey(originKey, false), { x: o.from.x, y: o.from.y, cost: 0, keyUsed: false, onBlocked: false, prev: null });
    queue.push(seen.get(stateKey(originKey, false))!);
  }
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const [nx, ny] of neighbours(cur.x, cur.y)) {
      const k = key(nx, ny);
      if (!MAP.street.has(k) || k === originKey) continue;
      const blocked = o.blocked.has(k);
      if (blocked && (cur.keyUsed || !o.allowKey)) continue;
      push({ x: nx, y: ny, cost: cur.cost + 1, keyUsed: cur.keyUsed || blocked, onBlocked: blocked, prev: cur });
    }
  }
  return seen;
}

/** The squares stepped on to reach `n` (the origin square excluded). */
export function routeOf(n: SearchNode, from: Pos): [number, number][] {
  const out: [number, number][] = [];
  for (let c: SearchNode | null = n; c; c = c.prev) out.push([c.x, c.y]);
  out.reverse();
  if (from.kind === "street") out.shift();
  return out;
}

/** Shortest street moves between two sets of squares on an empty map (-1 when unreachable). */
function streetDistance(from: readonly Xy[], to: readonly Xy[]): number {
  const targets = new Set(to.map(([x, y]) => key(x, y)));
  const dist = new Map<string, number>();
  const queue: Xy[] = [];
  for (const [x, y] of from) {
    dist.set(key(x, y), 0);
    queue.push([x, y]);
  }
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i]!;
    const d = dist.get(key(x, y))!;
    if (targets.has(key(x, y))) return d;
    for (const [nx, ny] of neighbours(x, y)) {
      const k = key(nx, ny);
      if (MAP.street.has(k) && !dist.has(k)) {
        dist.set(k, d + 1);
        queue.push([nx, ny]);
      }
    }
  }
  return -1;
}

/** CASO-G1: cost from inside place a to inside place b on an empty map = door-to-door moves + 2. */
const placeToPlaceCost = (a: PlaceId, b: PlaceId): number => streetDistance(MAP.rooms[a].doors, MAP.rooms[b].doors) + 2;

export function costTable(): Record<PlaceId, Record<PlaceId, number>> {
  const t = {} as Record<PlaceId, Record<PlaceId, number>>;
  for (const a of PLACE_IDS) {
    t[a] = {} as Record<PlaceId, number>;
    for (const b of PLACE_IDS) t[a][b] = a === b ? 0 : placeToPlaceCost(a, b);
  }
  return t;
}
