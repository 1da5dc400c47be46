/**
 * The paint-chip wall: 30 × 16 (or 15 × 8 in Ultra Hard) cells with row letters and column
 * numbers on the edges. Tap a cell to select it; markers show in each player's colour. At the
 * reveal the target gets its 3×3 and 5×5 frames. In Ultra Hard the cells show only hex codes
 * until the reveal paints them. On a phone the whole wall is shown small (tap a spot to zoom in) and
 * a zoomed region of finger-sized cells, with its own row letters and column numbers, is where a
 * cell gets selected; arrows pan, "whole wall" zooms back out.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { useRoving } from "../../src/ui/keys";
import { observeSize } from "../../src/ui/observeSize";
import { useStaged } from "../../src/ui/staged";
import { ROW_LETTERS, parseCell, type Board as BoardInfo } from "../../../shared/games/matiz/public";
import { inkFor, paintBoard, seatColour } from "./colours";
import { colourAid, cueText, setColourAid } from "./aid";
import { cellCue } from "./colourNames";

interface BoardMarker {
  id: string;
  seat: number;
  cell: string;
  pass: number;
}

interface BoardProps {
  board: BoardInfo;
  markers: readonly BoardMarker[];
  selected: string | null;
  /** Drawn (with its frames) only when given: the reveal, or the giver's own target. */
  target: string | null;
  frames: boolean;
  /** Ultra Hard: paint the real colours (at the reveal). */
  paint: boolean;
  nameOf(seat: number): string;
  /** Absent when tapping does nothing (not your move, spectator). */
  onTap?: (cell: string) => void;
}

/** The part of the wall on screen: every cell, or a zoomed region on a phone. */
interface Region {
  col0: number;
  row0: number;
  cols: number;
  rows: number;
}

/** Zoomed region size on a phone: about 38 px cells on a 360 px screen (hex codes need wider ones). */
function zoomSize(board: BoardInfo): { cols: number; rows: number } {
  return board.kind === "ultra" ? { cols: 4, rows: Math.min(board.rows, 8) } : { cols: 8, rows: Math.min(board.rows, 8) };
}

/** The zoomed region centred on a cell, kept inside the wall. */
function regionAround(board: BoardInfo, col: number, row: number): Region {
  const z = zoomSize(board);
  const col0 = Math.max(0, Math.min(board.cols - z.cols, col - Math.floor(z.cols / 2)));
  const row0 = Math.max(0, Math.min(board.rows - z.rows, row - Math.floor(z.rows / 2)));
  return { col0, row0, ...z };
}

function frame(board: BoardInfo, target: string, radius: number, r: Region) {
  const c = parseCell(board, target);
  if (!c) return null;
  const c0 = Math.max(r.col0, c.col - radius);
  const c1 = Math.min(r.col0 + r.cols - 1, c.col + radius);
  const r0 = Math.max(r.row0, c.row - radius);
  const r1 = Math.min(r.row0 + r.rows - 1, c.row + radius);
  if (c0 > c1 || r0 > r1) return null;
  return { gridColumn: `${c0 - r.col0 + 2} / ${c1 - r.col0 + 3}`, gridRow: `${r0 - r.row0 + 2} / ${r1 - r.row0 + 3}` };
}

/** Rows of cells built per frame (30 cells: a few ms on a phone). */
const ROWS_PER_FRAME = 1;

/** Narrower than this, the wall is shown whole-and-small plus a zoomed region. */
const minFullWidth = (board: BoardInfo) => board.cols * (board.kind === "ultra" ? 50 : 20) + 40;

export function Board(props: BoardProps) {
  const { board, markers, selected, target, frames, paint, onTap } = props;
  const cells = useMemo(() => paintBoard(board), [board.kind, board.cols, board.rows, board.hueOffset]);
  const byCell = new Map(markers.map((m) => [m.cell, m]));
  const ultra = board.kind === "ultra";
  const painted = !ultra || paint;
  const scroller = useRef<HTMLDivElement>(null);
  // Phone layout: measure the space the wall has before the first paint, and only then draw its cells —
  // the wall never jumps from full to small, and a phone builds them once (not first the full wall's
  // cells, then the overview's buttons in their place: at 4× CPU that doubled the board's first task).
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === "undefined") return setWidth(0);
    setWidth(box.clientWidth);
    return observeSize(box, () => setWidth(box.clientWidth));
  }, []);
  const measured = width !== null;
  const narrow = !!width && width < minFullWidth(board);
  const [zoom, setZoom] = useState<Region | null>(null);
  // A new round, the reveal or another board: back to the whole wall.
  useEffect(() => setZoom(null), [frames, !onTap, board.kind, board.cols, board.rows, board.hueOffset]);
  const whole: Region = { col0: 0, row0: 0, cols: board.cols, rows: board.rows };
  const region = narrow && zoom ? zoom : whole;
  const overview = narrow && !zoom;
  const inRegion = (col: number, row: number) =>
    col >= region.col0 && col < region.col0 + region.cols && row >= region.row0 && row < region.row0 + region.rows;
  const pan = (dc: number, dr: number) => {
    if (!zoom) return;
    const col0 = Math.max(0, Math.min(board.cols - zoom.cols, zoom.col0 + dc));
    const row0 = Math.max(0, Math.min(board.rows - zoom.rows, zoom.row0 + dr));
    setZoom({ ...zoom, col0, row0 });
  };
  // Keyboard (the shared roving focus, src/ui/keys.ts): one cell in the tab order, arrows move between
  // cells (Enter/Space taps); a cell outside the zoomed region brings the region to it.
  const names = useMemo(() => cells.map((c) => c.name), [cells]);
  const rove = useRoving(names, {
    cols: board.cols,
    preferred: selected,
    onMove: (name) => {
      const c = parseCell(board, name);
      if (c && narrow && zoom && !inRegion(c.col, c.row)) setZoom(regionAround(board, c.col, c.row));
    },
  });
  const onClick = (e: MouseEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    if (!el?.dataset.cell) return;
    if (overview) {
      // On a phone the first tap picks roughly and zooms in around that spot, where finger-sized
      // cells make the exact choice.
      const c = parseCell(board, el.dataset.cell);
      if (c) setZoom(regionAround(board, c.col, c.row));
    }
    if (onTap) onTap(el.dataset.cell);
  };
  // Colour-blind aid (MATIZ-15): the family and lightness of the cell pointed at or focused, named in
  // a line above the wall, and each family's symbol on the cells. Ultra Hard's codes stay unnamed until painted.
  const aid = colourAid.value && painted;
  const [pointed, setPointed] = useState<string | null>(null);
  const point = (e: Event) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-cell]")?.dataset.cell;
    if (cell) setPointed(cell);
  };
  const named = pointed ?? selected;
  const z = zoomSize(board);
  const step = { cols: Math.max(1, Math.floor(z.cols / 2)), rows: Math.max(1, Math.floor(z.rows / 2)) };
  const lastRow = region.row0 + region.rows - 1;
  const lastCol = region.col0 + region.cols - 1;
  // The wall is built a row a frame (issue 21); a row not built yet is its letter and one
  // hidden cell, which give it its height.
  const built = useStaged(measured ? region.rows : 0, ROWS_PER_FRAME);
  const rangeLabel = t("matiz.zoomRange", { from: `${ROW_LETTERS[region.row0]}${region.col0 + 1}`, to: `${ROW_LETTERS[lastRow]}${lastCol + 1}` });
  return (
    <div class="matiz-board-wrap">
      <div class="matiz-aid-bar">
        <label class="matiz-aid-toggle">
          <input type="checkbox" data-testid="matiz-aid" checked={colourAid.value} onChange={(e) => setColourAid((e.target as HTMLInputElement).checked)} />
          {t("matiz.aid.toggle")}
        </label>
        {aid && (
          <span class="matiz-aid-readout" data-testid="matiz-aid-readout" aria-hidden="true">
            {named ? t("matiz.aid.readout", { cell: named, cue: cueText(board, named) }) : t("matiz.aid.point")}
          </span>
        )}
      </div>
      {narrow && (
        <div class="matiz-zoom-bar" data-testid="matiz-zoom-bar">
          {zoom ? (
            <>
              <button type="button" data-testid="matiz-zoom-out" onClick={() => setZoom(null)}>{t("matiz.zoomOut")}</button>
              <span class="matiz-zoom-range" data-testid="matiz-zoom-range">{rangeLabel}</span>
              <span class="matiz-pan">
                <button type="button" aria-label={t("matiz.panLeft")} disabled={region.col0 === 0} onClick={() => pan(-step.cols, 0)}>◀</button>
                <button type="button" aria-label={t("matiz.panUp")} disabled={region.row0 === 0} onClick={() => pan(0, -step.rows)}>▲</button>
                <button type="button" aria-label={t("matiz.panDown")} disabled={lastRow >= board.rows - 1} onClick={() => pan(0, step.rows)}>▼</button>
                <button type="button" aria-label={t("matiz.panRight")} disabled={lastCol >= board.cols - 1} onClick={() => pan(step.cols, 0)}>▶</button>
              </span>
            </>
          ) : (
            <span class="matiz-zoom-hint" data-testid="matiz-zoom-hint">{t(onTap ? "matiz.zoomHintPick" : "matiz.zoomHint")}</span>
          )}
        </div>
      )}
    <div ref={scroller} class={`matiz-board-scroll${ultra ? " matiz-ultra" : ""}${overview ? " matiz-overview" : ""}${narrow && zoom ? " matiz-zoomed" : ""}`}>
      <div
        class={`matiz-board${onTap || overview ? " matiz-board-active" : ""}`}
        style={{ "--matiz-cols": String(region.cols) }}
        data-testid="matiz-board"
        data-view={overview ? "overview" : narrow ? "zoomed" : "full"}
        role="grid"
        aria-label={t("matiz.boardLabel")}
        aria-busy={built < region.rows ? "true" : undefined}
        onClick={onClick}
        onKeyDown={onTap && !overview ? rove.onKeyDown : undefined}
        onFocusCapture={aid ? point : undefined}
        onMouseOver={aid ? point : undefined}
      >
        {/* ARIA grid > row > gridcell: each row a wrapper that takes no box (display: contents), the cells keep their places in the CSS grid. */}
        {measured && <div class="matiz-row" aria-hidden="true">
          <div class="matiz-corner" style={{ gridColumn: 1, gridRow: 1 }} />
          {Array.from({ length: region.cols }, (_, i) => {
            const col = region.col0 + i;
            // The small whole wall numbers every fifth column (and the first) so the numbers stay legible.
            const label = !overview || col === 0 || (col + 1) % 5 === 0 ? String(col + 1) : "";
            return (
              <div key={`c${col}`} class="matiz-edge matiz-edge-col" style={{ gridColumn: i + 2, gridRow: 1 }}>
                {label}
              </div>
            );
          })}
        </div>}
        {measured && Array.from({ length: region.rows }, (_, i) => (
          <div key={`r${region.row0 + i}`} class="matiz-row" role={i < built ? "row" : undefined}>
            <div class="matiz-edge matiz-edge-row" style={{ gridColumn: 1, gridRow: i + 2 }} aria-hidden="true">
              {ROW_LETTERS[region.row0 + i]}
            </div>
            {i >= built && <div class="matiz-later" style={{ gridColumn: 2, gridRow: i + 2 }} aria-hidden="true" />}
            {i < built && cells.filter((c) => c.row === region.row0 + i && inRegion(c.col, c.row)).map((c) => {
              const m = byCell.get(c.name);
              const cls = ["matiz-cell", c.name === selected ? "matiz-cell-selected" : "", c.name === target ? "matiz-target" : ""].join(" ");
              const style = painted ? { background: c.hex, color: inkFor(c.hex) } : undefined;
              const cue = aid ? cueText(board, c.name) : "";
              const label = `${t("matiz.cell", { cell: c.name })}${ultra ? ` ${c.hex}` : ""}${cue ? `, ${cue}` : ""}${m ? `, ${t("matiz.markerOf", { name: props.nameOf(m.seat) })}` : ""}`;
              const Tag = onTap || overview ? "button" : "div";
              return (
                <Tag
                  key={c.name}
                  {...(onTap || overview ? { type: "button" as const, ...rove.item(c.name) } : {})}
                  role="gridcell"
                  class={cls}
                  data-cell={c.name}
                  style={{ ...style, gridColumn: c.col - region.col0 + 2, gridRow: c.row - region.row0 + 2 }}
                  aria-label={overview && !onTap ? t("matiz.zoomAt", { cell: c.name }) : label}
                  aria-selected={onTap ? c.name === selected : undefined}
                  title={cue ? `${c.name}: ${cue}` : undefined}
                >
                  {aid && !overview && (
                    <span class="matiz-sym" aria-hidden="true">
                      {cellCue(board, c.name)?.symbol}
                    </span>
                  )}
                  {ultra && <span class="matiz-hex">{c.hex.slice(1)}</span>}
                  {m && (
                    <span class={`matiz-marker${m.pass === 2 ? " matiz-marker-2" : ""}`} style={{ "--matiz-seat": seatColour(m.seat), color: inkFor(seatColour(m.seat)) }} aria-hidden="true">
                      {props.nameOf(m.seat).slice(0, 1).toUpperCase()}
                    </span>
                  )}
                </Tag>
              );
            })}
          </div>
        ))}
        {target && frames && (
          <>
            {frame(board, target, 2, region) && <div class="matiz-frame matiz-frame-5" style={frame(board, target, 2, region)!} aria-hidden="true" />}
            {frame(board, target, 1, region) && <div class="matiz-frame matiz-frame-3" style={frame(board, target, 1, region)!} aria-hidden="true" />}
          </>
        )}
      </div>
    </div>
    </div>
  );
}
