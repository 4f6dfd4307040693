#!/usr/bin/env bash
# The whole test suite: lint, format, type check, unit + component tests (also with the clock moved by
# days), both editions built, e2e in Chromium for both editions. Runs every step even when one fails,
# says how long each took, and ends with 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
source scripts/lib/testClock.sh # the tests' clock (use_clock, pin_test_clock)
export NEXT_TELEMETRY_DISABLED=1
suite_started=$SECONDS

bash scripts/ensure-deps.sh || { echo "dependency installation failed"; echo "0 passed, 1 failed"; exit 1; }
# PostgreSQL for the store tests that run on both engines and Redis for the shared page cache; without
# them (not root) those tests skip.
bash scripts/ensure-postgres.sh || true
bash scripts/ensure-redis.sh || true
rm -rf reports && mkdir -p reports

checks_passed=0
checks_failed=0
failed_steps=()
# Each timed part's wall time, printed at the end (scripts/test-summary.mjs).
timings=reports/timings.tsv
: >"$timings"
timed() {
  local name=$1 started=$SECONDS status
  shift
  echo "==> $name"
  "$@"
  status=$?
  printf '%s\t%s\n' "$name" $((SECONDS - started)) >>"$timings"
  return $status
}
counted() {
  if [ "$2" -eq 0 ]; then checks_passed=$((checks_passed + 1)); else
    checks_failed=$((checks_failed + 1)); failed_steps+=("$1"); fi
}
step() {
  timed "$@"
  counted "$1" $?
}
printf '%s\t%s\n' "install packages and engines" $((SECONDS - suite_started)) >>"$timings"

# Steps that share nothing, side by side (the slowest, lint, keeps one core busy): each one's output is
# kept and printed when all have ended, in their order. Arguments: name command... [-- name command...]
side_by_side() {
  local names=() pids=() name command
  while [ $# -gt 0 ]; do
    name=$1 command=()
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do command+=("$1"); shift; done
    shift || true
    timed "$name" "${command[@]}" >"reports/step-$name.log" 2>&1 &
    names+=("$name") pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}"
    counted "${names[$i]}" $?
    cat "reports/step-${names[$i]}.log"
  done
}

step install bash scripts/check-install.sh
# The demo world written for the tests' clock (scripts/lib/testClock.sh): the store some unit tests read
# (tests/setup/testStore.ts) and the builds and e2e tests serve, written beside the static checks.
pin_test_clock
side_by_side lint npx eslint . --max-warnings=0 -- format npx prettier --check . --log-level warn \
  -- typecheck npx tsc --noEmit -- content npm run --silent content
# The unit runs' own copies (they write to the store): the builds and e2e tests serve it as written, and
# the moved-clock runs below start from it as written too.
for copy in unit-data unit-data-base; do
  rm -rf "reports/$copy" && cp -r "${DATA_DIR:-var}" "reports/$copy"
done

# The unit and component tests on the machine's clock, noting which test files read it
# (tests/clock/clockReaders.mts).
use_clock 0
timed unit env DATA_DIR=reports/unit-data-base CLOCK_READERS_LOG=reports/clock-readers.log \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
# Its exit status too: a worker that crashed or an unhandled error leaves the report's tests skipped or
# passed, and only the status says so.
export UNIT_EXIT_STATUS=$?

pin_test_clock
step build env CONTENT=written bash scripts/build-editions.sh
# Bundle-size budgets (issue 7): first-load JS of the front, list and article pages of each edition.
for edition in main regional; do
  step "bundle-size $edition" npx tsx scripts/bench/js.ts --edition "$edition"
done

# The unit tests again with the clock moved by 1, 40 and 400 days: no test may depend on the day it runs
# (a test that reads the store or renders a date pins its clock, tests/clock/testClock.ts). Only the
# test files whose code read the clock in the run above: the others do the same on any day. They run
# meanwhile the browser suites leave a core idle (waiting for pages), in one worker and niced so that
# those come first, on their own copy of the store; their output is in reports/unit-clock-*.log.
mapfile -t clock_readers < <(sort -u reports/clock-readers.log 2>/dev/null)
(
  export DATA_DIR=reports/unit-data
  for days in 1 40 400; do
    use_clock $((days * 86400000))
    # None found means the finding broke (tests/clock's own tests read the clock): a failed run.
    [ ${#clock_readers[@]} -gt 0 ] || { echo "no test file read the clock" >"reports/unit-clock-$days.log"
      echo 1 >"reports/unit-clock-$days.status"; continue; }
    timed "unit, clock +$days days (${#clock_readers[@]} files, beside the e2e tests)" nice -n 10 \
      npx vitest run --maxWorkers=1 --reporter=dot --reporter=json --outputFile.json="reports/unit-clock-$days.json" \
      "${clock_readers[@]}" >"reports/unit-clock-$days.log" 2>&1
    printf '%s\n' $? >"reports/unit-clock-$days.status"
  done
) &
moved_clock_runs=$!

if bash scripts/ensure-chromium.sh; then
  # The look of every page kind first (issue 27): the other e2e tests write to the store.
  timed "e2e look (layout and snapshots)" machine_clock env E2E_LOOK=1 npx playwright test --project=main-look --project=regional-look
  timed e2e machine_clock npx playwright test --project=main --project=regional
  # What the servers logged meanwhile (issue 29): JSON lines with request ids, and no secret.
  step "server logs" machine_clock npx tsx scripts/check-server-logs.ts reports/server-logs
else
  checks_failed=$((checks_failed + 1)); failed_steps+=("chromium")
fi
timed "waiting for the moved-clock unit runs" wait $moved_clock_runs

# The scaled topology (issue 13): PostgreSQL, Redis, two instances, nginx; needs the main build.
if bash scripts/ensure-postgres.sh && bash scripts/ensure-redis.sh; then
  touch reports/scale.expected
  # On the machine's clock, as a deployment runs: it writes its own store, and on the moved clock
  # Next's shared-cache entries came back STALE to the other instance.
  timed "scaled topology" machine_clock env SCALE_REPORT=reports/scale.json npx tsx scripts/test-scale.ts
else
  echo "==> scaled topology skipped: PostgreSQL or Redis cannot be installed here"
fi

# The systemd units under a real systemd (issue 29), in a throwaway container; about a minute. Not root
# or no container possible here: it prints 'skipped: <reason>' and passes.
step "systemd units" npx tsx scripts/test-systemd.ts

printf '%s\t%s\n' "whole suite" $((SECONDS - suite_started)) >>"$timings"
node scripts/test-summary.mjs "$checks_passed" "$checks_failed" "${failed_steps[@]}"
