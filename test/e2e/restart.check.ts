/**
 * HARNESS-1 (issue 17) the supervised dev server, proven. Not part of `npm test` (it would add a
 * restart to every run): `bash scripts/restart-check.sh` runs it through scripts/test.mjs with
 * MESA_E2E_RESTART_CHECK=kill or =stop. The first run kills the shared `wrangler dev` in the
 * middle of this file: `kill` ends its whole process group (SIGKILL, as abruptly as it exits on
 * its own), `stop` freezes it (SIGSTOP: alive but not answering, found by the health check). The
 * test right after the kill fails; the server must come back on the same port with the same persisted
 * state (the room made before the kill still seats a newcomer beside its host), and
 * scripts/test.mjs must print the restart and rerun this file once. The rerun
 * (MESA_E2E_RERUN=1) does not kill, and passes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { PHONE, Problems, hostRoom, joinByLink, person } from "./play";
import { pidFile, waitUntilUp } from "./server";
import { healthy } from "../../scripts/devServer.mjs";

useBrowser();
const rerun = process.env.MESA_E2E_RERUN === "1";
const signal = process.env.MESA_E2E_RESTART_CHECK === "stop" ? "SIGSTOP" : "SIGKILL";

describe("HARNESS-1 a dev server that dies mid-file", () => {
  const problems = new Problems();
  let host: Page;
  let code = "";

  it("HARNESS-1 a room is made before the server dies", async () => {
    host = await person(browser, problems, "ana", "pt-BR", PHONE);
    code = await hostRoom(host, inject("baseUrl"), "matiz", "Ana");
    expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  });

  it("HARNESS-1 the server answers right after the kill (fails on the first run: the kill is real)", async () => {
    const base = inject("baseUrl");
    if (!rerun) process.kill(-Number(readFileSync(pidFile(Number(new URL(base).port)), "utf8")), signal);
    const answered = await healthy(base, 5_000);
    expect(answered).toBe(true);
  });

  it("HARNESS-1 the server comes back on the same port and state: the room seats a newcomer beside its host", async () => {
    const base = inject("baseUrl");
    await waitUntilUp(base, 90_000);
    const bia = await person(browser, problems, "bia", "pt-BR", PHONE);
    await joinByLink(bia, base, code, "Bia");
    await bia.getByTestId("seats").getByText("Ana").waitFor();
  }, 120_000);
});
