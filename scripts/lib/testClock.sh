# Sourced by the test entry scripts: `use_clock OFFSET_MS` moves the clock of every Node process this
# shell starts from now on (and of their Node children) by OFFSET_MS milliseconds, through the
# preload tests/clock/preload.mts in NODE_OPTIONS; `pin_test_clock` moves it so that it reads the
# tests' clock, TEST_NOW (tests/clock/movedClock.mts), and runs on from there: the store is written
# for that instant and the builds, servers and tests see it as now. One offset for the whole run, so
# every process's clock agrees. `machine_clock COMMAND` runs a command on the machine's clock but
# tells it the offset: Playwright's runner (tests/e2e/runClock.ts). Needs the project's Node
# (scripts/lib/node.sh) first on PATH.
# shellcheck shell=bash
hirvonal_clock_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

use_clock() {
  export CLOCK_OFFSET_MS=$1
  case " ${NODE_OPTIONS:-} " in
  *" --import=$hirvonal_clock_root/tests/clock/preload.mts "*) ;;
  *) export NODE_OPTIONS="--import=$hirvonal_clock_root/tests/clock/preload.mts${NODE_OPTIONS:+ $NODE_OPTIONS}" ;;
  esac
}

pin_test_clock() {
  local offset
  offset=$(cd "$hirvonal_clock_root" && CLOCK_OFFSET_MS=0 node --input-type=module -e \
    "import { offsetToTestNow } from './tests/clock/movedClock.mts'; console.log(offsetToTestNow())")
  use_clock "$offset"
}

machine_clock() {
  local options=() option
  for option in ${NODE_OPTIONS:-}; do
    [ "$option" = "--import=$hirvonal_clock_root/tests/clock/preload.mts" ] || options+=("$option")
  done
  NODE_OPTIONS="${options[*]}" "$@"
}
