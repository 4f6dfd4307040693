#!/usr/bin/env bash
# The demo: installs what is needed, builds the store and both editions, and serves them side by side:
# main on $PORT (default 3000), regional on $PORT+1. Ctrl-C stops both. Each edition is built with its
# public origin set to the local server (SITE_URL), so feed links, canonical URLs and sitemaps of the
# demo point at the running demo, not at a production domain. Each step says how long it took, and the
# last line how long the demo took to serve both editions.
set -euo pipefail
demo_started=$SECONDS
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
export NEXT_TELEMETRY_DISABLED=1
timed() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "==> $name: $((SECONDS - started)) s"
}
timed "packages" bash scripts/ensure-deps.sh
port=${PORT:-3000}
# The demo world moved up to today (scripts/content/worldShift.ts), written once for both builds.
timed "content store" npm run --silent content
SITE_URL="http://localhost:$port" EDITIONS=main CONTENT=written timed "main edition build" \
  bash scripts/build-editions.sh
SITE_URL="http://localhost:$((port + 1))" EDITIONS=regional CONTENT=written timed \
  "regional edition build" bash scripts/build-editions.sh
# Social sign-in against a real OpenID Connect provider on loopback (scripts/dev/oidcProvider.ts): any
# email address signs in on its own form. Login codes land in var/outbox/ (one JSON file per mail).
oidc_port=$((port + 12))
export OIDC_ISSUER="http://127.0.0.1:$oidc_port" OIDC_CLIENT_ID=hirvonal-demo
OIDC_CLIENT_SECRET=$(node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))")
export OIDC_CLIENT_SECRET
OIDC_REDIRECT_URIS="http://localhost:$port/login,http://localhost:$((port + 1))/login" \
  node node_modules/tsx/dist/cli.mjs scripts/dev/oidcProvider.ts --port "$oidc_port" >/dev/null &
oidc_pid=$!
# Topic notifications (issue 32): a push service on loopback (scripts/dev/pushSink.ts) that the sites
# take as one, and the app push gateway; what it receives (decrypted) is at its /messages. Browsers'
# own push services (FCM, Mozilla, Apple) work too when the machine reaches them.
push_port=$((port + 13))
export WEB_PUSH_EXTRA_ORIGINS="http://127.0.0.1:$push_port"
export APP_PUSH_GATEWAY_URL="http://127.0.0.1:$push_port/gateway"
node node_modules/tsx/dist/cli.mjs scripts/dev/pushSink.ts --port "$push_port" >/dev/null &
push_pid=$!
# Live sport: Germany-Scotland (Euro 2024) and the 2024 Hungarian Grand Prix replay live from now, again
# every three hours (lib/sport/localSport.ts), so /sport/foci and /sport/forma-1 show live polling.
export SPORT_REPLAY=${SPORT_REPLAY:-football:1240001,f1:2024013}
# Election night: the 2024 European Parliament election's count replays from now over an hour, again
# every three hours (lib/elections/server/localElections.ts), so /melleklet/ep-2024 shows a live count.
export ELECTION_REPLAY=${ELECTION_REPLAY:-ep-2024}
EDITION=main node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server/main.ts -p "$port" &
main_pid=$!
EDITION=regional node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server/main.ts -p "$((port + 1))" &
regional_pid=$!
trap 'kill $main_pid $regional_pid $oidc_pid $push_pid 2>/dev/null' INT TERM EXIT
# Both servers answer before the demo says where they are.
for serving_port in "$port" "$((port + 1))"; do
  until node -e "fetch('http://127.0.0.1:$serving_port/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do
    kill -0 $main_pid $regional_pid 2>/dev/null || { echo "a demo server stopped" >&2; exit 1; }
    sleep 0.5
  done
done
echo "==> serving both editions $((SECONDS - demo_started)) s after the start"
echo "==> main edition:     http://localhost:$port"
echo "==> regional edition: http://localhost:$((port + 1))"
echo "==> preview: http://localhost:$port/api/preview?path=/ (demo accounts in the README; codes in var/outbox/)"
echo "==> push service (notifications received): http://127.0.0.1:$push_port/messages"
wait
