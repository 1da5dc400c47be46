/**
 * A long list drawn a batch at a time (issue 21): on a phone-speed CPU a wall of hundreds of buttons
 * built in one go is one long task, and taps wait behind it. The first render with items draws `per`
 * of them, each later frame `per` more, until all are drawn; from then on all are drawn at once (a
 * zoom that shows fewer and then more again does not start over). The caller keeps the space of
 * what is not drawn yet, so nothing moves when it comes.
 */
import { useEffect, useRef, useState } from "preact/hooks";

export function useStaged(total: number, per: number): number {
  const [shown, setShown] = useState(per);
  const all = useRef(false);
  if (total > 0 && shown >= total) all.current = true;
  // An effect runs after the frame is painted, in a task of its own: one batch a frame.
  useEffect(() => {
    if (!all.current && total > 0) setShown((n) => n + per);
  }, [shown, total]);
  return all.current ? total : Math.min(shown, total);
}
