/**
 * ICE servers for voice (PLAT-13). STUN by default; TURN when the operator configures it, as
 * short-lived credentials minted on the server — the long-term secret never reaches a client.
 * - Cloudflare TURN: `TURN_KEY_ID` (var) + `TURN_KEY_API_TOKEN` (secret), `TURN_TTL_S` (default 86400).
 * - coturn (TURN REST): `TURN_URLS` + `TURN_SHARED_SECRET`.
 * - `STUN_URLS`: comma-separated; unset means Cloudflare's STUN, empty means none (offline tests).
 * `fetch` is passed in so this stays testable without a network.
 */
import type { IceServer } from "./messages";

interface IceEnv {
  STUN_URLS?: string;
  TURN_KEY_ID?: string;
  TURN_KEY_API_TOKEN?: string;
  TURN_TTL_S?: string;
  TURN_URLS?: string;
  TURN_SHARED_SECRET?: string;
}

export interface IceGrant {
  iceServers: IceServer[];
  /** When the credentials stop working (ms since the epoch); Infinity for STUN only. */
  until: number;
}

const DEFAULT_STUN = "stun:stun.cloudflare.com:3478";
const MAX_TTL_S = 172_800;

const list = (v: string): string[] => v.split(",").map((s) => s.trim()).filter(Boolean);

export function stunServers(env: IceEnv): IceServer[] {
  const urls = list(env.STUN_URLS ?? DEFAULT_STUN);
  return urls.length ? [{ urls }] : [];
}

export const turnConfigured = (env: IceEnv): boolean =>
  Boolean((env.TURN_KEY_ID && env.TURN_KEY_API_TOKEN) || (env.TURN_URLS && env.TURN_SHARED_SECRET));

function ttlSeconds(env: IceEnv): number {
  const n = Number(env.TURN_TTL_S ?? 86_400);
  return Number.isFinite(n) && n >= 600 ? Math.min(MAX_TTL_S, Math.floor(n)) : 86_400;
}

/** Browsers block port 53, so such URLs only slow gathering down. */
export function withoutPort53(servers: readonly IceServer[]): IceServer[] {
  const out: IceServer[] = [];
  for (const s of servers) {
    const urls = (Array.isArray(s.urls) ? s.urls : [s.urls]).filter((u) => !/:53(\?|$)/.test(u));
    if (urls.length) out.push({ ...s, urls });
  }
  return out;
}

function parseServers(json: unknown): IceServer[] | null {
  const raw = (json as { iceServers?: unknown } | null)?.iceServers;
  if (!Array.isArray(raw)) return null;
  const out: IceServer[] = [];
  for (const s of raw as unknown[]) {
    if (typeof s !== "object" || s === null) continue;
    const { urls, username, credential } = s as Record<string, unknown>;
    const u = typeof urls === "string" ? [urls] : Array.isArray(urls) ? urls.filter((x): x is string => typeof x === "string") : [];
    if (!u.length) continue;
    out.push({ urls: u, ...(typeof username === "string" ? { username } : {}), ...(typeof credential === "string" ? { credential } : {}) });
  }
  return out;
}

/** TURN REST (coturn `use-auth-secret`): username `<expiry>:mesa`, credential base64(HMAC-SHA1(secret, username)). */
export async function turnRestCredential(secret: string, expirySeconds: number): Promise<{ username: string; credential: string }> {
  const username = `${expirySeconds}:mesa`;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(username)));
  return { username, credential: btoa(String.fromCharCode(...mac)) };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Mints what joiners get. Throws when the TURN provider answers badly (the caller keeps STUN then). */
export async function mintIce(env: IceEnv, fetchFn: Fetch, now: number): Promise<IceGrant> {
  const stun = stunServers(env);
  const ttl = ttlSeconds(env);
  const until = now + ttl * 1000;
  if (env.TURN_KEY_ID && env.TURN_KEY_API_TOKEN) {
    const res = await fetchFn(`https://rtc.live.cloudflare.com/v1/turn/keys/${encodeURIComponent(env.TURN_KEY_ID)}/credentials/generate-ice-servers`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.TURN_KEY_API_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ttl }),
    });
    if (!res.ok) throw new Error(`TURN credentials: HTTP ${res.status}`);
    const servers = parseServers(await res.json());
    if (!servers) throw new Error("TURN credentials: no iceServers");
    return { iceServers: withoutPort53(servers), until };
  }
  if (env.TURN_URLS && env.TURN_SHARED_SECRET) {
    const cred = await turnRestCredential(env.TURN_SHARED_SECRET, Math.floor(until / 1000));
    return { iceServers: [...stun, { urls: list(env.TURN_URLS), ...cred }], until };
  }
  return { iceServers: stun, until: Number.POSITIVE_INFINITY };
}

/** Refresh when less than two hours of validity remain. */
export const iceNeedsRefresh = (grant: IceGrant | null, now: number): boolean => grant === null || grant.until - now < 2 * 3600_000;
