/**
 * A site the web can see and a phone can install, and deploys that never poison a tab (issue 22):
 * robots.txt, favicons, the web-app manifest and its icons, the assets config (a miss is the
 * Worker's: a real 404 under /assets/), the page language and preview tags worker/pages.ts writes.
 * The served answers (headers, rewritten pages) are checked against wrangler dev in test/e2e/site.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { mountOps } from "../../../worker/http";
import { API_CSP } from "../../../worker/http/headers";
import { headTags, keepsPreload, mountPages, pageLang, pageMeta } from "../../../worker/pages";
import { parseToml } from "../../../scripts/toml.mjs";
import { langs } from "../../../web/i18n/plural";
import { allCatalogs, loadLang } from "../../../web/i18n";

// The platform catalogs load one language at a time (issue 22): all four here, to compare with the pages.
beforeAll(() => Promise.all(langs.map(loadLang)));

const root = resolve(import.meta.dirname, "../../..");
const pub = (p: string) => resolve(root, "web/public", p);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString()).toBe("PNG");
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe("install and discovery", () => {
  const manifest = JSON.parse(readFileSync(pub("manifest.webmanifest"), "utf8")) as Manifest;
  const html = readFileSync(resolve(root, "web/index.html"), "utf8");

  it("PLAT-1 the manifest names the site, opens standalone at / with the theme colour, and its icons exist at their sizes", () => {
    expect(manifest.name).toMatch(/Mesa/);
    expect(manifest.short_name).toBe("Mesa");
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    const theme = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    expect(manifest.theme_color).toBe(theme);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    // Installable: a 192 and a 512 icon, and a maskable one for Android's shapes.
    for (const need of ["192x192", "512x512"]) expect(pngs.some((i) => i.sizes === need && i.purpose.includes("any"))).toBe(true);
    expect(pngs.some((i) => i.purpose.includes("maskable"))).toBe(true);
    for (const i of pngs) {
      const [w, h] = pngSize(pub(i.src.slice(1)));
      expect(`${w}x${h}`, i.src).toBe(i.sizes);
    }
    for (const i of manifest.icons) expect(existsSync(pub(i.src.slice(1))), i.src).toBe(true);
  });

  it("PLAT-1 index.html links the manifest, both favicons and the touch icon, and carries a description", () => {
    for (const href of ["/manifest.webmanifest", "/favicon.ico", "/favicon.svg", "/icons/apple-touch-icon.png"]) {
      expect(html).toContain(`href="${href}"`);
      expect(existsSync(pub(href.slice(1))), href).toBe(true);
    }
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).not.toContain("data:image/svg+xml"); // the old inline favicon
  });

  it("PLAT-1 favicon.ico is an icon file holding PNG images of 16, 32 and 48 pixels; favicon.svg is an SVG", () => {
    const ico = readFileSync(pub("favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const n = ico.readUInt16LE(4);
    const sizes = Array.from({ length: n }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < n; i++) {
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      expect(ico.subarray(offset + 1, offset + 4).toString()).toBe("PNG");
    }
    expect(readFileSync(pub("favicon.svg"), "utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("PLAT-1 robots.txt lets every page be crawled and keeps crawlers off the API", () => {
    const robots = readFileSync(pub("robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(pngSize(pub("og.png"))).toEqual([1200, 630]);
  });
});

describe("deploys never poison an open tab", () => {
  it("PLAT-1 a miss is the Worker's (not index.html): not_found_handling none, and the pages run the Worker first", () => {
    const toml = parseToml(readFileSync(resolve(root, "wrangler.toml"), "utf8")) as { assets: { not_found_handling: string; run_worker_first: string[] } };
    expect(toml.assets.not_found_handling).toBe("none");
    expect(toml.assets.run_worker_first).toEqual(expect.arrayContaining(["/api/*", "/", "/r/*"]));
    // The hashed files keep their year-long immutable cache; the 404 says no-store itself.
    expect(readFileSync(pub("_headers"), "utf8")).toMatch(/\/assets\/\*\n\s+! Cache-Control\n\s+Cache-Control: public, max-age=31536000, immutable/);
  });

  it("PLAT-1 a missing file under /assets/ is a 404 that is never cached and is not HTML", async () => {
    const app = new Hono<{ Bindings: Env }>();
    mountOps(app);
    mountPages(app);
    for (const path of ["/assets/index-OLDHASH.js", "/assets/noir-OLD.css"]) {
      const res = await app.request(path, {}, {} as Env);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.headers.get("content-security-policy")).toBe(API_CSP);
      expect(await res.text()).not.toMatch(/<html/i);
    }
  });
});

describe("each page in its language", () => {
  const url = new URL("https://mesa.example/r/ABCDE");

  it("PLAT-1 the page language: ?lang=, then the saved choice, then Accept-Language by weight, then Portuguese", () => {
    expect(pageLang(new URL("https://x/?lang=ru"), "mesa.lang=en", "es")).toBe("ru");
    expect(pageLang(url, "a=1; mesa.lang=en", "es")).toBe("en");
    expect(pageLang(url, null, "fr-FR, es;q=0.8, en;q=0.9")).toBe("en");
    expect(pageLang(url, null, "de, ru;q=0.1")).toBe("ru");
    expect(pageLang(url, null, "de, en;q=0")).toBe("pt");
    expect(pageLang(url, "mesa.lang=xx", null)).toBe("pt");
  });

  it("PLAT-1 a room link's preview names the game and the room in the page's language; the landing describes the site", () => {
    for (const l of langs) {
      const room = pageMeta(l, "https://mesa.example", "/r/ABCDE", { code: "ABCDE", gameId: "matiz" });
      const game = allCatalogs()[l]["game.matiz.name"] as string;
      expect(room.title).toContain(game);
      expect(room.title).toContain("ABCDE");
      expect(room.description).toContain(game);
      expect(room.description).not.toMatch(/\{\w+\}/);
      expect(room.url).toBe("https://mesa.example/r/ABCDE");
      expect(room.image).toBe("https://mesa.example/og.png");
      const landing = pageMeta(l, "https://mesa.example", "/", null);
      expect(landing.description).toBe(allCatalogs()[l]["meta.description"]);
      expect(landing.description.length).toBeGreaterThan(50);
    }
    expect(pageMeta("pt", "https://m", "/", null).htmlLang).toBe("pt-BR");
  });

  it("issue 21 a page keeps the shell's marked preloads it will load: its language's catalogs, its room's game, the room chunk on a room page", () => {
    const mark = (lang: string | null, game: string | null, page: string | null) => ({ lang, game, page });
    const roomPage = { lang: "es", game: "noir", page: "room" } as const;
    expect(keepsPreload(mark(null, null, null), roomPage)).toBe(true);
    expect(keepsPreload(mark("es", null, null), roomPage)).toBe(true);
    expect(keepsPreload(mark("pt", null, null), roomPage)).toBe(false);
    expect(keepsPreload(mark(null, null, "room"), roomPage)).toBe(true);
    expect(keepsPreload(mark(null, "noir", null), roomPage)).toBe(true);
    expect(keepsPreload(mark("es", "noir", null), roomPage)).toBe(true);
    expect(keepsPreload(mark("pt", "noir", null), roomPage)).toBe(false);
    expect(keepsPreload(mark("es", "caso", null), roomPage)).toBe(false);
    // A replay page loads its game but not the room chunk; the landing, and a room that does not exist, no game.
    expect(keepsPreload(mark(null, "noir", null), { ...roomPage, page: "replay" })).toBe(true);
    expect(keepsPreload(mark(null, null, "room"), { ...roomPage, page: "replay" })).toBe(false);
    for (const page of ["landing", "room"] as const) expect(keepsPreload(mark(null, "noir", null), { lang: "es", game: null, page })).toBe(false);
    expect(keepsPreload(mark(null, null, "room"), { lang: "es", game: null, page: "landing" })).toBe(false);
  });

  it("PLAT-1 the head tags carry description, Open Graph and Twitter card, with quotes and brackets escaped", () => {
    const m = { ...pageMeta("en", "https://mesa.example", "/", null), title: 'A "quoted" <b>title</b> & more' };
    const tags = headTags(m);
    for (const key of ['name="description"', 'property="og:title"', 'property="og:description"', 'property="og:image"', 'property="og:url"', 'name="twitter:card"', 'rel="canonical"'])
      expect(tags).toContain(key);
    expect(tags).toContain("A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more");
    expect(tags).not.toContain("<b>");
  });
});
