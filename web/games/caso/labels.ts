/**
 * The places' names laid out on the map (PLAT-A3, CASO-7; mapScale.ts has the sizes): each keeps its
 * size on the screen and is laid out against the other names and the pawns — a name that would touch
 * another name or a pawn, or spill out of its place, is tried on two lines, else hidden until a
 * zoom-in makes room or the place is focused (keyboard cursor, hover, a tap that picks it). The
 * place's full name stays its `<title>`. A chunk of its own (issue 22: the Caso screen's budget),
 * fetched as the Caso module loads; the map draws no names until it is in.
 */
import { MAP, PLACE_IDS, type PlaceId } from "../../../shared/games/caso/public";
import { PAWNS_TOP, roomMid, type Box } from "./mapScale";
import { PAGE_FONT } from "../../src/ui/pageFont";

const C = 10;
const hit = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

export interface Label {
  place: PlaceId;
  lines: string[];
  x: number;
  font: number;
  /** The sign plate behind the lines. */
  box: Box;
}


/** The forms a name may take: one line, then split once (at a space, or after a hyphen) where the wider half is narrowest. */
export function forms(name: string, width: (s: string) => number): string[][] {
  let best: string[] | null = null;
  let bw = Infinity;
  for (let i = 1; i < name.length - 1; i++) {
    const c = name[i];
    if (c !== " " && c !== "-") continue;
    const pair = [name.slice(0, c === "-" ? i + 1 : i), name.slice(i + 1)];
    const w = Math.max(...pair.map(width));
    if (w < bw) (best = pair), (bw = w);
  }
  return best ? [[name], best] : [[name]];
}

/**
 * Each place's name centred over its pawns, on its first form whose plate stays inside the place (a
 * cell of overhang on either side, over the street) and touches no name already laid and no pawn;
 * where a pawn takes that spot (a pawn on a door beside the name, grown at the whole map's view), the
 * name moves up the building or aside, half a line at a time, nearest first, clear of the portal marks
 * too (`marks`), rather than hide (issue 21); else none, unless the place is focused (then one line on its spot, whatever it
 * touches: pawns still lie above).
 */
export function layLabels(names: (p: PlaceId) => string, font: number, width: (s: string) => number, pawns: readonly Box[], focus: ReadonlySet<PlaceId>, marks: readonly Box[] = []): Label[] {
  const out: Label[] = [];
  for (const id of PLACE_IDS) {
    const [x0, y0, x1] = MAP.rooms[id].rect;
    const [cx, cy] = roomMid(id);
    const spot = cy + PAWNS_TOP - 0.4;
    const plate = (lines: string[], bottom: number, x: number): Label => {
      const w = Math.max(...lines.map(width)) + font * 0.8;
      const h = lines.length * font * 1.2 + font * 0.3;
      return { place: id, lines, x, font, box: [x - w / 2, bottom - h, x + w / 2, bottom] };
    };
    const inside = (l: Label) => l.box[0] >= (x0 - 1) * C && l.box[2] <= (x1 + 2) * C && l.box[1] >= y0 * C;
    const free = (l: Label) => inside(l) && !out.some((o) => hit(o.box, l.box)) && !pawns.some((b) => hit(b, l.box));
    const shapes = forms(names(id), width);
    const at = (up: number, side: number) => shapes.map((lines) => plate(lines, spot - (up * font) / 2, cx + (side * font) / 2));
    let l = at(0, 0).find(free);
    // Half-line steps up the building and to either side, nearest first.
    for (let r = 1; !l && r <= 8; r++)
      for (let up = 0; !l && up <= r; up++)
        for (const side of up === r ? [0] : [r - up, up - r]) l ??= at(up, side).find((c) => free(c) && !marks.some((m) => hit(m, c.box)));
    l ??= focus.has(id) ? at(0, 0)[0] : undefined;
    if (l) out.push(l);
  }
  return out;
}

let ctx: CanvasRenderingContext2D | null | undefined;
/** Widths of bold text at 100 units, once a string (the page's font does not change under the map). */
const widths = new Map<string, number>();
/** Width in map units of bold text at `font` units, measured in the page's font (an estimate where canvas is missing). */
export function measurer(font: number): (s: string) => number {
  if (ctx === undefined) {
    ctx = document.createElement("canvas").getContext("2d");
    if (ctx) ctx.font = `700 100px ${PAGE_FONT}`;
  }
  if (!ctx) return (s) => s.length * font * 0.65;
  const c = ctx;
  return (s) => {
    let w = widths.get(s);
    if (w === undefined) widths.set(s, (w = c.measureText(s).width));
    return (w * font) / 100;
  };
}
