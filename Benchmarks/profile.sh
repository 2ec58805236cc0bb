#!/usr/bin/env bash
# Where one scenario's instructions go, per event: callgrind collects only inside Runner.run(_:),
# so the totals divided by the event count are per event.
#
#   ./profile.sh f                 # Bindery, 10,000 events, top 30 functions (self and inclusive)
#   ./profile.sh d opencombine 5000 40
#
# The raw profile stays in .build-callgrind/profile-<scenario>-<library>.callgrind for callgrind_annotate.
set -euo pipefail
cd "$(dirname "$0")"
scenario=${1:?usage: profile.sh <scenario> [library] [events] [rows]}
library=${2:-bindery}
events=${3:-10000}
rows=${4:-30}
SCRATCH=${SCRATCH:-.build-callgrind}

swift build -c release --scratch-path "$SCRATCH" --product CallgrindProbe \
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
out="$SCRATCH/profile-$scenario-$library.callgrind"
valgrind --tool=callgrind --collect-atstart=no --toggle-collect='$s9Scenarios6RunnerPAAE3runyySiF' \
    --callgrind-out-file="$out" "$SCRATCH/release/CallgrindProbe" "$scenario" "$library" "$events" >/dev/null 2>&1

# Prints "instructions/event  function" for the top rows of callgrind_annotate's listing.
top() {
    callgrind_annotate "$@" --threshold=100 "$out" 2>/dev/null | swift demangle --simplified \
        | awk -v n="$events" -v rows="$rows" '
            /file:function/ { listing = 1; next }
            listing && shown < rows && /^ *[0-9,]+ / && !/=>/ {
                count = $1; gsub(",", "", count)
                sub(/^ *[0-9,]+ +\([ 0-9.]+%\) +/, "")
                sub(/ \[\/[^]]*\]$/, "")
                printf "%8.0f  %s\n", count / n, substr($0, 1, 150)
                if (++shown == rows) listing = 0
            }'
}
echo "== $scenario $library: instructions per event, self"
top --inclusive=no
echo
echo "== $scenario $library: instructions per event, inclusive"
top --inclusive=yes
