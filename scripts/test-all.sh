#!/usr/bin/env bash
# The whole test suite: lint, format, type check, unit + component tests, both editions built, e2e in
# Chromium for both editions. Runs every step even when one fails, and ends with 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh || { echo "dependency installation failed"; echo "0 passed, 1 failed"; exit 1; }
# PostgreSQL for the store tests that run on both engines and Redis for the shared page cache; without
# them (not root) those tests skip.
bash scripts/ensure-postgres.sh || true
bash scripts/ensure-redis.sh || true
rm -rf reports && mkdir -p reports

checks_passed=0
checks_failed=0
failed_steps=()
step() {
  local name=$1; shift
  echo "==> $name"
  if "$@"; then checks_passed=$((checks_passed + 1)); else
    checks_failed=$((checks_failed + 1)); failed_steps+=("$name"); fi
}

step install bash scripts/check-install.sh
step lint npx eslint . --max-warnings=0
step format npx prettier --check . --log-level warn
step typecheck npx tsc --noEmit
# The content store first: some unit tests read real answers from it (lib/openapi/realAnswers.test.ts).
step content npm run --silent content
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
# Its exit status too: a worker that crashed or an unhandled error leaves the report's tests skipped or
# passed, and only the status says so.
export UNIT_EXIT_STATUS=$?
step build bash scripts/build-editions.sh
# Bundle-size budgets (issue 7): first-load JS of the front, list and article pages of each edition.
for edition in main regional; do
  step "bundle-size $edition" npx tsx scripts/bench/js.ts --edition "$edition"
done
if bash scripts/ensure-chromium.sh; then
  # The visual snapshots first (issue 27): the other e2e tests write to the store.
  E2E_LOOK=1 npx playwright test --project=main-look --project=regional-look
  npx playwright test --project=main --project=regional
  # What the servers logged meanwhile (issue 29): JSON lines with request ids, and no secret.
  step "server logs" npx tsx scripts/check-server-logs.ts reports/server-logs
else
  checks_failed=$((checks_failed + 1)); failed_steps+=("chromium")
fi

# The scaled topology (issue 13): PostgreSQL, Redis, two instances, nginx; needs the main build.
if bash scripts/ensure-postgres.sh && bash scripts/ensure-redis.sh; then
  touch reports/scale.expected
  SCALE_REPORT=reports/scale.json npx tsx scripts/test-scale.ts
else
  echo "==> scaled topology skipped: PostgreSQL or Redis cannot be installed here"
fi

# The systemd units under a real systemd (issue 29), in a throwaway container; about a minute. Not root
# or no container possible here: it prints 'skipped: <reason>' and passes.
step "systemd units" npx tsx scripts/test-systemd.ts

node scripts/test-summary.mjs "$checks_passed" "$checks_failed" "${failed_steps[@]}"
