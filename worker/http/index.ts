/**
 * What operators add to the Worker's router: security headers on every response and `GET /api/health`.
 * worker/index.ts calls `mountOps(app)` right after creating the app, so these run before its own
 * routes. (Room creation's rate limit and log live with the route and in the room core.)
 */
import type { Hono } from "hono";
import { securityHeaders } from "./headers";
import { health } from "./health";

export function mountOps(app: Hono<{ Bindings: Env }>): void {
  app.use("*", securityHeaders());
  app.get("/api/health", health);
}
