/** Debian's Chromium driven by playwright-core, with the offline flags (no network, no first-run prompts). */
import { execSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";

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

/** `extraArgs`/`extraDisabledFeatures`: for one test file only (e.g. the voice test's fake microphone). */
export function launch(extraArgs: string[] = [], extraDisabledFeatures: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      `--disable-features=${[...DISABLED_FEATURES, ...extraDisabledFeatures].join(",")}`, "--component-updater=url-source=http://127.0.0.1:9/",
      ...extraArgs,
    ],
  });
}
