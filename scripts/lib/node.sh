# Sourced by the project's entry scripts (tests, demo, build, bench, topology): puts a supported Node.js
# first on PATH. The version lives in .node-version (also read by nvm, fnm and similar tools). When the
# machine's own Node is older than that version's major, the official build of that version is taken
# from the npm registry (the node-<platform>-<arch> package: the binary and its C headers) into
# .tools/, once, so nothing comes from outside npm; native modules (better-sqlite3) compile against
# those headers (npm_config_nodedir). NODE_RUNTIME=system keeps the machine's Node whatever its version.
# shellcheck shell=bash
hirvonal_use_node() {
  local root wanted wanted_major have_major platform arch dir tmp
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  wanted=$(tr -d '[:space:]v' <"$root/.node-version")
  wanted_major=${wanted%%.*}
  have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "${NODE_RUNTIME:-}" = system ] || [ "$have_major" -ge "$wanted_major" ]; then return 0; fi
  platform=$(uname -s | tr '[:upper:]' '[:lower:]')
  case $(uname -m) in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  dir="$root/.tools/node-v$wanted-$platform-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "==> Node $(node -v 2>/dev/null || echo '(none)') is older than $wanted: fetching node-$platform-$arch@$wanted from npm" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-$platform-$arch@$wanted" >/dev/null) || {
      rm -rf "$tmp"
      echo "could not fetch Node $wanted from the npm registry" >&2
      return 1
    }
    mkdir -p "$dir.partial"
    tar -xzf "$tmp"/node-*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$tmp" "$dir"
    mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
}
hirvonal_use_node || return 1 2>/dev/null || exit 1
