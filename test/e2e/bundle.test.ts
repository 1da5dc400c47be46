/**
 * The built bundle's budgets (CASO-8): the landing page's JavaScript (the scripts index.html loads
 * and everything they import statically) ≤ 50 KB gzipped; three.js lives in exactly one asset, the
 * lazily imported `scene3d-*` chunk, ≤ 150 KB gzipped and never imported statically.
 * Reads web/dist, so it runs after `npm run build` (as the e2e project does).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const DIST = "web/dist";
const ASSETS = join(DIST, "assets");
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const js = () => readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
const text = (f: string) => readFileSync(join(ASSETS, f), "utf8");
const staticImports = (src: string) => [...src.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
/**
 * Issue 22: the platform's catalog is one chunk per language, each preloaded by the built page with a
 * `data-lang` mark; the Worker keeps only the page's language's (worker/pages.ts). A page counts its
 * largest language's; the page's other assets are the tags without the mark.
 */
const shellHtml = readFileSync(join(DIST, "index.html"), "utf8");
const langPreloads = [...shellHtml.matchAll(/<link[^>]*href="\/assets\/([^"]+\.js)"(?![^>]*data-game)[^>]*data-lang="(\w+)"[^>]*>/g)];
const largestLang = langPreloads.map((m) => m[1]!).reduce((a, b) => (gz(join(ASSETS, a)) >= gz(join(ASSETS, b)) ? a : b));
/**
 * The landing page as the Worker sends it: one language's catalog preload, and none of the room
 * chunk's and the games' (issue 21: marked `data-page`, `data-game`, kept on room pages only).
 */
const html = shellHtml
  .replace(/\s*<link[^>]*data-(?:game|page)="\w+"[^>]*>/g, "")
  .replace(/\s*<link[^>]*data-lang="\w+"[^>]*>/g, (tag) => (tag.includes(largestLang) ? tag : ""));

describe("CASO-8 bundle budgets", () => {
  it("issue 22 the built page preloads the platform catalog one chunk per language, none imported statically", () => {
    expect(langPreloads.map((m) => m[2]).sort()).toEqual(["en", "es", "pt", "ru"]);
    for (const [, f] of langPreloads) for (const other of js()) expect(staticImports(text(other)), other).not.toContain(f);
    console.log(`platform catalog chunks: ${langPreloads.map(([, f, l]) => `${l} ${(gz(join(ASSETS, f!)) / 1024).toFixed(1)} KB`).join(", ")} gz`);
  });

  it("CASO-8 the landing page loads at most 50 KB of gzipped JavaScript", () => {
    const entry = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(entry.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    const walk = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      staticImports(text(f)).forEach(walk);
    };
    entry.forEach(walk);
    const total = [...seen].reduce((n, f) => n + gz(join(ASSETS, f)), 0);
    console.log(`landing JS: ${[...seen].join(", ")} = ${(total / 1024).toFixed(1)} KB gz`);
    expect([...seen].some((f) => f.startsWith("scene3d-"))).toBe(false);
    expect(total).toBeLessThanOrEqual(50 * 1024);
  });

  it("CASO-8 three.js is only in the lazily imported scene3d chunk, at most 150 KB gzipped", () => {
    const withThree = js().filter((f) => text(f).includes("THREE.WebGLRenderer"));
    expect(withThree).toHaveLength(1);
    const [scene] = withThree as [string];
    expect(scene).toMatch(/^scene3d-.*\.js$/);
    const size = gz(join(ASSETS, scene));
    console.log(`scene chunk ${scene}: ${(size / 1024).toFixed(1)} KB gz`);
    expect(size).toBeLessThanOrEqual(150 * 1024);
    for (const f of js()) expect(staticImports(text(f)), f).not.toContain(scene);
    expect(js().some((f) => f !== scene && text(f).includes(`./${scene}`))).toBe(true); // imported dynamically by someone
  });
});

/**
 * Each screen's transfer (issue 22), everything gzipped: index.html, the entry script with its static
 * imports and stylesheet, and what the screen loads lazily — the landing page its season board; a
 * room page the room chunk and its game's chunk with the files Vite preloads with it
 * (`__vite__mapDeps`). The voice chunk loads when voice is joined, the Caso scene chunk (scene3d)
 * when an investigation opens: both apart.
 *
 * The issue's budgets: the landing page ≤ 50 KB in all, each game screen ≤ 90 KB in all, counted
 * in its largest language (the platform's and the game's catalog chunks with the most bytes). No schema library reaches the
 * browser at all: the client reads what it must with hand-written readers (test/unit/readers.test.ts),
 * and the games' zod schemas, built at module load, are dropped by tree-shaking (web/vite.config.ts
 * `manualPureFunctions`). The lobby's QR encoder (qrcode-*) loads after the lobby paints and is printed apart.
 */
describe("issue 22 per-screen transfer", () => {
  const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const entry = entryFiles.find((f) => f.endsWith(".js"))!;
  /** The files a dynamic import of `name` brings: the chunk and the deps Vite preloads with it (from the importing chunk's `__vite__mapDeps`). */
  const lazy = (name: string): string[] => {
    for (const f of js()) {
      const src = text(f);
      const m = new RegExp(`import\\(["'\`]\\./(${name}-[^"'\`]+\\.js)["'\`]\\)[^;]*?__vite__mapDeps\\(\\[([\\d,]+)\\]\\)`).exec(src);
      if (!m) continue;
      const deps = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(src)?.[1] ?? "[]") as string[];
      return [m[1]!, ...m[2]!.split(",").map((i) => deps[Number(i)]!.replace(/^assets\//, ""))];
    }
    return js().filter((f) => f.startsWith(`${name}-`));
  };
  const closure = (files: string[]): string[] => {
    const seen = new Set<string>();
    const walk = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      if (f.endsWith(".js")) staticImports(text(f)).forEach(walk);
    };
    files.forEach(walk);
    return [...seen];
  };
  const kb = (files: string[]) => (gzipSync(html).length + files.reduce((n, f) => n + gz(join(ASSETS, f)), 0)) / 1024;
  const base = closure(entryFiles);
  /** Issue 19: a game's catalog comes one language at a time (its own chunk, imported by the game's chunk); a screen counts its largest language. */
  const catalogOf = (g: string): string[] => {
    const chunks = [...new Set(lazy(g).filter((f) => f.startsWith(`${g}-`) && f.endsWith(".js")))];
    const langs = chunks.flatMap((f) => [...text(f).matchAll(/import\(["'`]\.\/(i18n_(?:pt|en|es|ru)-[^"'`]+\.js)["'`]\)/g)].map((m) => m[1]!));
    expect(langs, `${g}: one catalog chunk per language (${chunks.join(", ")})`).toHaveLength(4);
    return [langs.reduce((a, b) => (gz(join(ASSETS, a)) >= gz(join(ASSETS, b)) ? a : b))];
  };
  /**
   * The issue's ceilings are 50 KB (landing) and 90 KB (a game screen). Since each page carries one
   * language's platform catalog (measured 2026-12-02: landing 32.4, Álibi 66.1, Caso 80.4, Dicas 54.6,
   * Matiz 62.3, Noir 59.6 KB), each screen's budget is what it measured plus about 4 KB: a screen that
   * grows past it is a decision to make in the open (raise it here, up to the issue's ceiling), not drift.
   */
  const budget = { landing: 36, alibi: 70, caso: 85, dicas: 58, matiz: 66, noir: 64 } as const;
  const screens: [string, string[], number][] = [
    ["landing", closure([...base, ...lazy("SeasonBoard")]), budget.landing],
    ...(["alibi", "caso", "dicas", "matiz", "noir"] as const).map((g): [string, string[], number] => [g, closure([...base, ...lazy("RoomPage"), ...lazy(g), ...catalogOf(g)]), budget[g]]),
  ];

  it("issue 22 every screen's transfer is within its budget (landing ≤ 50 KB, each game screen ≤ 90 KB; tightened to measured + ~4 KB)", () => {
    expect(budget.landing).toBeLessThanOrEqual(50);
    for (const g of ["alibi", "caso", "dicas", "matiz", "noir"] as const) expect(budget[g]).toBeLessThanOrEqual(90);
    for (const [screen, files, budget] of screens) console.log(`screen ${screen}: ${kb(files).toFixed(1)} KB gz (budget ${budget} KB): index.html, ${files.join(", ")}`);
    const qr = js().filter((f) => f.startsWith("qrcode-"));
    console.log(`after the lobby paints: ${qr.join(", ")} = ${(qr.reduce((n, f) => n + gz(join(ASSETS, f)), 0) / 1024).toFixed(1)} KB gz`);
    for (const [screen, files, budget] of screens) {
      expect(files.some((f) => f.startsWith("scene3d-")), screen).toBe(false);
      expect(kb(files), screen).toBeLessThanOrEqual(budget);
    }
    expect(screens.every(([, files]) => files.includes(entry))).toBe(true);
  });

  it("issue 22 no schema library in any browser file (zod stays on the server)", () => {
    // zod's every schema carries its internals under `_zod`; the mark survives minification (a property name).
    const withZod = js().filter((f) => /\b_zod\b/.test(text(f)));
    expect(withZod).toEqual([]);
  });
});
