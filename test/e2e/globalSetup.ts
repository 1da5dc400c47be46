import type { TestProject } from "vitest/node";
import { startDevServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startDevServer({ PRESENCE_GRACE_MS: "3000", ADDRESS_LIMITS: "off" });
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
