/**
 * Runs around every e2e file: waits for the shared dev server (it may be coming back from a
 * restart) and records when the file ran, so `scripts/test.mjs` can rerun the files a restart hit.
 */
import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { FILES_FILE, waitUntilUp } from "./server";

let start = 0;
beforeAll(async () => {
  start = Date.now();
  await waitUntilUp(inject("baseUrl"));
});
afterAll(() => {
  const path = expect.getState().testPath ?? "unknown";
  appendFileSync(FILES_FILE, JSON.stringify({ file: relative(process.cwd(), path), start, end: Date.now() }) + "\n");
});
