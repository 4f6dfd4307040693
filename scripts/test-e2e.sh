#!/usr/bin/env bash
# `npm run test:e2e`: the content store and both editions built for the tests' clock (the demo world of
# TEST_NOW, scripts/lib/testClock.sh), then the Playwright e2e tests (arguments go to Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
source scripts/lib/testClock.sh
bash scripts/ensure-chromium.sh
pin_test_clock
bash scripts/build-editions.sh
# The runner on the machine's clock, the sites on the tests' (tests/e2e/runClock.ts).
machine_clock npx playwright test "$@"
