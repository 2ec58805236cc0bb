#!/usr/bin/env bash
# Idle sessions past one process's descriptor limit: INSTANCES release `gallery --diagnostics` processes on this
# machine, each on its own port with its own data directory, and `bindery-load --idle-servers`, which starts one
# worker process of itself per instance; each worker holds its even share of every count of IDLE (each adding to the
# last) on its instance. The report is one table over all instances: RSS summed over their pids, sessions, view
# controllers and heap in use over their /_bindery/stats; then a line per instance and the load client's RSS.
#
#   ./idle-instances.sh                          # 10,000 then 100,000 idle sessions over 6 instances
#   IDLE=2000 INSTANCES=2 ./idle-instances.sh    # a quick one
#   SKIP_BUILD=1 ./idle-instances.sh             # bindery-load already built (the gallery is never built here)
#
# Why several instances: an idle session holds one descriptor in the server and one in the client, and a process may
# hold no more than `ulimit -Hn` (20,000 in the container this was written in; raising it is refused), so one gallery
# and one client top out near 19,900 sessions (`./load.sh` says where it capped). 100,000 sessions over 6 instances is
# 16,667 per gallery and per worker, under the limit with room to spare; 5 would be 20,000 each, just over it.
# Each worker binds its sockets to SOURCE_ADDRESSES loopback addresses of its own (worker k, from 1: 127.0.k.2 and
# on), as one address gives about 28,000 ephemeral ports.
set -euo pipefail
cd "$(dirname "$0")"

IDLE=${IDLE:-10000,100000}
INSTANCES=${INSTANCES:-6}
PORT=${PORT:-18600}
SOURCE_ADDRESSES=${SOURCE_ADDRESSES:-8}
GALLERY_BIN=${GALLERY_BIN:-../.build-release/release/gallery}
# A page's session lives only the grace period until its socket says hello. load.sh's 2 s is too short here: with six
# galleries and six workers on 2 cores, a few hundred of 100,000 tabs took longer from page to hello and were refused.
GRACE_PERIOD=${GRACE_PERIOD:-30}
# Idle Find Number tabs never call the random-number API; the galleries need a base URL all the same, and nothing
# listens on this one.
STAND_IN_URL=${STAND_IN_URL:-http://127.0.0.1:$((PORT + INSTANCES))}

[ -x "$GALLERY_BIN" ] || { echo "idle-instances.sh: no gallery at $GALLERY_BIN (build it: cd .. && swift build -c release --scratch-path .build-release --product gallery; or set GALLERY_BIN)" >&2; exit 1; }
if [ -z "${SKIP_BUILD:-}" ]; then
    swift build -c release --product bindery-load >&2
fi
ulimit -n "$(ulimit -Hn)"

DATA=$(mktemp -d)
PIDS=()
LOAD=
cleanup() {
    if [ -n "$LOAD" ]; then
        pkill -P "$LOAD" 2>/dev/null || true      # its workers
        kill "$LOAD" 2>/dev/null || true
    fi
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$DATA"
}
trap cleanup EXIT

URLS=()
for ((i = 0; i < INSTANCES; i++)); do
    port=$((PORT + i))
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "idle-instances.sh: port $port is taken; set PORT" >&2; exit 1; fi
    mkdir "$DATA/$i"
    "$GALLERY_BIN" --port "$port" --diagnostics --log-level warning --data-dir "$DATA/$i" \
        --max-sessions 110000 --max-sessions-per-client 110000 --max-sockets-per-client 110000 --max-connections-per-client 110000 --grace-period "$GRACE_PERIOD" --api-base-url "$STAND_IN_URL" &
    PIDS+=("$!")
    URLS+=("http://127.0.0.1:$port")
done
for ((i = 0; i < INSTANCES; i++)); do
    until curl -sf "${URLS[$i]}/_bindery/stats" >/dev/null; do
        kill -0 "${PIDS[$i]}" 2>/dev/null || { echo "idle-instances.sh: gallery on ${URLS[$i]} exited" >&2; exit 1; }
        sleep 0.2
    done
done

.build/release/bindery-load --idle-servers "$(IFS=,; echo "${URLS[*]}")" --server-pid "$(IFS=,; echo "${PIDS[*]}")" \
    --idle-sessions "$IDLE" --source-addresses "$SOURCE_ADDRESSES" &
LOAD=$!
wait "$LOAD"
