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

describe("CASO-8 bundle budgets", () => {
  it("CASO-8 the landing page loads at most 50 KB of gzipped JavaScript", () => {
    const html = readFileSync(join(DIST, "index.html"), "utf8");
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
