#!/usr/bin/env bash
# The production topology on loopback: N instances (server/main.ts) of one edition behind nginx as a caching
# reverse proxy (deploy/nginx/). Renders the nginx templates into a run directory, starts the instances,
# waits until each answers, then starts nginx; PIDs and logs stay in the run directory.
#
#   deploy/start-topology.sh [start]   start (the build of $EDITION must exist: npm run build)
#   deploy/start-topology.sh stop      stop nginx and the instances started from the same RUN_DIR
#   deploy/start-topology.sh status    show what runs
#   deploy/start-topology.sh deploy    rolling deploy of the build now in .next-$EDITION (issue 29):
#                                      instance by instance, out of nginx's upstream, stopped gracefully,
#                                      started from the new build, back in once it answers
#   deploy/start-topology.sh render    only render nginx's configuration into RUN_DIR, for instances that
#                                      already answer (systemd runs them: docs/operations.md)
#
# Environment: EDITION (main), INSTANCES (2), NEXT_BASE_PORT (3100: instances on 3100, 3101, ...),
# NGINX_PORT (8080), BIND (127.0.0.1), INSTANCE_NICE (5: the instances' CPU priority below nginx's;
# the systemd unit's Nice), NGINX_USER (nginx's workers' user; root when run as root),
# RUN_DIR (/tmp/hirvonal-topology-$EDITION), METRICS_PORT_OFFSET
# (1000: each instance's metrics and health checks on its port + 1000, and nginx's cache counts on
# NGINX_PORT + 1000 (server/nginxExporter.ts), loopback only; `off`: none).
# REVALIDATE_SECRET, DATA_DIR and the other variables of the README reach the instances unchanged.
# TLS (issue 28): with TLS=1 (the default) nginx terminates TLS on TLS_PORT (NGINX_PORT + 363, so 8443)
# with HSTS, and NGINX_PORT answers every plain request but /healthz with a redirect to https. The
# certificate is TLS_CERT and TLS_KEY (PEM files) when given, else one generated for localhost and
# 127.0.0.1 in $RUN_DIR/tls (kept between runs). TLS=0 serves plain http on NGINX_PORT (the bench).
# The scaled topology (issue 13): STORE=postgres starts PostgreSQL on loopback (cluster in
# $RUN_DIR/postgres, kept between runs), imports the demo content into it and gives every instance its
# DATABASE_URL; CACHE=redis starts redis-server on loopback and gives every instance its REDIS_URL, so
# all share one ISR cache (on-demand revalidation then reaches one instance only: the others read the
# new page from Redis). Defaults: STORE=sqlite (each instance reads DATA_DIR's file), CACHE=file.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/node.sh # a supported Node.js first on PATH (.node-version)
root=$(pwd)

EDITION=${EDITION:-main}
INSTANCES=${INSTANCES:-2}
NEXT_BASE_PORT=${NEXT_BASE_PORT:-3100}
METRICS_PORT_OFFSET=${METRICS_PORT_OFFSET:-1000}
NGINX_PORT=${NGINX_PORT:-8080}
TLS=${TLS:-1}
TLS_PORT=${TLS_PORT:-$((NGINX_PORT + 363))}
BIND=${BIND:-127.0.0.1}
RUN_DIR=${RUN_DIR:-${TMPDIR:-/tmp}/hirvonal-topology-$EDITION}
# `next start` reads the store and warms up before it answers; a cold start takes a few seconds.
READY_TIMEOUT_SECONDS=60
HEALTH_PATH='/api/articles?limit=1'
STORE=${STORE:-sqlite}
CACHE=${CACHE:-file}
# Each instance from its own copy of the build, as on separate machines: then nothing is shared through
# the build folder's page cache, only through Redis. On by default with CACHE=redis.
SEPARATE_BUILDS=${SEPARATE_BUILDS:-$([ "$CACHE" = redis ] && echo 1 || echo 0)}
# The instances' CPU priority below nginx's (the systemd units' CPUWeight say the same): on a machine
# they share, a cached answer never waits behind a render.
INSTANCE_NICE=${INSTANCE_NICE:-5}

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

# A certificate for localhost and 127.0.0.1 (self-signed, 90 days), unless TLS_CERT/TLS_KEY name real ones.
ensure_certificate() {
  if [ -n "${TLS_CERT:-}" ] && [ -n "${TLS_KEY:-}" ]; then return; fi
  TLS_CERT="$RUN_DIR/tls/cert.pem" TLS_KEY="$RUN_DIR/tls/key.pem"
  if [ -f "$TLS_CERT" ] && openssl x509 -checkend 86400 -noout -in "$TLS_CERT" >/dev/null 2>&1; then return; fi
  if ! command -v openssl >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q openssl >/dev/null
    else
      echo "openssl is missing: install Debian's package, or give TLS_CERT and TLS_KEY" >&2
      exit 1
    fi
  fi
  mkdir -p "$RUN_DIR/tls"
  echo "==> generating a local TLS certificate for localhost and 127.0.0.1 ($RUN_DIR/tls)"
  openssl req -x509 -newkey rsa:2048 -nodes -days 90 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1" \
    -keyout "$TLS_KEY" -out "$TLS_CERT" >/dev/null 2>&1
  chmod 600 "$TLS_KEY"
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
    REVALIDATE_MIRROR_LOCATIONS RUN_DIR USER_DIRECTIVE PLAIN_SERVER ERROR_PAGES SECURITY_HEADERS \
    EDGE_PAGE_CACHE_CONTROL EDGE_PAGE_VALID EDGE_REDIRECT_VALID; do
    text=${text//@$name@/"${!name}"}
  done
  printf '%s\n' "$text" >"$2"
}

# nginx's lifetimes of pages, from the one cache-policy module (lib/cachePolicy.ts).
edge_cache_policy() {
  local policy
  policy=$(node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON -e '
    import("./lib/cachePolicy.ts").then(({ EDGE_PAGE_POLICY: edge, EDGE_PAGE_CACHE_CONTROL }) =>
      console.log([EDGE_PAGE_CACHE_CONTROL, `${edge.validSeconds}s`, `${edge.redirectSeconds}s`].join("\n")));')
  { read -r EDGE_PAGE_CACHE_CONTROL; read -r EDGE_PAGE_VALID; read -r EDGE_REDIRECT_VALID; } <<<"$policy"
}

# The security headers of an instance's answer at $1, as nginx add_header lines (everything but the
# headers that describe that one answer).
security_headers() {
  node -e '
    const own = /^(date|connection|keep-alive|content-(length|type|encoding)|transfer-encoding|etag|cache-control|vary|x-request-id|x-nextjs-.*|x-powered-by)$/;
    fetch(process.argv[1]).then((answer) => {
      for (const [name, value] of answer.headers) {
        if (!own.test(name)) console.log(`        add_header ${name} "${value}" always;`);
      }
    }).catch((error) => { console.error(error.message); process.exit(1); });
  ' "$1"
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

# Starts the instance on port $1 from the build in .next-$EDITION, or from its own copy of it when $2
# is 1 (as on separate machines; a rolling deploy always copies, so the next build can replace
# .next-$EDITION while the others still run).
start_instance() {
  local port=$1 copy=$2
  local dist=".next-$EDITION"
  if [ "$copy" = 1 ]; then
    dist=".next-topology-$EDITION-$port"
    rm -rf "$dist" && mkdir -p "$dist"
    (cd ".next-$EDITION" && tar cf - --exclude=./cache .) | (cd "$dist" && tar xf -)
  fi
  echo "==> starting next (edition $EDITION, $dist) on 127.0.0.1:$port"
  local metrics_port=''
  [ "$METRICS_PORT_OFFSET" != off ] && metrics_port=$((port + METRICS_PORT_OFFSET))
  NEXT_DIST_DIR=$dist EDITION=$EDITION TRUST_PROXY=1 NEXT_TELEMETRY_DISABLED=1 \
    METRICS_PORT=$metrics_port nohup nice -n "$INSTANCE_NICE" node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server/main.ts \
    -p "$port" -H 127.0.0.1 >>"$RUN_DIR/next-$port.log" 2>&1 &
  echo $! >"$RUN_DIR/next-$port.pid"
}

# nginx reloads its configuration: new workers take new connections, the old ones finish theirs. Waits
# until the old workers are gone, so no request of theirs reaches an instance taken out.
reload_nginx() {
  local master old=''
  master=$(<"$RUN_DIR/nginx.pid")
  # The master's children (its workers and cache processes), from /proc: no procps needed.
  for stat in /proc/[0-9]*/stat; do
    read -r pid _ _ ppid _ <"$stat" 2>/dev/null || continue
    [ "$ppid" = "$master" ] && old+="$pid "
  done
  "$(nginx_bin)" -q -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf" -s reload
  local deadline=$((SECONDS + 30))
  for pid in $old; do
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.1; done
  done
}

# Marks the upstream server on port $1 down (`down`) or up (`up`) in the rendered configuration.
set_upstream() {
  local port=$1 state=$2 line="server 127.0.0.1:$1 max_fails=3 fail_timeout=10s"
  if [ "$state" = down ]; then
    sed -i "s/$line;/$line down;/" "$RUN_DIR/hirvonal.conf"
  else
    sed -i "s/$line down;/$line;/" "$RUN_DIR/hirvonal.conf"
  fi
}

# The ports of the instances started from RUN_DIR (their pid files).
instance_ports() {
  local file
  for file in "$RUN_DIR"/next-*.pid; do
    [ -e "$file" ] || continue
    file=${file##*/next-}
    echo "${file%.pid}"
  done
}

# Whether the instance on port $1 answers its health path now.
answers() {
  curl -fsS -o /dev/null "http://127.0.0.1:$1$HEALTH_PATH" 2>/dev/null
}

# Rolling deploy (issue 29, item 6) of the build now in .next-$EDITION: one instance at a time is taken
# out of nginx's upstream, stopped with SIGTERM (it finishes the requests it has; server/shutdown.ts),
# started from its own copy of the new build and put back once it answers, while the others serve. The
# error page nginx serves when nothing answers becomes the new build's.
deploy() {
  if [ ! -f "$RUN_DIR/nginx.pid" ]; then
    echo "no topology runs from $RUN_DIR (deploy/start-topology.sh start)" >&2
    exit 1
  fi
  [ -f ".next-$EDITION/BUILD_ID" ] || { echo "no build of edition $EDITION" >&2; exit 1; }
  # The engines the instances were started with.
  if [ -f "$RUN_DIR/postgres.url" ]; then DATABASE_URL=$(<"$RUN_DIR/postgres.url") && export DATABASE_URL; fi
  if [ -f "$RUN_DIR/redis.url" ]; then REDIS_URL=$(<"$RUN_DIR/redis.url") && export REDIS_URL; fi
  echo "==> rolling deploy of build $(<".next-$EDITION/BUILD_ID") ($EDITION)"
  # Instances that do not answer first (they serve nobody), then the others one by one, never the
  # last one answering.
  local down=() up=()
  for port in $(instance_ports); do
    if answers "$port"; then up+=("$port"); else down+=("$port"); fi
  done
  for port in "${down[@]}" "${up[@]}"; do
    local file="$RUN_DIR/next-$port.pid" others=0
    for other in $(instance_ports); do
      [ "$other" != "$port" ] && answers "$other" && others=$((others + 1))
    done
    if ((others == 0)) && answers "$port"; then
      echo "no other instance answers: 127.0.0.1:$port stays (a rolling deploy needs two)" >&2
      exit 1
    fi
    set_upstream "$port" down
    reload_nginx
    # Graceful: up to SHUTDOWN_GRACE_MS for its requests, and it exits by itself one grace later.
    local pid
    pid=$(<"$file")
    if kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid"
      while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    fi
    start_instance "$port" 1
    if ! wait_for "http://127.0.0.1:$port$HEALTH_PATH"; then
      echo "the new build does not answer on $port: left out of the upstream; stopping" >&2
      exit 1
    fi
    set_upstream "$port" up
    reload_nginx
    echo "    127.0.0.1:$port serves the new build"
  done
  cp ".next-$EDITION/server/pages/500.html" "$RUN_DIR/error-pages/500.html"
  echo "==> deployed"
}

stop() {
  stop_pid_file "$RUN_DIR/nginx-exporter.pid"
  # nginx's master removes its own pid file on QUIT (graceful: open requests finish).
  if [ -f "$RUN_DIR/nginx.pid" ]; then stop_pid_file "$RUN_DIR/nginx.pid" QUIT; fi
  for file in "$RUN_DIR"/next-*.pid; do
    [ -e "$file" ] || continue
    stop_pid_file "$file"
    local port=${file##*/next-}
    rm -rf ".next-topology-$EDITION-${port%.pid}"
  done
  stop_pid_file "$RUN_DIR/redis.pid"
  # SIGINT is PostgreSQL's fast shutdown (sessions end, a checkpoint is written).
  stop_pid_file "$RUN_DIR/postgres.pid" INT
  echo "==> topology in $RUN_DIR stopped"
}

# Starts a real engine (scripts/lib/engineCli.ts) and records its pid; prints its URL.
start_engine() {
  local engine=$1 answer
  answer=$(node node_modules/tsx/dist/cli.mjs scripts/lib/engineCli.ts "$engine" "$RUN_DIR/$engine") ||
    return 1
  node -e 'const a = JSON.parse(process.argv[1]); console.log(a.pid)' "$answer" >"$RUN_DIR/$engine.pid"
  # The URL stays in the run directory for ops tools (the store writer) and npm run test:scale.
  node -e 'console.log(JSON.parse(process.argv[1]).url)' "$answer" | tee "$RUN_DIR/$engine.url"
}

start_engines() {
  if [ "$STORE" = postgres ]; then
    bash scripts/ensure-postgres.sh
    echo "==> starting PostgreSQL"
    DATABASE_URL=$(start_engine postgres) || return 1
    export DATABASE_URL
    echo "==> importing the demo content into PostgreSQL ($DATABASE_URL)"
    node node_modules/tsx/dist/cli.mjs scripts/content/build.ts >"$RUN_DIR/import.log" 2>&1 ||
      { cat "$RUN_DIR/import.log" >&2; return 1; }
  fi
  if [ "$CACHE" = redis ]; then
    bash scripts/ensure-redis.sh
    echo "==> starting Redis"
    REDIS_URL=$(start_engine redis) || return 1
    export REDIS_URL
  fi
}

status() {
  for file in "$RUN_DIR"/nginx.pid "$RUN_DIR"/next-*.pid; do
    [ -e "$file" ] || continue
    local pid
    pid=$(<"$file")
    if kill -0 "$pid" 2>/dev/null; then echo "running  $(basename "$file" .pid) (pid $pid)"; else echo "gone     $(basename "$file" .pid)"; fi
  done
}

# nginx's configuration for INSTANCES instances from NEXT_BASE_PORT, rendered from deploy/nginx/ into
# $RUN_DIR (nginx.conf, hirvonal.conf, error-pages/500.html). The instance on NEXT_BASE_PORT must answer:
# nginx's own answers copy the security headers of its 500 page.
render_config() {
  UPSTREAM_SERVERS='' REVALIDATE_MIRRORS='' REVALIDATE_MIRROR_LOCATIONS=''
  for ((i = 0; i < INSTANCES; i++)); do
    local port=$((NEXT_BASE_PORT + i))
    UPSTREAM_SERVERS+="    server 127.0.0.1:$port max_fails=3 fail_timeout=10s;"$'\n'
    # With a shared cache one instance's revalidation serves all; without, nginx mirrors it to each.
    if ((i > 0)) && [ "$CACHE" != redis ]; then
      REVALIDATE_MIRRORS+="        mirror /_revalidate_mirror/$port;"$'\n'
      REVALIDATE_MIRROR_LOCATIONS+="
    location = /_revalidate_mirror/$port {
        internal;
        proxy_cache off;
        proxy_pass http://127.0.0.1:$port/api/revalidate;
    }"
    fi
  done
  FIRST_UPSTREAM="127.0.0.1:$NEXT_BASE_PORT"
  CACHE_DIR="$RUN_DIR/cache"
  # The product's own error page, served by nginx when no instance answers (issue 29): a copy of the
  # build's static 500 page (on a server, copy it with each deploy).
  ERROR_PAGES="$RUN_DIR/error-pages"
  mkdir -p "$ERROR_PAGES"
  cp ".next-$EDITION/server/pages/500.html" "$ERROR_PAGES/500.html"
  # nginx's own answers (that error page, plain http's redirect) carry the security headers the
  # instance gives its own 500 page (lib/http/securityHeaders.ts, with the build's CSP).
  SECURITY_HEADERS=$(security_headers "http://127.0.0.1:$NEXT_BASE_PORT/500") || return 1
  if [ "$TLS" = 1 ]; then
    ensure_certificate
    LISTEN="$BIND:$TLS_PORT ssl http2;
    ssl_certificate $TLS_CERT;
    ssl_certificate_key $TLS_KEY"
    local port_suffix=":$TLS_PORT"
    [ "$TLS_PORT" = 443 ] && port_suffix=''
    PLAIN_SERVER="
# Plain http: every request goes to https (the load balancer's /healthz stays answerable).
server {
    listen $BIND:$NGINX_PORT;
    server_name _;
    server_tokens off;
    location = /healthz {
        access_log off;
        proxy_pass http://hirvonal_next/api/articles?limit=1;
    }
    location / {
$SECURITY_HEADERS
        return 301 https://\$host$port_suffix\$request_uri;
    }
}"
  else
    LISTEN="$BIND:$NGINX_PORT"
    PLAIN_SERVER=''
  fi
  # NGINX_USER: the user nginx's workers run as (under systemd: hirvonal, who owns RUN_DIR). Unset and
  # run as root (the tests), root: nginx's default `nobody` cannot read a private run directory.
  if [ -n "${NGINX_USER:-}" ]; then USER_DIRECTIVE="user $NGINX_USER;"
  elif [ "$(id -u)" = 0 ]; then USER_DIRECTIVE='user root;'
  else USER_DIRECTIVE=''; fi
  edge_cache_policy
  render deploy/nginx/hirvonal.conf.template "$RUN_DIR/hirvonal.conf"
  render deploy/nginx/nginx.conf.template "$RUN_DIR/nginx.conf"
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
  start_engines || { stop; exit 1; }

  for ((i = 0; i < INSTANCES; i++)); do
    start_instance "$((NEXT_BASE_PORT + i))" "$SEPARATE_BUILDS"
  done
  for ((i = 0; i < INSTANCES; i++)); do
    wait_for "http://127.0.0.1:$((NEXT_BASE_PORT + i))$HEALTH_PATH" || { stop; exit 1; }
  done
  render_config || { stop; exit 1; }

  local nginx
  nginx=$(nginx_bin)
  "$nginx" -t -q -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf" || { stop; exit 1; }
  # Daemonised: the master writes $RUN_DIR/nginx.pid itself.
  "$nginx" -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf"
  wait_for "http://$BIND:$NGINX_PORT/healthz" || { stop; exit 1; }
  # nginx's answers by cache status as Prometheus counters (issue 29), from its access log.
  if [ "$METRICS_PORT_OFFSET" != off ]; then
    local exporter_port=$((NGINX_PORT + METRICS_PORT_OFFSET))
    nohup node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server/nginxExporter.ts \
      --log "$RUN_DIR/access.log" --port "$exporter_port" >"$RUN_DIR/nginx-exporter.log" 2>&1 &
    echo $! >"$RUN_DIR/nginx-exporter.pid"
    echo "    nginx's cache counts: http://127.0.0.1:$exporter_port/metrics"
  fi
  if [ "$TLS" = 1 ]; then
    echo "==> $EDITION edition via nginx: https://localhost:$TLS_PORT (http://$BIND:$NGINX_PORT redirects; run directory $RUN_DIR)"
  else
    echo "==> $EDITION edition via nginx: http://$BIND:$NGINX_PORT (run directory $RUN_DIR)"
  fi
  echo "    stop with: RUN_DIR=$RUN_DIR $0 stop"
}

# `render`: only the nginx configuration, for nginx run by someone else (systemd: docs/operations.md
# "Running it with systemd", RUN_DIR=/var/lib/hirvonal/nginx), with the instances already answering.
render_only() {
  [ -f ".next-$EDITION/BUILD_ID" ] || { echo "no build of edition $EDITION" >&2; exit 1; }
  mkdir -p "$RUN_DIR/tmp" "$RUN_DIR/cache"
  render_config
  echo "==> nginx configuration for $INSTANCES instances from 127.0.0.1:$NEXT_BASE_PORT in $RUN_DIR/nginx.conf"
}

case "${1:-start}" in
  start) start ;;
  render) render_only ;;
  stop) stop ;;
  status) status ;;
  deploy) deploy ;;
  *) echo "usage: $0 [start|stop|status|deploy|render]" >&2; exit 2 ;;
esac
