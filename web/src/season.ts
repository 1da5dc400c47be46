/**
 * The season table as a person reads it: a name that repeats carries its tag, and this browser's
 * own row is marked. A row's tag is the start of its player's hashed device token (worker/season.ts).
 */
import { foldText } from "../../shared/text/fold";
import { deviceToken } from "./identity";

interface TaggedRow {
  name: string;
  tag?: string;
}

/** The tag of this browser's rows: the first 6 hex digits of SHA-256(device token), as the room stores it. */
export async function myTag(): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(deviceToken()));
  return [...new Uint8Array(digest)].slice(0, 3).map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** For each row, the tag to show: only when another row has the same name (compared folded), else null. */
export function shownTags(rows: readonly TaggedRow[]): (string | null)[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(foldText(r.name), (count.get(foldText(r.name)) ?? 0) + 1);
  return rows.map((r) => ((count.get(foldText(r.name)) ?? 0) > 1 && r.tag ? r.tag : null));
}

/** A row as a table draws it: its place (1-based), whether it is this browser's, the tag to show. */
export interface ShownRow<R extends TaggedRow> {
  row: R;
  position: number;
  isMe: boolean;
  tag: string | null;
}

/**
 * The table's first `top` rows with their tags and this browser's row marked; when `mine` (this
 * browser's row and place as the server counts them, PLAT-27) lies further down, it follows them at its
 * own place, so a player always finds their row.
 */
export function shownRows<R extends TaggedRow>(rows: readonly R[], top: number, me: string | null, mine: { row: R; position: number } | null): ShownRow<R>[] {
  const list = rows.slice(0, top);
  const tags = shownTags(list);
  const shown = list.map((row, i) => ({ row, position: i + 1, isMe: me !== null && row.tag === me, tag: tags[i] ?? null }));
  if (mine && mine.position > list.length) shown.push({ row: mine.row, position: mine.position, isMe: true, tag: null });
  return shown;
}
