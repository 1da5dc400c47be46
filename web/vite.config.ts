import { defineConfig, runnerImport } from "vite";
import preact from "@preact/preset-vite";
import type { Plugin } from "vite";

/**
 * Issue 22: no schema library in the browser. The games build their zod schemas at module load; a
 * call the bundler cannot prove free of side effects is kept, and with it zod (~22 KB gzipped). This
 * marks every schema-building call of our own sources (`z.…(` where an expression starts) pure, so
 * the schemas the browser never uses — all of them: it reads what it must by hand
 * (shared/engine/read.ts) — are dropped with zod. test/e2e/bundle.test.ts checks no asset has zod.
 * (Rolldown's name-based `manualPureFunctions: ["z"]` would also hit minified library functions named z.)
 */
const pureSchemas: Plugin = {
  name: "mesa:pure-schemas",
  enforce: "pre",
  transform(code, id) {
    if (id.includes("/node_modules/") || !/\.tsx?$/.test(id) || !code.includes('from "zod"')) return null;
    return { code: code.replace(/(?<=(?:^|[=:(\[,?]|=>|return)[ \t]*)z(?=\s*\.\s*\w+\s*\()/gm, "/* @__PURE__ */ z"), map: null };
  },
};

/**
 * Marked preloads (issues 21 and 22). Without them a room page's screen waits for a chain of lazy
 * loads — the entry script, then the platform's catalog, then the room chunk, then (once the room
 * said which game it is) the game's chunk and its catalog — each a round trip on a phone's network.
 * The built page lists every file such a chain may load, each with what it imports statically and
 * its stylesheets, marked with the page, game and language it belongs to:
 *
 * - each platform catalog (web/i18n/<lang>.ts): `data-lang`;
 * - the room chunk: `data-page="room"`;
 * - each game's chunk: `data-game`; each game's catalog: `data-game` and `data-lang`.
 *
 * The Worker keeps only what the page will load and drops the marks (worker/pages.ts `keepsPreload`).
 * A file the entry (or, for a game, the room chunk) loads already is not listed again.
 */
const markedPreloads: Plugin = {
  name: "mesa:marked-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const facade = (re: RegExp) => chunks.flatMap((c) => {
        const m = re.exec(c.facadeModuleId ?? "");
        return m ? [{ chunk: c, m }] : [];
      });
      /** A chunk and every chunk it imports statically, with their stylesheets. */
      const closure = (root: (typeof chunks)[number]) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const walk = (file: string) => {
          const c = byFile.get(file);
          if (!c || js.has(file)) return;
          js.add(file);
          c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          c.imports.forEach(walk);
        };
        walk(root.fileName);
        return { js, css };
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("mesa:marked-preloads: no entry chunk");
      const loaded = closure(entry);
      const tags: { tag: string; attrs: Record<string, string | boolean>; injectTo: "head" }[] = [];
      const add = (root: (typeof chunks)[number], marks: Record<string, string>) => {
        const { js, css } = closure(root);
        for (const f of css) if (!loaded.css.has(f)) tags.push({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: `/${f}`, ...marks }, injectTo: "head" });
        for (const f of js) if (!loaded.js.has(f)) tags.push({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}`, ...marks }, injectTo: "head" });
      };
      const expect = <T>(what: string, found: T[], n: number) => {
        if (found.length !== n) throw new Error(`mesa:marked-preloads: expected ${n} ${what}, found ${found.length}`);
        return found;
      };
      for (const { chunk, m } of expect("platform catalogs", facade(/\/web\/i18n\/(pt|en|es|ru)\.ts$/), 4)) add(chunk, { "data-lang": m[1]! });
      // The room chunk before the games: a game's list leaves out what the room page preloads already.
      const [room] = expect("room chunks", facade(/\/web\/src\/room\/RoomPage\.tsx$/), 1);
      add(room!.chunk, { "data-page": "room" });
      closure(room!.chunk).js.forEach((f) => loaded.js.add(f));
      for (const { chunk, m } of expect("games", facade(/\/web\/games\/(\w+)\/index\.ts$/), 5)) add(chunk, { "data-game": m[1]! });
      for (const { chunk, m } of expect("game catalogs", facade(/\/web\/games\/(\w+)\/i18n_(pt|en|es|ru)\.ts$/), 20)) add(chunk, { "data-game": m[1]!, "data-lang": m[2]! });
      return tags;
    },
  },
};

const here = import.meta.dirname;

export default defineConfig(async () => {
  // Each game's seats for its default settings, asked of the games themselves at build time: the
  // landing page shows them (web/src/games.ts) without loading any game code.
  const { module } = await runnerImport<typeof import("../shared/games/registry")>(`${here}/../shared/games/registry.ts`);
  const gameSeats = Object.fromEntries(Object.entries(module.games).map(([id, g]) => [id, g.seats(g.defaultConfig)]));
  return {
    root: here,
    plugins: [pureSchemas, preact(), markedPreloads],
    define: { __GAME_SEATS__: JSON.stringify(gameSeats) },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      // Issue 22: the small shared pieces every room screen loads (glyphs, keyboard focus, drafts, the
      // countdown, box sizes, picture sheets, the pending action, the season line) travel as one chunk: as
      // chunks of their own each cost its gzip, import overhead and request (Caso's screen 90.3 → 89.6 KB).
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "roomkit", test: /web\/src\/(ui\/(Glyph|keys|useDraft|Countdown|observeSize|rasterSheet)|room\/(pending|mySeason))\./ }] } } },
    },
    server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
  };
});
