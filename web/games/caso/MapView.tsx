/**
 * The noite-24 map in 2D, drawn from the engine's map data (caso.md §1): street squares, the nine
 * places with their doors, portals and pawns. `viewport` is the camera (a viewBox in cell units):
 * the seam for zoom/pan/overview (CASO-7). Tapping picks the nearest legal destination.
 */
import type { JSX, TargetedMouseEvent } from "preact";
import { t } from "../../i18n";
import { CHARACTER_COLOURS, MAP, PLACE_IDS, type Destination, type PlaceId } from "../../../shared/games/caso";
import { reducedMotion } from "./motion";
import type { Pawn } from "./util";

export interface Viewport {
  x: number;
  y: number;
  w: number;
  h: number;
}
export const FULL_MAP: Viewport = { x: 0, y: 0, w: MAP.width, h: MAP.height };

export interface Route {
  /** Squares stepped on, from the pawn's position (not included). */
  path: readonly (readonly [number, number])[];
  from: Pawn["pos"];
  enter: PlaceId | null;
  kind: "plan" | "proposal";
}

export const PLACE_HUE: Record<PlaceId, number> = {
  praca: 140, tattoo: 330, boate: 285, academia: 200, lanchonete: 25, karaoke: 0, fliperama: 55, arteclube: 305, cinema: 220,
};

const C = 10; // SVG units per cell
const centre = (x: number, y: number): [number, number] => [x * C + C / 2, y * C + C / 2];
const roomCentre = (p: PlaceId): [number, number] => {
  const [x0, y0, x1, y1] = MAP.rooms[p].rect;
  return [((x0 + x1 + 1) * C) / 2, ((y0 + y1 + 1) * C) / 2];
};

/** Slots for pawns inside a room: a small grid under the label. */
function slotIn(p: PlaceId, i: number, n: number): [number, number] {
  const [cx, cy] = roomCentre(p);
  const row = Math.floor(i / 3);
  const col = i % 3;
  const inRow = Math.min(3, n - row * 3);
  return [cx + (col - (inRow - 1) / 2) * 11, cy + 8 + row * 11];
}

export interface MapProps {
  pawns: readonly Pawn[];
  current: number | null;
  mine: number | null;
  viewport?: Viewport;
  destinations?: readonly Destination[];
  selected?: Destination | null;
  routes?: readonly Route[];
  /** Places greyed for this viewer (CASO-12), with the config's delay and fade. */
  greyed?: ReadonlySet<PlaceId>;
  greyDelayMs?: number;
  greyFadeMs?: number;
  onPick?(d: Destination | null): void;
}

export function MapView(props: MapProps) {
  const vp = props.viewport ?? FULL_MAP;
  const dests = props.destinations ?? [];
  const placeDest = new Map<PlaceId, Destination>();
  const streetDest = new Map<string, Destination>();
  for (const d of dests) {
    if (d.to.kind === "place") placeDest.set(d.to.place, d);
    else streetDest.set(`${d.to.x},${d.to.y}`, d);
  }
  const motion = !reducedMotion();
  const delay = props.greyDelayMs ?? 1500;
  const fade = props.greyFadeMs ?? 1000;
  const greyStyle = `transition: filter ${motion ? fade : 0}ms linear ${delay}ms, opacity ${motion ? fade : 0}ms linear ${delay}ms`;

  const onClick = (e: TargetedMouseEvent<SVGSVGElement>) => {
    if (!props.onPick) return;
    const svg = e.currentTarget;
    const ctm = svg.getScreenCTM();
    if (!ctm) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const cx = pt.x / C;
    const cy = pt.y / C;
    // A room tap picks the room; otherwise the nearest reachable street square within 1.6 cells.
    for (const id of PLACE_IDS) {
      const [x0, y0, x1, y1] = MAP.rooms[id].rect;
      if (cx >= x0 && cx < x1 + 1 && cy >= y0 && cy < y1 + 1) {
        props.onPick(placeDest.get(id) ?? null);
        return;
      }
    }
    let best: Destination | null = null;
    let bestD = 1.6;
    for (const d of streetDest.values()) {
      if (d.to.kind !== "street") continue;
      const dist = Math.hypot(d.to.x + 0.5 - cx, d.to.y + 0.5 - cy);
      if (dist < bestD) (best = d), (bestD = dist);
    }
    props.onPick(best);
  };

  const cells: JSX.Element[] = [];
  MAP.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x]!;
      if (ch === "#") cells.push(<rect key={`b${x},${y}`} class="caso-block" x={x * C} y={y * C} width={C} height={C} />);
      else if (ch === "." || (ch >= "a" && ch <= "z")) {
        const door = MAP.doorOf.get(`${x},${y}`);
        cells.push(
          <rect
            key={`s${x},${y}`}
            class={door ? "caso-door" : "caso-street"}
            style={door ? `fill: hsl(${PLACE_HUE[door]} 45% 38%)` : undefined}
            x={x * C + 0.4}
            y={y * C + 0.4}
            width={C - 0.8}
            height={C - 0.8}
            rx={1.5}
          />,
        );
      }
    }
  });

  const byPlace = new Map<PlaceId, Pawn[]>();
  const bySquare = new Map<string, Pawn[]>();
  for (const p of props.pawns) {
    if (p.pos.kind === "place") byPlace.set(p.pos.place, [...(byPlace.get(p.pos.place) ?? []), p]);
    else bySquare.set(`${p.pos.x},${p.pos.y}`, [...(bySquare.get(`${p.pos.x},${p.pos.y}`) ?? []), p]);
  }
  const pawnAt = (p: Pawn): [number, number] => {
    if (p.pos.kind === "place") {
      const list = byPlace.get(p.pos.place)!;
      return slotIn(p.pos.place, list.indexOf(p), list.length);
    }
    const list = bySquare.get(`${p.pos.x},${p.pos.y}`)!;
    const [x, y] = centre(p.pos.x, p.pos.y);
    const i = list.indexOf(p);
    return list.length > 1 ? [x + (i - (list.length - 1) / 2) * 3.5, y] : [x, y];
  };

  const routeLine = (r: Route) => {
    const pts: [number, number][] = [r.from.kind === "place" ? roomCentre(r.from.place) : centre(r.from.x, r.from.y)];
    for (const [x, y] of r.path) pts.push(centre(x, y));
    if (r.enter) pts.push(roomCentre(r.enter));
    return pts.map((p) => p.join(",")).join(" ");
  };

  const sel = props.selected;
  const selEnd: [number, number] | null = sel ? (sel.to.kind === "place" ? roomCentre(sel.to.place) : centre(sel.to.x, sel.to.y)) : null;

  return (
    <svg
      class={`caso-map${props.onPick ? " caso-map-picking" : ""}`}
      viewBox={`${vp.x * C} ${vp.y * C} ${vp.w * C} ${vp.h * C}`}
      role="img"
      aria-label={t("caso.map.label")}
      onClick={onClick}
      data-testid="caso-map"
    >
      <rect class="caso-map-bg" x={0} y={0} width={MAP.width * C} height={MAP.height * C} />
      {cells}
      {PLACE_IDS.map((id) => {
        const r = MAP.rooms[id];
        const [x0, y0, x1, y1] = r.rect;
        const [cx, cy] = roomCentre(id);
        const grey = props.greyed?.has(id) ?? false;
        const dest = placeDest.has(id);
        return (
          <g key={id} class={`caso-room${grey ? " caso-room-grey" : ""}${dest ? " caso-room-dest" : ""}`} style={greyStyle} data-place={id}>
            <rect x={x0 * C + 1} y={y0 * C + 1} width={(x1 - x0 + 1) * C - 2} height={(y1 - y0 + 1) * C - 2} rx={4} style={`fill: hsl(${PLACE_HUE[id]} 40% 24%); stroke: hsl(${PLACE_HUE[id]} 70% 60%)`} />
            <RoomName x={cx} y={cy - 6} width={(x1 - x0 + 1) * C - 6} text={t(`caso.card.${id}`)} />
            {r.portal && (
              <g class="caso-portal">
                <circle cx={r.portal.cell[0] * C + C / 2} cy={r.portal.cell[1] * C + C / 2} r={4} />
                <text x={r.portal.cell[0] * C + C / 2} y={r.portal.cell[1] * C + C / 2 + 2.2} text-anchor="middle">{r.portal.mark}</text>
              </g>
            )}
          </g>
        );
      })}
      {[...streetDest.values()].map((d) =>
        d.to.kind === "street" ? <circle key={`d${d.to.x},${d.to.y}`} class="caso-dest" cx={d.to.x * C + C / 2} cy={d.to.y * C + C / 2} r={1.6} /> : null,
      )}
      {(props.routes ?? []).map((r, i) => (
        <polyline key={i} class={`caso-route caso-route-${r.kind}`} points={routeLine(r)} />
      ))}
      {props.pawns.map((p) => {
        const [x, y] = pawnAt(p);
        const initial = t(`caso.character.${p.character}`).slice(0, 1);
        return (
          <g key={p.id} class={`caso-pawn${p.id === props.current ? " caso-pawn-current" : ""}${p.eliminated || p.absent ? " caso-pawn-out" : ""}${p.id === props.mine ? " caso-pawn-mine" : ""}`} data-pawn={p.id}>
            <circle cx={x} cy={y} r={4.6} style={`fill: ${CHARACTER_COLOURS[p.character]}`} />
            <text x={x} y={y + 2} text-anchor="middle" class={p.character === "perola" || p.character === "sol" ? "caso-pawn-dark" : ""}>{initial}</text>
          </g>
        );
      })}
      {sel && selEnd && (
        <g class="caso-cost">
          <circle cx={selEnd[0]} cy={selEnd[1] - 9} r={5.5} />
          <text x={selEnd[0]} y={selEnd[1] - 7} text-anchor="middle">{sel.cost}</text>
        </g>
      )}
    </svg>
  );
}

/** A place's name, on two lines when it would not fit the room's width (long names in some languages). */
function RoomName({ x, y, width, text }: { x: number; y: number; width: number; text: string }) {
  const fits = text.length * 3.6 <= width;
  const space = text.indexOf(" ", Math.floor(text.length / 2) - 3);
  const at = space > 0 ? space : text.lastIndexOf(" ");
  if (fits || at <= 0)
    return <text x={x} y={y} class="caso-room-name" text-anchor="middle" {...(fits ? {} : { textLength: width, lengthAdjust: "spacingAndGlyphs" })}>{text}</text>;
  return (
    <text x={x} y={y - 3.5} class="caso-room-name" text-anchor="middle">
      <tspan x={x}>{text.slice(0, at)}</tspan>
      <tspan x={x} dy={7}>{text.slice(at + 1)}</tspan>
    </text>
  );
}
