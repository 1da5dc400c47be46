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
    /** Per-address limits (wrangler.toml [[ratelimits]]); optional so tools without them still run. */
    CREATE_LIMIT?: RateLimit;
    LOOKUP_LIMIT?: RateLimit;
    CONNECT_LIMIT?: RateLimit;
  }
}
interface Env extends Cloudflare.Env {}
