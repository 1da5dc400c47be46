/**
 * What operators add to the Worker's router: security headers on every response, `GET /api/health`,
 * and the room-creation limit and log. worker/index.ts calls `mountOps(app)` right after creating
 * the app, so these run before its own routes.
 */
import type { Hono } from "hono";
import { securityHeaders } from "./headers";
import { health } from "./health";
import { roomCreation } from "./rooms";

export function mountOps(app: Hono<{ Bindings: Env }>): void {
  app.use("*", securityHeaders());
  app.use("/api/rooms", roomCreation());
  app.get("/api/health", health);
}
