#!/usr/bin/env bash
# The soak benchmark of issue 17: simulated users play every Gallery app for a long time against a release
# `gallery --diagnostics`, with stand-in latency and failures and sockets cut at random. See Benchmarks/README.md.
#
#   ./soak.sh                                  # 500 users, 30 minutes (about 32 minutes with build and drain)
#   USERS=50 MINUTES=2 ./soak.sh               # a quick check
#   ./soak.sh --users 100 --minutes 5 --label try   # any soak.py option passes through
#
# Creates Benchmarks/.venv-soak (git-ignored) with aiohttp and matplotlib from PyPI, builds the gallery in release
# (.build-release at the repo root, as load.sh), and runs soak.py, which starts and stops the server itself.
# Results (markdown table, JSON, PNG chart) go to Benchmarks/results/.
set -euo pipefail
cd "$(dirname "$0")"

USERS=${USERS:-500}
MINUTES=${MINUTES:-30}

if [ ! -x .venv-soak/bin/python ]; then
    python3 -m venv .venv-soak
fi
if ! .venv-soak/bin/python -c 'import aiohttp, matplotlib' 2>/dev/null; then
    .venv-soak/bin/pip install --quiet --disable-pip-version-check 'aiohttp>=3.9,<4' 'matplotlib>=3.8,<4'
fi

if [ -z "${SKIP_BUILD:-}" ]; then
    (cd .. && swift build -c release --product gallery --scratch-path .build-release) >&2
fi
ulimit -n "$(ulimit -Hn)"

exec .venv-soak/bin/python soak.py --server ../.build-release/release/gallery \
    --users "$USERS" --minutes "$MINUTES" "$@"
