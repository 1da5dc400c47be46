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
 * "ResizeObserver loop" page error, and waiting a frame would paint the shorter box first.
 * Its children are laid out as its parent's were: stacked with the parent's gap (styles.css).
 */
import { render, type ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";

export function Reserved({ children, alternatives }: { children: ComponentChildren; alternatives?: () => ComponentChildren[] }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const tallest = useRef(0);
  const measured = useRef(false);
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return;
    let h = inner.current?.offsetHeight ?? 0;
    if (alternatives && !measured.current) {
      measured.current = true;
      h = Math.max(h, tallestOf(box, alternatives()));
    }
    if (h > tallest.current) {
      tallest.current = h;
      box.style.minHeight = `${h}px`;
    }
  });
  return (
    <div ref={outer} class="reserved">
      <div ref={inner}>{children}</div>
    </div>
  );
}

/**
 * The height of the tallest alternative. All are rendered at once in a probe inside the box (so each is
 * laid out at the box's width, with the box's styles, stacked as the box's own content is), measured in
 * one layout, and the probe taken away again, all in one task: it is never painted, and no script,
 * screen reader or test on the page ever meets it. Its effects never run (the probe's components are
 * gone before any could).
 */
function tallestOf(box: HTMLElement, alternatives: ComponentChildren[]): number {
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
    let h = 0;
    for (const el of Array.from(probe.children)) h = Math.max(h, (el as HTMLElement).offsetHeight);
    render(null, probe);
    return h;
  } finally {
    probe.remove();
  }
}
