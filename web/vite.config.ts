import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  plugins: [preact()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
