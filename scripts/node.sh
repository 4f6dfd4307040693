#!/usr/bin/env bash
# Runs a command on the project's Node.js (scripts/lib/node.sh): `bash scripts/node.sh tsx file.ts`.
set -euo pipefail
# shellcheck source=lib/node.sh
source "$(dirname "$0")/lib/node.sh"
exec "$@"
