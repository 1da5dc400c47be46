#!/usr/bin/env node
/**
 * `npm test`: `vitest run` (arguments passed on), then once more for every e2e file that failed
 * while its `wrangler dev` was dead or being restarted (test/e2e/server.ts supervises it and
 * writes each restart to test/e2e/artifacts/restarts.jsonl; test/e2e/fileSetup.ts writes when each
 * file ran). A rerun is printed, never silent; the tally counts a rerun file by its rerun. Ends with
 *
 *   dev-server restarts: N
 *   N passed, N failed
 *
 * (written to $MESA_SUMMARY instead if set, for .ci/run). Exit code 0 only if nothing failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const ARTIFACTS = "test/e2e/artifacts";
const RESTARTS = join(ARTIFACTS, "restarts.jsonl");
const FILES = join(ARTIFACTS, "files.jsonl");
/** A restart detected by health check is noticed up to ~10 s after the server stopped answering. */
const SLACK_MS = 10_000;

mkdirSync(ARTIFACTS, { recursive: true });
rmSync(RESTARTS, { force: true });
rmSync(FILES, { force: true });
// Logs and pid files of earlier runs' servers (this run's are written afresh).
for (const f of readdirSync(ARTIFACTS)) if (/^dev-server-\d+\.(log|pid)$/.test(f)) rmSync(join(ARTIFACTS, f));

const lines = (file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : []);

/** Runs vitest with a JSON report; returns the report (or null if vitest wrote none) and its exit code. */
function vitest(args, report, env = {}) {
  rmSync(report, { force: true });
  const r = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return { status: r.status ?? 1, report: existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : null };
}

/** Per file: passed and failed tests (a file that failed with no failed test, e.g. a load error, counts as one failure). */
function tally(report) {
  const files = new Map();
  for (const f of report?.testResults ?? []) {
    const passed = f.assertionResults.filter((t) => t.status === "passed").length;
    let failed = f.assertionResults.filter((t) => t.status === "failed").length;
    if (f.status === "failed" && failed === 0) failed = 1;
    files.set(relative(process.cwd(), f.name), { passed, failed, start: f.startTime, end: f.endTime });
  }
  return files;
}

const sum = (files, key) => [...files.values()].reduce((n, f) => n + f[key], 0);

function finish(passed, failed, restarts, status) {
  const summary = `dev-server restarts: ${restarts}\n${passed} passed, ${failed} failed\n`;
  // .ci/run prints the file itself as its last lines (after anything npm adds).
  if (process.env.MESA_SUMMARY) writeFileSync(process.env.MESA_SUMMARY, summary);
  else process.stdout.write(summary);
  process.exit(failed > 0 || status !== 0 ? 1 : 0);
}

const args = process.argv.slice(2);
const first = vitest(args, join(ARTIFACTS, "vitest.json"));
if (!first.report) {
  console.error(`vitest exited ${first.status} without a report`);
  finish(0, 1, lines(RESTARTS).length, 1);
}
const files = tally(first.report);
// vitest failed without a failed test (an unhandled error between tests): that is a failure too.
let extra = first.status !== 0 && sum(files, "failed") === 0 ? 1 : 0;
if (extra) console.error(`vitest exited ${first.status} with no failed test (an unhandled error?); counted as one failure`);

const restarts = lines(RESTARTS);
const ran = new Map(lines(FILES).map((f) => [f.file, f]));
const hit = (window) => restarts.some((r) => window.start <= r.upAt + SLACK_MS && window.end >= r.diedAt - SLACK_MS);
const affected = [...files.entries()]
  .filter(([file, f]) => f.failed > 0 && file.startsWith("test/e2e/") && hit(ran.get(file) ?? f))
  .map(([file]) => file);

let rerunRestarts = 0;
if (affected.length > 0) {
  for (const r of restarts) console.log(`dev server on :${r.port} restarted (${r.reason}), down ${((r.upAt - r.diedAt) / 1000).toFixed(1)} s`);
  for (const file of affected) console.log(`rerunning ${file} once: it failed ${files.get(file).failed} test(s) while the dev server was restarting`);
  rmSync(RESTARTS, { force: true });
  const again = vitest(["--project", "e2e", ...affected], join(ARTIFACTS, "vitest-rerun.json"), { MESA_E2E_RERUN: "1" });
  rerunRestarts = lines(RESTARTS).length;
  const rerun = tally(again.report);
  for (const file of affected) {
    const r = rerun.get(file) ?? { passed: 0, failed: 1 };
    console.log(`rerun of ${file}: ${r.passed} passed, ${r.failed} failed`);
    files.set(file, r);
  }
  if (!again.report) extra += 1;
} else if (restarts.length > 0) {
  for (const r of restarts) console.log(`dev server on :${r.port} restarted (${r.reason}), down ${((r.upAt - r.diedAt) / 1000).toFixed(1)} s; no test failed because of it`);
}

const failed = sum(files, "failed") + extra;
finish(sum(files, "passed"), failed, restarts.length + rerunRestarts, failed > 0 ? 1 : 0);
