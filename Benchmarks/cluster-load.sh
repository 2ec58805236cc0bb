#!/usr/bin/env bash
# The cluster under the load client: ../scripts/cluster with release galleries (instances a, b, c, nginx in front,
# one PostgreSQL) and bindery-load against nginx. Pages spread over the instances round robin (the client keeps no
# cookies between pages), each socket follows its page by the instance cookie; CPU and memory are summed over the
# three instances and nginx, sessions counted on each instance.
#
#   ./cluster-load.sh                                # 600 live sessions × 1 event/s for 20 s, then 3,000 idle
#   SESSIONS=1000 DURATION=30 IDLE=10000 ./cluster-load.sh
set -euo pipefail
cd "$(dirname "$0")"

SESSIONS=${SESSIONS:-600}
DURATION=${DURATION:-20}
IDLE=${IDLE:-3000}
RATE=${RATE:-1}
STAND_IN_PORT=${STAND_IN_PORT:-18491}
export BINDERY_CLUSTER_PORT=${BINDERY_CLUSTER_PORT:-18400}

(cd .. && swift build -c release --scratch-path .build-release --product gallery) >&2
swift build -c release --product bindery-load >&2
ulimit -n "$(ulimit -Hn)"

export GALLERY_BIN="$PWD/../.build-release/release/gallery"
export GALLERY_ARGS="--diagnostics --log-level warning --max-sessions 20000 --max-sessions-per-client 20000 --max-sockets-per-client 20000 --max-connections-per-client 20000 --grace-period 2 --api-base-url http://127.0.0.1:$STAND_IN_PORT"
url=$(../scripts/cluster start | tail -n 1)
trap '../scripts/cluster stop' EXIT
dir=${BINDERY_CLUSTER_DIR:-/tmp/bindery-cluster-$BINDERY_CLUSTER_PORT}
nginx_master=$(cat "$dir/nginx/nginx.pid")
pids=$( (cat "$dir"/{a,b,c}.pid; echo "$nginx_master"; pgrep -P "$nginx_master") | paste -sd, -)
stats=$(for name in a b c; do ../scripts/cluster url "$name"; done | paste -sd, -)

.build/release/bindery-load --server "$url" --server-pid "$pids" --stats-servers "$stats" \
    --stand-in-port "$STAND_IN_PORT" --sessions "$SESSIONS" --rate "$RATE" --seconds "$DURATION" --idle-sessions "$IDLE"
