/** Starts `wrangler dev` on a free loopback port with fresh storage, in its own process group. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

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
  stop(): void;
}

export async function startDevServer(extraVars: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), "mesa-e2e-"));
  const vars = Object.entries(extraVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const child: ChildProcess = spawn(
    "npx",
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--log-level", "warn", "--show-interactive-dev-session=false", ...vars],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...OFFLINE_ENV } },
  );
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/rooms`);
      if (res.ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`wrangler dev did not start in 60 s:\n${log}`);
}
