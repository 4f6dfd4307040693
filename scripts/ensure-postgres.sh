#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, postgres; the unaccent extension comes with them) are
# there for the tests that run on both store engines: Debian's package when we are root, else a note.
# The tests start their own throw-away cluster (scripts/lib/postgresServer.ts), never the system one.
set -euo pipefail
have() { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null; }
if have; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> installing Debian's postgresql"
  apt-get update -qq
  # A policy-rc.d keeps the package from starting the system cluster's service (ours, if none is there).
  own_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || true
  [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
  have && exit 0
fi
echo "PostgreSQL not found: the PostgreSQL halves of the store tests will skip (apt-get install postgresql)." >&2
exit 1
