/**
 * The rules index: every rule id the code cites leads to a RULES.md in the repository.
 * - `shared/RULES.md` defines the platform ids, `shared/games/<id>/RULES.md` each game's ids: a
 *   definition is the id in bold (`**GAME-n**`, `**GAME-Rn**` a ruling, `**GAME-Gn**` a gap
 *   decision, `**GAME-Hn**` a hidden-information row).
 * - Every id cited anywhere in the source, tests, scripts and repository docs must be defined by
 *   the RULES.md of its prefix.
 * - No citation of a document outside the repository: a `*.md` file the repository does not hold,
 *   a bare section sign ("design §1.6", "§6.13"; only published standards such as "RFC 8439 §2.3"
 *   keep theirs), a numbered ruling without an id ("ruling 26"), a seed text ("seed 002").
 * - Every rule id and ruling id a RULES.md defines is named by at least one test (inside a
 *   string in a `*.test.ts` file, which is where test titles are).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url).pathname;
const SELF = "test/unit/rulesIndex.test.ts";
const PREFIXES = { PLAT: "shared/RULES.md", ALIBI: "shared/games/alibi/RULES.md", CASO: "shared/games/caso/RULES.md", DICAS: "shared/games/dicas/RULES.md", MATIZ: "shared/games/matiz/RULES.md", NOIR: "shared/games/noir/RULES.md" } as const;
type Prefix = keyof typeof PREFIXES;
const P = Object.keys(PREFIXES).join("|");
/** An id: prefix, dash, optional kind letter (R ruling, G gap, H hidden), number; not a longer number. */
const ID = new RegExp(`\\b(?:${P})-[RGH]?\\d+(?![\\d])`, "g");
const DEFINED = new RegExp(`\\*\\*((?:${P})-[RGH]?\\d+)\\*\\*`, "g");
/** A rule id or a ruling id: the kinds a test must name. */
const MUST_BE_TESTED = new RegExp(`^(?:${P})-R?\\d+$`);

const SCANNED_DIRS = ["shared", "worker", "web", "test", "scripts", "migrations", ".ci"];
const SCANNED_FILES = ["README.md", "package.json", "vitest.config.ts", "wrangler.toml"];
const SKIP_DIRS = new Set(["node_modules", "dist", ".wrangler"]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md|sql|toml|sh)$|^run$/;

function walk(dir: string, out: string[]): void {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return;
  for (const name of readdirSync(abs)) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (TEXT.test(name)) out.push(rel);
  }
}

function sourceFiles(): string[] {
  const out: string[] = [];
  for (const d of SCANNED_DIRS) walk(d, out);
  for (const f of SCANNED_FILES) if (existsSync(join(ROOT, f))) out.push(f);
  return out.filter((f) => f !== SELF);
}

/** The ids one RULES.md text defines. */
export function definedIds(md: string): string[] {
  return [...md.matchAll(DEFINED)].map((m) => m[1]!);
}

/** Every `*.md` basename and path the repository holds, for telling a repository document from an outside one. */
function repoDocs(files: readonly string[]): Set<string> {
  const docs = new Set<string>();
  for (const f of files) if (f.endsWith(".md")) { docs.add(f); docs.add(f.split("/").pop()!); }
  for (const f of Object.values(PREFIXES)) { docs.add(f); docs.add("RULES.md"); }
  return docs;
}

export interface Problem { file: string; line: number; text: string; why: string }

/** What is wrong with the citations in one file's text: undefined ids, outside documents, bare rulings and sections. */
export function citationProblems(file: string, text: string, defined: ReadonlySet<string>, docs: ReadonlySet<string>): Problem[] {
  const out: Problem[] = [];
  const isRules = Object.values(PREFIXES).includes(file as (typeof PREFIXES)[Prefix]);
  text.split("\n").forEach((line, i) => {
    const at = (why: string, what: string) => out.push({ file, line: i + 1, text: what, why });
    for (const m of line.matchAll(ID)) if (!defined.has(m[0])) at("id not defined by its RULES.md", m[0]);
    // Markdown file names, not inside a URL path of a public site.
    for (const m of line.matchAll(/(?<![\w/.-])([\w./-]*[\w-]\.md)\b/g)) {
      const name = m[1]!.replace(/^\.\//, "");
      if (!docs.has(name) && !docs.has(name.split("/").pop()!)) at("document outside the repository", name);
    }
    if (isRules) return; // a RULES.md may use the section sign in its own prose
    for (const m of line.matchAll(/(?<!RFC \d+ )§\s*\d[\d.]*/g)) at("section of a document outside the repository (cite a RULES.md id)", m[0]);
    for (const m of line.matchAll(/\b[Rr]ulings?\s+\d+/g)) at("ruling without an id (cite GAME-R<n>)", m[0]);
    for (const m of line.matchAll(/\bseeds?\s+0\d\d\b/g)) at("seed text outside the repository (cite the RULES.md id)", m[0]);
  });
  return out;
}

/** The ids named inside string literals of a test file (test titles, table rows of `it.each`). */
export function idsNamedInStrings(text: string): Set<string> {
  const named = new Set<string>();
  for (const m of text.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)) {
    for (const id of m[0].matchAll(ID)) named.add(id[0]);
  }
  return named;
}

function load() {
  const files = sourceFiles();
  const byPrefix = new Map<Prefix, string[]>();
  for (const [prefix, path] of Object.entries(PREFIXES) as [Prefix, string][]) {
    const md = existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), "utf8") : "";
    byPrefix.set(prefix, definedIds(md).filter((id) => id.startsWith(`${prefix}-`)));
  }
  const defined = new Set([...byPrefix.values()].flat());
  return { files, byPrefix, defined, docs: repoDocs(files) };
}

const show = (ps: Problem[]) => ps.map((p) => `${p.file}:${p.line} ${p.text} — ${p.why}`);

describe("rules index (RULES.md in the repository)", () => {
  const { files, byPrefix, defined, docs } = load();

  it("every game and the platform have a RULES.md that defines rule ids, each once", () => {
    for (const [prefix, ids] of byPrefix) {
      expect(ids.length, `${PREFIXES[prefix]} defines no ${prefix} id`).toBeGreaterThan(0);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), `${PREFIXES[prefix]} defines an id twice`).toEqual([]);
    }
  });

  it("every citation in code and docs is an id its RULES.md defines; none cites a document outside the repository", () => {
    const problems = files.flatMap((f) => citationProblems(f, readFileSync(join(ROOT, f), "utf8"), defined, docs));
    expect(show(problems)).toEqual([]);
  });

  it("every rule id and ruling id a RULES.md defines is named by a test", () => {
    const named = new Set<string>();
    for (const f of files) if (f.endsWith(".test.ts")) for (const id of idsNamedInStrings(readFileSync(join(ROOT, f), "utf8"))) named.add(id);
    const untested = [...defined].filter((id) => MUST_BE_TESTED.test(id) && !named.has(id));
    expect(untested).toEqual([]);
  });

  it("catches what it must: an undefined id, a bare ruling, an outside document, a bare section, a seed; a standard's section passes", () => {
    const known = new Set(["ALIBI-3", "ALIBI-R26"]);
    const f = "shared/games/alibi/x.ts";
    const why = (line: string) => citationProblems(f, line, known, docs).map((p) => p.text);
    expect(why("// ALIBI-3 and ALIBI-R26 hold")).toEqual([]);
    expect(why("// ALIBI-R27: never for yourself")).toEqual(["ALIBI-R27"]);
    expect(why("// ALIBI-30 is not ALIBI-3")).toEqual(["ALIBI-30"]);
    expect(why("// Ruling 26: no channel")).toEqual(["Ruling 26"]);
    expect(why("/** (design §1.6) */")).toEqual(["§1.6"]);
    expect(why("// PLAT-13, caso.md §6.13")).toEqual(["PLAT-13", "caso.md", "§6.13"]);
    expect(why("/** Matiz (seed 003) */")).toEqual(["seed 003"]);
    expect(why("/** RFC 8439 §2.3 block function; see README.md */")).toEqual([]);
    expect(definedIds("- **NOIR-4** shift\n| **NOIR-H1** | x |")).toEqual(["NOIR-4", "NOIR-H1"]);
    expect([...idsNamedInStrings('it("DICAS-5 scores", () => {}); // DICAS-6')]).toEqual(["DICAS-5"]);
  });
});
