/**
 * One name, one person (PLAT-G5): two names are the same name when a reader could take one for the other —
 * case, accents, spacing, invisible characters and look-alike letters of other scripts do not make
 * another name (UTS #39 skeletons). Server side only: the confusables table is ~100 kB, so the
 * client does not carry it; it shows the server's `name_taken` instead.
 */
import prototypes from "unhomoglyph/data.json";
import { normaliseName } from "./fold";

const MARKS = /\p{M}/gu;
const SPACE = /\s/gu;

/** UTS #39 `skeleton`: NFD, each code point replaced by its prototype, NFD again. */
export function skeleton(s: string): string {
  let out = "";
  for (const c of s.normalize("NFD")) out += prototypes[c] ?? c;
  return out.normalize("NFD");
}

/** Accents and spacing folded away, lower case, and the prototypes of what lower-casing made (to a fixed point). */
function settle(s: string): string {
  let cur = s;
  for (let i = 0; i < 4; i++) {
    const next = skeleton(cur.replace(MARKS, "").replace(SPACE, "").toLowerCase()).replace(MARKS, "");
    if (next === cur) break;
    cur = next;
  }
  return cur;
}

/**
 * The keys a name is compared by. Two, because the confusables data is case-sensitive: capital I
 * looks like l (only before lower-casing: "AIice" is "Alice"), while Cyrillic в looks like a small
 * capital ʙ and В like B (only after lower-casing are "Вова" and "вова" one name).
 */
function nameKeys(name: string): [string, string] {
  const n = normaliseName(name);
  return [settle(skeleton(n)), settle(n.toLowerCase())];
}

/** True when a reader could take one name for the other. */
export function sameName(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  return a1 === b1 || a2 === b2;
}

/** A checker against many names, each folded once. */
export function nameIndex(names: Iterable<string>): (name: string) => boolean {
  const first = new Set<string>();
  const second = new Set<string>();
  for (const n of names) {
    const [k1, k2] = nameKeys(n);
    first.add(k1);
    second.add(k2);
  }
  return (name) => {
    const [k1, k2] = nameKeys(name);
    return first.has(k1) || second.has(k2);
  };
}
