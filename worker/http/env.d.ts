/** Bindings the ops routes read (declared here so worker/env.d.ts stays the room's). */
declare namespace Cloudflare {
  interface Env {
    /** The deployed git commit, set by scripts/deploy.mjs with `--var MESA_VERSION:<sha>`. */
    MESA_VERSION?: string;
    /** Workers rate limiting: room creations per client address (wrangler.toml `[[ratelimits]]`). */
    CREATE_LIMIT?: RateLimit;
  }
}

declare module "*/package.json" {
  export const version: string;
}
