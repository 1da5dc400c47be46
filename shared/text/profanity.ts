/**
 * Swear words in pt, en, es and ru: the lists Matiz's clue check uses (MATIZ-5) and the filter for
 * chat and names in public rooms (PLAT-10). Matching is done per word after folding (`foldText` in ./fold:
 * lower case, Latin accents removed, ё → е, mixed-script look-alikes read in the word's script), common leetspeak such as 0→o, 4→a, $→s), and each letter of a root
 * may be stretched ("fuuuuck", "merrrda"); a doubled letter in a root stays doubled, so "porra"
 * does not swallow "porão". Innocent words that contain a root ("Scunthorpe", "корабля",
 * "застрахуй", "putativo") are kept: most roots only match at the start of a word, and the few
 * matched anywhere are distinctive.
 */
import { foldText } from "./fold";

/** Roots that make a word profane when it starts with one (folded). */
const PROFANE_PREFIX: readonly string[] = [
  // pt
  "porra", "caralh", "merd", "putas", "putaria", "puto", "putinh", "foder", "fodid", "fodas", "bucet", "cuzao", "arrombad", "viado", "bosta", "piroc", "xoxot", "cacete",
  // en
  "fuck", "shit", "bitch", "cunt", "dickhead", "asshole", "bastard", "whore", "slut", "wank", "twat", "motherf",
  // es
  "mierd", "joder", "jodid", "cabron", "pendej", "verga", "chinga", "culer", "gilipoll", "maricon", "polla",
  // ru
  "бляд", "блят", "сука", "суки", "суке", "суку", "сукой", "сукин", "хуй", "хуе", "хуя", "хуи", "пизд", "ебат", "ебан", "ебал", "ебну", "мудак", "мудил", "говн", "залуп", "шлюх", "пидор", "пидар", "дерьм",
];

/** Roots distinctive enough to be profane anywhere inside a word ("bullshit", "пиздец", "нахуй"). */
const PROFANE_ANYWHERE: readonly string[] = ["fuck", "shit", "caralh", "пизд", "нахуй", "охуе", "охуи"];

/** Whole words only (they are parts of many innocent words). */
const PROFANE_EXACT: readonly string[] = ["cu", "cus", "foda", "fode", "puta", "marica", "coño", "ass", "dick", "dicks", "бля", "блять", "блядь", "хер"];

/** Russian verbal prefixes before "еб-"/"ёб-" (заебал, отъебись, выебать); without one, "требую" stays innocent. */
const RU_EB = /^(?:на|по|за|от|отъ|вы|у|до|об|объ|раз|разъ|рас|съ|подъ|въ|недо|пере|при|про)?(?:еб[аилнуо]|еб$)/;
/** "выблядок", "сблядовать": "бляд" after a prefix, never inside "корабля"/"рубля". */
const RU_BLYAD = /^(?:вы|на|по|за|с|раз|рас)?бля[дт]/;

/** Words that contain a root but are not swearing. */
const INNOCENT = [/^scunthorp/, /страху/, /^shiitake/, /^(?:yo|to|ho)shit/];

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };
/** Latin look-alikes typed inside a Cyrillic word ("сyка", "xуй"). */
const CYRILLIC_TWIN: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", y: "у", k: "к", m: "м", t: "т", h: "н", b: "в" };

/** A root as a pattern where each letter may be stretched: "porra" → p+o+rr+a+. */
function stretchy(root: string): string {
  let out = "";
  for (let i = 0; i < root.length; i++) {
    const c = root[i]!;
    if (root[i + 1] === c) {
      out += `${c}${c}+`;
      i++;
    } else out += `${c}+`;
  }
  return out;
}

const group = (roots: readonly string[]) => roots.map(stretchy).join("|");
let patterns: { prefix: RegExp; anywhere: RegExp; exact: RegExp } | null = null;
/** Built on first use, not as the module loads (every page's first script holds it; see fold.ts's `intoTables`). */
function roots() {
  return (patterns ??= {
    prefix: new RegExp(`^(?:${group(PROFANE_PREFIX)})`),
    anywhere: new RegExp(`(?:${group(PROFANE_ANYWHERE)})`),
    // Words whose accents matter ("coño" vs "cono", a cone) are matched only as written.
    exact: new RegExp(`^(?:${group(PROFANE_EXACT.filter((w) => foldText(w) === w))})$`),
  });
}
const EXACT_ACCENTED = new Set(PROFANE_EXACT);

function profaneFolded(w: string): boolean {
  if (w.length === 0 || INNOCENT.some((r) => r.test(w))) return false;
  const re = roots();
  return re.exact.test(w) || re.prefix.test(w) || re.anywhere.test(w) || RU_EB.test(w) || RU_BLYAD.test(w);
}

/**
 * One word. `folded` is the word after folding, `lower` the same word in lower case with its accents
 * (so "coño" is caught but "cono", a cone, is not).
 */
export function isProfaneWord(folded: string, lower: string = folded): boolean {
  return EXACT_ACCENTED.has(lower) || profaneFolded(folded);
}

/** The forms a typed token is checked in: as written, with leetspeak read as letters, and with Latin look-alikes read as Cyrillic. */
function readings(token: string): string[] {
  const folded = foldText(token);
  const out = [folded];
  const leet = folded.replace(/[0-9@$!]/g, (c) => LEET[c] ?? c);
  if (leet !== folded) out.push(leet);
  if (/[а-я]/.test(leet)) out.push(leet.replace(/[a-z]/g, (c) => CYRILLIC_TWIN[c] ?? c));
  return out;
}

function tokenIsProfane(token: string): boolean {
  const lower = token.toLowerCase().normalize("NFC");
  if (EXACT_ACCENTED.has(lower)) return true;
  const [folded, ...rest] = readings(token);
  if (isProfaneWord(folded!, lower)) return true;
  return rest.some((r) => profaneFolded(r));
}

/** Words as people type them: letters, digits, the leetspeak symbols and invisible format characters (folded away, so "fu\u200bck" is one word), split on everything else. */
const TOKEN = /[\p{L}\p{M}\p{N}\p{Cf}@$!]+/gu;
/** "!" and "$" at a token's end are punctuation more often than letters ("porra!" is still caught as "porra"). */
function trimmed(token: string): string {
  return token.replace(/^[!$@]+|[!$]+$/g, "") || token;
}

/** True when the text contains a swear word in any of the four languages. */
export function isProfane(text: string): boolean {
  for (const m of text.matchAll(TOKEN)) if (tokenIsProfane(trimmed(m[0])) || tokenIsProfane(m[0])) return true;
  return false;
}

/** The text with every swear word replaced by asterisks of the same length; everything else untouched. */
export function censor(text: string): string {
  return text.replace(TOKEN, (token) => {
    const core = trimmed(token);
    if (!tokenIsProfane(core) && !tokenIsProfane(token)) return token;
    const start = token.indexOf(core);
    return token.slice(0, start) + "*".repeat([...core].length) + token.slice(start + core.length);
  });
}
