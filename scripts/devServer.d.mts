/** Types of scripts/devServer.mjs (used by test/e2e/server.ts and scripts/start.mjs). */
export const OFFLINE_ENV: Record<string, string>;
export const START_TIMEOUT_MS: number;
export function portFree(port: number, host?: string): Promise<boolean>;

/** One restart (epoch ms). */
export interface RestartRecord {
  port: number;
  reason: string;
  diedAt: number;
  upAt: number;
  log: string;
}

export interface DevServerOptions {
  port: number;
  persistTo: string;
  /** `--ip` (default 127.0.0.1). */
  ip?: string;
  /** `--var` values. */
  vars?: Record<string, string>;
  /** wrangler's `--log-level` (default info). */
  logLevel?: string;
  /** Append wrangler's output here. */
  logFile?: string;
  /** Also copy wrangler's output to this process's stdout/stderr. */
  echo?: boolean;
  /** Restarts before giving up (default 5). */
  maxRestarts?: number;
  /** Where the supervisor's own lines go (default console.error). */
  say?: (line: string) => void;
  /** Called with each new wrangler process group id. */
  onSpawn?: (pid: number) => void;
  /** Called once a restarted server answers again. */
  onRestart?: (record: RestartRecord) => void;
}

export interface SupervisedServer {
  url: string;
  /** The current wrangler process group id (changes on restart). */
  pid(): number;
  restarts(): number;
  /** Stops supervising and ends wrangler (SIGTERM, then SIGKILL after 5 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function healthy(url: string, patienceMs?: number): Promise<boolean>;
export function waitUntilUp(url: string, ms?: number): Promise<void>;
export function superviseDevServer(options: DevServerOptions): Promise<SupervisedServer>;
