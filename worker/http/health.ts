/** `GET /api/health`: which code runs (git commit from the deploy, else package version) and which protocol it speaks. */
import type { Context } from "hono";
import { PROTOCOL_VERSION } from "../../shared/protocol/limits";
import { PACKAGE_VERSION } from "./version";

export const health = (c: Context<{ Bindings: Env }>) =>
  c.json({ version: c.env.MESA_VERSION || PACKAGE_VERSION, protocol: PROTOCOL_VERSION });
