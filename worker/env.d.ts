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
  }
}
interface Env extends Cloudflare.Env {}
