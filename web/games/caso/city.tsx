/**
 * The map as a little night city (CASO-7 art): each place a building seen from above — its own
 * roof and motif, a sign plate for its name, lit doors on the side of its door squares — the
 * pavements round the blocks, street lamps, and pawns as small figures. Paths and circles only
 * inside a place's group (its footprint stays its one `rect`, which tests and taps aim at), all
 * decoration `pointer-events: none`.
 */
import type { JSX } from "preact";
import { MAP, PLACE_IDS, type PlaceId } from "../../../shared/games/caso/public";

const C = 10;
const box = (x: number, y: number, w: number, h: number, r = 0): string =>
  r > 0
    ? `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 -${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1 -${r} -${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r} -${r}z`
    : `M${x} ${y}h${w}v${h}h-${w}z`;

export { PLACE_HUES as PLACE_HUE } from "./hues";
import { PLACE_HUES as PLACE_HUE } from "./hues";

/** Each roof's motif, drawn in the top band of the building (x, y: its centre; hue). */
const MOTIF: Record<PlaceId, (x: number, y: number, h: number) => string> = {
  // Trees and a fountain: the square is open ground, not a roof.
  praca: (x, y) =>
    `<circle cx="${x - 18}" cy="${y}" r="6" fill="#2e7d32"/><circle cx="${x - 18}" cy="${y}" r="3" fill="#43a047"/><circle cx="${x + 18}" cy="${y}" r="6" fill="#2e7d32"/><circle cx="${x + 18}" cy="${y}" r="3" fill="#43a047"/><circle cx="${x}" cy="${y + 1}" r="6" fill="#90caf9" stroke="#e3f2fd" stroke-width="1.2"/><circle cx="${x}" cy="${y + 1}" r="2" fill="#fff"/>`,
  // A star and needle lines.
  tattoo: (x, y, h) =>
    `<path d="M${x} ${y - 7}l2 5h5l-4 3 1.6 5-4.6-3-4.6 3 1.6-5-4-3h5z" fill="hsl(${h} 90% 70%)"/><path d="M${x - 22} ${y + 4}l10-8M${x + 22} ${y + 4}l-10-8" stroke="#f5f0e6" stroke-width="1.4" stroke-linecap="round"/>`,
  // A mirror-ball dome with light rays.
  boate: (x, y, h) =>
    `<path d="M${x - 20} ${y + 6}L${x} ${y}L${x + 20} ${y + 6}M${x - 12} ${y + 8}L${x} ${y}L${x + 12} ${y + 8}" stroke="hsl(${h} 100% 75% / 0.7)" stroke-width="1.3"/><circle cx="${x}" cy="${y}" r="6" fill="#cfd8dc"/><path d="M${x - 6} ${y}h12M${x} ${y - 6}v12M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="#90a4ae" stroke-width="0.7"/>`,
  // Skylights and a big dumbbell.
  academia: (x, y) =>
    `<path d="M${x - 14} ${y - 1}h28" stroke="#cfd8dc" stroke-width="2.4"/><path d="${box(x - 19, y - 6, 6, 10, 1.5)}${box(x + 13, y - 6, 6, 10, 1.5)}" fill="#37474f" stroke="#90a4ae" stroke-width="0.8"/><path d="${box(x - 26, y + 7, 10, 4)}${box(x - 5, y + 7, 10, 4)}${box(x + 16, y + 7, 10, 4)}" fill="#80deea55"/>`,
  // A burger sign and a striped awning.
  lanchonete: (x, y) =>
    `<path d="M${x - 8} ${y - 1}a8 6 0 0 1 16 0z" fill="#ffb74d"/><path d="M${x - 9} ${y + 1}h18" stroke="#6d4c41" stroke-width="2.6"/><path d="M${x - 8} ${y + 3.6}h16" stroke="#8bc34a" stroke-width="1.4"/><path d="M${x - 8} ${y + 5.2}a8 3 0 0 0 16 0z" fill="#ffb74d"/>`,
  // A microphone and notes.
  karaoke: (x, y, h) =>
    `<circle cx="${x}" cy="${y - 3}" r="4.5" fill="#bdbdbd"/><path d="M${x} ${y + 1.5}v8" stroke="#424242" stroke-width="2.6" stroke-linecap="round"/><path d="M${x - 18} ${y + 4}v-9l6-2v9M${x + 16} ${y + 5}v-9" stroke="hsl(${h} 90% 72%)" stroke-width="1.4" fill="none"/><circle cx="${x - 19.5}" cy="${y + 4.5}" r="2" fill="hsl(${h} 90% 72%)"/><circle cx="${x - 13.5}" cy="${y + 2.5}" r="2" fill="hsl(${h} 90% 72%)"/><circle cx="${x + 14.5}" cy="${y + 5.5}" r="2" fill="hsl(${h} 90% 72%)"/>`,
  // A joystick and pixel tiles.
  fliperama: (x, y, h) =>
    `<path d="${box(x - 9, y + 1, 18, 6, 2)}" fill="#37474f"/><path d="M${x} ${y + 2}v-7" stroke="#cfd8dc" stroke-width="1.6"/><circle cx="${x}" cy="${y - 6}" r="3" fill="#e53935"/>${[0, 1, 2, 3].map((i) => `<path d="${box(x - 26 + (i % 2) * 5, y - 5 + Math.floor(i / 2) * 5, 4, 4)}${box(x + 18 + (i % 2) * 5, y - 5 + Math.floor(i / 2) * 5, 4, 4)}" fill="hsl(${h + i * 70} 90% 60%)"/>`).join("")}`,
  // A painter's palette under a glass roof.
  arteclube: (x, y, h) =>
    `<path d="M${x - 26} ${y + 8}l8-12 8 12M${x + 10} ${y + 8}l8-12 8 12" stroke="#b3e5fc88" stroke-width="1.2" fill="#b3e5fc22"/><path d="M${x - 9} ${y + 4}c-2-8 6-12 12-10s9 8 3 10-2 5-7 5-7-2-8-5z" fill="#efebe9"/><circle cx="${x - 4}" cy="${y - 2}" r="1.6" fill="hsl(${h} 90% 55%)"/><circle cx="${x + 1}" cy="${y - 3}" r="1.6" fill="#ffca28"/><circle cx="${x + 5}" cy="${y}" r="1.6" fill="#29b6f6"/>`,
  // A marquee with bulbs and a film strip.
  cinema: (x, y) =>
    `<path d="${box(x - 15, y - 5, 30, 11, 2)}" fill="#b71c1c" stroke="#ffca28" stroke-width="0.8"/>${Array.from({ length: 7 }, (_, i) => `<circle cx="${x - 12 + i * 4}" cy="${y - 3}" r="0.9" fill="#fff59d"/><circle cx="${x - 12 + i * 4}" cy="${y + 4}" r="0.9" fill="#fff59d"/>`).join("")}`,
};

/** Which side of the building a door square touches, to draw the lit doorway on that wall. */
function doorway(id: PlaceId, [dx, dy]: readonly [number, number]): string {
  const [x0, y0, x1, y1] = MAP.rooms[id].rect;
  const X0 = x0 * C, Y0 = y0 * C, X1 = (x1 + 1) * C, Y1 = (y1 + 1) * C;
  const mx = dx * C + C / 2, my = dy * C + C / 2;
  if (dx === x0 - 1) return box(X0 - 0.5, my - 3.5, 3, 7, 1);
  if (dx === x1 + 1) return box(X1 - 2.5, my - 3.5, 3, 7, 1);
  if (dy === y0 - 1) return box(mx - 3.5, Y0 - 0.5, 7, 3, 1);
  return box(mx - 3.5, Y1 - 2.5, 7, 3, 1);
}

/** A building's roof, motif and doorways as SVG markup, built once a place (static). */
const buildingSvg = new Map<PlaceId, string>();
function buildingMarkup(id: PlaceId): string {
  const r = MAP.rooms[id];
  const [x0, y0, x1, y1] = r.rect;
  const h = PLACE_HUE[id];
  const X0 = x0 * C, Y0 = y0 * C, W = (x1 - x0 + 1) * C, H = (y1 - y0 + 1) * C;
  const cx = X0 + W / 2, cy = Y0 + H / 2;
  const open = id === "praca";
  const roof = open
    ? `<path d="${box(X0 + 4, Y0 + 4, W - 8, H - 8, 6)}" fill="hsl(${h} 35% 22%)"/><path d="M${cx} ${Y0 + 4}V${Y0 + H - 4}M${X0 + 4} ${cy + 4}H${X0 + W - 4}" stroke="#d7ccc855" stroke-width="3"/>`
    : `<path d="${box(X0 + 4, Y0 + 4, W - 8, H - 8, 3)}" fill="hsl(${h} 30% 19%)" stroke="hsl(${h} 45% 34%)" stroke-width="1"/>`
      + `<path d="${Array.from({ length: Math.floor((W - 12) / 6) }, (_, i) => `M${X0 + 9 + i * 6} ${cy + 4}v${H / 2 - 10}`).join("")}" stroke="hsl(${h} 35% 26%)" stroke-width="2"/>`;
  return roof
    + MOTIF[id](cx, Y0 + 14, h)
    + `<path d="${r.doors.map((d) => doorway(id, d)).join("")}" fill="#ffe9a6" stroke="hsl(${h} 90% 60%)" stroke-width="0.6"/>`;
}

/** A building's roof, motif and doorways (its name's sign plate comes with the name: MapView's RoomName) (inside the place's group, over its footprint). */
export function Building({ id }: { id: PlaceId }) {
  let svg = buildingSvg.get(id);
  if (svg === undefined) buildingSvg.set(id, (svg = buildingMarkup(id)));
  return <g class="caso-deco" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/**
 * The ground under the places, as a handful of paths (issue 21: one node a kind instead of ~200 rects,
 * the map's first render): the dark blocks (a path of horizontal runs), the street squares (one path of
 * rounded squares), each place's door squares in its hue (one path a place), then the kerbs round every
 * block and the street lamps. Taps never aim at a square's node: the map finds the square from the
 * pointer's map point (MapView's destinationAt), so the ground is all `pointer-events: none`.
 */
export function groundMarkup(): string {
  const blocks: string[] = [];
  const streets: string[] = [];
  const doors = new Map<PlaceId, string[]>();
  MAP.rows.forEach((row, y) => {
    let run = -1;
    for (let x = 0; x <= row.length; x++) {
      const ch = row[x];
      if (ch === "#") {
        if (run < 0) run = x;
        continue;
      }
      if (run >= 0) blocks.push(box(run * C, y * C, (x - run) * C, C)), (run = -1);
      if (ch === undefined || !(ch === "." || (ch >= "a" && ch <= "z"))) continue;
      const sq = box(x * C + 0.4, y * C + 0.4, C - 0.8, C - 0.8, 1.5);
      const door = MAP.doorOf.get(`${x},${y}`);
      if (door) doors.set(door, [...(doors.get(door) ?? []), sq]);
      else streets.push(sq);
    }
  });
  return `<path class="caso-block" d="${blocks.join("")}"/><path class="caso-street" d="${streets.join("")}"/>`
    + PLACE_IDS.filter((id) => doors.has(id)).map((id) => `<path class="caso-door" fill="hsl(${PLACE_HUE[id]} 45% 38%)" d="${doors.get(id)!.join("")}"/>`).join("")
    + streetDecorMarkup();
}

/** The ground, drawn once (static). */
export function Ground(): JSX.Element {
  return <g class="caso-deco" dangerouslySetInnerHTML={{ __html: groundMarkup() }} />;
}

/** Street lamps along the pavements and the kerbs round every block. */
function streetDecorMarkup(): string {
  const kerbs = PLACE_IDS.map((id) => {
    const [x0, y0, x1, y1] = MAP.rooms[id].rect;
    return box(x0 * C - 1.2, y0 * C - 1.2, (x1 - x0 + 1) * C + 2.4, (y1 - y0 + 1) * C + 2.4, 5);
  }).join("");
  // Lamps on the street squares at the block corners (a warm pool of light, a bright bulb).
  const lamps: [number, number][] = [[8, 8], [15, 8], [8, 15], [15, 15], [1, 8], [22, 15], [16, 7], [7, 16], [3, 16], [20, 7]];
  return `<defs><radialGradient id="caso-lamp"><stop offset="0" stop-color="#ffe9a6" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe9a6" stop-opacity="0"/></radialGradient></defs>`
    + `<path d="${kerbs}" fill="none" stroke="#5a5278" stroke-width="2.4"/>`
    + lamps.map(([x, y]) => `<circle cx="${x * C + C / 2}" cy="${y * C + C / 2}" r="11" fill="url(#caso-lamp)"/>`).join("")
    + `<path d="${lamps.map(([x, y]) => `M${x * C + C / 2 - 1.3} ${y * C + C / 2}a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0z`).join("")}" fill="#fff8e1"/>`;
}

/**
 * A pawn as a small figure seen from above and in front: a shadow ring (the pawn's `circle`), a body
 * and a head in its colour, the initial in white on a dark chest disc (PLAT-A1: the same contrast on
 * every colour and on an eliminated pawn's grey).
 */
export function PawnFigure({ x, y, colour, initial }: { x: number; y: number; colour: string; initial: string }) {
  return (
    <>
      <circle cx={x} cy={y} r={4.6} class="caso-pawn-base" style={`fill: ${colour}`} />
      <path class="caso-pawn-body" d={`M${x - 4.2} ${y + 3.2}q0-6.2 4.2-6.2t4.2 6.2z`} style={`fill: ${colour}`} />
      <circle class="caso-pawn-head" cx={x} cy={y - 5.2} r={2.6} style={`fill: ${colour}`} />
      <circle class="caso-pawn-chest" cx={x} cy={y + 0.4} r={3.1} />
      <text x={x} y={y + 1.9} text-anchor="middle">{initial}</text>
    </>
  );
}
