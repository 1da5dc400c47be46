/**
 * `wrangler dev` for the browser tests, supervised: started on a free loopback port with fresh
 * persisted storage in its own process group, its output kept in
 * `test/e2e/artifacts/dev-server-<port>.log`, and restarted on the same port and the same
 * `--persist-to` state when it dies. wrangler can exit on its own when a client aborts a request
 * ("Error inside ProxyWorker … Network connection lost", issue 17); a server that stops
 * answering its health check is killed and restarted the same way. Every restart is printed and
 * appended to `test/e2e/artifacts/restarts.jsonl`, which `scripts/test.mjs` reads to rerun the test
 * files it overlapped and to count the restarts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };
export const ARTIFACTS = "test/e2e/artifacts";
export const RESTARTS_FILE = join(ARTIFACTS, "restarts.jsonl");
/** When each e2e file ran (`fileSetup.ts`), to tell which files a restart overlapped. */
export const FILES_FILE = join(ARTIFACTS, "files.jsonl");

/** One restart, as written to `restarts.jsonl` (epoch ms). */
export interface RestartRecord {
  port: number;
  reason: string;
  diedAt: number;
  upAt: number;
  log: string;
}

/** Health check: every 3 s; 3 failures in a row (each allowed 15 s on this busy 2-core machine) mean dead. */
const CHECK_EVERY_MS = 3_000;
const CHECK_PATIENCE_MS = 15_000;
const CHECK_FAILURES = 3;
/** More than this many restarts of one server is a broken build, not bad luck: give up. */
const MAX_RESTARTS = 5;
const START_TIMEOUT_MS = 60_000;

/** The process group of the `wrangler dev` now serving `port` (rewritten on every restart). */
export const pidFile = (port: number) => join(ARTIFACTS, `dev-server-${port}.pid`);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** True once nothing listens on `port` any more (a killed workerd may take a moment to let go). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A wait that does not keep the process alive (the supervision loop must not hold a test worker open). */
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * One health check. The request is never aborted, only given up on: an aborted request is what can
 * make wrangler's ProxyWorker exit in the first place.
 */
async function healthy(url: string, patienceMs: number): Promise<boolean> {
  const answer = fetch(`${url}/api/rooms`).then(
    async (res) => {
      await res.arrayBuffer();
      return res.ok;
    },
    () => false,
  );
  return Promise.race([answer, idle(patienceMs).then(() => false)]);
}

export interface DevServerOptions {
  /** `--var` values (strings). */
  vars?: Record<string, string>;
  /** Reuse this port (default: a free one). */
  port?: number;
  /** Persisted state directory (default: a fresh temporary one). */
  persistTo?: string;
  /** Restart on death (default true; false for `npm start`-less one-off uses). */
  supervise?: boolean;
}

export interface DevServer {
  url: string;
  port: number;
  persistTo: string;
  logFile: string;
  /** The current process group id (changes on restart). */
  pid(): number;
  /** How many times this server was restarted. */
  restarts(): number;
  stop(): void;
}

/** Waits until `url` answers its health check (a shared server being restarted comes back within a minute). */
export async function waitUntilUp(url: string, ms = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await healthy(url, 5_000))) {
    if (Date.now() > deadline) throw new Error(`the dev server at ${url} is not answering`);
    await sleep(500);
  }
}

export async function startDevServer(extraVars: Record<string, string> = {}, options: Omit<DevServerOptions, "vars"> = {}): Promise<DevServer> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "mesa-e2e-"));
  const vars = Object.entries(extraVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const wranglerJs = resolve("node_modules/wrangler/bin/wrangler.js");

  // A port taken between freePort() and wrangler's bind is retried on another port (first start only).
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const logFile = join(ARTIFACTS, `dev-server-${port}.log`);
    const args = [wranglerJs, "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--log-level", "info", "--show-interactive-dev-session=false", ...vars];

    let child!: ChildProcess;
    let stopped = false;
    let restarts = 0;
    let lastOutput = "";
    let exitListener: ((code: number | null, signal: NodeJS.Signals | null) => void) | undefined;

    const spawnOnce = (): ChildProcess => {
      appendFileSync(logFile, `\n--- wrangler dev start ${new Date().toISOString()} port ${port} persist ${persistTo}\n`);
      const c = spawn(process.execPath, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...OFFLINE_ENV } });
      writeFileSync(pidFile(port), String(c.pid));
      const keep = (d: Buffer) => {
        appendFileSync(logFile, d);
        lastOutput = (lastOutput + d.toString()).slice(-4000);
      };
      c.stdout?.on("data", keep);
      c.stderr?.on("data", keep);
      c.on("exit", (code, signal) => {
        appendFileSync(logFile, `--- wrangler dev exited ${new Date().toISOString()} code ${code} signal ${signal}\n`);
        if (c === child) exitListener?.(code, signal);
      });
      return c;
    };
    const killGroup = (c: ChildProcess, signal: NodeJS.Signals) => {
      try {
        process.kill(-c.pid!, signal);
      } catch {
        /* already gone */
      }
    };
    const waitUp = async (c: ChildProcess): Promise<void> => {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (c.exitCode !== null || c.signalCode !== null) throw new Error(`wrangler dev exited early (log: ${logFile}):\n${lastOutput}`);
        if (await healthy(url, 5_000)) return;
        await sleep(250);
      }
      killGroup(c, "SIGKILL");
      throw new Error(`wrangler dev did not start in ${START_TIMEOUT_MS / 1000} s (log: ${logFile}):\n${lastOutput}`);
    };

    child = spawnOnce();
    try {
      await waitUp(child);
    } catch (e) {
      killGroup(child, "SIGKILL");
      if (options.port === undefined && attempt < 3 && String(e).includes("Address already in use")) continue;
      throw e;
    }

    // Supervision: one restart at a time, triggered by an unexpected exit or a failing health check.
    let restarting: Promise<void> | null = null;
    const restart = (reason: string, diedAt: number) => {
      if (stopped || restarting) return;
      restarting = (async () => {
        if (restarts >= MAX_RESTARTS) {
          console.error(`[e2e] wrangler dev on :${port} died again (${reason}); ${MAX_RESTARTS} restarts already, giving up (log: ${logFile})`);
          return;
        }
        restarts++;
        console.error(`[e2e] wrangler dev on :${port} died (${reason}); restarting it on the same port and state (restart ${restarts}, log: ${logFile})`);
        killGroup(child, "SIGKILL");
        for (let i = 0; i < 40 && !(await portFree(port)); i++) await sleep(250);
        child = spawnOnce();
        try {
          await waitUp(child);
        } catch (e) {
          console.error(`[e2e] wrangler dev on :${port} did not come back: ${String(e)}`);
          return;
        }
        const upAt = Date.now();
        const record: RestartRecord = { port, reason, diedAt, upAt, log: logFile };
        appendFileSync(RESTARTS_FILE, JSON.stringify(record) + "\n");
        console.error(`[e2e] wrangler dev on :${port} is back after ${((upAt - diedAt) / 1000).toFixed(1)} s (restart ${restarts})`);
      })().finally(() => {
        restarting = null;
      });
    };

    exitListener = (code, signal) => {
      if (!stopped) restart(`exit code ${code}${signal ? `, signal ${signal}` : ""}`, Date.now());
    };

    const supervise = options.supervise ?? true;
    if (!supervise) exitListener = undefined;
    else
      void (async () => {
        let failures = 0;
        let firstFailureAt = 0;
        while (!stopped) {
          await idle(CHECK_EVERY_MS);
          if (stopped) break;
          if (restarting) {
            await restarting;
            failures = 0;
            continue;
          }
          if (await healthy(url, CHECK_PATIENCE_MS)) {
            failures = 0;
            continue;
          }
          if (stopped || restarting) continue;
          if (failures++ === 0) firstFailureAt = Date.now();
          if (failures >= CHECK_FAILURES) {
            failures = 0;
            restart(`health check failed ${CHECK_FAILURES} times in a row`, firstFailureAt);
          }
        }
      })();

    return {
      url,
      port,
      persistTo,
      logFile,
      pid: () => child.pid!,
      restarts: () => restarts,
      stop: () => {
        stopped = true;
        killGroup(child, "SIGTERM");
      },
    };
  }
}
