/**
 * Room creation as operators see it: a per-address rate limit in front of `POST /api/rooms`
 * (Workers rate limiting binding CREATE_LIMIT; absent or no client address → not limited), and one
 * `room_created` log line for each room made. The handler itself stays in worker/index.ts.
 */
import type { MiddlewareHandler } from "hono";
import { gameById } from "../../shared/games/registry";
import { logEvent } from "../log";

export const roomCreation = (): MiddlewareHandler<{ Bindings: Env }> => async (c, next) => {
  if (c.req.method !== "POST") return next();
  const limiter = c.env.CREATE_LIMIT;
  const address = c.req.header("CF-Connecting-IP");
  if (limiter && address && !(await limiter.limit({ key: address })).success) {
    logEvent({ event: "rate_limited", scope: "room_create" });
    return c.json({ error: "rate_limited" }, 429);
  }
  await next();
  if (c.res.status !== 201) return;
  // Hono keeps the parsed body, so this reads what the handler read.
  const body: unknown = await c.req.json().catch(() => null);
  const game = typeof body === "object" && body !== null && "gameId" in body ? body.gameId : undefined;
  if (typeof game === "string" && gameById(game)) logEvent({ event: "room_created", game });
};
