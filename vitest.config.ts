import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";

// wrangler.toml points assets at web/dist; Miniflare refuses to start if it is missing.
mkdirSync("web/dist", { recursive: true });

export default defineConfig({
  test: {
    projects: [
      // Vitest's default on a 2-core machine is one worker (cores − 1); these files are pure CPU, so both cores.
      // Projects of different worker counts run as groups, in this order: unit, workers, e2e.
      { test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node", maxWorkers: 2, sequence: { groupOrder: 0 } } },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "workers", include: ["test/worker/**/*.test.ts"], sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 2 },
          // test/e2e/restart.check.ts kills the dev server on purpose: only scripts/restart-check.sh runs it.
          include: ["test/e2e/**/*.test.ts", ...(process.env.MESA_E2E_RESTART_CHECK ? ["test/e2e/restart.check.ts"] : [])],
          environment: "node",
          globalSetup: ["test/e2e/globalSetup.ts"],
          setupFiles: ["test/e2e/fileSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
