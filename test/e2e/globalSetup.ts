import { mkdirSync, writeFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ARTIFACTS, startDevServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One supervised `wrangler dev` shared by the e2e files (restarted on the same port and state if it dies). */
export default async function setup(project: TestProject) {
  // Every file that measures layout shifts appends to this one log: emptied once, before them all.
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(`${ARTIFACTS}/layout-shift.txt`, "");
  const server = await startDevServer({ PRESENCE_GRACE_MS: "3000", ADDRESS_LIMITS: "off" });
  project.provide("baseUrl", server.url);
  return async () => {
    if (server.restarts() > 0) console.error(`[e2e] the shared wrangler dev on :${server.port} was restarted ${server.restarts()} time(s); log: ${server.logFile}`);
    await server.stop();
  };
}
