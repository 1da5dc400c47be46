#!/usr/bin/env bash
# HARNESS-1 (issue 17): proves that the e2e harness survives a dead `wrangler dev`.
# test/e2e/restart.check.ts kills the shared dev server mid-file; scripts/test.mjs must print the
# restart, rerun that file once (and only that file), and end with every test passed.
# Needs a build (npm run build) and Chromium, like the e2e tests.
set -uo pipefail
cd "$(dirname "$0")/.."
# Two ways to die: `kill` (the process group ends, SIGKILL) and `stop` (frozen by SIGSTOP: alive,
# not answering; the health check must find it, which takes up to about a minute).
fail=0
for how in kill stop; do
out="$(mktemp)"
echo "=== restart-check: $how"
MESA_E2E_RESTART_CHECK=$how node scripts/test.mjs --project e2e test/e2e/restart.check.ts test/e2e/platform.test.ts 2>&1 | tee "$out"
expect() { grep -qE "$1" "$out" || { echo "restart-check ($how): missing: $1"; fail=1; }; }
if [ "$how" = kill ]; then why='exit code null, signal SIGKILL'; else why='health check failed 3 times in a row'; fi
expect "^\[dev-server\] wrangler dev on :[0-9]+ died \($why\); restarting it on the same port and state"
expect '^\[dev-server\] wrangler dev on :[0-9]+ is back after'
expect '^rerunning test/e2e/restart\.check\.ts once'
expect '^rerun of test/e2e/restart\.check\.ts: 3 passed, 0 failed$'
expect '^dev-server restarts: 1$'
if grep -q '^rerunning test/e2e/platform' "$out"; then echo "restart-check ($how): platform.test.ts was rerun but did not fail"; fail=1; fi
last="$(tail -n 1 "$out")"
[[ "$last" =~ ^[1-9][0-9]*\ passed,\ 0\ failed$ ]] || { echo "restart-check ($how): last line is \"$last\""; fail=1; }
rm -f "$out"
done
[ "$fail" -eq 0 ] && echo "restart-check: OK" || echo "restart-check: FAILED"
exit "$fail"
