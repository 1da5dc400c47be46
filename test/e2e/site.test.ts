/**
 * What wrangler dev really answers for the site's files and pages (issue 22): the asset 404 and its
 * headers, robots.txt, the manifest and favicons with their types, and each page's language and
 * social-preview tags (worker/pages.ts rewrites index.html; a room link names the game and room).
 */
import { describe, expect, inject, it } from "vitest";
import { API_CSP, PAGE_CSP } from "../../worker/http/headers";

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the site as the web sees it", () => {
  it("PLAT-1 a miss under /assets/ is a 404 that is never cached and never index.html", async () => {
    const base = inject("baseUrl");
    for (const path of ["/assets/index-GONE1234.js", "/assets/scene3d-GONE1234.js", "/assets/noir-GONE1234.css"]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(res.headers.get("content-security-policy")).toBe(API_CSP);
      expect(await res.text()).not.toContain('<div id="app">');
    }
    // Any other unknown path is a 404 too (the landing page, so a person can go on from there).
    const other = await fetch(`${base}/sitemap.xml`);
    expect(other.status).toBe(404);
    expect(other.headers.get("content-security-policy")).toBe(PAGE_CSP);
  });

  it("PLAT-1 robots.txt, the manifest and both favicons are real files with their types", async () => {
    const base = inject("baseUrl");
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { display: string }).display).toBe("standalone");
    expect((await fetch(`${base}/favicon.svg`)).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${base}/favicon.ico`)).headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    for (const png of ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png", "/og.png"]) expect((await fetch(base + png)).headers.get("content-type"), png).toBe("image/png");
  });

  it("PLAT-1 the landing page and a room link carry a description and preview tags in the page's language", async () => {
    const base = inject("baseUrl");
    const landing = await (await fetch(`${base}/`, { headers: { "Accept-Language": "es-ES,es;q=0.9" } })).text();
    expect(landing).toContain('<html lang="es">');
    expect(meta(landing, "description")).toMatch(/amigos/);
    expect(landing.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(landing, "og:image")).toBe(`${base}/og.png`);

    const { code } = (await (await fetch(`${base}/api/rooms`, { method: "POST", body: JSON.stringify({ gameId: "matiz" }) })).json()) as { code: string };
    const en = await fetch(`${base}/r/${code}`, { headers: { "Accept-Language": "en" } });
    expect(en.status).toBe(200);
    expect(en.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(en.headers.get("cache-control")).toBe("no-cache");
    const html = await en.text();
    expect(html).toContain(`<title>Matiz · room ${code} — Mesa</title>`);
    expect(meta(html, "og:title")).toBe(`Matiz · room ${code} — Mesa`);
    expect(meta(html, "og:description")).toContain(code);
    expect(meta(html, "og:url")).toBe(`${base}/r/${code}`);
    expect(html).toContain('<div id="app">');
    // The language the person chose on the site (cookie) wins over the browser's.
    const ru = await (await fetch(`${base}/r/${code}`, { headers: { "Accept-Language": "en", Cookie: "mesa.lang=ru" } })).text();
    expect(ru).toContain('<html lang="ru">');
    expect(meta(ru, "og:title")).toContain(`комната ${code}`);
    // Issue 22: each page preloads its own language's platform catalog, and no other language's.
    const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/((?:pt|en|es|ru)-[^"]+\.js)"/g)].map((m) => m[1]!.slice(0, 2));
    expect([preloads(landing), preloads(html), preloads(ru)]).toEqual([["es"], ["en"], ["ru"]]);
    expect(ru).not.toContain("data-lang");
  });

  it("PLAT-1 issue 21 a room link preloads the room's chunk and its game's files in the page's language, and nothing of another game; the landing none", async () => {
    const base = inject("baseUrl");
    const { code } = (await (await fetch(`${base}/api/rooms`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ gameId: "noir" }) })).json()) as { code: string };
    const assets = (page: string) => [...page.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    const room = assets(await (await fetch(`${base}/r/${code}`, { headers: { "Accept-Language": "es" } })).text());
    const landing = assets(await (await fetch(`${base}/`, { headers: { "Accept-Language": "es" } })).text());
    // What a dynamic import of the game and of its Spanish catalog loads, by the built files' names.
    expect(room.filter((f) => f.startsWith("RoomPage-"))).toHaveLength(1);
    expect(room.filter((f) => /^noir-.*\.js$/.test(f))).toHaveLength(1);
    expect(room.filter((f) => /^noir-.*\.css$/.test(f))).toHaveLength(1);
    expect(room.filter((f) => f.startsWith("i18n_"))).toHaveLength(1);
    expect(room.find((f) => f.startsWith("i18n_"))).toMatch(/^i18n_es-/);
    for (const other of ["alibi", "caso", "dicas", "matiz"]) expect(room.filter((f) => f.startsWith(`${other}-`)), other).toEqual([]);
    expect(new Set(room).size).toBe(room.length);
    expect(landing.filter((f) => /^(RoomPage|i18n_|noir|alibi|caso|dicas|matiz)-/.test(f))).toEqual([]);
    // The page the browser gets carries no marks: the Worker chose.
    expect(await (await fetch(`${base}/r/${code}`)).text()).not.toMatch(/data-(game|page|lang)=/);
  });
});
