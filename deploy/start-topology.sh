#!/usr/bin/env bash
# The production topology on loopback: N `next start` instances of one edition behind nginx as a caching
# reverse proxy (deploy/nginx/). Renders the nginx templates into a run directory, starts the instances,
# waits until each answers, then starts nginx; PIDs and logs stay in the run directory.
#
#   deploy/start-topology.sh [start]   start (the build of $EDITION must exist: npm run build)
#   deploy/start-topology.sh stop      stop nginx and the instances started from the same RUN_DIR
#   deploy/start-topology.sh status    show what runs
#
# Environment: EDITION (main), INSTANCES (2), NEXT_BASE_PORT (3100: instances on 3100, 3101, ...),
# NGINX_PORT (8080), BIND (127.0.0.1), RUN_DIR (/tmp/hirvonal-topology-$EDITION). REVALIDATE_SECRET,
# DATA_DIR and the other variables of the README reach the instances unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

EDITION=${EDITION:-main}
INSTANCES=${INSTANCES:-2}
NEXT_BASE_PORT=${NEXT_BASE_PORT:-3100}
NGINX_PORT=${NGINX_PORT:-8080}
BIND=${BIND:-127.0.0.1}
RUN_DIR=${RUN_DIR:-${TMPDIR:-/tmp}/hirvonal-topology-$EDITION}
# `next start` reads the store and warms up before it answers; a cold start takes a few seconds.
READY_TIMEOUT_SECONDS=60
HEALTH_PATH='/api/articles?limit=1'

nginx_bin() {
  command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || return 1
}

ensure_nginx() {
  if nginx_bin >/dev/null; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "==> installing nginx (Debian package)"
    # A fresh machine has no package lists yet.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx >/dev/null 2>&1 ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx >/dev/null; }
  else
    echo "nginx is missing: install Debian's package (sudo apt-get install nginx)" >&2
    exit 1
  fi
}

wait_for() {
  local url=$1 deadline=$((SECONDS + READY_TIMEOUT_SECONDS))
  until curl -fsS -o /dev/null "$url" 2>/dev/null; do
    if ((SECONDS > deadline)); then
      echo "no answer from $url within ${READY_TIMEOUT_SECONDS} s (logs in $RUN_DIR)" >&2
      return 1
    fi
    sleep 0.3
  done
}

# Replaces every @NAME@ placeholder of a template with the value of the shell variable of that name
# (bash substitution, because several values span lines).
render() {
  local text
  text=$(<"$1")
  for name in CACHE_DIR LISTEN UPSTREAM_SERVERS FIRST_UPSTREAM REVALIDATE_MIRRORS \
    REVALIDATE_MIRROR_LOCATIONS RUN_DIR USER_DIRECTIVE; do
    text=${text//@$name@/"${!name}"}
  done
  printf '%s\n' "$text" >"$2"
}

stop_pid_file() {
  local file=$1 signal=${2:-TERM}
  [ -f "$file" ] || return 0
  local pid
  pid=$(<"$file")
  if kill -0 "$pid" 2>/dev/null; then
    kill "-$signal" "$pid"
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$file"
}

stop() {
  # nginx's master removes its own pid file on QUIT (graceful: open requests finish).
  if [ -f "$RUN_DIR/nginx.pid" ]; then stop_pid_file "$RUN_DIR/nginx.pid" QUIT; fi
  for file in "$RUN_DIR"/next-*.pid; do
    [ -e "$file" ] && stop_pid_file "$file"
  done
  echo "==> topology in $RUN_DIR stopped"
}

status() {
  for file in "$RUN_DIR"/nginx.pid "$RUN_DIR"/next-*.pid; do
    [ -e "$file" ] || continue
    local pid
    pid=$(<"$file")
    if kill -0 "$pid" 2>/dev/null; then echo "running  $(basename "$file" .pid) (pid $pid)"; else echo "gone     $(basename "$file" .pid)"; fi
  done
}

start() {
  if [ ! -f ".next-$EDITION/BUILD_ID" ]; then
    echo "no build of edition $EDITION: run EDITION=$EDITION npm run build first" >&2
    exit 1
  fi
  ensure_nginx
  if [ -f "$RUN_DIR/nginx.pid" ]; then
    echo "a topology already runs from $RUN_DIR (deploy/start-topology.sh stop)" >&2
    exit 1
  fi
  mkdir -p "$RUN_DIR/tmp" "$RUN_DIR/cache"
  # A previous run's cache would serve pages of another build.
  rm -rf "${RUN_DIR:?}/cache/"*

  UPSTREAM_SERVERS='' REVALIDATE_MIRRORS='' REVALIDATE_MIRROR_LOCATIONS=''
  for ((i = 0; i < INSTANCES; i++)); do
    local port=$((NEXT_BASE_PORT + i))
    UPSTREAM_SERVERS+="    server 127.0.0.1:$port max_fails=3 fail_timeout=10s;"$'\n'
    if ((i > 0)); then
      REVALIDATE_MIRRORS+="        mirror /_revalidate_mirror/$port;"$'\n'
      REVALIDATE_MIRROR_LOCATIONS+="
    location = /_revalidate_mirror/$port {
        internal;
        proxy_cache off;
        proxy_pass http://127.0.0.1:$port/api/revalidate;
    }"
    fi
    echo "==> starting next (edition $EDITION) on 127.0.0.1:$port"
    EDITION=$EDITION NEXT_TELEMETRY_DISABLED=1 nohup node node_modules/next/dist/bin/next start \
      -p "$port" -H 127.0.0.1 >"$RUN_DIR/next-$port.log" 2>&1 &
    echo $! >"$RUN_DIR/next-$port.pid"
  done
  FIRST_UPSTREAM="127.0.0.1:$NEXT_BASE_PORT"
  CACHE_DIR="$RUN_DIR/cache"
  LISTEN="$BIND:$NGINX_PORT"
  # As root, nginx's workers would switch to `nobody`, who cannot read a private run directory.
  if [ "$(id -u)" = 0 ]; then USER_DIRECTIVE='user root;'; else USER_DIRECTIVE=''; fi
  render deploy/nginx/hirvonal.conf.template "$RUN_DIR/hirvonal.conf"
  render deploy/nginx/nginx.conf.template "$RUN_DIR/nginx.conf"

  for ((i = 0; i < INSTANCES; i++)); do
    wait_for "http://127.0.0.1:$((NEXT_BASE_PORT + i))$HEALTH_PATH" || { stop; exit 1; }
  done
  local nginx
  nginx=$(nginx_bin)
  "$nginx" -t -q -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf" || { stop; exit 1; }
  # Daemonised: the master writes $RUN_DIR/nginx.pid itself.
  "$nginx" -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf"
  wait_for "http://$BIND:$NGINX_PORT/healthz" || { stop; exit 1; }
  echo "==> $EDITION edition via nginx: http://$BIND:$NGINX_PORT (run directory $RUN_DIR)"
  echo "    stop with: RUN_DIR=$RUN_DIR $0 stop"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 [start|stop|status]" >&2; exit 2 ;;
esac
