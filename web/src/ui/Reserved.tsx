/**
 * A box that does not shrink back (issue 21, PLAT-A4): what a phase shows (a prompt, a vote, a count)
 * changes height as the phase moves on, and every time it got shorter the player tiles below it jumped
 * up under the player's eyes. The box keeps the tallest height its content has had, so only a taller
 * phase than any before moves what is below it, and a table settles within a round.
 *
 * `alternatives`: what else the box may show before it is next made anew (the other phases of a round,
 * as this viewer would see them). When the box first appears, each is rendered off the page and
 * measured, and the box takes the tallest height at once: the phase that would have grown it later
 * moves nothing. Give only what this viewer's own view allows: the box's height is seen.
 *
 * Measured after each render that reaches it (a layout effect, before the frame is painted), not by a
 * ResizeObserver: resizing the box inside the observer's own callback can make WebKit report a
 * "ResizeObserver loop" page error, and waiting a frame would paint the shorter box first. The boxes
 * of one render are measured together, at the end of its task (see `measureAll`), in one layout.
 * Its children are laid out as its parent's were: stacked with the parent's gap (styles.css).
 */
import { render, type ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";

/** One box to measure: its frame, its content, and what else it may show (only at its first measure). */
interface Measure {
  box: HTMLDivElement;
  content: HTMLDivElement | null;
  alternatives: (() => ComponentChildren[]) | null;
  tallest: { current: number };
}

export function Reserved({ children, alternatives }: { children: ComponentChildren; alternatives?: () => ComponentChildren[] }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const tallest = useRef(0);
  const measured = useRef(false);
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return;
    const firstTime = !measured.current;
    measured.current = true;
    measureLater({ box, content: inner.current, alternatives: firstTime ? (alternatives ?? null) : null, tallest });
  });
  return (
    <div ref={outer} class="reserved">
      <div ref={inner}>{children}</div>
    </div>
  );
}

let pending: Measure[] = [];

/**
 * Queues a box for `measureAll`, run once after the render's layout effects (a microtask: still
 * before the frame is painted). Each box measured on its own read a height after the previous box
 * had written one, so a screen with four boxes (Matiz) laid its page out five times in its first
 * render instead of twice.
 */
function measureLater(m: Measure): void {
  if (pending.length === 0) queueMicrotask(measureAll);
  pending.push(m);
}

/** Writes every probe, then reads every height (one layout), then writes every box's new height. */
function measureAll(): void {
  const batch = pending.filter((m) => m.box.isConnected);
  pending = [];
  const probes: (HTMLDivElement | null)[] = [];
  try {
    for (const m of batch) probes.push(m.alternatives ? openProbe(m.box, m.alternatives()) : null);
    const heights = batch.map((m, i) => Math.max(m.content?.offsetHeight ?? 0, probes[i] ? tallestIn(probes[i]) : 0));
    batch.forEach((m, i) => {
      if (heights[i]! > m.tallest.current) {
        m.tallest.current = heights[i]!;
        m.box.style.minHeight = `${heights[i]}px`;
      }
    });
  } finally {
    for (const probe of probes) if (probe) closeProbe(probe);
  }
}

/**
 * The alternatives, all rendered at once in a probe inside the box (so each is laid out at the box's
 * width, with the box's styles, stacked as the box's own content is), measured in the same layout as
 * the other boxes, and the probe taken away again, all in one task: it is never painted, and no
 * script, screen reader or test on the page ever meets it. Its effects never run (the probe's
 * components are gone before any could).
 */
function openProbe(box: HTMLElement, alternatives: ComponentChildren[]): HTMLDivElement {
  const probe = document.createElement("div");
  probe.setAttribute("aria-hidden", "true");
  probe.inert = true;
  probe.style.visibility = "hidden";
  box.appendChild(probe);
  try {
    render(
      alternatives.map((a, i) => (
        <div key={i} class="reserved-alternative">
          {a}
        </div>
      )),
      probe,
    );
  } catch (e) {
    probe.remove();
    throw e;
  }
  return probe;
}

function tallestIn(probe: HTMLElement): number {
  let h = 0;
  for (const el of Array.from(probe.children)) h = Math.max(h, (el as HTMLElement).offsetHeight);
  return h;
}

function closeProbe(probe: HTMLDivElement): void {
  render(null, probe);
  probe.remove();
}
