#!/usr/bin/env bash
# Makes sure a Chromium for the e2e tests exists: Debian's package when we are root, else instructions.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$path" ] && exit 0
fi
cat >&2 <<MSG
No Chromium found at $path. The e2e tests need one:
  - on Debian/Ubuntu as root: apt-get install chromium
  - elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.
MSG
exit 1
