/**
 * A component whose code is its own chunk, fetched the first time it renders (issue 22: what a
 * screen's first paint does not show — an end screen, a dialog or panel opened later — stays out of
 * its transfer). Renders nothing until the chunk is in; a chunk gone after a deploy raises the
 * reload offer (stale.ts). `preload()` starts the fetch early, e.g. when the user is about to open it;
 * `load()` is the same fetch as a promise, for a screen that must not show before the chunk is in.
 */
import type { ComponentType, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { lazyImport } from "../stale";

export type LazyComponent<P> = FunctionComponent<P> & { preload(): void; load(): Promise<ComponentType<P>> };

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetch = () =>
    (pending ??= lazyImport(load).then(
      (c) => (loaded = c),
      (e: unknown) => ((pending = null), Promise.reject(e)),
    ));
  const Lazy = (props: P) => {
    // The component lives in state, not only in `loaded`: a preload that lands between this first
    // render and its effect must still re-render (it once left the Caso investigation blank).
    const [C, setC] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (C) return;
      let live = true;
      fetch().then(
        (c) => live && setC(() => c),
        () => undefined, // stale.ts offers the reload
      );
      return () => {
        live = false;
      };
    }, []);
    return C ? <C {...props} /> : null;
  };
  return Object.assign(Lazy, { preload: () => void fetch().catch(() => undefined), load: fetch });
}
