/** A small router: "/" is the landing page, "/r/CODE" a room, "/r/CODE/replay/N?k=KEY" a match's replay (issue 24). */
import { signal } from "@preact/signals";

export const path = signal(location.pathname);

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, "", to);
  path.value = location.pathname;
}

addEventListener("popstate", () => (path.value = location.pathname));

export function roomCodeFromPath(p: string): string | null {
  const m = /^\/r\/([A-Za-z0-9]{5})\/?$/.exec(p);
  return m ? m[1]!.toUpperCase() : null;
}

/** `/r/CODE/replay/N`: the room and the match number (1, 2, …); null for any other path. */
export function replayFromPath(p: string): { code: string; match: number } | null {
  const m = /^\/r\/([A-Za-z0-9]{5})\/replay\/([1-9]\d{0,5})\/?$/.exec(p);
  return m ? { code: m[1]!.toUpperCase(), match: Number(m[2]) } : null;
}
