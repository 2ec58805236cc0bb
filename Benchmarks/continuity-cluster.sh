#!/usr/bin/env bash
# Continuity in the cluster (issue 35): ../scripts/cluster (instances a, b, c behind nginx on one PostgreSQL, the
# tabs' continuity records in it) and continuity_cluster.py's protocol-level tabs tapping Dutch pay through nginx.
# Instance a is killed (SIGKILL) mid-run, then started again; then b is stopped cleanly (SIGTERM: it drains) and
# started again. Prints, per event, the tabs restored and the taps lost (see continuity_cluster.py), and writes the
# table to results/. Loopback only; about 2 minutes with the gallery built.
#
#   ./continuity-cluster.sh                            # 200 tabs × 2 taps/s, 10 s before each event, 20 s after
#   TABS=100 RATE=5 ./continuity-cluster.sh
#   BUILD=debug ./continuity-cluster.sh                 # the debug gallery (no release build)
set -euo pipefail
cd "$(dirname "$0")"

TABS=${TABS:-200}
RATE=${RATE:-2}
BUILD=${BUILD:-release}
export BINDERY_CLUSTER_PORT=${BINDERY_CLUSTER_PORT:-18500}

if [[ $BUILD == release ]]; then
  (cd .. && swift build -c release --scratch-path .build-release --product gallery) >&2
  export GALLERY_BIN="$PWD/../.build-release/release/gallery"
else
  (cd .. && swift build --product gallery) >&2
  GALLERY_BIN="$(cd .. && swift build --show-bin-path)/gallery"
  export GALLERY_BIN
fi
ulimit -n "$(ulimit -Hn)"

# Every tab comes from 127.0.0.1 through nginx: the per-client limits are lifted, as in cluster-load.sh.
export GALLERY_ARGS="--log-level warning --max-sessions-per-client 20000 --max-sockets-per-client 20000 --max-connections-per-client 20000"
url=$(../scripts/cluster start | tail -n 1)
trap '../scripts/cluster stop' EXIT

python3 continuity_cluster.py --url "$url" --tabs "$TABS" --rate "$RATE" --label "${LABEL:-$BUILD}" "$@"
