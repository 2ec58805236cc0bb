#!/usr/bin/env bash
# What an idle Counter tab still holds once it has released its screen: the peers' release `counter` under heaptrack,
# N tabs opened as the peers' client does, left idle WAIT s (25: every screen released), then the server killed with
# its tabs still open; heaptrack's "leaked" flame graph is then what the released tabs hold (and start-up).
#
#   ./released-heap.sh 100 && ./released-heap.sh 400          # needs peers/servers' release build (peers/run.sh)
#   python3 idle_heap.py sites .build-heap/released-100.txt 100 .build-heap/released-400.txt 400
set -euo pipefail
cd "$(dirname "$0")"
N=$1
PORT=${PORT:-18491}
BIN=$(cd peers/servers && swift build -c release --show-bin-path)/counter
OUT=.build-heap
mkdir -p "$OUT"; rm -f "$OUT"/counter.* "$OUT/ready"
DATA=$(mktemp -d)
PORT=$PORT COUNTER_DATA_DIR=$DATA heaptrack -o "$OUT/counter" "$BIN" >"$OUT/heaptrack.log" 2>&1 &
TRACKER=$!
until curl -sf "http://127.0.0.1:$PORT/counter" >/dev/null; do sleep 0.5; done
SERVER=$(pgrep -P "$TRACKER" -xf "$BIN")  # this run's server, not another of the same build
peers/.venv-peers/bin/python released_tabs.py "$PORT" "$N" "$SERVER" "$OUT/ready" &
CLIENT=$!
while [ ! -f "$OUT/ready" ] && kill -0 "$CLIENT" 2>/dev/null; do sleep 1; done
kill -9 "$SERVER"; wait "$TRACKER" || true
kill "$CLIENT"; wait "$CLIENT" 2>/dev/null || true
rm -rf "$DATA"
heaptrack_print -f "$OUT"/counter.*zst --print-flamegraph "$OUT/released-$N.txt" --flamegraph-cost-type leaked >/dev/null 2>&1
echo "$OUT/released-$N.txt"
