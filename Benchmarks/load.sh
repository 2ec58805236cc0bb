#!/usr/bin/env bash
# The session load benchmark: a release `gallery --diagnostics` and `bindery-load` against it on loopback.
#
#   ./load.sh                                   # 1,000 live sessions × 1 event/s for 30 s, then 10,000 idle
#   SESSIONS=200 DURATION=10 IDLE=1000 ./load.sh
#
# Phases (see Sources/LoadClient): a bare WebSocket echo on the same server (the floor), Find Number sessions
# tapping a right and a wrong guess in turn (the random-number stand-in in the client always answers [1]),
# then idle sessions for memory. Between phases it waits for the server's live sessions and view controllers to
# reach 0 (grace period 2 s). Server memory and CPU come from /proc/<pid>; sessions and view controllers from
# /_bindery/stats.
set -euo pipefail
cd "$(dirname "$0")"

SESSIONS=${SESSIONS:-1000}
DURATION=${DURATION:-30}
IDLE=${IDLE:-10000}
RATE=${RATE:-1}
PORT=${PORT:-18480}
STAND_IN_PORT=${STAND_IN_PORT:-18481}

(cd .. && swift build -c release --scratch-path .build-release --product gallery) >&2
swift build -c release --product bindery-load >&2
ulimit -n "$(ulimit -Hn)"

if curl -s -o /dev/null "http://127.0.0.1:$PORT/"; then echo "load.sh: port $PORT is taken; set PORT" >&2; exit 1; fi
DATA=$(mktemp -d)
../.build-release/release/gallery --port "$PORT" --diagnostics --log-level warning --data-dir "$DATA" \
    --max-sessions 20000 --max-sessions-per-client 20000 --grace-period 2 \
    --api-base-url "http://127.0.0.1:$STAND_IN_PORT" &
GALLERY=$!
trap 'kill "$GALLERY" 2>/dev/null || true; rm -rf "$DATA"' EXIT
until curl -sf "http://127.0.0.1:$PORT/_bindery/stats" >/dev/null; do
    kill -0 "$GALLERY" 2>/dev/null || { echo "load.sh: gallery exited" >&2; exit 1; }
    sleep 0.2
done

.build/release/bindery-load --server "http://127.0.0.1:$PORT" --server-pid "$GALLERY" \
    --stand-in-port "$STAND_IN_PORT" --sessions "$SESSIONS" --rate "$RATE" --seconds "$DURATION" --idle-sessions "$IDLE"
