#!/usr/bin/env bash
# Instructions per event for the six scenarios × three libraries (and a, f in the RxSwift dialect), counted by valgrind's callgrind,
# printed as a markdown table.
#
#   ./callgrind.sh                 # all 6 × 3, then the session path (g)
#   ./callgrind.sh a d             # only scenarios a and d
#   ./callgrind.sh g               # only the session path: g-dutch-pay and g-find-number (Bindery alone)
#   N1=2000 N2=22000 ./callgrind.sh
#
# Each case runs CallgrindProbe twice, with N1 and N2 events, and reports
# (instructions(N2) - instructions(N1)) / (N2 - N1): process start, setup and teardown are the
# same in both runs and cancel out. Instruction counts do not depend on the machine's load, so the
# runs go two at a time.
#
# The probe is built in its own scratch folder with DWARF 4: valgrind 3.19 cannot read the DWARF 5
# that Swift 6.3 emits by default ("unhandled dwarf2 abbrev form code 0x25").
set -euo pipefail
cd "$(dirname "$0")"

N1=${N1:-1000}
N2=${N2:-11000}
JOBS=${JOBS:-2}
SCRATCH=${SCRATCH:-.build-callgrind}
OUT=${OUT:-$SCRATCH/callgrind-out}
SCENARIOS=("$@")
if [ ${#SCENARIOS[@]} -eq 0 ]; then SCENARIOS=(a b c d e f a-rx f-rx g); fi
# A dialect row (a-rx) is judged against its Combine-dialect row (a): measure that one too.
for scenario in "${SCENARIOS[@]}"; do
    case "$scenario" in
        ?-rx) base=${scenario%-rx}; [[ " ${SCENARIOS[*]} " == *" $base "* ]] || SCENARIOS=("$base" "${SCENARIOS[@]}");;
    esac
done
LIBRARIES=(bindery opencombine closures)
# The session path (g) exists for Bindery alone; its runs also count the calls to the C allocator.
CORE=()
SESSION=()
for scenario in "${SCENARIOS[@]}"; do
    case $scenario in
        g) SESSION+=(g-dutch-pay g-find-number) ;;
        g-*) SESSION+=("$scenario") ;;
        *) CORE+=("$scenario") ;;
    esac
done
SCENARIOS=("${CORE[@]}")

swift build -c release --scratch-path "$SCRATCH" --product CallgrindProbe \
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
PROBE="$SCRATCH/release/CallgrindProbe"
mkdir -p "$OUT"

# One valgrind run: writes the total instruction count (or n/a) to $OUT/<scenario>-<library>-<n>.count
run_one() {
    local scenario=$1 library=$2 n=$3
    local base="$OUT/$scenario-$library-$n"
    if valgrind --tool=callgrind --callgrind-out-file="$base.callgrind" \
        "$PROBE" "$scenario" "$library" "$n" >"$base.stdout" 2>"$base.stderr"; then
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$base.stderr" >"$base.count"
    elif grep -q '^n/a$' "$base.stdout"; then
        echo n/a >"$base.count"
    else
        echo "failed: $scenario $library $n (see $base.stderr)" >&2
        echo failed >"$base.count"
    fi
}
export -f run_one
export PROBE OUT

{
    for scenario in "${SCENARIOS[@]}"; do
        for library in "${LIBRARIES[@]}"; do
            for n in "$N1" "$N2"; do echo "$scenario $library $n"; done
        done
    done
    for scenario in "${SESSION[@]}"; do
        for n in "$N1" "$N2"; do echo "$scenario bindery $n"; done
    done
} | xargs -P "$JOBS" -L 1 bash -c 'run_one "$@"' _

per_event() {  # scenario library -> instructions per event, or n/a
    local a b
    a=$(cat "$OUT/$1-$2-$N1.count"); b=$(cat "$OUT/$1-$2-$N2.count")
    if [ "$a" = n/a ] || [ "$b" = n/a ]; then echo n/a; return; fi
    if [ "$a" = failed ] || [ "$b" = failed ]; then echo failed; return; fi
    echo $(( (b - a + (N2 - N1) / 2) / (N2 - N1) ))
}

checksum() { cat "$OUT/$1-$2-$N2.stdout"; }

ratio() {  # numerator denominator -> "1.23×" or "–"
    case "$1$2" in *n/a*|*failed*) echo "–"; return;; esac
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'
}

declare -A TARGET=([a]=3220 [b]=9385 [c]=4590 [d]=7690 [e]=20140 [f]=5960)
declare -A NAME=([a]="relay → map → filter → sink" [b]="1 relay, 10 subscribers"
    [c]="combineLatest, 2 relays alternately" [d]="flatMapLatest { Just(\$0) }"
    [e]="churn: create, subscribe, send, cancel" [f]="login form → Driver"
    [a-rx]="(a) in RxSwift's dialect" [f-rx]="(f) in RxSwift's dialect")

if [ ${#SCENARIOS[@]} -gt 0 ]; then
echo "Instructions per event (callgrind, release, (I($N2) − I($N1)) / $((N2 - N1)))"
echo
echo "| scenario | Bindery | OpenCombine | closures | Bindery / OpenCombine | target (≤ 0.6× RxSwift; x-rx: ≤ 1.2× x) | met |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | :---: |"
for scenario in "${SCENARIOS[@]}"; do
    bindery=$(per_event "$scenario" bindery)
    combine=$(per_event "$scenario" opencombine)
    closures=$(per_event "$scenario" closures)
    case "$scenario" in
        # ≤ 1.2× the same scenario in the Combine dialect
        ?-rx) target=$(( ($(per_event "${scenario%-rx}" bindery) * 12 + 5) / 10 ));;
        *) target=${TARGET[$scenario]};;
    esac
    met=yes
    if [ "$bindery" = failed ] || [ "$bindery" -gt "$target" ]; then met=no; fi
    if [ "$combine" != n/a ] && [ "$combine" != failed ] && [ "$bindery" != failed ] \
        && [ $((bindery * 10)) -gt $((combine * 11)) ]; then met=no; fi
    for library in opencombine closures; do
        c=$(checksum "$scenario" "$library")
        if [ "$c" != n/a ] && [ "$c" != "$(checksum "$scenario" bindery)" ]; then
            echo "checksum mismatch in $scenario: bindery $(checksum "$scenario" bindery), $library $c" >&2
            met="no (checksum)"
        fi
    done
    echo "| $scenario: ${NAME[$scenario]} | $bindery | $combine | $closures | $(ratio "$bindery" "$combine") | $target | $met |"
done
fi

if [ ${#SESSION[@]} -gt 0 ]; then
    declare -A SESSION_NAME=([g-dutch-pay]="Dutch pay key (1, backspace in turn) → patch"
        [g-find-number]="Find Number guess (right, wrong in turn) → patch, record saved"
        [g-dutch-pay-continuity]="Dutch pay key, as g-dutch-pay, its tab's continuity record written")
    allocs() { awk -f callgrind-allocs.awk "$OUT/$1-bindery-$2.callgrind"; }
    [ ${#SCENARIOS[@]} -gt 0 ] && echo
    echo "Session path per event: event frame → live Session → patch frame (callgrind, release, (N$N2 − N$N1) / $((N2 - N1)))"
    echo
    echo "| scenario | instructions | mallocs | patch frames | bytes per patch frame |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    for scenario in "${SESSION[@]}"; do
        instructions=$(per_event "$scenario" bindery)
        a=$(allocs "$scenario" "$N1"); b=$(allocs "$scenario" "$N2")
        mallocs=$(awk -v a="$a" -v b="$b" -v n=$((N2 - N1)) 'BEGIN { printf "%.1f", (b - a) / n }')
        read -r frames _ _ bytes _ < "$OUT/$scenario-bindery-$N2.stdout"
        echo "| ${scenario}: ${SESSION_NAME[$scenario]} | $instructions | $mallocs | $frames / $N2 | $((bytes / frames)) |"
    done
fi
