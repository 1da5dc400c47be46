/**
 * The noite-24 map in 2D, drawn from the engine's map data (CASO-G1): street squares, the nine
 * places with their doors, portals and pawns. `camera` is the viewBox in cell units (CASO-7);
 * gestures write it live through `svgRef` and commit it at their end. A tap picks the nearest
 * legal destination; a mouse hover previews its route and cost without selecting.
 */
import type { Ref, TargetedMouseEvent, TargetedPointerEvent } from "preact";
import { useMemo } from "preact/hooks";
import type { ReadonlySignal } from "@preact/signals";
import { t } from "../../i18n";
import { CHARACTER_COLOURS, MAP, PLACE_IDS, type Destination, type PlaceId } from "../../../shared/games/caso/public";
import { reducedMotion } from "./motion";
import { greyOf } from "./palette";
import type { Pawn } from "./util";
import { signal } from "@preact/signals";
import { grow, nameFont, roomMid, type Box } from "./mapScale";
import { layPawns } from "./pawnLayout";
import type { Label } from "./labels";

/** PLAT-A3: the names' layout, a chunk of its own (issue 22), fetched as this module loads (in the lobby, long before the map). */
const labelKit = signal<typeof import("./labels") | null>(null);
void import("./labels").then((m) => (labelKit.value = m));

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

import { Building, Ground, PLACE_HUE, PawnFigure } from "./city";

const centre = (x: number, y: number): [number, number] => [x * C + C / 2, y * C + C / 2];
const roomCentre = roomMid;

/** `transform` growing a thing `k` times about (ox, oy). */
const growAt = (k: number, ox: number, oy: number): string | undefined => (k > 1 ? `matrix(${k} 0 0 ${k} ${ox * (1 - k)} ${oy * (1 - k)})` : undefined);

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
  /** The map's width on the screen, CSS px (0 before it is measured): sets the words' size (PLAT-A3). */
  boxWidth?: number;
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

  const ground = useMemo(Ground, []);

  // PLAT-A3: screen px per map unit, and how much the pawns (4.4-unit initial) grow to keep 12 px.
  const ppu = props.boxWidth ? props.boxWidth / (vp.w * C) : 4;
  const kPawn = grow(4.4, ppu);
  // CASO-7: grown pawns pushed apart where they would cover each other (pawnLayout.ts).
  // Laid out again only when a pawn moves or the scale changes, not on every render (hover, a clock tick).
  const pawnsKey = props.pawns.map((p) => `${p.pos.kind === "place" ? p.pos.place : `${p.pos.x},${p.pos.y}`}${p.team !== null ? "t" : ""}`).join(" ");
  const spots = useMemo(() => layPawns(props.pawns.map((p) => ({ pos: p.pos, team: p.team !== null })), kPawn), [pawnsKey, kPawn]);
  const pawnBoxes: Box[] = spots.map((s) => s.box);
  const focusCell = props.cursor ? MAP.rows[props.cursor[1]]?.[props.cursor[0]] : undefined;
  const focus = new Set<PlaceId>(PLACE_IDS.filter((id) => MAP.rooms[id].letter === focusCell));
  for (const d of [props.selected, props.hover]) if (d?.to.kind === "place") focus.add(d.to.place);
  const font = nameFont(ppu);
  const kit = labelKit.value;
  const kPortal = grow(5, ppu);
  const portals: Box[] = PLACE_IDS.flatMap((id) => {
    const cell = MAP.rooms[id].portal?.cell;
    return cell ? [[cell[0] * C + C / 2 - 4 * kPortal, cell[1] * C + C / 2 - 4 * kPortal, cell[0] * C + C / 2 + 4 * kPortal, cell[1] * C + C / 2 + 4 * kPortal] as Box] : [];
  });
  const names = PLACE_IDS.map((id) => t(`caso.card.${id}`));
  const labels = useMemo(
    () => new Map(kit ? kit.layLabels((id) => names[PLACE_IDS.indexOf(id)]!, font, kit.measurer(font), pawnBoxes, focus, portals).map((l) => [l.place, l]) : []),
    [kit, font, spots, [...focus].join(), names.join()],
  );

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
      {ground}
      {PLACE_IDS.map((id) => {
        const r = MAP.rooms[id];
        const [x0, y0, x1, y1] = r.rect;
        const grey = props.greyed?.has(id) ?? false;
        const dest = placeDest.has(id);
        return (
          <g key={id} class={`caso-room${grey ? " caso-room-grey" : ""}${dest ? " caso-room-dest" : ""}`} style={greyStyle} data-place={id}>
            {/* The full name, whether or not its label fits (PLAT-A3: a hidden name stays the place's tooltip). */}
            <title>{t(`caso.card.${id}`)}</title>
            <rect x={x0 * C + 1} y={y0 * C + 1} width={(x1 - x0 + 1) * C - 2} height={(y1 - y0 + 1) * C - 2} rx={4} style={`fill: hsl(${PLACE_HUE[id]} 40% 24%); stroke: hsl(${PLACE_HUE[id]} 70% 60%)`} />
            <Building id={id} />
            {labels.has(id) && <RoomName l={labels.get(id)!} hue={PLACE_HUE[id]} />}
            {r.portal && (
              <g class="caso-portal" transform={growAt(kPortal, r.portal.cell[0] * C + C / 2, r.portal.cell[1] * C + C / 2)}>
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
      {hov && <CostBadge d={hov} kind="hover" k={grow(6, ppu)} />}
      {sel && <CostBadge d={sel} kind="plan" k={grow(6, ppu)} />}
      {props.pawns.map((p, i) => {
        const { x, y } = spots[i]!;
        const initial = t(`caso.character.${p.character}`).slice(0, 1);
        const colour = p.eliminated || p.absent ? greyOf(CHARACTER_COLOURS[p.character]) : CHARACTER_COLOURS[p.character];
        return (
          <g key={p.id} transform={growAt(kPawn, x, y)} class={`caso-pawn${p.id === props.current ? " caso-pawn-current" : ""}${p.eliminated || p.absent ? " caso-pawn-out" : ""}${p.id === props.mine ? " caso-pawn-mine" : ""}`} data-pawn={p.id}>
            <title>{p.team !== null ? `${t(`caso.character.${p.character}`)} · ${t("caso.team.n", { n: p.team + 1 })}` : t(`caso.character.${p.character}`)}</title>
            <PawnFigure x={x} y={y} colour={colour} initial={initial} />
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
      {props.cursor && (
        <rect class="caso-cursor" data-cursor={`${props.cursor[0]},${props.cursor[1]}`} x={props.cursor[0] * C + 0.3} y={props.cursor[1] * C + 0.3} width={C - 0.6} height={C - 0.6} rx={2} />
      )}
    </svg>
  );
}

/**
 * The route's cost badge (drawn under the pawns, PLAT-A3: grown `k` times to keep its figure at 12 px):
 * above a street square; in a room's top corner away from its portal, growing inwards, clear of the
 * name in the middle and the pawns under it.
 */
function CostBadge({ d, kind, k }: { d: Destination; kind: "plan" | "hover"; k: number }) {
  let at: [number, number];
  let origin: [number, number];
  if (d.to.kind === "place") {
    const r = MAP.rooms[d.to.place];
    const [x0, y0, x1] = r.rect;
    const left = r.portal?.cell[0] === x1 && r.portal.cell[1] === y0;
    origin = [left ? x0 * C + 1 : (x1 + 1) * C - 1, y0 * C + 1];
    at = [origin[0] + (left ? 6 : -6), origin[1] + 6];
  } else at = origin = [d.to.x * C + C / 2, d.to.y * C + C / 2 - 9];
  return (
    <g class={`caso-cost caso-cost-${kind}`} data-testid={`caso-cost-${kind}`} data-cost={d.cost} transform={growAt(k, origin[0], origin[1])}>
      <circle cx={at[0]} cy={at[1]} r={5.5} />
      <text x={at[0]} y={at[1] + 2} text-anchor="middle">{d.cost}</text>
    </g>
  );
}

/** A place's name on its sign plate, as laid out by layLabels (one or two lines, at 12 px or more on the screen). */
function RoomName({ l, hue }: { l: Label; hue: number }) {
  const [x0, y0, x1, y1] = l.box;
  return (
    <g class="caso-label">
      <rect x={x0} y={y0} width={x1 - x0} height={y1 - y0} rx={l.font * 0.4} style={`stroke: hsl(${hue} 95% 65%)`} />
      <text class="caso-room-name" text-anchor="middle" style={`font-size: ${l.font}px`} y={y0 + l.font * 1.1}>
        {l.lines.map((s, i) => <tspan key={i} x={l.x} dy={i ? l.font * 1.2 : 0}>{s}</tspan>)}
      </text>
    </g>
  );
}
