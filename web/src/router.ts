/** A two-route router: "/" is the landing page, "/r/CODE" a room. */
import { signal } from "@preact/signals";

export const path = signal(location.pathname);

export function navigate(to: string): void {
  if (to === location.pathname) return;
  history.pushState(null, "", to);
  path.value = to;
}

addEventListener("popstate", () => (path.value = location.pathname));

export function roomCodeFromPath(p: string): string | null {
  const m = /^\/r\/([A-Za-z0-9]{5})\/?$/.exec(p);
  return m ? m[1]!.toUpperCase() : null;
}
