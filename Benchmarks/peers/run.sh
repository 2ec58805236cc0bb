#!/usr/bin/env bash
# Bindery's Counter beside NiceGUI, Shiny for Python and pyview-web (issue 38). See README.md beside this file.
#
#   ./run.sh                 # the run of record: about 15–20 minutes; writes RESULTS.md, results.json, peers.png here
#   ./run.sh --quick         # small counts and short phases, for development; writes to quick/ (git-ignored)
#   ./run.sh --only bindery,pyview      # some frameworks
#   SKIP_BUILD=1 ./run.sh    # with the servers' release build already made
#
# Makes .venv-peers (git-ignored) and installs requirements.txt into it (the peers at their exact versions, the
# client's and the plot's libraries), installs valgrind with apt-get when it is missing (unless --no-instructions),
# builds in release, in servers/.build, Examples/Counter's `counter` (that package's own product, a dependency of
# servers/), `bindery-echo` (the floor) and `bindery-dutch-pay` (the second app), raises the descriptor limit to the
# hard limit, and runs run.py.
set -euo pipefail
cd "$(dirname "$0")"
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg)

if [ ! -x .venv-peers/bin/python ]; then
    python3 -m venv .venv-peers
fi
if ! .venv-peers/bin/pip install --quiet --disable-pip-version-check -r requirements.txt; then
    echo "run.sh: pip could not install requirements.txt" >&2; exit 1
fi

# The instructions stage (instructions.py) runs each server under valgrind's callgrind.
if [[ " $* " != *" --no-instructions "* ]] \
    && ! { command -v valgrind && command -v callgrind_control; } >/dev/null; then
    if [ "$(id -u)" = 0 ]; then
        apt-get install -y -q valgrind >&2 || { apt-get update -q >&2 && apt-get install -y -q valgrind >&2; }
    else
        echo "run.sh: valgrind is missing: install it (apt-get install valgrind) or pass --no-instructions" >&2
        exit 1
    fi
fi

if [ -z "${SKIP_BUILD:-}" ]; then
    (cd servers && swift build -c release --product counter && swift build -c release --product bindery-echo \
        && swift build -c release --product bindery-dutch-pay) >&2
fi
BIN=$(cd servers && swift build -c release --show-bin-path)
ulimit -n "$(ulimit -Hn)"

exec .venv-peers/bin/python run.py --bin "$BIN" --load "$LOAD_AT_START" "$@"
