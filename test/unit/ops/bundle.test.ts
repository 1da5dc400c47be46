/**
 * CI's `wrangler deploy --dry-run`: a broken wrangler.toml or a Worker that does not bundle fails the
 * build. Runs offline (no metrics, no cf fetch, no update check), for production, staging and the
 * config scripts/deploy.mjs generates.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deployConfig, readConfig } from "../../../scripts/deploy.mjs";
import { parseToml } from "../../../scripts/toml.mjs";

const root = resolve(import.meta.dirname, "../../..");
const out = mkdtempSync(join(tmpdir(), "mesa-dry-run-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function dryRun(args: string[]) {
  const outdir = mkdtempSync(join(out, "bundle-"));
  const t0 = performance.now();
  const r = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", CI: "1" },
  });
  const ms = Math.round(performance.now() - t0);
  console.log(JSON.stringify({ bench: "wrangler_dry_run", args: args.join(" "), value: ms, unit: "ms" }));
  return { status: r.status, log: r.stdout + r.stderr, outdir };
}

describe("scripts/deploy.mjs reads wrangler.toml", () => {
  it("exactly as wrangler itself does", { timeout: 60_000 }, async () => {
    const { experimental_readRawConfig } = await import("wrangler");
    expect(await readConfig()).toEqual(experimental_readRawConfig({ config: join(root, "wrangler.toml") }).rawConfig);
  });

  it("and refuses TOML it does not know instead of guessing", () => {
    expect(() => parseToml('a = """multi\nline"""')).toThrow(/line 1/);
    expect(() => parseToml("a = 1\na = 2")).toThrow(/duplicate/);
    expect(() => parseToml("when = 1979-05-27")).toThrow(/unexpected text|unsupported/);
    expect(parseToml('[x]\ny = { limit = 30, period = 10 } # c\n[[z.w]]\nn = "a\\"b"\n[[z.w]]\nn = [1, "2"]')).toEqual({
      x: { y: { limit: 30, period: 10 } },
      z: { w: [{ n: 'a"b' }, { n: [1, "2"] }] },
    });
  });
});

describe("wrangler deploy --dry-run (CI)", { timeout: 60_000 }, () => {
  it("bundles the production Worker with its Room, D1, rate limit and assets bindings", () => {
    const r = dryRun(["--env", ""]);
    expect(r.status, r.log).toBe(0);
    expect(r.log).toContain("--dry-run: exiting now.");
    for (const binding of ["env.ROOM (Room)", "env.DB (mesa)", "env.CREATE_LIMIT", "env.ASSETS"]) expect(r.log).toContain(binding);
    expect(existsSync(join(r.outdir, "index.js"))).toBe(true);
    // The bench's echo Durable Objects never ship.
    const bundle = readFileSync(join(r.outdir, "index.js"), "utf8");
    expect(bundle).not.toMatch(/class (Echo|DurableEcho|BenchRoom)\b/);
  });

  it("bundles staging with its own database, from the config scripts/deploy.mjs generates", async () => {
    const dir = join(out, "gen");
    mkdirSync(dir);
    const config = join(dir, "staging.json");
    writeFileSync(config, JSON.stringify(deployConfig(await readConfig(), "staging", "11111111-2222-3333-4444-555555555555", dir)));
    const r = dryRun(["-c", config, "--env", "staging"]);
    expect(r.status, r.log).toBe(0);
    expect(r.log).toContain("env.DB (mesa-staging)");
    expect(r.log).toContain("--dry-run: exiting now.");
  });

});
