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
 * Issue 22: the platform's catalog comes one language at a time (web/i18n/index.ts). The built page
 * lists each language's chunk as a modulepreload marked `data-lang`; the Worker keeps only the page's
 * language's (worker/pages.ts), so the catalog downloads beside the entry script instead of after it.
 */
const langPreloads: Plugin = {
  name: "mesa:lang-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, ctx) {
      const tags = [];
      for (const chunk of Object.values(ctx.bundle ?? {})) {
        const l = chunk.type === "chunk" ? /\/web\/i18n\/(pt|en|es|ru)\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1] : undefined;
        if (l) tags.push({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}`, "data-lang": l }, injectTo: "head" as const });
      }
      if (tags.length !== 4) throw new Error(`mesa:lang-preloads: expected the 4 platform catalog chunks, found ${tags.length}`);
      return tags;
    },
  },
};

/**
 * Issue 21: a room page's screen used to wait for a chain of lazy loads — the entry script, then the
 * room chunk, then (once the room said which game it is) the game's chunk and its catalog — each a
 * round trip on a phone's network before the game could draw. The built page now also lists the room
 * chunk (`data-page="room"`) and every game's chunk, stylesheet and catalogs (`data-game`, with
 * `data-lang` on a catalog), each with what it imports statically; the Worker keeps only what the
 * page will load (worker/pages.ts `keepsPreload`): a room page its game's, in its language.
 */
const roomPreloads: Plugin = {
  name: "mesa:room-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
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
      if (!entry) throw new Error("mesa:room-preloads: no entry chunk");
      const loaded = closure(entry);
      const tags: { tag: string; attrs: Record<string, string | boolean>; injectTo: "head" }[] = [];
      const add = (root: (typeof chunks)[number], marks: Record<string, string>) => {
        const { js, css } = closure(root);
        for (const f of css) if (!loaded.css.has(f)) tags.push({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: `/${f}`, ...marks }, injectTo: "head" });
        for (const f of js) if (!loaded.js.has(f)) tags.push({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}`, ...marks }, injectTo: "head" });
      };
      // The room chunk first: a game's list leaves out what the room page preloads already.
      const room = chunks.find((c) => /\/web\/src\/room\/RoomPage\.tsx$/.test(c.facadeModuleId ?? ""));
      if (!room) throw new Error("mesa:room-preloads: no room chunk");
      add(room, { "data-page": "room" });
      closure(room).js.forEach((f) => loaded.js.add(f));
      const games = new Set<string>();
      for (const c of chunks) {
        const id = c.facadeModuleId ?? "";
        const game = /\/web\/games\/(\w+)\/index\.ts$/.exec(id)?.[1];
        if (game) {
          games.add(game);
          add(c, { "data-game": game });
        }
        const catalog = /\/web\/games\/(\w+)\/i18n_(pt|en|es|ru)\.ts$/.exec(id);
        if (catalog) add(c, { "data-game": catalog[1]!, "data-lang": catalog[2]! });
      }
      if (games.size !== 5) throw new Error(`mesa:room-preloads: expected 5 games, found ${[...games].join(", ")}`);
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
    plugins: [pureSchemas, preact(), langPreloads, roomPreloads],
    define: { __GAME_SEATS__: JSON.stringify(gameSeats) },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      // Issue 22: the small shared pieces every room screen loads (glyphs, keyboard focus, drafts, the
      // countdown, the pending action, the season line) travel as one chunk: as six chunks of their own
      // each cost its gzip and import overhead (Caso's screen 90.3 → 89.6 KB).
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "roomkit", test: /web\/src\/(ui\/(Glyph|keys|useDraft|Countdown)|room\/(pending|mySeason))\./ }] } } },
    },
    server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
  };
});
