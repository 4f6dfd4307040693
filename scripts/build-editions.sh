#!/usr/bin/env bash
# Builds the content store once and both editions (each into its own .next-<edition> folder), with
# webpack: its bundles evaluate and hydrate faster on a phone than Turbopack's (docs/adr/008).
# EDITIONS names the editions to build (default both); CONTENT=written builds on the store as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
export NEXT_TELEMETRY_DISABLED=1
[ "${CONTENT:-}" = written ] || npm run --silent content
for edition in ${EDITIONS:-main regional}; do
  echo "==> building edition $edition"
  EDITION=$edition node node_modules/next/dist/bin/next build --webpack
done
