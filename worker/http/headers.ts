/**
 * Security headers. Pages and assets get theirs from web/public/_headers (Workers Static Assets
 * apply that file without running the Worker); API responses and the pages the Worker rewrites
 * (worker/pages.ts) get them from `securityHeaders` here.
 * The unit test checks both say the same.
 */
import type { MiddlewareHandler } from "hono";

/**
 * The site's pages: only its own scripts, styles and connections (`'self'` covers ws:/wss: to the
 * same host in CSP 3). Voice needs nothing more here: STUN/TURN traffic is not fetched, so CSP
 * does not govern it (there is no directive for ICE servers), and the TURN credentials come over
 * the room's own WebSocket. `data:` images are the favicon in index.html; Preact's style props go through
 * the CSSOM, which CSP allows without 'unsafe-inline'.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** API answers are data, never rendered: nothing may load from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers both pages and API responses carry. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  // Voice chat may use the microphone on our own pages only; nothing else that needs permission is used.
  "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const API_HEADERS: Readonly<Record<string, string>> = { ...COMMON_HEADERS, "Content-Security-Policy": API_CSP };
/** The pages the Worker serves itself (worker/pages.ts: `/`, `/r/CODE`, the 404 page): as web/public/_headers says for pages. */
const PAGE_HEADERS: Readonly<Record<string, string>> = { ...COMMON_HEADERS, "Content-Security-Policy": PAGE_CSP };

/** Adds the security headers to every response the Worker makes, except WebSocket upgrades. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.status === 101) return; // an upgrade carries a socket, not content
  let res = c.res;
  // A Durable Object's response has immutable headers: copy it before adding ours.
  try {
    res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    res = new Response(res.body, res);
  }
  const isPage = (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  for (const [name, value] of Object.entries(isPage ? PAGE_HEADERS : API_HEADERS)) res.headers.set(name, value);
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  c.res = res;
};
