/**
 * `wrangler dev` for the browser tests: on a free loopback port with fresh persisted storage,
 * supervised by scripts/devServer.mjs (restarted on the same port and the same `--persist-to` state
 * when it exits or stops answering). Its output goes to `test/e2e/artifacts/dev-server-<port>.log`;
 * every restart is printed and appended to `test/e2e/artifacts/restarts.jsonl`, which
 * `scripts/test.mjs` reads to rerun the test files it made fail and to count the restarts.
 */
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { superviseDevServer, waitUntilUp } from "../../scripts/devServer.mjs";

export { OFFLINE_ENV, waitUntilUp } from "../../scripts/devServer.mjs";
export const ARTIFACTS = "test/e2e/artifacts";
export const RESTARTS_FILE = join(ARTIFACTS, "restarts.jsonl");
/** When each e2e file ran (`fileSetup.ts`), to tell which files a restart overlapped. */
export const FILES_FILE = join(ARTIFACTS, "files.jsonl");
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

export interface DevServer {
  url: string;
  port: number;
  logFile: string;
  restarts(): number;
  stop(): Promise<void>;
}

export async function startDevServer(extraVars: Record<string, string> = {}): Promise<DevServer> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const persistTo = mkdtempSync(join(tmpdir(), "mesa-e2e-"));
  // A port taken between freePort() and wrangler's bind is retried on another port (first start only).
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logFile = join(ARTIFACTS, `dev-server-${port}.log`);
    try {
      const server = await superviseDevServer({
        port,
        persistTo,
        vars: extraVars,
        logFile,
        say: (line) => console.error(line),
        onSpawn: (pid) => writeFileSync(pidFile(port), String(pid)),
        onRestart: (record) => appendFileSync(RESTARTS_FILE, JSON.stringify(record) + "\n"),
      });
      return { url: server.url, port, logFile, restarts: server.restarts, stop: () => server.stop() };
    } catch (e) {
      if (attempt < 3 && String(e).includes("Address already in use")) continue;
      throw e;
    }
  }
}

