#!/usr/bin/env bash
# The session load benchmark: a release `gallery --diagnostics` and `bindery-load` against it on loopback.
#
#   ./load.sh            # 1,000 sessions × 1 event/s for 30 s per phase; steps 1,2,5,10,20 events/s per session
#                        # × 10 s; idle sessions up to 10,000, then 100,000 (as far as descriptors allow)
#   SESSIONS=50 DURATION=5 STEPS=1,2 STEP_SECONDS=5 PAIRS=2 IDLE=500 ./load.sh      # a quick one
#   SKIP_BUILD=1 ./load.sh                                                  # with the binaries already built
#   GALLERY_ARGS=--no-continuity ./load.sh                                  # more options for the gallery
#
# Phases (see Sources/LoadClient), each on sessions of its own, all closed and counted down to 0 sessions and 0 view
# controllers (grace period 2 s) before the next:
#   echo     a bare WebSocket echo on the same server: the floor;
#   pure     Dutch pay tabs tapping key 1 and backspace in turn (a patch, no service call), RATE a second for
#            DURATION s; then, on the same tabs, the capacity steps: STEPS events a second per tab, STEP_SECONDS
#            each, stopping after the first step whose p99 exceeds STEP_P99_MS or that lost or refused an event;
#   interleaved  echo sockets and Dutch pay tabs, SESSIONS of each, open together: PAIRS pairs of rounds of
#            PAIR_SECONDS s, an echo round then a pure one, RATE events a second per playing session. The two
#            streams are measured in the same stretch of time, so their p99 ratio does not depend on how busy the
#            shared host was during one phase and not the other (0 skips it);
#   service  Find Number tabs tapping the right guess (its patch follows the server's HTTP call to the client's
#            random-number stand-in, which always answers [1]);
#   idle     Find Number tabs that send nothing, held at each count of IDLE in turn (each adding to the last), with
#            the server's RSS (/proc) and heap in use (/_bindery/stats) read at each, 2 s after its last tab opened;
#            at the last count, read again once the gallery has released the idle tabs' screens
#            (--release-idle-screens-after, 15 s by default; waited for up to 2 minutes).
# Each session's sockets (page request and WebSocket) are bound to one of SOURCE_ADDRESSES loopback addresses
# (127.0.0.2 …), in turn: one address gives about 28,000 ephemeral ports. Each idle session holds one descriptor in
# the server and one in the client, so the idle counts are capped by `ulimit -Hn` (the client reports the cap);
# ./idle-instances.sh holds 100,000 over several galleries and client processes instead.
set -euo pipefail
cd "$(dirname "$0")"

SESSIONS=${SESSIONS:-1000}
DURATION=${DURATION:-30}
RATE=${RATE:-1}
STEPS=${STEPS-1,2,5,10,20}
STEP_SECONDS=${STEP_SECONDS:-10}
STEP_P99_MS=${STEP_P99_MS:-10}
PAIRS=${PAIRS:-15}
PAIR_SECONDS=${PAIR_SECONDS:-2}
IDLE=${IDLE-10000,100000}
SOURCE_ADDRESSES=${SOURCE_ADDRESSES:-8}
PORT=${PORT:-18480}
STAND_IN_PORT=${STAND_IN_PORT:-18481}

if [ -z "${SKIP_BUILD:-}" ]; then
    (cd .. && swift build -c release --scratch-path .build-release --product gallery) >&2
    swift build -c release --product bindery-load >&2
fi
ulimit -n "$(ulimit -Hn)"

if curl -s -o /dev/null "http://127.0.0.1:$PORT/"; then echo "load.sh: port $PORT is taken; set PORT" >&2; exit 1; fi
DATA=$(mktemp -d)
# --events-per-second 1000: far above any step, so that the server's per-tab limit never refuses the client's events.
../.build-release/release/gallery --port "$PORT" --diagnostics --log-level warning --data-dir "$DATA" \
    --max-sessions 110000 --max-sessions-per-client 110000 --max-sockets-per-client 110000 --max-connections-per-client 110000 --events-per-second 1000 --grace-period 2 \
    --api-base-url "http://127.0.0.1:$STAND_IN_PORT" ${GALLERY_ARGS:-} &
GALLERY=$!
trap 'kill "$GALLERY" 2>/dev/null || true; rm -rf "$DATA"' EXIT
until curl -sf "http://127.0.0.1:$PORT/_bindery/stats" >/dev/null; do
    kill -0 "$GALLERY" 2>/dev/null || { echo "load.sh: gallery exited" >&2; exit 1; }
    sleep 0.2
done

.build/release/bindery-load --server "http://127.0.0.1:$PORT" --server-pid "$GALLERY" \
    --stand-in-port "$STAND_IN_PORT" --sessions "$SESSIONS" --rate "$RATE" --seconds "$DURATION" \
    --steps "$STEPS" --step-seconds "$STEP_SECONDS" --step-p99-ms "$STEP_P99_MS" \
    --interleaved-pairs "$PAIRS" --interleaved-seconds "$PAIR_SECONDS" \
    --idle-sessions "$IDLE" --source-addresses "$SOURCE_ADDRESSES"
