/**
 * The suspect grid with shift arrows at every row and column end. A shift slides the line and shows
 * the card that falls off re-entering on the other side; a death flips the card; a line of the dead
 * shrinks away before the grid closes up (NOIR-9). Everything is read from the server's view.
 * A shift made with a finger (tap on an arrow, or a swipe) is only previewed: the line is marked
 * and a Confirm button spends the turn, so a stray tap never does.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { suspectName, type Cell, type Shift, type NoirView } from "../../../shared/games/noir/public";
import { Face } from "./Face";
import { actPending } from "../../src/room/pending";
import { useRoving } from "../../src/ui/keys";

export interface Marks {
  identity: string | null;
  targets: ReadonlySet<string>;
  targetKind: "kill" | "arrest" | "citizen" | null;
  evidence: ReadonlySet<string>;
  selected: string | null;
  /** The exonerated card a citizen's arrest is made from. */
  source: string | null;
}

export interface Handle {
  shift: Shift;
  /** null when this arrow may be used now; else the reason code. */
  problem: string | null;
}

const reducedMotion = () => typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches;
const COLLAPSE_MS = 650;

interface Anim {
  shift: Shift;
  turn: number;
}
interface Collapsing {
  grid: Cell[][];
  removed: Set<string>;
}

export function Board(props: { view: NoirView; marks: Marks; handles: Handle[]; onCell(id: string): void; onShift(h: Handle): void }) {
  const { view, marks } = props;
  const prev = useRef<NoirView | null>(null);
  const [anim, setAnim] = useState<Anim | null>(null);
  const [collapsing, setCollapsing] = useState<Collapsing | null>(null);
  const [preview, setPreview] = useState<Handle | null>(null);
  // How the last press was made: a finger previews, a mouse or keyboard shifts at once.
  const pointer = useRef<string>("mouse");
  useLayoutEffect(() => setPreview(null), [view.turn, view.phase]); // before a tap can come (Screen's selections)
  const shiftBy = (h: Handle, touch: boolean) => {
    if (touch && h.problem === null) setPreview(h);
    else {
      setPreview(null);
      props.onShift(h);
    }
  };

  useLayoutEffect(() => {
    const p = prev.current;
    prev.current = view;
    if (!p || p.turn === view.turn || reducedMotion()) return;
    if (view.lastShift && view.turn === p.turn + 1) setAnim({ shift: view.lastShift, turn: view.turn });
    const newlyRemoved = view.removed.slice(p.removed.length);
    if (newlyRemoved.length > 0) {
      // Show the old layout with the new deaths for a moment, the doomed lines shrinking away.
      const deadNow = new Set([...view.removed, ...view.grid.flat().filter((c) => c.dead).map((c) => c.suspect)]);
      setCollapsing({ grid: p.grid.map((row) => row.map((c) => ({ ...c, dead: deadNow.has(c.suspect) }))), removed: new Set(newlyRemoved) });
    }
  }, [view]);

  useEffect(() => {
    if (!collapsing) return;
    const id = window.setTimeout(() => setCollapsing(null), COLLAPSE_MS);
    return () => window.clearTimeout(id);
  }, [collapsing]);

  // Drag a card sideways (or, with a mouse, up and down) to shift its row or column.
  const drag = useRef<{ x: number; y: number; r: number; c: number; moved: boolean } | null>(null);
  const onDown = (e: PointerEvent, r: number, c: number) => {
    pointer.current = e.pointerType;
    drag.current = { x: e.clientX, y: e.clientY, r, c, moved: false };
  };
  const onUp = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
    d.moved = true;
    const h = Math.abs(dx) > Math.abs(dy) ? handleAt("row", d.r, dx > 0 ? 1 : -1) : handleAt("col", d.c, dy > 0 ? 1 : -1);
    if (h) shiftBy(h, e.pointerType !== "mouse");
  };
  const onClickCell = (id: string) => {
    const wasDrag = drag.current?.moved ?? false;
    drag.current = null;
    if (!wasDrag && live) props.onCell(id);
  };

  const grid = collapsing?.grid ?? view.grid;
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  const live = !collapsing;
  const handleAt = (axis: Shift["axis"], index: number, dir: 1 | -1) =>
    props.handles.find((h) => h.shift.axis === axis && h.shift.index === index && h.shift.dir === dir);

  // Keyboard (the shared roving focus, src/ui/keys.ts): the grid is one stop in the tab order.
  // Arrows move between cards, Home/End go to the ends of the row (with Ctrl, of the grid), Enter or
  // Space taps the card, Shift+arrow shifts the focused card's row or column. The stop starts on the
  // first card the player can act on; the turn gives it the focus (Screen), so Enter, Tab, Enter is a first kill.
  const boardEl = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const where = (id: string): [number, number] => {
    const i = grid.flat().findIndex((x) => x.suspect === id);
    return [Math.floor(i / cols), i % cols];
  };
  const firstTarget = grid.flat().find((c) => marks.targets.has(c.suspect))?.suspect ?? null;
  const rove = useRoving(
    grid.flat().map((c) => c.suspect),
    {
      cols,
      preferred: marks.selected ?? firstTarget,
      onShift: (id, dx, dy) => {
        const [r, c] = where(id);
        const h = dx ? handleAt("row", r, dx as 1 | -1) : handleAt("col", c, dy as 1 | -1);
        if (h) shiftBy(h, false);
      },
    },
  );
  // A shift re-creates the moved cards and a new turn can re-key them: keep the focus on its card.
  useEffect(() => {
    if (hadFocus.current && rove.stop && !boardEl.current?.contains(document.activeElement))
      boardEl.current?.querySelector<HTMLElement>(`[data-rove="${rove.stop}"]`)?.focus();
  });

  const arrow = (axis: Shift["axis"], index: number, dir: 1 | -1, gridRow: number, gridColumn: number) => {
    const h = live ? handleAt(axis, index, dir) : undefined;
    const label = t(axis === "row" ? (dir === 1 ? "noir.shift.right" : "noir.shift.left") : dir === 1 ? "noir.shift.down" : "noir.shift.up", { n: index + 1 });
    const glyph = axis === "row" ? (dir === 1 ? "▶" : "◀") : dir === 1 ? "▼" : "▲";
    const forbidden = h?.problem === "undo_shift_forbidden";
    return (
      <button
        type="button"
        key={`${axis}${index}${dir}`}
        data-testid="noir-arrow"
        data-axis={axis}
        data-index={index}
        data-dir={dir}
        class={`noir-arrow noir-arrow-${axis}${forbidden ? " noir-arrow-forbidden" : ""}`}
        style={{ gridRow, gridColumn }}
        aria-label={h?.problem ? `${label} — ${t(`noir.error.${h.problem}`)}` : label}
        title={h?.problem ? t(`noir.error.${h.problem}`) : label}
        aria-disabled={!h || h.problem !== null}
        aria-pressed={preview !== null && h === preview ? true : undefined}
        tabIndex={-1}
        onPointerDown={(e) => (pointer.current = e.pointerType)}
        onClick={(e) => {
          if (!h) return;
          // A click that no pointer started (keyboard) counts as a mouse.
          const kind = e.detail === 0 ? "mouse" : pointer.current;
          pointer.current = "mouse";
          shiftBy(h, kind === "touch" || kind === "pen");
        }}
      >
        <span aria-hidden="true">{forbidden ? "⊘" : glyph}</span>
      </button>
    );
  };

  const slideClass = (r: number, c: number): string => {
    if (!anim || !live) return "";
    const s = anim.shift;
    if (s.axis === "row" && s.index === r) return s.dir === 1 ? " noir-slide-from-left" : " noir-slide-from-right";
    if (s.axis === "col" && s.index === c) return s.dir === 1 ? " noir-slide-from-top" : " noir-slide-from-bottom";
    return "";
  };

  /** The card that wrapped, shown leaving through the far edge while its twin enters on the near one. */
  const ghost = () => {
    if (!anim || !live) return null;
    const s = anim.shift;
    const lineLen = s.axis === "row" ? cols : rows;
    const wrappedAt = s.dir === 1 ? 0 : lineLen - 1;
    const leftFrom = s.dir === 1 ? lineLen - 1 : 0;
    const cell = s.axis === "row" ? grid[s.index]?.[wrappedAt] : grid[wrappedAt]?.[s.index];
    if (!cell) return null;
    const [r, c] = s.axis === "row" ? [s.index, leftFrom] : [leftFrom, s.index];
    const dirName = s.axis === "row" ? (s.dir === 1 ? "right" : "left") : s.dir === 1 ? "down" : "up";
    return (
      <div key={`ghost-${anim.turn}`} class={`noir-card noir-ghost noir-ghost-${dirName}`} style={{ gridRow: r + 2, gridColumn: c + 2 }} aria-hidden="true">
        <CardFaces cell={cell} />
      </div>
    );
  };

  const inPreview = (r: number, c: number) =>
    preview !== null && (preview.shift.axis === "row" ? preview.shift.index === r : preview.shift.index === c);
  const previewLabel = preview
    ? t(preview.shift.axis === "row" ? (preview.shift.dir === 1 ? "noir.shift.right" : "noir.shift.left") : preview.shift.dir === 1 ? "noir.shift.down" : "noir.shift.up", { n: preview.shift.index + 1 })
    : "";
  return (
    <>
    <div
      ref={boardEl}
      class="noir-board"
      role="group"
      aria-label={t("noir.board.label")}
      // While the dead lines shrink away the cards take no taps (`live`): the board says it is busy.
      aria-busy={collapsing ? "true" : undefined}
      aria-describedby="noir-keys-hint"
      style={{ gridTemplateColumns: `var(--noir-handle) repeat(${cols}, minmax(0, 1fr)) var(--noir-handle)` }}
      onKeyDown={rove.onKeyDown}
      onFocusCapture={() => (hadFocus.current = true)}
      onBlurCapture={(e) => {
        // Focus that left on its own (Tab, a click elsewhere) stays away; a card that was re-created took it with it.
        const from = e.target as Element;
        window.setTimeout(() => {
          if (from.isConnected && !boardEl.current?.contains(document.activeElement)) hadFocus.current = false;
        }, 0);
      }}
    >
      {Array.from({ length: cols }, (_, c) => arrow("col", c, -1, 1, c + 2))}
      {Array.from({ length: cols }, (_, c) => arrow("col", c, 1, rows + 2, c + 2))}
      {Array.from({ length: rows }, (_, r) => arrow("row", r, -1, r + 2, 1))}
      {Array.from({ length: rows }, (_, r) => arrow("row", r, 1, r + 2, cols + 2))}
      {grid.map((row, r) =>
        row.map((cell, c) => {
          const slide = slideClass(r, c);
          const doomed = collapsing?.removed.has(cell.suspect) ?? false;
          const isTarget = marks.targets.has(cell.suspect);
          const cls = [
            "noir-card",
            cell.dead ? "noir-dead" : "",
            cell.innocent ? "noir-innocent" : "",
            marks.identity === cell.suspect ? "noir-me" : "",
            isTarget ? `noir-target noir-target-${marks.targetKind}` : "",
            marks.evidence.has(cell.suspect) ? "noir-evidence" : "",
            marks.selected === cell.suspect ? "noir-selected" : "",
            marks.source === cell.suspect ? "noir-source" : "",
            doomed ? "noir-collapsing" : "",
            inPreview(r, c) ? `noir-preview noir-preview-${preview!.shift.axis}-${preview!.shift.dir === 1 ? "fwd" : "back"}` : "",
          ].join(" ");
          // The card's name is its visible text (the face that shows, its stamps) plus these notes, read
          // out but not drawn: an aria-label that left out the visible text broke label-in-name (WCAG 2.5.3).
          const notes = [
            cell.dead ? t("noir.cell.dead") : "",
            isTarget ? t(marks.targetKind === "kill" ? "noir.cell.killable" : "noir.cell.arrestable") : "",
            marks.evidence.has(cell.suspect) ? t("noir.cell.evidence") : "",
          ].filter(Boolean);
          return (
            <button
              type="button"
              key={slide ? `${cell.suspect}-${anim?.turn}` : cell.suspect}
              class={cls + slide}
              data-suspect={cell.suspect}
              data-row={r}
              data-col={c}
              style={{ gridRow: r + 2, gridColumn: c + 2 }}
              aria-pressed={marks.selected === cell.suspect}
              {...rove.item(cell.suspect)}
              onPointerDown={(e) => onDown(e, r, c)}
              onPointerUp={onUp}
              onPointerCancel={() => (drag.current = null)}
              onClick={() => onClickCell(cell.suspect)}
            >
              <CardFaces cell={cell} you={marks.identity === cell.suspect} />
              {notes.length > 0 && <span class="sr-only">, {notes.join(", ")}</span>}
            </button>
          );
        }),
      )}
      {ghost()}
    </div>
    {/* Under the board, never over it: drawn over the board's foot it hid the bottom row's arrows. */}
    <p id="noir-keys-hint" class="noir-keys-hint">{t("noir.board.keys")}</p>
    {preview && (
      <div class="noir-shift-confirm" role="group" aria-label={previewLabel} data-testid="noir-shift-preview">
        <span>{previewLabel}?</span>
        <button type="button" class="primary" data-testid="noir-shift-confirm" disabled={actPending()} onClick={() => (setPreview(null), props.onShift(preview))}>
          {t("noir.shift.confirm")}
        </button>
        <button type="button" data-testid="noir-shift-cancel" onClick={() => setPreview(null)}>{t("noir.action.cancel")}</button>
      </div>
    )}
    </>
  );
}

function CardFaces({ cell, you = false }: { cell: Cell; you?: boolean }) {
  return (
    <span class="noir-card-inner">
      <span class="noir-card-front" aria-hidden={cell.dead ? "true" : undefined}>
        <Face id={cell.suspect} class="noir-face" />
        <span class="noir-name">{suspectName(cell.suspect)}</span>
        {cell.innocent && <span class="noir-stamp">{t("noir.stamp.innocent")}</span>}
        {you && <span class="noir-you">{t("noir.stamp.you")}</span>}
      </span>
      <span class="noir-card-back" aria-hidden={cell.dead ? undefined : "true"}>
        <Face id={cell.suspect} class="noir-face" />
        <span class="noir-name">† {suspectName(cell.suspect)}</span>
      </span>
    </span>
  );
}
