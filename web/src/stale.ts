/**
 * A deploy happened while this tab was open (issue 22): the files of the build it runs are gone, so
 * a lazily loaded screen (a game, voice, the Caso scene, the season board) fails to load. The Worker
 * answers such a miss with a real 404 (worker/pages.ts); here every such failure raises one signal
 * and the page offers a reload (NewVersion.tsx) — the seat is kept: a reload rejoins it (PLAT-3).
 */
import { signal } from "@preact/signals";

export const staleBuild = signal(false);

/** What browsers say when a module script cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_FAILURE.test(message);
}

/** Wraps a dynamic import: a failure to load marks the build stale, then rejects as before. */
export function lazyImport<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((e: unknown) => {
    if (isChunkFailure(e)) staleBuild.value = true;
    throw e;
  });
}

/** Vite's preload helper reports a failed preload here; unhandled import failures land below. */
export function watchForStaleBuild(target: Pick<Window, "addEventListener">): void {
  target.addEventListener("vite:preloadError", () => (staleBuild.value = true));
  target.addEventListener("unhandledrejection", (e: PromiseRejectionEvent) => {
    if (!isChunkFailure(e.reason)) return;
    staleBuild.value = true;
    e.preventDefault(); // handled: the reload offer is the answer
  });
}
