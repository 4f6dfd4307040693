#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lock file, and checks that the
# native SQLite driver loads (it is compiled from source on machines without a matching prebuild).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> installing npm packages"
  if ! npm ci --no-audit --no-fund; then
    # The lock file may lack another platform's optional packages; npm install repairs that.
    echo "==> npm ci failed; retrying with npm install" >&2
    npm install --no-audit --no-fund
  fi
fi

if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; then
  echo "==> rebuilding better-sqlite3 from source"
  npm rebuild better-sqlite3
  node -e "new (require('better-sqlite3'))(':memory:').close()"
fi
