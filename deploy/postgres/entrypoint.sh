#!/bin/sh
# First start on an empty PGDATA: a cluster whose superuser is POSTGRES_USER (password
# POSTGRES_PASSWORD, scram-sha-256 from the network) and a database POSTGRES_DB; then PostgreSQL.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  printf '%s\n' "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  printf '%s\n' 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    printf 'CREATE DATABASE "%s" OWNER "%s";\n' "$db" "$user" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres-entrypoint: cluster initialised (user $user, database $db)"
fi
exec "$@"
