/**
 * The one browser set-up of the e2e files: Debian's Chromium driven by playwright-core, with the
 * offline flags (no network, no first-run prompts). A file calls `useBrowser()` once at top level and then uses
 * `browser` (a live binding: it is this file's Chromium from `beforeAll` until `afterAll`; vitest
 * loads this module afresh for every test file).
 */
import { execSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { failureReport, resetWatched } from "./failDump";

const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion", "AutofillServerCommunication",
];

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync("command -v chromium || command -v chromium-browser", { shell: "/bin/sh" }).toString().trim();
}

export interface LaunchOptions {
  /** Extra command-line switches for one file only (e.g. the voice test's fake microphone). */
  args?: string[];
  /** Extra `--disable-features` entries for one file only. */
  disabledFeatures?: string[];
}

export function launch(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      `--disable-features=${[...DISABLED_FEATURES, ...(options.disabledFeatures ?? [])].join(",")}`, "--component-updater=url-source=http://127.0.0.1:9/",
      ...(options.args ?? []),
    ],
  });
}

/** This file's Chromium, set by `useBrowser()`. */
export let browser: Browser;

/** Launches Chromium before this file's tests (as `browser`) and closes it after them. */
export function useBrowser(options: LaunchOptions = {}): void {
  beforeAll(async () => {
    browser = await launch(options);
  });
  beforeEach(resetWatched);
  // A failed test says what its pages showed, next to its own error (see failDump.ts).
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const report = await failureReport(task.name);
    if (report) throw new Error(`the pages when the test failed:\n${report}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
}
