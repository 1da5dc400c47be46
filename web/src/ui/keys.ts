/**
 * Keyboard play (PLAT-A2), shared by every board that is a group of buttons.
 *
 * `useRoving`: the group is one stop in the tab order; arrows move the focus between its enabled
 * items (left/right by one, up/down by a row of `cols`), Home/End go to the ends (in a grid, of the
 * row; with Ctrl, of the grid); Enter and Space stay the buttons' own. Shift+arrow is the board's
 * own move (`onShift`, Noir's shifts). An item the focus goes to that is not drawn yet (`onMove`
 * draws it: Matiz's zoom) takes the focus once drawn. The stop is the item focused last, else
 * `preferred`, else the first enabled.
 *
 * `useTurnFocus`: when a new decision waits for this player (`key` changes to a non-null value), the
 * one thing to do takes the focus, so it is one Enter away. It never takes the focus from someone
 * typing (an input, a text area, an editable element), from the chat or any other place outside
 * the game's stage, or from a modal dialog that does not hold the element; within a turn it only
 * picks up a focus that was lost (the pressed control went away), so the map keeps its own.
 * The focus it moves shows (`data-ring`, styled as :focus-visible) even after a click, when
 * Chromium's own heuristic would leave a script-moved focus without a ring.
 */
import { useEffect, useRef, useState } from "preact/hooks";

type Key = string | number;

export interface RovingOptions<K> {
  enabled?: (k: K) => boolean;
  preferred?: K | null;
  /** A grid of this many columns. */
  cols?: number;
  /** Shift+arrow on item `k`: `dx` columns, `dy` rows. */
  onShift?: (k: K, dx: number, dy: number) => void;
  /** The focus goes to `k` (the board draws it if it is out of view). */
  onMove?: (k: K) => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function useRoving<K extends Key>(keys: readonly K[], opts: RovingOptions<K> = {}) {
  const { enabled = () => true, cols } = opts;
  const [at, setAt] = useState<K | null>(null);
  const box = useRef<HTMLElement | null>(null);
  const want = useRef<K | null>(null);
  const ok = (k: K | null | undefined): k is K => k != null && keys.includes(k) && enabled(k);
  const stop = ok(at) ? at : ok(opts.preferred) ? opts.preferred : (keys.find(enabled) ?? null);
  // The item the arrows chose takes the focus as soon as it is drawn.
  const give = () => {
    if (want.current === null) return;
    const el = box.current?.querySelector<HTMLElement>(`[data-rove="${want.current}"]`);
    if (!el) return;
    el.focus();
    want.current = null;
  };
  useEffect(give);
  const item = (k: K) => ({ tabIndex: k === stop ? 0 : -1, "data-rove": String(k), onFocus: () => setAt(k) });
  const onKeyDown = (e: KeyboardEvent) => {
    const from = (e.target as HTMLElement).closest<HTMLElement>("[data-rove]")?.dataset.rove;
    const i = keys.findIndex((k) => String(k) === from);
    if (i < 0 || e.altKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    if (e.shiftKey) {
      if (arrow && opts.onShift) {
        e.preventDefault();
        opts.onShift(keys[i]!, ...arrow);
      }
      return;
    }
    const path = walk(e.key, e.ctrlKey, i, keys.length, cols);
    if (!path) return;
    e.preventDefault();
    box.current = e.currentTarget as HTMLElement;
    for (let [j, d] = path; j >= 0 && j < keys.length; j += d) {
      const to = keys[j]!;
      if (!enabled(to)) continue;
      setAt(to);
      opts.onMove?.(to);
      want.current = to;
      return give();
    }
  };
  return { item, onKeyDown, stop };
}

/**
 * Whether the focus may be taken: nobody holds it (the control that had it is gone) or a disabled
 * control does; at the start of a turn (`start`) also any control of the game's stage that is not a
 * text field. Never while a modal dialog that does not hold `target` is open.
 */
function mayTakeFocus(target: HTMLElement, start: boolean): boolean {
  const modal = document.querySelector('[aria-modal="true"]');
  if (modal && !modal.contains(target)) return false;
  const a = document.activeElement as HTMLElement | null;
  if (!a || a === document.body || a === document.documentElement || a.matches(":disabled")) return true;
  if (!start || a.isContentEditable || a.tagName === "TEXTAREA" || a.tagName === "SELECT" || (a.tagName === "INPUT" && !["checkbox", "radio", "button"].includes((a as HTMLInputElement).type))) return false;
  return !!a.closest(".room-stage");
}

export interface TurnFocusOptions {
  /** A new turn: the focus may leave another control of the game for it (else only a lost focus is given). */
  start?: boolean;
  /** Scroll the element into view (default); false when the screen frames the turn itself. */
  scroll?: boolean;
}

export function useTurnFocus(key: string | null, find: () => HTMLElement | null | undefined, opts: TurnFocusOptions = {}): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    if (key === null) return;
    const el = find();
    if (!el || el.contains(document.activeElement) || !mayTakeFocus(el, opts.start ?? false)) return;
    el.setAttribute("data-ring", "");
    el.addEventListener("blur", () => el.removeAttribute("data-ring"), { once: true });
    el.focus({ preventScroll: true });
    if (opts.scroll !== false) {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: "nearest" });
    }
  }, [key]);
}

/** `useTurnFocus` as a component, for a screen that decides what to focus after its early returns. */
export function TurnFocus({ on, find, ...opts }: { on: string | null; find: () => HTMLElement | null | undefined } & TurnFocusOptions): null {
  useTurnFocus(on, find, opts);
  return null;
}

/** Where `key` sends the focus from item `i` of `n`: the first index to try and the step to the next one, or null. */
function walk(key: string, ctrl: boolean, i: number, n: number, cols: number | undefined): [start: number, step: number] | null {
  const arrow = ARROWS[key];
  if (arrow) {
    const step = arrow[0] + arrow[1] * (cols ?? 1);
    return ctrl ? null : [i + step, step];
  }
  if (key !== "Home" && key !== "End") return null;
  // In a grid Home/End go to the row's ends; with Ctrl, or in a list, to the whole group's.
  const rowStart = cols && !ctrl ? i - (i % cols) : 0;
  const last = cols && !ctrl ? Math.min(n, rowStart + cols) - 1 : n - 1;
  return key === "Home" ? [rowStart, 1] : [last, -1];
}
