#!/usr/bin/env node
/** npm run bench:bots — bundles scripts/bench/bots.ts for Node and runs it (figures, not a timed test). */
import { build } from "esbuild";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const outfile = join(mkdtempSync(join(tmpdir(), "mesa-bots-")), "bots.mjs");
await build({ entryPoints: ["scripts/bench/bots.ts"], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning" });
await import(outfile);
