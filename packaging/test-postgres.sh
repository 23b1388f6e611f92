#!/bin/sh
# Run a command (the test suite) with TABLETOP_TEST_PG_URL pointing at a PostgreSQL server, so that the book's
# PostgreSQL tests run on a developer's machine as they do on CI:
#   - a URL already in the environment is used as it is;
#   - as root with Debian's package installed, its cluster is started and given the role and database CI uses
#     (as .ci/run does; the cluster is left running);
#   - otherwise, with PostgreSQL's programs installed, a throwaway cluster is made in a temporary folder, on a
#     port of its own, for this run only, and removed after it;
#   - else one line says why the PostgreSQL tests are skipped, and the command runs without them.
# Usage: sh packaging/test-postgres.sh COMMAND [ARGS...]
set -u

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
throwaway=""

finish() {
    if [ -n "$throwaway" ]; then
        "$pg_bin/pg_ctl" -D "$throwaway/data" -m immediate stop >/dev/null 2>&1
        rm -rf "$throwaway"
    fi
}

start_debian_cluster() {
    version=$(basename "$(dirname "$pg_bin")")
    pg_lsclusters -h 2>/dev/null | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }' ||
        pg_createcluster "$version" main >/dev/null 2>&1 || return 1
    pg_ctlcluster "$version" main status >/dev/null 2>&1 || pg_ctlcluster "$version" main start >/dev/null 2>&1 ||
        return 1
    port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
    for _ in $(seq 30); do
        pg_isready -q -h 127.0.0.1 -p "$port" && break
        sleep 1
    done
    pg_sql() { su postgres -c "psql -p $port -qtAc \"$1\""; }
    [ "$(pg_sql "SELECT 1 FROM pg_roles WHERE rolname = 'tabletop'")" = 1 ] ||
        pg_sql "CREATE ROLE tabletop LOGIN PASSWORD 'tabletop' CREATEDB" || return 1
    [ "$(pg_sql "SELECT 1 FROM pg_database WHERE datname = 'tabletop_test'")" = 1 ] ||
        su postgres -c "createdb -p $port -O tabletop tabletop_test" || return 1
    TABLETOP_TEST_PG_URL="postgresql+psycopg://tabletop:tabletop@127.0.0.1:$port/tabletop_test"
}

start_throwaway_cluster() {
    throwaway=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-pg.XXXXXX") || return 1
    "$pg_bin/initdb" -D "$throwaway/data" -A trust -U tabletop >/dev/null 2>&1 || return 1
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$pg_bin/pg_ctl" -D "$throwaway/data" -l "$throwaway/log" -w \
        -o "-p $port -k $throwaway -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1 || return 1
    "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U tabletop tabletop_test || return 1
    TABLETOP_TEST_PG_URL="postgresql+psycopg://tabletop@127.0.0.1:$port/tabletop_test"
}

if [ -z "${TABLETOP_TEST_PG_URL:-}" ]; then
    if [ -z "$pg_bin" ]; then
        echo "PostgreSQL tests skipped: PostgreSQL is not installed (apt-get install postgresql)"
    elif [ "$(id -u)" = 0 ] && command -v pg_ctlcluster >/dev/null 2>&1 && start_debian_cluster; then
        :
    elif [ "$(id -u)" != 0 ] && start_throwaway_cluster; then
        :
    else
        finish
        throwaway=""
        echo "PostgreSQL tests skipped: no PostgreSQL server could be started here"
    fi
fi
if [ -n "${TABLETOP_TEST_PG_URL:-}" ]; then
    export TABLETOP_TEST_PG_URL
    echo "PostgreSQL for the book's tests: ${TABLETOP_TEST_PG_URL%%:*}://...@${TABLETOP_TEST_PG_URL#*@}"
fi
trap finish EXIT INT TERM
"$@"
status=$?
finish
trap - EXIT
exit $status
