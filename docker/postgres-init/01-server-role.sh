#!/bin/sh
# Runs once, when the postgres volume is first created (docker-entrypoint-initdb.d): the role the graph replicas
# and the worker serve as. It owns nothing; POSTGRES_USER (the owner) migrates and grants it its rights at every
# graph start (graph/src/core/db/roles.ts, issue 40), so it cannot rewrite the audit trail.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v role="${SERVER_DB_USER:-depot_server}" -v password="${SERVER_DB_PASSWORD:-depot_server}" <<'SQL'
create role :"role" login nosuperuser nocreatedb nocreaterole noinherit password :'password';
SQL
