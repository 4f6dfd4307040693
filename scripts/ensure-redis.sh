#!/usr/bin/env bash
# Makes sure `redis-server` exists for the shared-cache tests and the scaled topology: Debian's package
# when we are root, else a note. Our scripts start their own server on loopback (scripts/lib/
# redisServer.ts); the package's system service is kept from starting.
set -euo pipefail
have() { command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ]; }
if have; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> installing Debian's redis-server"
  own_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null 2>&1 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; } || true
  [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
  have && exit 0
fi
echo "redis-server not found: the shared-cache tests will skip (apt-get install redis-server)." >&2
exit 1
