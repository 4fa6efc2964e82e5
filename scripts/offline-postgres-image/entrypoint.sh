#!/bin/sh
# Entry point of the offline PostgreSQL image (build.sh beside this file). It honours the
# official image's variables that testcontainers sets — POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_DB — and takes `postgres -c name=value …` as its command, like the official image.
# REPLICA_OF=host:port makes it a hot-standby streaming replica of that server instead
# (pg_basebackup -R as POSTGRES_USER), for the read-replica test.
set -eu
PGBIN=/usr/lib/postgresql/$PG_MAJOR/bin
PGDATA=${PGDATA:-/var/lib/postgresql/data}
POSTGRES_USER=${POSTGRES_USER:-postgres}
POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}
export PGDATA
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "${REPLICA_OF:-}" ]; then
    host=${REPLICA_OF%:*}
    port=${REPLICA_OF##*:}
    as_postgres env PGPASSWORD="${POSTGRES_PASSWORD:-}" \
      "$PGBIN/pg_basebackup" -h "$host" -p "$port" -U "$POSTGRES_USER" -D "$PGDATA" -R -X stream -c fast
  else
    pwfile=$(mktemp)
    printf '%s\n' "${POSTGRES_PASSWORD:-}" >"$pwfile"
    chown postgres "$pwfile"
    auth=trust
    [ -n "${POSTGRES_PASSWORD:-}" ] && auth=scram-sha-256
    as_postgres "$PGBIN/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" \
      --encoding=UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host="$auth" >/dev/null
    rm -f "$pwfile"
    {
      echo "host all all all $auth"
      echo "host replication all all $auth"
    } >>"$PGDATA/pg_hba.conf"
    if [ "$POSTGRES_DB" != postgres ]; then
      as_postgres "$PGBIN/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
      as_postgres "$PGBIN/psql" -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d postgres \
        -c "CREATE DATABASE \"$POSTGRES_DB\"" >/dev/null
      as_postgres "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
    fi
  fi
fi

[ "${1:-}" = postgres ] && shift
exec setpriv --reuid=postgres --regid=postgres --init-groups "$PGBIN/postgres" -D "$PGDATA" -c listen_addresses='*' "$@"
