/**
 * The security headers say the same for pages (web/public/_headers, applied by Workers Static Assets)
 * and for the API (worker/http), and GET /api/health answers version and protocol.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { API_CSP, COMMON_HEADERS, PAGE_CSP } from "../../../worker/http/headers";
import { mountOps } from "../../../worker/http";
import { PROTOCOL_VERSION } from "../../../shared/protocol/limits";

const root = resolve(import.meta.dirname, "../../..");

/** `_headers` as path → header → value (the `! Name` lines remove a header set by an earlier rule). */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = new Map()));
    else if (line.trim().startsWith("!")) current!.set(line.trim().slice(1).trim().toLowerCase(), "<unset>");
    else {
      const i = line.indexOf(":");
      current!.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
  }
  return rules;
}

describe("security headers", () => {
  const rules = parseHeadersFile(readFileSync(resolve(root, "web/public/_headers"), "utf8"));
  const all = rules.get("/*")!;

  it("pages carry the page CSP and every common header; index.html is no-cache", () => {
    expect(all.get("content-security-policy")).toBe(PAGE_CSP);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(all.get(name.toLowerCase()), name).toBe(value);
    expect(all.get("cache-control")).toBe("no-cache");
  });

  it("hashed /assets/* replace the no-cache with a year, immutable", () => {
    const assets = rules.get("/assets/*")!;
    // The file's `! Cache-Control` then `Cache-Control: …` leave only the new value (last one wins here).
    expect([...assets.entries()]).toEqual([["cache-control", "public, max-age=31536000, immutable"]]);
    expect(readFileSync(resolve(root, "web/public/_headers"), "utf8")).toMatch(/\/assets\/\*\n\s+! Cache-Control\n/);
  });

  it("the page CSP allows only the site's own scripts, styles and connections, and no eval or inline code", () => {
    const d = new Map(PAGE_CSP.split("; ").map((p) => [p.split(" ")[0]!, p.split(" ").slice(1)]));
    expect(d.get("script-src")).toEqual(["'self'"]);
    expect(d.get("style-src")).toEqual(["'self'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:/);
    expect(COMMON_HEADERS["Permissions-Policy"]).toMatch(/(^|, )microphone=\(self\)(,|$)/);
  });

  it("API responses get the API CSP, the common headers and no-store; a WebSocket upgrade is left alone", async () => {
    const app = new Hono<{ Bindings: Env }>();
    mountOps(app);
    app.get("/api/x", (c) => c.json({ ok: true }));
    app.get("/api/cached", (c) => c.json({ ok: true }, 200, { "Cache-Control": "max-age=5" }));
    const res = await app.request("/api/x", {}, {} as Env);
    expect(res.headers.get("content-security-policy")).toBe(API_CSP);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/api/cached", {}, {} as Env)).headers.get("cache-control")).toBe("max-age=5");
  });
});

describe("GET /api/health", () => {
  const app = new Hono<{ Bindings: Env }>();
  mountOps(app);
  const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string };

  it("answers the deployed commit and the protocol version", async () => {
    const res = await app.request("/api/health", {}, { MESA_VERSION: "5fab4d72c2eb" } as Env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: "5fab4d72c2eb", protocol: PROTOCOL_VERSION });
  });

  it("falls back to the package version when no commit was injected (wrangler dev, tests)", async () => {
    expect(await (await app.request("/api/health", {}, {} as Env)).json()).toEqual({ version: pkg.version, protocol: PROTOCOL_VERSION });
  });
});
