/**
 * A viewer class's view as JSON, kept field by field (issue 22), so that the next one can go out as
 * a `viewPatch` of what changed (shared/protocol/viewPatch.ts): whole fields, or, for a list of the
 * same length or an object with the same keys, its items that changed. Items are compared only
 * inside fields that changed, so an action costs one stringify per field plus its changed fields'
 * items. Plain data, like all of the core's memory.
 */

export interface ViewParts {
  /** The whole view's JSON (what `JSON.stringify` gives). */
  json: string;
  /** Each top-level field's JSON, in the view's order; null when the view is not a plain object (never patched). */
  fields: Record<string, string> | null;
  /** The fields' values (never changed: views are made fresh for every step), to compare items of changed ones. */
  values: Record<string, unknown>;
  /** Items' JSON of fields already compared (filled by `changeJson`: a field that changes again is not stringified twice). */
  items?: Record<string, ItemJson>;
}

/** A list's items' JSON, or an object's as { key: JSON } (in order); null for any other value. */
type ItemJson = { list: string[] } | { keys: [string, string][] } | null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && !("toJSON" in v);

export function viewParts(view: unknown): ViewParts {
  if (!isRecord(view)) return { json: JSON.stringify(view), fields: null, values: {} };
  const fields: Record<string, string> = {};
  const pieces: string[] = [];
  for (const [key, value] of Object.entries(view)) {
    const json = JSON.stringify(value) as string | undefined; // undefined (and functions) are left out, as JSON.stringify does
    if (json === undefined) continue;
    fields[key] = json;
    pieces.push(`${JSON.stringify(key)}:${json}`);
  }
  return { json: `{${pieces.join(",")}}`, fields, values: view };
}

function itemJson(value: unknown): ItemJson {
  if (Array.isArray(value)) return { list: value.map((item) => JSON.stringify(item) ?? "null") }; // as JSON.stringify writes them in a list
  if (!isRecord(value)) return null;
  const keys: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    const json = JSON.stringify(v) as string | undefined;
    if (json !== undefined) keys.push([k, json]); // left out, as JSON.stringify does
  }
  return { keys };
}

/** A field's items' JSON, kept with its parts. */
function itemsOf(parts: ViewParts, key: string): ItemJson {
  const known = (parts.items ??= {});
  if (!(key in known)) known[key] = itemJson(parts.values[key]);
  return known[key]!;
}

/** A changed field's items as `[index, value]` pairs or by key; null when its shape changed (the field goes whole). */
function itemsJson(was: ItemJson, now: ItemJson): string | null {
  if (was && now && "list" in was && "list" in now) {
    if (was.list.length !== now.list.length) return null;
    const pairs: string[] = [];
    now.list.forEach((json, i) => json !== was.list[i] && pairs.push(`[${i},${json}]`));
    return `[${pairs.join(",")}]`;
  }
  if (!was || !now || !("keys" in was) || !("keys" in now) || was.keys.length !== now.keys.length) return null;
  const pieces: string[] = [];
  for (const [i, [k, json]] of now.keys.entries()) {
    const [oldKey, oldJson] = was.keys[i]!;
    if (oldKey !== k) return null; // same keys in the same order, or the field goes whole
    if (json !== oldJson) pieces.push(`${JSON.stringify(k)}:${json}`);
  }
  return `{${pieces.join(",")}}`;
}

/** The JSON of the change taking `before` to `after` (`set`, `del`, `items`); null when the whole view is as short (or the only way). */
export function changeJson(before: ViewParts, after: ViewParts): string | null {
  const [was, now] = [before.fields, after.fields];
  if (!was || !now) return null;
  const set: string[] = [];
  const items: string[] = [];
  for (const key in now) {
    if (Object.hasOwn(was, key) && was[key] === now[key]) continue;
    const some = Object.hasOwn(was, key) ? itemsJson(itemsOf(before, key), itemsOf(after, key)) : null;
    if (some !== null && some.length < now[key]!.length) items.push(`${JSON.stringify(key)}:${some}`);
    else set.push(`${JSON.stringify(key)}:${now[key]}`);
  }
  const del: string[] = [];
  for (const key in was) if (!Object.hasOwn(now, key)) del.push(JSON.stringify(key));
  const change = `"set":{${set.join(",")}}${del.length ? `,"del":[${del.join(",")}]` : ""}${items.length ? `,"items":{${items.join(",")}}` : ""}`;
  return change.length < after.json.length ? change : null;
}
