/**
 * The noite-24 map in 2D, drawn from the engine's map data (CASO-G1): street squares, the nine
 * places with their doors, portals and pawns. `camera` is the viewBox in cell units (CASO-7);
 * gestures write it live through `svgRef` and commit it at their end. A tap picks the nearest
 * legal destination; a mouse hover previews its route and cost without selecting.
 */
import type { JSX, Ref, TargetedMouseEvent, TargetedPointerEvent } from "preact";
import { useMemo } from "preact/hooks";
import type { ReadonlySignal } from "@preact/signals";
import { t } from "../../i18n";
import { CHARACTER_COLOURS, MAP, PLACE_IDS, type Destination, type PlaceId } from "../../../shared/games/caso/public";
import { reducedMotion } from "./motion";
import type { Pawn } from "./util";

import type { Viewport } from "./camera";
export type { Viewport } from "./camera";
const FULL_MAP: Viewport = { x: 0, y: 0, w: MAP.width, h: MAP.height };

export interface Route {
  /** Squares stepped on, from the pawn's position (not included). */
  path: readonly (readonly [number, number])[];
  from: Pawn["pos"];
  enter: PlaceId | null;
  kind: "plan" | "proposal" | "hover";
}

export const C = 10; // SVG units per cell
export const viewBoxOf = (vp: Viewport): string => `${vp.x * C} ${vp.y * C} ${vp.w * C} ${vp.h * C}`;

import { Building, PLACE_HUE, PawnFigure, StreetDecor } from "./city";

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
  camera?: ReadonlySignal<Viewport>;
  svgRef?: Ref<SVGSVGElement>;
  destinations?: readonly Destination[];
  selected?: Destination | null;
  routes?: readonly Route[];
  /** Places greyed for this viewer (CASO-12), with the config's delay and fade. */
  greyed?: ReadonlySet<PlaceId>;
  greyDelayMs?: number;
  greyFadeMs?: number;
  onPick?(d: Destination | null): void;
  /** Mouse hover over a destination (desktop preview, CASO-7). */
  hover?: Destination | null;
  onHover?(d: Destination | null): void;
  /** Keyboard cursor cell and its key handler; the map is then one tab stop. */
  cursor?: readonly [number, number] | null;
  onKeyDown?(e: KeyboardEvent): void;
  touchAction?: string;
}

/** The legal destination under map point (cx, cy) in cells: a room, else the nearest street square within 1.6 cells. */
function destinationAt(dests: readonly Destination[], cx: number, cy: number): Destination | null {
  for (const id of PLACE_IDS) {
    const [x0, y0, x1, y1] = MAP.rooms[id].rect;
    if (cx >= x0 && cx < x1 + 1 && cy >= y0 && cy < y1 + 1) return dests.find((d) => d.to.kind === "place" && d.to.place === id) ?? null;
  }
  let best: Destination | null = null;
  let bestD = 1.6;
  for (const d of dests) {
    if (d.to.kind !== "street") continue;
    const dist = Math.hypot(d.to.x + 0.5 - cx, d.to.y + 0.5 - cy);
    if (dist < bestD) (best = d), (bestD = dist);
  }
  return best;
}

const toMap = (svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } | null => {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
  return { x: pt.x / C, y: pt.y / C };
};

/** The static street and block squares (about 600 rects), built once. */
function streetCells(): JSX.Element[] {
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
  return cells;
}

export function MapView(props: MapProps) {
  const vp = props.camera?.value ?? FULL_MAP;
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
    const at = toMap(e.currentTarget, e.clientX, e.clientY);
    if (at) props.onPick(destinationAt(dests, at.x, at.y));
  };
  const onPointerMove = (e: TargetedPointerEvent<SVGSVGElement>) => {
    if (!props.onHover || e.pointerType !== "mouse" || e.buttons !== 0) return;
    const at = toMap(e.currentTarget, e.clientX, e.clientY);
    const d = at ? destinationAt(dests, at.x, at.y) : null;
    if (d !== (props.hover ?? null)) props.onHover(d);
  };

  const cells = useMemo(streetCells, []);
  const decor = useMemo(StreetDecor, []);

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
  const hov = props.hover && props.hover !== sel ? props.hover : null;
  const mineAt = props.pawns.find((p) => p.id === props.mine)?.pos ?? null;
  const hoverRoute: Route | null = hov && mineAt ? { path: hov.action.path, from: mineAt, enter: hov.to.kind === "place" ? hov.to.place : null, kind: "hover" } : null;

  return (
    <svg
      ref={props.svgRef}
      class={`caso-map${props.onPick ? " caso-map-picking" : ""}`}
      viewBox={viewBoxOf(vp)}
      preserveAspectRatio="xMidYMid meet"
      {...(props.onKeyDown
        ? { role: "application", tabindex: 0, "aria-label": t("caso.map.keysLabel"), onKeyDown: props.onKeyDown }
        : { role: "img", "aria-label": t("caso.map.label") })}
      style={props.touchAction ? `touch-action: ${props.touchAction}` : undefined}
      onClick={onClick}
      onPointerMove={onPointerMove}
      onPointerLeave={() => props.onHover?.(null)}
      data-testid="caso-map"
    >
      <rect class="caso-map-bg" x={0} y={0} width={MAP.width * C} height={MAP.height * C} />
      {cells}
      {decor}
      {PLACE_IDS.map((id) => {
        const r = MAP.rooms[id];
        const [x0, y0, x1, y1] = r.rect;
        const [cx, cy] = roomCentre(id);
        const grey = props.greyed?.has(id) ?? false;
        const dest = placeDest.has(id);
        return (
          <g key={id} class={`caso-room${grey ? " caso-room-grey" : ""}${dest ? " caso-room-dest" : ""}`} style={greyStyle} data-place={id}>
            <rect x={x0 * C + 1} y={y0 * C + 1} width={(x1 - x0 + 1) * C - 2} height={(y1 - y0 + 1) * C - 2} rx={4} style={`fill: hsl(${PLACE_HUE[id]} 40% 24%); stroke: hsl(${PLACE_HUE[id]} 70% 60%)`} />
            <Building id={id} signWidth={Math.min((x1 - x0 + 1) * C - 6, t(`caso.card.${id}`).length * 3.6)} />
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
        d.to.kind === "street" ? <circle key={`d${d.to.x},${d.to.y}`} class="caso-dest" data-x={d.to.x} data-y={d.to.y} cx={d.to.x * C + C / 2} cy={d.to.y * C + C / 2} r={1.6} /> : null,
      )}
      {(props.routes ?? []).map((r, i) => (
        <polyline key={i} class={`caso-route caso-route-${r.kind}`} points={routeLine(r)} />
      ))}
      {hoverRoute && <polyline class="caso-route caso-route-hover" data-testid="caso-route-hover" points={routeLine(hoverRoute)} />}
      {props.pawns.map((p) => {
        const [x, y] = pawnAt(p);
        const initial = t(`caso.character.${p.character}`).slice(0, 1);
        return (
          <g key={p.id} class={`caso-pawn${p.id === props.current ? " caso-pawn-current" : ""}${p.eliminated || p.absent ? " caso-pawn-out" : ""}${p.id === props.mine ? " caso-pawn-mine" : ""}`} data-pawn={p.id}>
            <title>{p.team !== null ? `${t(`caso.character.${p.character}`)} · ${t("caso.team.n", { n: p.team + 1 })}` : t(`caso.character.${p.character}`)}</title>
            <PawnFigure x={x} y={y} colour={CHARACTER_COLOURS[p.character]} initial={initial} dark={p.character === "perola" || p.character === "sol"} />
            {/* Team mode: the team's number on the pawn, so a team is never told by its colour alone (PLAT-A1). */}
            {p.team !== null && (
              <g class="caso-pawn-team" data-team={p.team + 1}>
                <rect x={x + 2.4} y={y - 9.6} width={5} height={5} rx={1.2} />
                <text x={x + 4.9} y={y - 5.7} text-anchor="middle">{p.team + 1}</text>
              </g>
            )}
          </g>
        );
      })}
      {hov && <CostBadge d={hov} kind="hover" />}
      {sel && <CostBadge d={sel} kind="plan" />}
      {props.cursor && (
        <rect class="caso-cursor" data-cursor={`${props.cursor[0]},${props.cursor[1]}`} x={props.cursor[0] * C + 0.3} y={props.cursor[1] * C + 0.3} width={C - 0.6} height={C - 0.6} rx={2} />
      )}
    </svg>
  );
}

/**
 * The route's cost badge: above a street square; in a room's lower right corner, clear of the
 * place's name in the middle and the pawn slots under it.
 */
function CostBadge({ d, kind }: { d: Destination; kind: "plan" | "hover" }) {
  let at: [number, number];
  if (d.to.kind === "place") {
    const [, , x1, y1] = MAP.rooms[d.to.place].rect;
    at = [(x1 + 1) * C - 7, (y1 + 1) * C - 7];
  } else at = [d.to.x * C + C / 2, d.to.y * C + C / 2 - 9];
  return (
    <g class={`caso-cost caso-cost-${kind}`} data-testid={`caso-cost-${kind}`} data-cost={d.cost}>
      <circle cx={at[0]} cy={at[1]} r={5.5} />
      <text x={at[0]} y={at[1] + 2} text-anchor="middle">{d.cost}</text>
    </g>
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
