/**
 * `wrangler dev`, supervised: one place for `npm start` (scripts/start.mjs) and the browser tests
 * (test/e2e/server.ts). wrangler can exit on its own when a client aborts a request ("Error inside
 * ProxyWorker … Network connection lost", then an empty `✘ [ERROR]` and exit 1; issue 17). The
 * supervisor restarts it on the same port with the same `--persist-to` state, so rooms survive
 * (they live in that state); a server that stops answering its health check (`GET /api/health`) is
 * killed and restarted the same way. wrangler runs in its own process group so that a kill takes
 * its workerd processes with it and frees the port.
 */
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

/** Health check: every 3 s; 3 failures in a row (each allowed 15 s on a busy 2-core machine) mean dead. */
const CHECK_EVERY_MS = 3_000;
const CHECK_PATIENCE_MS = 15_000;
const CHECK_FAILURES = 3;
export const START_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A wait that does not keep the process alive (the supervision loop must not hold a test worker open). */
const idle = (ms) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * One health check. The request is never aborted, only given up on: an aborted request is what can
 * make wrangler's ProxyWorker exit in the first place.
 */
export async function healthy(url, patienceMs = 5_000) {
  const answer = fetch(`${url}/api/health`).then(
    async (res) => {
      await res.arrayBuffer();
      return res.ok;
    },
    () => false,
  );
  return Promise.race([answer, idle(patienceMs).then(() => false)]);
}

/** Waits until `url` answers its health check. */
export async function waitUntilUp(url, ms = START_TIMEOUT_MS) {
  const deadline = Date.now() + ms;
  while (!(await healthy(url, 5_000))) {
    if (Date.now() > deadline) throw new Error(`the dev server at ${url} is not answering`);
    await sleep(500);
  }
}

/** True once nothing listens on `port` any more (a killed workerd may take a moment to let go). */
/** Whether nothing listens on `port` (a stopped server's processes may hold it for a moment). */
export function portFree(port, host = "127.0.0.1") {
  return new Promise((done) => {
    const srv = createServer();
    srv.once("error", () => done(false));
    srv.listen(port, host, () => srv.close(() => done(true)));
  });
}

/**
 * Starts `wrangler dev` and keeps it up. Resolves once it answers; rejects if the first start fails.
 * @param {import("./devServer.d.mts").DevServerOptions} o
 * @returns {Promise<import("./devServer.d.mts").SupervisedServer>}
 */
export async function superviseDevServer(o) {
  const host = o.ip ?? "127.0.0.1";
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${o.port}`;
  const vars = Object.entries(o.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const args = [
    resolve("node_modules/wrangler/bin/wrangler.js"), "dev", "--ip", host, "--port", String(o.port), "--persist-to", o.persistTo,
    "--log-level", o.logLevel ?? "info", "--show-interactive-dev-session=false", ...vars,
  ];
  const say = o.say ?? ((line) => console.error(line));
  const maxRestarts = o.maxRestarts ?? 5;
  const log = (text) => {
    if (o.logFile) appendFileSync(o.logFile, text);
  };

  let child;
  let stopped = false;
  let restarts = 0;
  let lastOutput = "";
  let restarting = null;
  let onExit = () => {};

  const spawnOnce = () => {
    log(`\n--- wrangler dev start ${new Date().toISOString()} port ${o.port} persist ${o.persistTo}\n`);
    const c = spawn(process.execPath, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...OFFLINE_ENV } });
    const keep = (stream) => (d) => {
      log(d);
      lastOutput = (lastOutput + d.toString()).slice(-4000);
      if (o.echo) stream.write(d);
    };
    c.stdout.on("data", keep(process.stdout));
    c.stderr.on("data", keep(process.stderr));
    c.on("exit", (code, signal) => {
      log(`--- wrangler dev exited ${new Date().toISOString()} code ${code} signal ${signal}\n`);
      if (c === child) onExit(code, signal);
    });
    o.onSpawn?.(c.pid);
    return c;
  };
  const killGroup = (c, signal) => {
    try {
      process.kill(-c.pid, signal);
    } catch {
      /* already gone */
    }
  };
  const waitUp = async (c) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (c.exitCode !== null || c.signalCode !== null) throw new Error(`wrangler dev exited early${o.logFile ? ` (log: ${o.logFile})` : ""}:\n${lastOutput}`);
      if (await healthy(url, 5_000)) return;
      await sleep(250);
    }
    killGroup(c, "SIGKILL");
    throw new Error(`wrangler dev did not start in ${START_TIMEOUT_MS / 1000} s${o.logFile ? ` (log: ${o.logFile})` : ""}:\n${lastOutput}`);
  };

  child = spawnOnce();
  try {
    await waitUp(child);
  } catch (e) {
    killGroup(child, "SIGKILL");
    throw e;
  }

  const where = `wrangler dev on :${o.port}`;
  const restart = (reason, diedAt) => {
    if (stopped || restarting) return;
    restarting = (async () => {
      if (restarts >= maxRestarts) {
        say(`[dev-server] ${where} died again (${reason}); ${maxRestarts} restarts already, giving up${o.logFile ? ` (log: ${o.logFile})` : ""}`);
        return;
      }
      restarts++;
      say(`[dev-server] ${where} died (${reason}); restarting it on the same port and state (restart ${restarts}${o.logFile ? `, log: ${o.logFile}` : ""})`);
      killGroup(child, "SIGKILL");
      for (let i = 0; i < 40 && !(await portFree(o.port, host)); i++) await sleep(250);
      if (stopped) return;
      child = spawnOnce();
      try {
        await waitUp(child);
      } catch (e) {
        say(`[dev-server] ${where} did not come back: ${String(e)}`);
        return;
      }
      const upAt = Date.now();
      say(`[dev-server] ${where} is back after ${((upAt - diedAt) / 1000).toFixed(1)} s (restart ${restarts})`);
      o.onRestart?.({ port: o.port, reason, diedAt, upAt, log: o.logFile ?? "" });
    })().finally(() => {
      restarting = null;
    });
  };
  onExit = (code, signal) => {
    if (!stopped) restart(`exit code ${code}${signal ? `, signal ${signal}` : ""}`, Date.now());
  };

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
    pid: () => child.pid,
    restarts: () => restarts,
    stop: (signal = "SIGTERM") =>
      new Promise((done) => {
        stopped = true;
        const c = child;
        if (c.exitCode !== null || c.signalCode !== null) return done();
        c.once("exit", () => done());
        killGroup(c, signal);
        setTimeout(() => killGroup(c, "SIGKILL"), 5_000).unref();
      }),
  };
}
