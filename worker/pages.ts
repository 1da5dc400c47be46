/**
 * The site's pages as the web sees them (issue 22). Static assets answer every file that exists
 * without running the Worker; the Worker runs for the two pages (`/`, `/r/CODE`: wrangler.toml
 * run_worker_first) and for every miss (not_found_handling = "none"):
 *
 * - `/`, `/r/CODE` and `/r/CODE/replay/N`: the built index.html with the page's language, a description and the
 *   social-preview tags (HTMLRewriter). A shared room link names the game and the room code.
 * - a miss under `/assets/`: a real 404, never cached, never index.html — an open tab of an older
 *   build asking for a file a deploy removed gets an error it can act on (web/src/stale.ts), and no
 *   cache keeps HTML under a JavaScript file's name for a year.
 * - any other miss: the landing page with status 404.
 */
import type { Context, Hono } from "hono";
import { langs, type Catalog, type Lang } from "../web/i18n/plural";
import { pt } from "../web/i18n/pt";
import { en } from "../web/i18n/en";
import { es } from "../web/i18n/es";
import { ru } from "../web/i18n/ru";
import { ROOM_CODE_ALPHABET } from "../shared/protocol/limits";

const catalogs: Record<Lang, Catalog> = { pt, en, es, ru };

/** The page's language: `?lang=`, then the choice saved in the browser (cookie), then Accept-Language, then Portuguese. */
export function pageLang(url: URL, cookie: string | null, acceptLanguage: string | null): Lang {
  const known = (l: string | null | undefined): Lang | null => {
    const short = (l ?? "").trim().slice(0, 2).toLowerCase();
    return (langs as readonly string[]).includes(short) ? (short as Lang) : null;
  };
  const fromQuery = known(url.searchParams.get("lang"));
  if (fromQuery) return fromQuery;
  const saved = /(?:^|;\s*)mesa\.lang=([a-z]{2})/.exec(cookie ?? "")?.[1];
  if (known(saved)) return known(saved)!;
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? "", q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const w of wanted) if (known(w.tag)) return known(w.tag)!;
  return "pt";
}

function text(l: Lang, key: string, params: Record<string, string> = {}): string {
  const entry = catalogs[l][key] ?? catalogs.pt[key];
  const raw = typeof entry === "string" ? entry : entry?.other ?? key;
  return raw.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

interface PageMeta {
  lang: Lang;
  htmlLang: string;
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
}

const LOCALE: Record<Lang, string> = { pt: "pt_BR", en: "en_US", es: "es_ES", ru: "ru_RU" };

/** What a page says about itself; `room`: the game and code of a room page (null: the landing page, or an unknown room). */
export function pageMeta(l: Lang, origin: string, path: string, room: { code: string; gameId: string } | null): PageMeta {
  const base = { lang: l, htmlLang: l === "pt" ? "pt-BR" : l, url: origin + path, image: `${origin}/og.png`, imageAlt: text(l, "meta.imageAlt") };
  if (!room) return { ...base, title: "Mesa", description: text(l, "meta.description") };
  const game = text(l, `game.${room.gameId}.name`);
  const tagline = text(l, `game.${room.gameId}.tagline`);
  return { ...base, title: text(l, "meta.roomTitle", { game, code: room.code }), description: text(l, "meta.roomDescription", { game, code: room.code, tagline }) };
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags appended to <head>: description, canonical link, Open Graph and Twitter card. */
export function headTags(m: PageMeta): string {
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  return [
    meta("name", "description", m.description),
    `<link rel="canonical" href="${escapeAttr(m.url)}" />`,
    meta("property", "og:site_name", "Mesa"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", m.title),
    meta("property", "og:description", m.description),
    meta("property", "og:url", m.url),
    meta("property", "og:image", m.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", m.imageAlt),
    meta("property", "og:locale", LOCALE[m.lang]),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", m.title),
    meta("name", "twitter:description", m.description),
    meta("name", "twitter:image", m.image),
  ].join("\n    ");
}

type App = Hono<{ Bindings: Env }>;
type Ctx = Context<{ Bindings: Env }>;

const ROOM_PATH = new RegExp(`^/r/([${ROOM_CODE_ALPHABET}${ROOM_CODE_ALPHABET.toLowerCase()}]{5})/?$`);
/** A match's replay page (issue 24), `/r/CODE/replay/N`: the same shell; the client fetches the record with the link's key. */
const REPLAY_PATH = new RegExp(`^/r/([${ROOM_CODE_ALPHABET}${ROOM_CODE_ALPHABET.toLowerCase()}]{5})/replay/[1-9]\\d{0,5}/?$`);

type PageKind = "landing" | "room" | "replay";

/**
 * Whether a page keeps one of the shell's marked preloads: a catalog only in the page's language, a
 * game's files only on its room's pages (the room page and its replays), the room chunk only on a room page.
 */
export function keepsPreload(marks: { lang: string | null; game: string | null; page: string | null }, p: { lang: Lang; game: string | null; page: PageKind }): boolean {
  if (marks.lang !== null && marks.lang !== p.lang) return false;
  if (marks.game !== null && marks.game !== p.game) return false;
  return marks.page === null || marks.page === p.page;
}

async function page(c: Ctx, status: 200 | 404, kind: PageKind, room: { code: string; gameId: string } | null): Promise<Response> {
  const url = new URL(c.req.url);
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", url)));
  if (!shell.ok) return shell;
  const m = pageMeta(pageLang(url, c.req.header("Cookie") ?? null, c.req.header("Accept-Language") ?? null), url.origin, url.pathname, room);
  const rewritten = new HTMLRewriter()
    .on("html", { element: (e) => void e.setAttribute("lang", m.htmlLang) })
    .on("title", { element: (e) => void e.setInnerContent(m.title) })
    // Issues 21, 22: the shell preloads, marked, every language's catalogs, the room chunk and every game's (web/vite.config.ts).
    .on("link", {
      element: (e) => {
        const marks = { lang: e.getAttribute("data-lang"), game: e.getAttribute("data-game"), page: e.getAttribute("data-page") };
        if (!keepsPreload(marks, { lang: m.lang, game: room?.gameId ?? null, page: kind })) return void e.remove();
        for (const a of ["data-lang", "data-game", "data-page"]) e.removeAttribute(a);
      },
    })
    .on('meta[name="description"]', { element: (e) => void e.remove() }) // the shell's default, replaced below
    .on("head", { element: (e) => void e.append(`  ${headTags(m)}\n  `, { html: true }) })
    .transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  // The page differs by these, so no shared cache may hand one language's page to another.
  headers.set("Vary", "Accept-Language, Cookie");
  headers.delete("ETag");
  return new Response(rewritten.body, { status, headers });
}

/** The room's game for the preview; null when the room does not exist (or the lookup is refused). */
async function roomFor(c: Ctx, code: string): Promise<{ code: string; gameId: string } | null> {
  const address = c.env.ADDRESS_LIMITS === "off" ? undefined : c.req.header("CF-Connecting-IP");
  if (c.env.LOOKUP_LIMIT && address && !(await c.env.LOOKUP_LIMIT.limit({ key: address })).success) return null;
  try {
    const summary = (await c.env.ROOM.get(c.env.ROOM.idFromName(code)).summary()) as { gameId?: unknown } | null;
    return summary && typeof summary.gameId === "string" ? { code, gameId: summary.gameId } : null;
  } catch {
    return null;
  }
}

/** Mounted last: after the API's own routes and its `/api/*` catch-all. */
export function mountPages(app: App): void {
  app.get("/", (c) => page(c, 200, "landing", null));
  app.get("/r/*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const roomCode = ROOM_PATH.exec(pathname)?.[1];
    const code = (roomCode ?? REPLAY_PATH.exec(pathname)?.[1])?.toUpperCase();
    return code ? page(c, 200, roomCode ? "room" : "replay", await roomFor(c, code)) : page(c, 404, "landing", null);
  });
  // Reached only when no such file exists: a build's files are never replaced by HTML.
  app.all("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));
  app.all("*", (c) => (c.req.method === "GET" || c.req.method === "HEAD" ? page(c, 404, "landing", null) : c.text("Not found", 404, { "Cache-Control": "no-store" })));
}
