#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: installs Debian's `postgresql` when no
# server binaries are present, starts a cluster in a temp dir on PG_PORT (default 55432, so a
# developer's own server on 5432 is left alone), creates a database, exports its URL as
# TEST_DATABASE_URL and DATABASE_URL, runs "$@", and stops and deletes the cluster again.
#   scripts/ci/with-postgres.sh npx vitest run --project server server/api
set -euo pipefail

PORT="${PG_PORT:-55432}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# Debian's layout first (/usr/lib/postgresql/<version>/bin, newest version), else initdb on PATH.
pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$dir" ] && command -v initdb >/dev/null 2>&1; then dir="$(dirname "$(readlink -f "$(command -v initdb)")")"; fi
  echo "$dir"
}

if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  echo "Installing Debian's postgresql for the PostgreSQL test pass…"
  $SUDO apt-get update -qq
  # The package's own cluster (port 5432) is not used: ours lives in a temp dir.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(pg_bin)"

DIR="$(mktemp -d /tmp/painel-pg.XXXXXX)"
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user (which
# the Debian package creates); otherwise to whoever runs this.
AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

stop() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
# Throw-away data: durability settings off, so the seed and the tests are not disk-bound.
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o \
  "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$DIR/server.log"; exit 1; }
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres painel

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/painel"
export DATABASE_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on $TEST_DATABASE_URL"
"$@"
