#!/usr/bin/env node
/**
 * npm run deploy [-- --env staging] — one command from a fresh clone after `npx wrangler login`:
 *   1. builds the client (npm run build);
 *   2. finds the environment's D1 database by name (`wrangler d1 list --json`), creates it if missing;
 *   3. writes an untracked config (.wrangler/mesa-deploy/<env>.json: wrangler.toml plus that
 *      database_id — nothing secret, nothing tracked);
 *   4. applies the D1 migrations remotely (only the ones not applied yet);
 *   5. deploys, with the git commit as MESA_VERSION (shown by GET /api/health).
 * Run it again and only the code changes: the database is found, no migration is pending.
 * `wrangler` is whatever is on PATH (npm puts the project's own first; the unit test puts a fake one).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseToml } from "./toml.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  let env = "";
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--env" || a === "-e") env = argv[++i] ?? fail("--env needs a name");
    else if (a.startsWith("--env=")) env = a.slice("--env=".length);
    else fail(`unknown argument ${a} (use --env <name>)`);
  }
  return { env };
}

/** Runs a command; its output goes to the terminal unless `capture`. Never reads the terminal. */
function run(cmd, args, { capture = false, hint = "" } = {}) {
  console.log(`> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, env: quietEnv, encoding: "utf8", stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"] });
  if (r.error) fail(`could not run ${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.join(" ")} exited with ${r.status}${hint}`);
  return r.stdout ?? "";
}

/** The commit being deployed (with -dirty for uncommitted changes), else the package version. */
function version() {
  const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const head = git("rev-parse", "--short=12", "HEAD");
  if (head.status !== 0 || !head.stdout.trim()) return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
  const dirty = git("status", "--porcelain", "--untracked-files=no").stdout.trim() !== "";
  return head.stdout.trim() + (dirty ? "-dirty" : "");
}

/** wrangler.toml as wrangler reads it (scripts/toml.mjs; a unit test checks it against wrangler's own reader). */
export async function readConfig() {
  return parseToml(readFileSync(join(root, "wrangler.toml"), "utf8"));
}

/** The D1 binding of the chosen environment (environments repeat d1_databases; they don't inherit). */
function d1Binding(config, env) {
  const list = env ? config.env?.[env]?.d1_databases : config.d1_databases;
  if (env && !config.env?.[env]) fail(`no [env.${env}] in wrangler.toml`);
  const db = list?.find((d) => d.binding === "DB");
  if (!db?.database_name) fail(`wrangler.toml has no DB database_name${env ? ` in [env.${env}]` : ""}`);
  return db;
}

function listDatabases() {
  const out = run("wrangler", ["d1", "list", "--json"], { capture: true, hint: " (are you logged in? run `npx wrangler login`)" });
  const start = out.indexOf("[");
  try {
    return JSON.parse(out.slice(start));
  } catch {
    fail("could not read `wrangler d1 list --json` (are you logged in? run `npx wrangler login`)");
  }
}

/** Paths in the generated config must still point at the project, seen from its new folder. */
function rebase(p, outDir) {
  return typeof p === "string" && !isAbsolute(p) ? relative(outDir, resolve(root, p)) : p;
}

/** wrangler.toml as JSON for `outDir`, with the environment's DB database_id filled in. */
export function deployConfig(config, env, databaseId, outDir) {
  const copy = structuredClone(config);
  copy.main = rebase(copy.main, outDir);
  if (copy.assets?.directory) copy.assets.directory = rebase(copy.assets.directory, outDir);
  const scopes = [copy, ...Object.values(copy.env ?? {})];
  for (const scope of scopes) for (const db of scope.d1_databases ?? []) if (db.migrations_dir) db.migrations_dir = rebase(db.migrations_dir, outDir);
  const target = env ? copy.env[env] : copy;
  for (const db of target.d1_databases) if (db.binding === "DB") db.database_id = databaseId;
  return copy;
}

async function main() {
  const { env } = parseArgs(process.argv.slice(2));
  const label = env || "production";
  const envArgs = ["--env", env]; // "" selects the top level explicitly

  run("npm", ["run", "build"]);

  const config = await readConfig();
  const { database_name: name } = d1Binding(config, env);
  let db = listDatabases().find((d) => d.name === name);
  if (db) console.log(`deploy: D1 database "${name}" exists (${db.uuid})`);
  else {
    run("wrangler", ["d1", "create", name, "--update-config=false"]);
    db = listDatabases().find((d) => d.name === name);
    if (!db) fail(`created D1 database "${name}" but cannot find it in \`wrangler d1 list\``);
    console.log(`deploy: created D1 database "${name}" (${db.uuid})`);
  }

  const outDir = join(root, ".wrangler", "mesa-deploy");
  mkdirSync(outDir, { recursive: true });
  const configPath = join(outDir, `${label}.json`);
  writeFileSync(configPath, JSON.stringify(deployConfig(config, env, db.uuid, outDir), null, 2) + "\n");

  run("wrangler", ["d1", "migrations", "apply", name, "--remote", "-c", configPath, ...envArgs]);
  run("wrangler", ["deploy", "-c", configPath, ...envArgs, "--var", `MESA_VERSION:${version()}`]);
  console.log(`deploy: ${label} is up to date`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => fail(e instanceof Error ? e.message : String(e)));
}
