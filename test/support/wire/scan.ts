/**
 * The raw-value check: does a frame carry a hidden value (in any case, with or without accents,
 * inside JSON-escaped strings or a JSON document sent as text) to a viewer who may not know it?
 */
import type { Audience, Viewer } from "../../../shared/engine";
import type { RawSecret } from "./types";

export const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** Undo JSON string escaping, twice (a JSON text inside a chat line is escaped again). */
function unescapeJson(s: string): string {
  let out = s;
  for (let i = 0; i < 2; i++) {
    out = out
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      .replace(/\\(["\\/])/g, "$1")
      .replace(/\\[nrt]/g, " ");
  }
  return out;
}

export function mayKnow(audience: Audience, viewer: Viewer): boolean {
  if (audience === "all") return true;
  return viewer.kind === "seat" && audience.includes(viewer.seat);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A needle as a whole word of the folded text (letters and digits around it do not count). */
const wordRe = (needle: string) => new RegExp(`(?<![a-z0-9])${escapeRe(fold(needle))}(?![a-z0-9])`);

interface Leaf {
  path: string;
  text: string;
}

const join = (path: string, k: string) => (path ? `${path}.${k}` : k);

/**
 * Every string (keys included) with its path; strings holding JSON are opened and walked too. A
 * history line's index is replaced by its type: `line.<type>.params.x`.
 */
function leaves(value: unknown, path: string, out: Leaf[], cells: { obj: Record<string, unknown>; path: string }[]): void {
  if (typeof value === "string") {
    out.push({ path, text: value });
    const t = value.trim();
    if ((t.startsWith("{") || t.startsWith("[")) && t.length > 1) {
      try {
        leaves(JSON.parse(t) as unknown, join(path, "<json>"), out, cells);
      } catch {
        /* just text */
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) leaves(v, join(path, "*"), out, cells);
  } else if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    cells.push({ obj, path });
    const isLine = typeof obj.type === "string" && (path === "lines.*" || path.endsWith(".lines.*"));
    const base = isLine ? join(path.slice(0, -"lines.*".length).replace(/\.$/, ""), `line.${String(obj.type)}`) : path;
    for (const [k, v] of Object.entries(obj)) {
      out.push({ path: join(base, "#key"), text: k });
      leaves(v, join(base, k), out, cells);
    }
  }
}

export interface Leak {
  secret: string;
  value: string;
  frame: string;
}

const slotCache = new WeakMap<readonly RegExp[], Map<string, boolean>>();
function isPublic(slots: readonly RegExp[], where: string): boolean {
  let m = slotCache.get(slots);
  if (!m) slotCache.set(slots, (m = new Map()));
  let v = m.get(where);
  if (v === undefined) m.set(where, (v = slots.some((r) => r.test(where))));
  return v;
}

interface Parsed {
  /** Folded word → the paths (frameType:path) it occurs at. */
  words: Map<string, Set<string>>;
  /** Every folded string with its path (for needles of several words). */
  texts: { where: string; folded: string }[];
  cells: { obj: Record<string, unknown>; path: string }[];
}

function parseFrame(frame: string): Parsed {
  const l: Leaf[] = [];
  const cells: Parsed["cells"] = [];
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    json = frame;
  }
  const type = json && typeof json === "object" && typeof (json as { type?: unknown }).type === "string" ? (json as { type: string }).type : "raw";
  leaves(json, "", l, cells);
  const words = new Map<string, Set<string>>();
  const texts: Parsed["texts"] = [];
  for (const leaf of l) {
    const f = fold(leaf.text);
    texts.push({ where: `${type}:${leaf.path}`, folded: f });
    for (const w of f.split(/[^a-z0-9]+/)) {
      if (!w) continue;
      let set = words.get(w);
      if (!set) words.set(w, (set = new Set()));
      set.add(`${type}:${leaf.path}`);
    }
  }
  return { words, texts, cells };
}

/** Secrets with their needles folded once (a check runs over every frame of a step). */
interface Prepared {
  label: string;
  knownBy: Audience;
  values: { raw: string; folded: string; re: RegExp }[];
  vocab: { raw: string; folded: string; re: RegExp }[];
  cells: { col: number; row: number }[];
}

const reCache = new Map<string, RegExp>();
const wordReCached = (folded: string) => {
  let re = reCache.get(folded);
  if (!re) reCache.set(folded, (re = wordRe(folded)));
  return re;
};

export function prepare(secrets: readonly RawSecret[]): Prepared[] {
  return secrets.map((s) => ({
    label: s.label,
    knownBy: s.knownBy,
    values: s.values.filter(Boolean).map((raw) => {
      const folded = fold(raw);
      return { raw, folded, re: wordReCached(folded) };
    }),
    vocab: (s.vocab ?? []).map((raw) => {
      const folded = fold(raw);
      return { raw, folded, re: wordReCached(folded) };
    }),
    cells: s.cells ?? [],
  }));
}

/** Per step: each distinct frame is folded and parsed once, whoever received it. */
export type FrameCache = Map<string, { folded: string; parsed: Parsed | null }>;

const NON_ASCII = /[^\x00-\x7f]/;
function foldFrame(frame: string): string {
  const text = frame.includes("\\") ? unescapeJson(frame) : frame;
  return NON_ASCII.test(text) ? fold(text) : text.toLowerCase();
}

/**
 * Checks one frame for one viewer against every secret it may not know. Vocabulary is matched
 * against `frameType:path`, e.g. `view:view.markers.*.cell`, `history:line.reveal.params.cell`.
 */
export function scanFrame(frame: string, viewer: Viewer, prepared: readonly Prepared[], publicSlots: readonly RegExp[], cache: FrameCache = new Map()): Leak[] {
  const hidden = prepared.filter((s) => !mayKnow(s.knownBy, viewer));
  if (hidden.length === 0) return [];
  let entry = cache.get(frame);
  if (!entry) cache.set(frame, (entry = { folded: foldFrame(frame), parsed: null }));
  const e = entry;
  const folded = e.folded;
  const parse = () => (e.parsed ??= parseFrame(frame));
  const out: Leak[] = [];
  for (const s of hidden) {
    for (const v of s.values) {
      if (folded.includes(v.folded) && v.re.test(folded)) out.push({ secret: s.label, value: v.raw, frame });
    }
    for (const v of s.vocab) {
      if (!folded.includes(v.folded) || !v.re.test(folded)) continue;
      const places = /^[a-z0-9]+$/.test(v.folded) ? (parse().words.get(v.folded) ?? []) : parse().texts.filter((x) => v.re.test(x.folded)).map((x) => x.where);
      for (const where of places) {
        if (!isPublic(publicSlots, where)) {
          out.push({ secret: s.label, value: `${v.raw} at ${where}`, frame });
          break;
        }
      }
    }
    if (s.cells.length) {
      for (const { obj, path } of parse().cells) {
        const col = obj.col ?? obj.x ?? obj.c;
        const row = obj.row ?? obj.y ?? obj.r;
        if (typeof col !== "number" || typeof row !== "number") continue;
        for (const cell of s.cells) {
          if ((col === cell.col && row === cell.row) || (col === cell.col + 1 && row === cell.row + 1)) {
            out.push({ secret: s.label, value: `{col:${col},row:${row}} at ${path}`, frame });
          }
        }
      }
    }
  }
  return out;
}
