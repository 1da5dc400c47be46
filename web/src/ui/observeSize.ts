/**
 * Calls `fn` after `el`'s box changes size, at most once a frame, in the next animation frame.
 *
 * Not inside the ResizeObserver's own callback: what `fn` does (a re-render, a canvas resized, word
 * sizes changed) can change a box observed in the same pass, and the browser then reports
 * "ResizeObserver loop completed with undelivered notifications" as a page error (seen in WebKit).
 * Returns the disconnect.
 */
export function observeSize(el: Element, fn: () => void): () => void {
  let frame = 0;
  const ro = new ResizeObserver(() => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), fn()));
  });
  ro.observe(el);
  return () => {
    ro.disconnect();
    cancelAnimationFrame(frame);
  };
}
