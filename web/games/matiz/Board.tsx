/**
 * The paint-chip wall: 30 × 16 (or 15 × 8 in Ultra Hard) cells with row letters and column
 * numbers on the edges. Tap a cell to select it; markers show in each player's colour. At the
 * reveal the target gets its 3×3 and 5×5 frames. In Ultra Hard the cells show only hex codes
 * until the reveal paints them.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { ROW_LETTERS, parseCell, type Board as BoardInfo } from "../../../shared/games/matiz/board";
import { inkFor, paintBoard, seatColour } from "./colours";

export interface BoardMarker {
  id: string;
  seat: number;
  cell: string;
  pass: number;
}

export interface BoardProps {
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

function frame(board: BoardInfo, target: string, radius: number) {
  const c = parseCell(board, target);
  if (!c) return null;
  const c0 = Math.max(0, c.col - radius);
  const c1 = Math.min(board.cols - 1, c.col + radius);
  const r0 = Math.max(0, c.row - radius);
  const r1 = Math.min(board.rows - 1, c.row + radius);
  return { gridColumn: `${c0 + 2} / ${c1 + 3}`, gridRow: `${r0 + 2} / ${r1 + 3}` };
}

export function Board(props: BoardProps) {
  const { board, markers, selected, target, frames, paint, onTap } = props;
  const cells = useMemo(() => paintBoard(board), [board.kind, board.cols, board.rows, board.hueOffset]);
  const byCell = new Map(markers.map((m) => [m.cell, m]));
  const ultra = board.kind === "ultra";
  const painted = !ultra || paint;
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen, bring the target (the giver's, or at the reveal) into view sideways.
  useEffect(() => {
    const box = scroller.current;
    const cell = target ? box?.querySelector<HTMLElement>(`[data-cell="${target}"]`) : null;
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = Math.max(0, cell.offsetLeft - box.clientWidth / 2 + cell.offsetWidth / 2);
  }, [target]);
  // Keyboard: one cell in the tab order, arrow keys move between cells (Enter/Space taps).
  const [focusCell, setFocusCell] = useState<string>(selected ?? "A1");
  const onKeyDown = (e: KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    const from = el?.dataset.cell ? parseCell(board, el.dataset.cell) : null;
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = step[e.key];
    if (!from || !d) return;
    e.preventDefault();
    const col = Math.min(board.cols - 1, Math.max(0, from.col + d[0]));
    const row = Math.min(board.rows - 1, Math.max(0, from.row + d[1]));
    const name = `${ROW_LETTERS[row]}${col + 1}`;
    setFocusCell(name);
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${name}"]`)?.focus();
  };
  const onClick = (e: MouseEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    if (el?.dataset.cell && onTap) {
      setFocusCell(el.dataset.cell);
      onTap(el.dataset.cell);
    }
  };
  return (
    <div ref={scroller} class={`matiz-board-scroll${ultra ? " matiz-ultra" : ""}`}>
      <div
        class={`matiz-board${onTap ? " matiz-board-active" : ""}`}
        style={{ "--matiz-cols": String(board.cols) }}
        role="grid"
        aria-label={t("matiz.boardLabel")}
        onClick={onClick}
        onKeyDown={onTap ? onKeyDown : undefined}
      >
        <div class="matiz-corner" style={{ gridColumn: 1, gridRow: 1 }} />
        {Array.from({ length: board.cols }, (_, col) => (
          <div key={`c${col}`} class="matiz-edge matiz-edge-col" style={{ gridColumn: col + 2, gridRow: 1 }} aria-hidden="true">
            {col + 1}
          </div>
        ))}
        {Array.from({ length: board.rows }, (_, row) => (
          <div key={`r${row}`} class="matiz-edge matiz-edge-row" style={{ gridColumn: 1, gridRow: row + 2 }} aria-hidden="true">
            {ROW_LETTERS[row]}
          </div>
        ))}
        {cells.map((c) => {
          const m = byCell.get(c.name);
          const cls = ["matiz-cell", c.name === selected ? "matiz-cell-selected" : "", c.name === target ? "matiz-target" : ""].join(" ");
          const style = painted ? { background: c.hex, color: inkFor(c.hex) } : undefined;
          const label = `${t("matiz.cell", { cell: c.name })}${ultra ? ` ${c.hex}` : ""}${m ? `, ${t("matiz.markerOf", { name: props.nameOf(m.seat) })}` : ""}`;
          const Tag = onTap ? "button" : "div";
          return (
            <Tag
              key={c.name}
              {...(onTap ? { type: "button" as const, tabIndex: c.name === focusCell ? 0 : -1 } : { role: "gridcell" })}
              class={cls}
              data-cell={c.name}
              style={{ ...style, gridColumn: c.col + 2, gridRow: c.row + 2 }}
              aria-label={label}
              aria-pressed={onTap ? c.name === selected : undefined}
            >
              {ultra && <span class="matiz-hex">{c.hex.slice(1)}</span>}
              {m && (
                <span class={`matiz-marker${m.pass === 2 ? " matiz-marker-2" : ""}`} style={{ "--matiz-seat": seatColour(m.seat) }} aria-hidden="true">
                  {props.nameOf(m.seat).slice(0, 1).toUpperCase()}
                </span>
              )}
            </Tag>
          );
        })}
        {target && frames && (
          <>
            <div class="matiz-frame matiz-frame-5" style={frame(board, target, 2) ?? undefined} aria-hidden="true" />
            <div class="matiz-frame matiz-frame-3" style={frame(board, target, 1) ?? undefined} aria-hidden="true" />
          </>
        )}
      </div>
    </div>
  );
}
