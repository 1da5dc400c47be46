/**
 * Protocol 3 (issue 22): a view that changed reaches a socket that holds the previous one as what
 * changed: whole top-level fields (`set`), fields gone (`del`), and, for a field that is a list of
 * the same length or an object with the same keys, only its items that changed (`items`: a list's
 * as [index, value] pairs, an object's by key). Each frame costs the runtime (deflate, per socket)
 * and the phone about as much as its bytes, and most of a view — a Caso seat's settings, the other
 * pawns, a Matiz board — stays the same from one action to the next. Both sides use this function.
 */

export type ItemsChange = [number, unknown][] | Record<string, unknown>;

/** What a `viewPatch` message carries besides its revisions. */
export interface ViewChange {
  set: Record<string, unknown>;
  del?: string[];
  items?: Record<string, ItemsChange>;
}

/** The view after the change; null when the change does not fit the view held (the caller must resync). */
export function applyViewPatch(view: unknown, change: ViewChange): Record<string, unknown> | null {
  if (!isRecord(view)) return null;
  const next: Record<string, unknown> = { ...view, ...change.set };
  for (const key of change.del ?? []) delete next[key];
  for (const [key, items] of Object.entries(change.items ?? {})) {
    const old = next[key];
    if (Array.isArray(items)) {
      if (!Array.isArray(old)) return null;
      const list = [...(old as unknown[])];
      for (const [i, value] of items) {
        if (!Number.isInteger(i) || i < 0 || i >= list.length) return null;
        list[i] = value;
      }
      next[key] = list;
    } else {
      if (!isRecord(old)) return null;
      next[key] = { ...old, ...items };
    }
  }
  return next;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
