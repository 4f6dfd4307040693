#!/usr/bin/env bash
# `npm run test:faults` (issue 29, item 4): every fault test on its own, on a fresh build of the main
# edition. Each of them also runs in `npm test`:
#   - DATA_DIR full, the mail queue over a stopped and restarted SMTP server, what counts as the store
#     being unavailable (unit tests on the real SQLite file and a real SMTP server);
#   - the content API hanging, answering garbage or cutting the connection, the live-score source the
#     same, the mail server down during a login (tests/e2e/faults.spec.ts, a real instance);
#   - every instance behind nginx down (tests/e2e/topology.spec.ts);
#   - Redis and PostgreSQL stopped and started again, an instance killed under load, a rolling deploy,
#     and every reader's write answered 2xx around those faults (quiz answers, newsletter sign-ups,
#     topic follows, tips, sign-ins with a mailed code: account and session) checked row by row
#     (scripts/test-scale.ts, its own mail sink as the instances' SMTP server);
#   - under a real systemd: an instance killed and restarted, stopped gracefully, crashing until its
#     start limit (scripts/test-systemd.ts; as root, else skipped).
# Ends with 'N passed, N failed' (the steps).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh
source scripts/lib/testClock.sh
export NEXT_TELEMETRY_DISABLED=1
# The store, the build and the e2e instances on the tests' clock (README "Time").
pin_test_clock
passed=0
failed=0
step() {
  echo "==> $1"
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
bash scripts/ensure-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
step "unit fault tests" npx vitest run lib/userdata/diskFull.test.ts lib/mail/mailQueue.test.ts \
  lib/store/storeUnavailable.test.ts
step "content store" npm run --silent content
step "main build" env EDITIONS=main CONTENT=written bash scripts/build-editions.sh
if bash scripts/ensure-chromium.sh; then
  # The runner on the machine's clock; it puts its sites on the tests' (tests/e2e/runClock.ts).
  step "e2e fault tests" machine_clock npx playwright test --project=main tests/e2e/faults.spec.ts \
    tests/e2e/topology.spec.ts
else
  failed=$((failed + 1))
fi
if bash scripts/ensure-postgres.sh && bash scripts/ensure-redis.sh; then
  # As in npm test: on the machine's clock, as a deployment runs (it writes its own store).
  step "scaled topology faults" machine_clock npx tsx scripts/test-scale.ts
else
  failed=$((failed + 1))
fi
step "systemd units" npx tsx scripts/test-systemd.ts
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
