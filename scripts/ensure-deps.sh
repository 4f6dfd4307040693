#!/usr/bin/env bash
# Installs the npm packages exactly as the lock file says (`npm ci`) when they are missing or older than
# the lock file, and checks that the native SQLite driver loads on the Node.js in use (it is compiled
# from source against that Node's headers on machines without a matching prebuild).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> installing npm packages (npm ci, Node $(node -v))"
  npm ci --no-audit --no-fund
fi

if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; then
  echo "==> rebuilding better-sqlite3 from source for Node $(node -v)"
  npm rebuild better-sqlite3
  node -e "new (require('better-sqlite3'))(':memory:').close()"
fi
