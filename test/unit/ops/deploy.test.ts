/**
 * `npm run deploy` (scripts/deploy.mjs) against a fake wrangler and npm on PATH that record every
 * call and keep a pretend Cloudflare account: we cannot reach Cloudflare from here.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const fakeBin = join(import.meta.dirname, "fake-bin");

interface Account {
  databases: { name: string; uuid: string }[];
  applied: Record<string, string[]>;
  deploys: { worker: string; database_id: string; var: string; main: string; assets: string }[];
}

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mesa-deploy-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function deploy(args: string[] = [], extraEnv: Record<string, string> = {}) {
  const log = join(dir, "calls.log");
  rmSync(log, { force: true });
  const state = join(dir, "account.json");
  const r = spawnSync("node", ["scripts/deploy.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH: `${fakeBin}:${process.env.PATH}`, FAKE_CF_LOG: log, FAKE_CF_STATE: state, ...extraEnv },
  });
  const calls = existsSync(log) ? readFileSync(log, "utf8").trim().split("\n").map((l) => (JSON.parse(l) as string[]).join(" ")) : [];
  const account = (existsSync(state) ? JSON.parse(readFileSync(state, "utf8")) : { databases: [], applied: {}, deploys: [] }) as Account;
  return { status: r.status, out: r.stdout + r.stderr, calls, account };
}

const migrations = () => spawnSync("ls", ["migrations"], { cwd: root, encoding: "utf8" }).stdout.trim().split("\n").filter((f) => f.endsWith(".sql"));

describe("npm run deploy", { timeout: 30_000 }, () => {
  it("first run builds, creates the D1 database, applies every migration remotely, then deploys with the commit; a second run only deploys the code again", () => {
    const first = deploy();
    expect(first.status, first.out).toBe(0);
    const cfg = join(root, ".wrangler/mesa-deploy/production.json");
    expect(first.calls).toEqual([
      "npm run build",
      "wrangler d1 list --json",
      "wrangler d1 create mesa --update-config=false",
      "wrangler d1 list --json",
      `wrangler d1 migrations apply mesa --remote -c ${cfg} --env `,
      expect.stringMatching(new RegExp(`^wrangler deploy -c ${cfg} --env  --var MESA_VERSION:([0-9a-f]{12}(-dirty)?|\\d+\\.\\d+\\.\\d+)$`)),
    ]);
    expect(first.account.databases).toEqual([{ name: "mesa", uuid: "uuid-1-mesa" }]);
    expect(first.account.applied["uuid-1-mesa"]).toEqual(migrations());
    expect(first.account.deploys).toHaveLength(1);
    expect(first.account.deploys[0]).toMatchObject({ worker: "mesa", database_id: "uuid-1-mesa", main: join(root, "worker/index.ts"), assets: join(root, "web/dist") });
    // The id lives in the untracked generated config only; wrangler.toml carries none.
    expect(readFileSync(join(root, "wrangler.toml"), "utf8")).not.toMatch(/^\s*database_id\s*=/m);
    expect(spawnSync("git", ["check-ignore", "-q", cfg], { cwd: root }).status).toBe(0);

    const second = deploy();
    expect(second.status, second.out).toBe(0);
    expect(second.calls).toEqual([
      "npm run build",
      "wrangler d1 list --json",
      `wrangler d1 migrations apply mesa --remote -c ${cfg} --env `,
      expect.stringMatching(/^wrangler deploy /),
    ]);
    expect(second.out).toContain("No migrations to apply!");
    expect(second.account.databases).toHaveLength(1);
    expect(second.account.applied["uuid-1-mesa"]).toEqual(migrations());
    expect(second.account.deploys.map((d) => d.database_id)).toEqual(["uuid-1-mesa", "uuid-1-mesa"]);
  });

  it("--env staging works the same way with its own database and Worker, and touches nothing of production's", () => {
    const first = deploy(["--env", "staging"]);
    expect(first.status, first.out).toBe(0);
    const cfg = join(root, ".wrangler/mesa-deploy/staging.json");
    expect(first.calls).toEqual([
      "npm run build",
      "wrangler d1 list --json",
      "wrangler d1 create mesa-staging --update-config=false",
      "wrangler d1 list --json",
      `wrangler d1 migrations apply mesa-staging --remote -c ${cfg} --env staging`,
      expect.stringMatching(new RegExp(`^wrangler deploy -c ${cfg} --env staging --var MESA_VERSION:`)),
    ]);
    expect(first.account.databases.map((d) => d.name)).toEqual(["mesa-staging"]);
    expect(first.account.applied["uuid-1-mesa-staging"]).toEqual(migrations());
    expect(first.account.deploys).toEqual([expect.objectContaining({ worker: "mesa-staging", database_id: "uuid-1-mesa-staging" })]);

    const again = deploy(["--env", "staging"]);
    expect(again.status, again.out).toBe(0);
    expect(again.calls.filter((c) => c.includes("d1 create"))).toEqual([]);
    expect(again.account.databases).toHaveLength(1);
    expect(again.account.deploys.map((d) => d.worker)).toEqual(["mesa-staging", "mesa-staging"]);
  });

  it("stops before deploying when the account cannot be read (not logged in)", () => {
    const r = deploy([], { FAKE_CF_LOGGED_OUT: "1" });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("npx wrangler login");
    expect(r.calls).toEqual(["npm run build", "wrangler d1 list --json"]);
    expect(r.account.deploys).toEqual([]);
  });

  it("refuses an environment wrangler.toml does not define", () => {
    const r = deploy(["--env", "nope"]);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("no [env.nope]");
    expect(r.calls.some((c) => c.startsWith("wrangler deploy"))).toBe(false);
  });
});
