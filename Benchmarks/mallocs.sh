#!/usr/bin/env bash
# Heap allocations per event, counted by valgrind's memcheck (its "total heap usage: N allocs" line,
# which counts every malloc, calloc, realloc and memalign the process makes).
#
#   ./mallocs.sh e                 # scenario e, all three libraries
#   ./mallocs.sh d e a-rx
#
# Like callgrind.sh, each case runs CallgrindProbe twice, with N1 and N2 events, and reports
# (allocs(N2) - allocs(N1)) / (N2 - N1), so process start, setup and teardown cancel out.
set -euo pipefail
cd "$(dirname "$0")"

N1=${N1:-1000}
N2=${N2:-3000}
SCRATCH=${SCRATCH:-.build-callgrind}
OUT=${OUT:-$SCRATCH/mallocs-out}
SCENARIOS=("$@")
if [ ${#SCENARIOS[@]} -eq 0 ]; then SCENARIOS=(a b c d e f a-rx f-rx); fi

swift build -c release --scratch-path "$SCRATCH" --product CallgrindProbe \
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
PROBE="$SCRATCH/release/CallgrindProbe"
mkdir -p "$OUT"

allocs() {  # scenario library n -> total allocations, or n/a
    local log="$OUT/$1-$2-$3.memcheck"
    if valgrind --tool=memcheck --leak-check=no "$PROBE" "$1" "$2" "$3" >"$log.stdout" 2>"$log"; then
        sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' "$log" | tr -d ,
    else
        echo n/a
    fi
}

echo "| scenario | Bindery | OpenCombine | closures |"
echo "| --- | ---: | ---: | ---: |"
for scenario in "${SCENARIOS[@]}"; do
    row="| $scenario"
    for library in bindery opencombine closures; do
        a=$(allocs "$scenario" "$library" "$N1"); b=$(allocs "$scenario" "$library" "$N2")
        if [ "$a" = n/a ] || [ "$b" = n/a ]; then row="$row | n/a"; continue; fi
        row="$row | $(awk -v a="$a" -v b="$b" -v n=$((N2 - N1)) 'BEGIN { printf "%.2f", (b - a) / n }')"
    done
    echo "$row |"
done
