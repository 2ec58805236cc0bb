#!/usr/bin/env bash
# What a store call adds to an event: the bank's deposit and statement and Find Number's record write, on the
# embedded stores (SQLite, UserDefaults) and on PostgreSQL over loopback, timed one after the other.
#
#   ./store-latency.sh            # 1,000 calls per row (statements: 100)
#   COUNT=5000 ./store-latency.sh
#
# Uses the throwaway PostgreSQL of ../scripts/postgres (started, and stopped again, when it is not running) and a
# fresh database on it.
set -euo pipefail
cd "$(dirname "$0")"
COUNT=${COUNT:-1000}

swift build -c release --product store-latency >&2
started_postgres=false
../scripts/postgres status || started_postgres=true
admin=$(../scripts/postgres start)
database="store_latency_$$"
cleanup() {
  psql "$admin" -q -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" || true
  if $started_postgres; then ../scripts/postgres stop; fi
}
trap cleanup EXIT
psql "$admin" -q -c "CREATE DATABASE $database"
.build/release/store-latency "${admin%/*}/$database" "$COUNT"
