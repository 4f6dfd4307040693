#!/usr/bin/env bash
# The install is reproducible and clean (issue 28): package.json and package-lock.json agree, an install
# would not change the lock file (every platform's optional packages are in it), and the production
# dependencies carry no high or critical advisory by `npm audit`. Fails on any of them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp package.json package-lock.json "$tmp"/
cp -r patches "$tmp"/
(cd "$tmp" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
if ! cmp -s package-lock.json "$tmp/package-lock.json"; then
  echo "package-lock.json is out of date: an install would change it (run npm install and commit the lock file)" >&2
  diff <(grep -o '"node_modules/[^"]*"' package-lock.json) <(grep -o '"node_modules/[^"]*"' "$tmp/package-lock.json") | head -20 >&2 || true
  exit 1
fi
echo "lock file: in step with package.json, unchanged by an install"

# npm audit exits 1 both for advisories and when the registry has no audit endpoint (a mirror, a proxy):
# only the first fails this check; the second is said, not hidden.
report=$(npm audit --omit=dev --audit-level=high --json 2>/dev/null || true)
node -e '
  const r = JSON.parse(process.argv[1] || "{}");
  if (!r.metadata) {
    console.log(`npm audit: not run, the registry answered no advisories here (${r.message ?? r.error?.summary ?? "no answer"})`);
    process.exit(0);
  }
  const v = r.metadata?.vulnerabilities ?? {};
  console.log(`npm audit --omit=dev: ${JSON.stringify(v)}`);
  process.exit((v.high ?? 0) + (v.critical ?? 0) > 0 ? 1 : 0);
' "$report"
