#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (used by `npm run test:pg`):
#   bash scripts/with-postgres.sh npx vitest run api
# Starts a fresh cluster under a temporary folder on a free local port, exports TEST_DATABASE_URL (a superuser URL
# on the `postgres` database: the tests create and drop their own databases), runs the command, then stops the
# server and removes the folder, whatever the command's outcome. Uses Debian's PostgreSQL 15; installs the
# `postgresql` package when it is missing and we are root, otherwise stops and says how.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [ ! -x "$PG_BIN/initdb" ]; then
  PG_BIN=$PG_BIN bash "$(dirname "$0")/ensure-system-packages.sh" postgresql
  if [ ! -x "$PG_BIN/initdb" ]; then
    echo "Les tests de l'API sur PostgreSQL ont besoin de PostgreSQL 15 ($PG_BIN)." >&2
    echo "Installez-le en root :  apt-get update && apt-get install -y postgresql" >&2
    echo "ou indiquez un autre dossier de binaires avec PG_BIN=/chemin/vers/bin." >&2
    exit 1
  fi
fi

# The server refuses to run as root: as root, the cluster belongs to the `postgres` user the package creates.
as_owner() {
  if [ "$(id -u)" = 0 ]; then (cd "$DIR" && runuser -u postgres -- "$@"); else (cd "$DIR" && "$@"); fi
}

PORT=${PG_TEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
DIR=$(mktemp -d "${TMPDIR:-/tmp}/boutique-pg.XXXXXX")
chmod 755 "$DIR"
if [ "$(id -u)" = 0 ]; then chown postgres: "$DIR"; fi

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_owner "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres --no-sync -E UTF8 --locale=C >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
# Throw-away data: no durability (fsync, full pages, synchronous commit) and room for parallel test files.
OPTS="-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off"
OPTS="$OPTS -c max_connections=300 -c shared_buffers=64MB"
as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -o "$OPTS" -l "$DIR/log" -w start >/dev/null ||
  { cat "$DIR/log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL de test : 127.0.0.1:$PORT (dossier temporaire $DIR, supprimé à la fin)"
set +e
"$@"
status=$?
set -e
exit $status
