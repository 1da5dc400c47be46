declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("./index");
    durableNamespaces: "Room";
  }
  interface Env {
    ROOM: DurableObjectNamespace<import("./room").Room>;
    DB: D1Database;
    ASSETS: Fetcher;
    PRESENCE_GRACE_MS: string;
    /** Browser tests only (PLAT-17): caps a server-played move's 1.8–4.4 s pace; never set in wrangler.toml. */
    BOT_PACE_MAX_MS?: string;
    /** Per-address limits (wrangler.toml [[ratelimits]]); optional so tools without them still run. */
    CREATE_LIMIT?: RateLimit;
    LOOKUP_LIMIT?: RateLimit;
    CONNECT_LIMIT?: RateLimit;
    /** "off" disables the per-address limits (the e2e server: every browser there is 127.0.0.1). */
    ADDRESS_LIMITS?: string;
    /** Voice ICE (PLAT-13, shared/voice/ice.ts): STUN list, Cloudflare TURN key (+ secret), or coturn. */
    STUN_URLS?: string;
    TURN_KEY_ID?: string;
    TURN_KEY_API_TOKEN?: string;
    TURN_TTL_S?: string;
    TURN_URLS?: string;
    TURN_SHARED_SECRET?: string;
  }
}
interface Env extends Cloudflare.Env {}
