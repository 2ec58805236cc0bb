#!/usr/bin/env bash
# Where an idle tab's heap goes: a gallery under heaptrack, SESSIONS idle Find Number tabs (page + socket + hello,
# then nothing), and the heap they hold split by owner: Swift tasks, the session's own objects (Bindery, BinderyWeb,
# the app, OpenCombine), NIO and Hummingbird (channels, buffers, handlers), other.
#
#   ./idle-heap.sh                         # 500 tabs on the release gallery (built with load.sh's command)
#   SESSIONS=200 BUILD=debug ./idle-heap.sh
#   RELEASE_AFTER=0 ./idle-heap.sh          # every tab keeps its screens (unset: the gallery releases idle ones after 15 s)
#   RELEASE_AFTER=5 ./idle-heap.sh          # waits for idle tabs to let their screens go (an untouched Find Number
#                                          # game does, as PAGE=/dutch-pay does), and prints both figures
#
# Prints the heap in use per tab from /_bindery/stats (the figure load.sh reports), then each owner's share of what
# heaptrack saw at its peak. The raw profile stays in .build-heap/ for heaptrack_print or heaptrack_gui.
# What each allocation site holds per tab, start-up cancelled out: two runs, then their difference,
#   SESSIONS=200 BUILD=debug ./idle-heap.sh && cp .build-heap/peak.txt /tmp/peak-200.txt
#   SESSIONS=800 BUILD=debug ./idle-heap.sh && cp .build-heap/peak.txt /tmp/peak-800.txt
#   python3 idle_heap.py sites /tmp/peak-200.txt 200 /tmp/peak-800.txt 800
set -euo pipefail
cd "$(dirname "$0")"
SESSIONS=${SESSIONS:-500}
BUILD=${BUILD:-release}
PORT=${PORT:-18490}
OUT=.build-heap

command -v heaptrack >/dev/null || {
    echo "installing heaptrack" >&2
    sudo_cmd=""; [[ $(id -u) != 0 ]] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq heaptrack >/dev/null
}
if [[ $BUILD == release ]]; then
    (cd .. && swift build -c release --scratch-path .build-release --product gallery) >&2
    gallery=../.build-release/release/gallery
else
    (cd .. && swift build --product gallery) >&2
    gallery=../.build/debug/gallery
fi
if curl -s -o /dev/null "http://127.0.0.1:$PORT/"; then echo "idle-heap.sh: port $PORT is taken; set PORT" >&2; exit 1; fi

mkdir -p "$OUT"; rm -f "$OUT"/gallery.*
DATA=$(mktemp -d)
trap 'pkill -INT -f "gallery --port $PORT" 2>/dev/null || true; rm -rf "$DATA"' EXIT
heaptrack -o "$OUT/gallery" "$gallery" --port "$PORT" --diagnostics --log-level warning --data-dir "$DATA" \
    --max-sessions 100000 --max-sessions-per-client 100000 --max-sockets-per-client 100000 --max-connections-per-client 100000 --grace-period 600 \
    ${RELEASE_AFTER:+--release-idle-screens-after "$RELEASE_AFTER"} >"$OUT/heaptrack.log" 2>&1 &
until curl -sf "http://127.0.0.1:$PORT/_bindery/stats" >/dev/null; do sleep 0.5; done

RELEASE_AFTER=${RELEASE_AFTER:-} PAGE=${PAGE:-/find-number} python3 idle_heap.py open "$PORT" "$SESSIONS"
pkill -INT -f "gallery --port $PORT"
while pgrep -f "gallery --port $PORT" >/dev/null; do sleep 0.5; done
heaptrack_print -f "$OUT"/gallery.*zst --print-flamegraph "$OUT/peak.txt" --flamegraph-cost-type peak >/dev/null 2>&1
python3 idle_heap.py split "$OUT/peak.txt" "$SESSIONS"
