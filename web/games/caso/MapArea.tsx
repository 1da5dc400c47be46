/**
 * The map column (CASO-7): the map with its camera, the toolbar (＋/－, Visão geral, Meu peão,
 * Tela cheia), drag/pinch/wheel gestures, the keyboard cursor with a live region, the hover
 * preview, automatic framing of the pawn and its targets on a phone, and fullscreen.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { t } from "../../i18n";
import { MAP, type Destination, type PlaceId } from "../../../shared/games/caso/public";
import { ZOOM_STEP, centreOn, fitAll, follow, frame, isWhole, zoomCentre, type Viewport } from "./camera";
import { attachGestures } from "./mapGestures";
import { MapView, viewBoxOf, type MapProps } from "./MapView";
import { cardName, type Pawn } from "./util";
import { observeSize } from "../../src/ui/observeSize";

/** Narrower than this, the camera frames the pawn and its targets when the turn reaches `plan`. */
export const PHONE_MAX = 600;
/** Tela cheia only where it fits the whole map usefully (never on a phone). */
const FULLSCREEN_MIN = 900;

type Props = Omit<MapProps, "camera" | "svgRef" | "hover" | "onHover" | "cursor" | "onKeyDown" | "touchAction"> & {
  /** The turn's identity, so the automatic framing happens once per turn. */
  turnKey: string;
  planning: boolean;
  /** Drawn over the map's bottom left (chat previews). */
  children?: ComponentChildren;
  /** Below the map (the hint line). */
  footer?: ComponentChildren;
  /** A proposed move waits for my vote in the bottom sheet: on a phone, its route is framed above the sheet. */
  voteRoute?: boolean;
};

const roomAt = (x: number, y: number): PlaceId | null => {
  for (const [id, r] of Object.entries(MAP.rooms) as [PlaceId, (typeof MAP.rooms)[PlaceId]][]) {
    const [x0, y0, x1, y1] = r.rect;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) return id;
  }
  return null;
};
const roomCell = (p: PlaceId): [number, number] => {
  const [x0, y0, x1, y1] = MAP.rooms[p].rect;
  return [Math.floor((x0 + x1) / 2), Math.floor((y0 + y1) / 2)];
};
const posCell = (pos: Pawn["pos"]): [number, number] => (pos.kind === "place" ? roomCell(pos.place) : [pos.x, pos.y]);
/** Where a pawn is drawn, in cells: a room's pawn slots sit 0.8 cell under its centre. */
const posCentre = (pos: Pawn["pos"]): [number, number] => {
  if (pos.kind !== "place") return [pos.x + 0.5, pos.y + 0.5];
  const [x0, y0, x1, y1] = MAP.rooms[pos.place].rect;
  return [(x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2 + 0.8];
};
const destCell = (d: Destination): [number, number] => (d.to.kind === "place" ? roomCell(d.to.place) : [d.to.x, d.to.y]);

/** One keyboard step: a room is one cell, `#` is skipped, the map's edge stops. */
function stepCursor(x: number, y: number, dx: number, dy: number): [number, number] {
  const from = roomAt(x, y);
  let nx = x + dx;
  let ny = y + dy;
  if (from) while (roomAt(nx, ny) === from) (nx += dx), (ny += dy);
  while (nx >= 0 && ny >= 0 && nx < MAP.width && ny < MAP.height && MAP.rows[ny]![nx] === "#") (nx += dx), (ny += dy);
  if (nx < 0 || ny < 0 || nx >= MAP.width || ny >= MAP.height) return [x, y];
  const to = roomAt(nx, ny);
  return to ? roomCell(to) : [nx, ny];
}

export function MapArea(props: Props) {
  const { turnKey, planning, children, footer, voteRoute, ...map } = props;
  const col = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const aspect = useRef(1);
  const camera = useSignal<Viewport>(fitAll(1));
  const boxWidth = useSignal(0);
  const [hover, setHover] = useState<Destination | null>(null);
  const [cursor, setCursor] = useState<[number, number] | null>(null);
  const [full, setFull] = useState(false);
  const [wide, setWide] = useState(false);
  const touched = useRef("");
  const dests = map.destinations ?? [];
  const minePawn = map.pawns.find((p) => p.id === map.mine) ?? null;

  const set = (vp: Viewport) => {
    camera.value = vp;
    svg.current?.setAttribute("viewBox", viewBoxOf(vp));
  };
  const measure = () => {
    const el = svg.current;
    if (!el || !el.clientWidth) return;
    boxWidth.value = el.clientWidth;
    const a = el.clientHeight / el.clientWidth;
    if (Math.abs(a - aspect.current) < 0.01) return;
    aspect.current = a;
    set(isWhole(camera.value, 1) ? fitAll(a) : centreOn(camera.value, camera.value.x + camera.value.w / 2, camera.value.y + camera.value.h / 2, a));
  };

  // The map's box is measured before the first paint, and only then is the map drawn: its names' and
  // pawns' sizes follow the box (PLAT-A3), so drawing it before the box was known drew it twice as the
  // screen loaded, about 10 ms each on this machine's cold page (issue 21), and changed the names' size
  // after the first paint. Until then a bare frame of the same box (caso.css sizes it) stands in.
  const measured = boxWidth.value > 0;
  useLayoutEffect(() => measure(), []);

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const detach = attachGestures({
      svg: el,
      get: () => camera.value,
      aspect: () => aspect.current,
      live: (vp) => el.setAttribute("viewBox", viewBoxOf(vp)),
      commit: (vp) => (camera.value = vp),
      touched: () => (touched.current = turnKey),
    });
    const onResize = () => setWide(window.innerWidth >= FULLSCREEN_MIN && !!document.fullscreenEnabled);
    const onFs = () => {
      const on = document.fullscreenElement === col.current;
      setFull(on);
      requestAnimationFrame(() => {
        measure();
        set(fitAll(aspect.current));
      });
    };
    onResize();
    window.addEventListener("resize", onResize);
    document.addEventListener("fullscreenchange", onFs);
    // PLAT-A3: the words' sizes follow the map's box, measured whenever the box changes (on mounting,
    // a resize, and a scroll bar that narrows it with no resize event).
    measure();
    const stopBox = observeSize(el, measure);
    return () => {
      detach();
      stopBox();
      window.removeEventListener("resize", onResize);
      document.removeEventListener("fullscreenchange", onFs);
    };
  }, [turnKey, measured]); // measured: the map's own svg replaces the stand-in

  // On a phone, when the turn reaches `plan`, frame the pawn and every target (finger-sized), unless a gesture came first.
  useEffect(() => {
    if (!planning || !minePawn || window.innerWidth >= PHONE_MAX || touched.current === turnKey) return;
    set(frame([posCell(minePawn.pos), ...dests.map(destCell)], aspect.current));
  }, [planning, turnKey, dests.length]);
  // Back to the whole map when the framed turn is over.
  useEffect(() => {
    if (!planning && window.innerWidth < PHONE_MAX && touched.current !== turnKey && !isWhole(camera.value, aspect.current)) set(fitAll(aspect.current));
  }, [planning]);

  // A proposed move waiting for my vote, on a phone: the map's top comes to the window's top and the
  // camera frames the route (from the pawn to its destination) inside the part of the map the vote
  // sheet leaves uncovered, so the teammate sees the route and the sheet together.
  const proposed = voteRoute ? (map.routes ?? []).filter((r) => r.kind === "proposal") : [];
  const proposedKey = proposed.map((r) => `${posCell(r.from).join(",")}:${r.path.map((c) => c.join(",")).join(";")}:${r.enter ?? ""}`).join("|");
  useEffect(() => {
    if (!proposedKey || window.innerWidth >= PHONE_MAX) return;
    const id = requestAnimationFrame(() => {
      const el = svg.current;
      if (!el) return;
      col.current?.scrollIntoView({ block: "start", behavior: "auto" });
      const box = el.getBoundingClientRect();
      const sheet = document.querySelector(".caso-sheet")?.getBoundingClientRect();
      const bottom = Math.min(box.bottom, window.innerHeight, sheet ? sheet.top : Infinity);
      const visible = Math.max(0.35, Math.min(1, (bottom - Math.max(0, box.top)) / box.height));
      const cells = proposed.flatMap((r) => [posCell(r.from), ...r.path.map(([x, y]) => [x, y] as [number, number]), ...(r.enter ? [roomCell(r.enter)] : [])]);
      // Framed for the visible band's shape, then extended down under the sheet.
      const vp = frame(cells, aspect.current * visible, 8);
      set({ ...vp, h: vp.w * aspect.current });
    });
    return () => cancelAnimationFrame(id);
  }, [proposedKey]);

  const zoom = (f: number) => set(zoomCentre(camera.value, f, aspect.current));
  const overview = () => set(fitAll(aspect.current));
  const myPawn = () => {
    if (!minePawn) return;
    const drawn = svg.current?.querySelector(`[data-pawn="${minePawn.id}"] circle`);
    const [x, y] = drawn ? [Number(drawn.getAttribute("cx")) / 10, Number(drawn.getAttribute("cy")) / 10] : posCentre(minePawn.pos);
    set(centreOn(camera.value, x, y, aspect.current, 12));
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void col.current?.requestFullscreen?.();
  };
  const pick = (d: Destination | null) => map.onPick?.(d);

  const onKeyDown = (e: KeyboardEvent) => {
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = dirs[e.key];
    if (dir) {
      const [cx, cy] = cursor ?? (minePawn ? posCell(minePawn.pos) : [12, 12]);
      const next = stepCursor(cx, cy, dir[0], dir[1]);
      setCursor(next);
      set(follow(camera.value, next[0], next[1], aspect.current));
    } else if (e.key === "Enter" || e.key === " ") {
      const c = cursor ?? (minePawn ? posCell(minePawn.pos) : null);
      if (c) pick(dests.find((d) => destCell(d)[0] === c[0] && destCell(d)[1] === c[1]) ?? null);
    } else if (e.key === "Escape") pick(null);
    else if (e.key === "+" || e.key === "=") zoom(1 / ZOOM_STEP);
    else if (e.key === "-") zoom(ZOOM_STEP);
    else if (e.key === "0") overview();
    else if (e.key === "m" || e.key === "M") myPawn();
    else if ((e.key === "f" || e.key === "F") && wide) fullscreen();
    else return;
    e.preventDefault();
  };

  const whole = isWhole(camera.value, aspect.current);
  return (
    <div class={`caso-map-col${full ? " caso-map-full" : ""}`} ref={col}>
      <div class="caso-map-tools" role="toolbar" aria-label={t("caso.map.toolbar")}>
        <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} aria-label={t("caso.map.zoomIn")} title={t("caso.map.zoomIn")} data-testid="caso-zoom-in"><Glyph plus /></button>
        <button type="button" onClick={() => zoom(ZOOM_STEP)} aria-label={t("caso.map.zoomOut")} title={t("caso.map.zoomOut")} data-testid="caso-zoom-out"><Glyph /></button>
        <button type="button" onClick={overview} data-testid="caso-overview">{t("caso.map.overview")}</button>
        {minePawn && <button type="button" onClick={myPawn} data-testid="caso-my-pawn">{t("caso.map.myPawn")}</button>}
        {wide && (
          <button type="button" onClick={fullscreen} data-testid="caso-fullscreen">{t(full ? "caso.map.exitFullscreen" : "caso.map.fullscreen")}</button>
        )}
      </div>
      <div class="caso-map-frame">
      {measured ? (
        <MapView
          {...map}
          camera={camera}
          svgRef={svg}
          hover={hover}
          onHover={setHover}
          cursor={cursor}
          onKeyDown={onKeyDown}
          touchAction={whole ? "pan-y" : "none"}
          boxWidth={boxWidth.value}
        />
      ) : (
        <svg ref={svg} class="caso-map" viewBox={viewBoxOf(camera.value)} aria-hidden="true" />
      )}
      {children}
      </div>
      <p class="caso-sr" aria-live="polite" data-testid="caso-map-live">{cursor ? cursorText(cursor, dests, planning) : ""}</p>
      {footer}
    </div>
  );
}

/** "Rua 8,11 — porta da Praça — 3 passos": what the live region reads for the keyboard cursor. */
function cursorText(c: readonly [number, number], dests: readonly Destination[], planning: boolean): string {
  const [x, y] = c;
  const room = roomAt(x, y);
  const parts: string[] = [];
  if (room) parts.push(t("caso.map.cursorPlace", { place: cardName(room) }));
  else {
    parts.push(t("caso.map.cursorStreet", { x, y }));
    const door = MAP.doorOf.get(`${x},${y}`);
    if (door) parts.push(t("caso.map.cursorDoor", { place: cardName(door) }));
  }
  const d = dests.find((d) => destCell(d)[0] === x && destCell(d)[1] === y);
  if (d) parts.push(t("caso.map.cursorCost", { n: d.cost }));
  else if (planning) parts.push(t("caso.map.cursorUnreachable"));
  return parts.join(" — ");
}

/** ＋ / － drawn as paths (the fullwidth signs are missing from many phone fonts). */
function Glyph({ plus }: { plus?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
      <path d={plus ? "M7 2h2v5h5v2H9v5H7V9H2V7h5z" : "M2 7h12v2H2z"} fill="currentColor" />
    </svg>
  );
}
