/**
 * A box that does not shrink back (issue 21, PLAT-A4): what a phase shows (a prompt, a vote, a count)
 * changes height as the phase moves on, and every time it got shorter the player tiles below it jumped
 * up under the player's eyes. The box keeps the tallest height its content has had, so only a taller
 * phase than any before moves what is below it, and a table settles within a round.
 *
 * Measured after each render that reaches it (a layout effect, before the frame is painted), not by a
 * ResizeObserver: resizing the box inside the observer's own callback can make WebKit report a
 * "ResizeObserver loop" page error, and waiting a frame would paint the shorter box first.
 * Its children are laid out as its parent's were: stacked with the parent's gap (styles.css).
 */
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";

export function Reserved({ children }: { children: ComponentChildren }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const tallest = useRef(0);
  useLayoutEffect(() => {
    const h = inner.current?.offsetHeight ?? 0;
    if (h > tallest.current && outer.current) {
      tallest.current = h;
      outer.current.style.minHeight = `${h}px`;
    }
  });
  return (
    <div ref={outer} class="reserved">
      <div ref={inner}>{children}</div>
    </div>
  );
}
