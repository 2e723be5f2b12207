#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test suites.
#
#   scripts/pg-test-cluster.sh start   # prints XIEHUI_PG_DIR=… and TEST_DATABASE_URL=… on stdout
#   scripts/pg-test-cluster.sh stop [DIR]
#   scripts/pg-test-cluster.sh status [DIR]
#
# `start` creates /tmp/xiehui-pg-XXXX (owned by user postgres when run as root, else by you),
# runs initdb with trust auth, starts the server on 127.0.0.1 on a free port (no other address,
# unix socket inside the cluster folder) and prints two shell assignments, so
#
#   eval "$(scripts/pg-test-cluster.sh start)"; export TEST_DATABASE_URL
#
# gives you TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres (superuser, so the
# suites can CREATE DATABASE per test file). The same two lines are written to
# $XIEHUI_PG_ENV (default /tmp/xiehui-pg-test.env) for `stop` without an argument.
# `stop` stops the server (fast shutdown) and removes the folder. Logs go to stderr and to
# DIR/postgres.log. PG_BIN overrides where initdb/pg_ctl are looked up.
set -euo pipefail

ENV_FILE="${XIEHUI_PG_ENV:-/tmp/xiehui-pg-test.env}"

log() { printf 'pg-test-cluster: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    [[ -x "$PG_BIN/pg_ctl" ]] || die "PG_BIN=$PG_BIN has no pg_ctl"
    echo "$PG_BIN"
    return
  fi
  local dir
  # Newest installed major version first (Debian layout), then whatever is on PATH.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [[ -x "$dir/pg_ctl" && -x "$dir/initdb" ]]; then
      echo "$dir"
      return
    fi
  done
  if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then
    dirname "$(command -v pg_ctl)"
    return
  fi
  die "PostgreSQL server binaries not found (Debian: apt-get install postgresql)"
}

# Runs a command as the cluster owner: postgres when we are root (PostgreSQL refuses root).
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    (cd /tmp && runuser -u postgres -- "$@")
  else
    (cd /tmp && "$@")
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});"
}

cmd_start() {
  local bin dir port attempt
  bin=$(find_pg_bin)
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || die "user postgres does not exist (apt-get install postgresql creates it)"
  fi
  dir=$(mktemp -d /tmp/xiehui-pg-XXXX)
  chmod 700 "$dir"
  [[ $(id -u) -eq 0 ]] && chown postgres: "$dir"

  log "initdb in $dir ($bin)"
  if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
    --no-sync >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    die "initdb failed"
  fi

  # A throwaway cluster: durability off for speed, enough connections for parallel test files.
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null; then
      break
    fi
    if grep -q 'could not bind\|already in use' "$dir/postgres.log" 2>/dev/null && [[ $attempt -lt 5 ]]; then
      log "port $port was taken meanwhile, trying another"
      continue
    fi
    tail -n 30 "$dir/postgres.log" >&2 || true
    rm -rf "$dir"
    die "pg_ctl start failed"
  done

  if ! as_owner "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -t 30; then
    tail -n 30 "$dir/postgres.log" >&2 || true
    cmd_stop "$dir"
    die "server on port $port is not ready"
  fi

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  printf 'XIEHUI_PG_DIR=%s\nTEST_DATABASE_URL=%s\n' "$dir" "$url" | tee "$ENV_FILE"
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on 127.0.0.1:$port (data $dir)"
}

resolve_dir() {
  local dir="${1:-${XIEHUI_PG_DIR:-}}"
  if [[ -z "$dir" && -f "$ENV_FILE" ]]; then
    dir=$(sed -n 's/^XIEHUI_PG_DIR=//p' "$ENV_FILE")
  fi
  echo "$dir"
}

cmd_stop() {
  local dir bin
  dir=$(resolve_dir "${1:-}")
  if [[ -z "$dir" ]]; then
    log "no cluster to stop (pass its folder, or set XIEHUI_PG_DIR)"
    return 0
  fi
  case "$dir" in
    /tmp/xiehui-pg-*) ;;
    *) die "refusing to remove $dir: not a /tmp/xiehui-pg-* folder" ;;
  esac
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    bin=$(find_pg_bin)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1 ||
      log "warning: pg_ctl stop failed for $dir"
  fi
  rm -rf "$dir"
  if [[ -f "$ENV_FILE" ]] && grep -qx "XIEHUI_PG_DIR=$dir" "$ENV_FILE"; then
    rm -f "$ENV_FILE"
  fi
  log "stopped and removed $dir"
}

cmd_status() {
  local dir
  dir=$(resolve_dir "${1:-}")
  [[ -n "$dir" && -d "$dir/data" ]] || { echo "no cluster"; return 1; }
  as_owner "$(find_pg_bin)/pg_ctl" -D "$dir/data" status
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop "${2:-}" ;;
  status) cmd_status "${2:-}" ;;
  *)
    echo "usage: $0 start | stop [DIR] | status [DIR]" >&2
    exit 2
    ;;
esac
