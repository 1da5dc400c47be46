import { defineConfig, runnerImport } from "vite";
import preact from "@preact/preset-vite";

const here = import.meta.dirname;

export default defineConfig(async () => {
  // Each game's seats for its default settings, asked of the games themselves at build time: the
  // landing page shows them (web/src/games.ts) without loading any game code.
  const { module } = await runnerImport<typeof import("../shared/games/registry")>(`${here}/../shared/games/registry.ts`);
  const gameSeats = Object.fromEntries(Object.entries(module.games).map(([id, g]) => [id, g.seats(g.defaultConfig)]));
  return {
    root: here,
    plugins: [preact()],
    define: { __GAME_SEATS__: JSON.stringify(gameSeats) },
    build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1024, rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } } },
    server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
  };
});
