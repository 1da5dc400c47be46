/**
 * The one folding of words for every check that compares what people type with a list: Matiz's
 * clue rules (MATIZ-5) and the words filter for chat and names (PLAT-10). Small on purpose (it
 * ships in the client's main bundle): the full UTS #39 confusables table is used only by the
 * server's name comparison (`shared/text/names.ts`).
 *
 * It also holds `normaliseName`, the canonical form a name is stored in (used by the wire schema).
 */

/**
 * Invisible or formatting code points a name or a word must not carry: controls (Cc), format
 * characters (Cf: zero-width space/joiners, bidi overrides, BOM), surrogates, private use, and every
 * Default_Ignorable_Code_Point (word joiner, Hangul fillers, variation selectors, soft hyphen…).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Default_Ignorable_Code_Point}]/gu;

const stripInvisible = (s: string): string => s.replace(INVISIBLE, "");

/**
 * A name as it is stored and shown: Unicode NFKC (fullwidth, ligatures and compatibility forms
 * become their plain letters), invisible and control characters removed, every run of whitespace
 * one space, trimmed.
 */
export function normaliseName(s: string): string {
  return stripInvisible(s.normalize("NFKC")).replace(/\s+/gu, " ").trim();
}

/**
 * Lower-case letters of Cyrillic and Greek that look like one basic Latin letter, and that letter.
 * Taken from Unicode's confusables data (UTS #39) as shipped by the `unhomoglyph` package; a unit
 * test (test/unit/text/fold.test.ts) derives it from that data again and compares. Escaped: some of
 * them (U+1FBE) would be changed by an editor's NFC.
 */
export const LATIN_TWINS =
  "\u03b1a \u0430a \u03f2c \u0441c \u0501d \u0435e \u04bde \u04bbh \u03b9i \u1fbei \u037ai \u0456i \ua647i \u04cfi \u03f3j \u0458j \u03bfo \u03c3o \u043eo \u03c1p \u03f1p \u0440p \u051bq \u1d26r \u0433r \u0455s \u03c5u \u03bdv \u0475v \u0461w \u051dw \u0445x \u03b3y \u0443y \u04afy";

type Script = "latin" | "cyrillic" | "greek";
const SCRIPT_OF: [Script, RegExp][] = [
  ["latin", /\p{Script=Latin}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["greek", /\p{Script=Greek}/u],
];
const scriptOf = (c: string): Script | null => SCRIPT_OF.find(([, re]) => re.test(c))?.[0] ?? null;

type Into = Record<Script, Map<string, string>>;
let into: Into | null = null;
/**
 * Per script: letter of another script → its look-alike in this one. Built on first use, not as the
 * module loads: this file is in every page's first script, and the Unicode script tests cost a
 * few milliseconds there (issue 21's load time) that a page without a typed word never needs.
 */
function intoTables(): Into {
  if (into) return into;
  const INTO: Into = { latin: new Map(), cyrillic: new Map(), greek: new Map() };
  const fromLatin: Record<"cyrillic" | "greek", Map<string, string>> = { cyrillic: new Map(), greek: new Map() };
  for (const pair of LATIN_TWINS.split(" ")) {
    const [other, latin] = [...pair] as [string, string];
    INTO.latin.set(other, latin);
    const script = scriptOf(other) as "cyrillic" | "greek";
    // Latin → Cyrillic/Greek: the lowest code point of that script wearing the Latin letter's face.
    const current = fromLatin[script].get(latin);
    if (current === undefined || other < current) fromLatin[script].set(latin, other);
  }
  for (const [script, other] of [["cyrillic", "greek"], ["greek", "cyrillic"]] as const) {
    for (const [latin, ch] of fromLatin[script]) INTO[script].set(latin, ch);
    // Cyrillic ↔ Greek through their shared Latin face (о ↔ ο, р ↔ ρ).
    for (const [pair, latin] of INTO.latin) if (scriptOf(pair) === other && fromLatin[script].has(latin)) INTO[script].set(pair, fromLatin[script].get(latin)!);
  }
  return (into = INTO);
}

/**
 * A word that mixes Latin, Cyrillic and Greek letters ("vеrmelho" with a Cyrillic е, "кpасный" with
 * a Latin p) is read in its main script: the look-alikes of the other scripts become that script's
 * letters. The main script is the one with most letters that have no look-alike elsewhere (the
 * letters that give the word away), then the one with most letters; a tie leaves the word alone.
 */
function oneScript(w: string): string {
  const letters = [...w];
  const INTO = intoTables();
  const count: Record<Script, { own: number; all: number }> = { latin: { own: 0, all: 0 }, cyrillic: { own: 0, all: 0 }, greek: { own: 0, all: 0 } };
  let scripts = 0;
  for (const c of letters) {
    const s = scriptOf(c);
    if (!s) continue;
    if (count[s].all++ === 0) scripts++;
    const twin = s === "latin" ? INTO.cyrillic.has(c) || INTO.greek.has(c) : INTO.latin.has(c);
    if (!twin) count[s].own++;
  }
  if (scripts < 2) return w;
  const ranked = (Object.keys(count) as Script[]).sort((a, b) => count[b].own - count[a].own || count[b].all - count[a].all);
  const [first, second] = [count[ranked[0]!], count[ranked[1]!]];
  if (first.own === second.own && first.all === second.all) return w;
  const main = INTO[ranked[0]!];
  return letters.map((c) => main.get(c) ?? c).join("");
}

/**
 * Lower case, invisible characters removed, Latin accents removed (ç → c, ã → a; Cyrillic й kept
 * apart from и as readers do, ё → е), NFC, and a word mixing scripts read in its main one.
 */
export function foldText(w: string): string {
  const folded = stripInvisible(w)
    .toLowerCase()
    .normalize("NFD")
    .replace(/([a-z])[\u0300-\u036f]+/g, "$1")
    .normalize("NFC")
    .replace(/ё/g, "е");
  return oneScript(folded);
}
