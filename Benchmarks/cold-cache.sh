#!/usr/bin/env bash
# Scenario g with cold caches: how much memory one event walks, counted by callgrind's cache simulation.
#
#   ./cold-cache.sh                  # g-dutch-pay, 300 tabs, a 512 KiB last-level cache
#   TABS=600 LL=1048576 ./cold-cache.sh
#   TABS=1 N1=200 N2=1200 ./cold-cache.sh       # the same event on one warm tab
#
# Dutch pay only: its screen is `socketThread`, so an event runs whole on the probe's thread, inside the function
# callgrind collects in. Find Number's events hop onto a lane thread, which that toggle does not follow.
#
# A live server at 1,000 tabs × 1 event a second meets each tab once a second, after the load client, the kernel and
# 999 other tabs have run on the same core: the tab's objects and the event's code have left the core's own caches
# (this machine's L2 is 512 KiB a core; `lscpu`). The probe opens TABS tabs in one WebApp and sends each event to the
# next tab in turn, and callgrind simulates a last-level cache of LL bytes (16-way, 64-byte lines) the size of that
# L2: the lines one event touches in its tab, times TABS, must exceed it (about 11 KiB × 300 = 3.3 MiB for Dutch
# pay), or every tab stays cached. Like callgrind.sh, it runs the probe with N1 = 2 × TABS and N2 = 6 × TABS events
# and reports (count(N2) − count(N1)) / (N2 − N1), collecting only inside the probe's run loop
# (`SessionRunner.run`), so that opening the tabs is not counted and each tab's first event (in both runs)
# cancels out.
#
# Columns per event: instructions (Ir), first-level instruction misses (I1mr: the event's code footprint, which on
# the live server competes with the client's and the kernel's), first-level data misses (D1mr + D1mw), last-level
# data misses (DLmr + DLmw: the tab's memory walked); then the functions with the most last-level data misses.
set -euo pipefail
cd "$(dirname "$0")"
scenario=${1:-g-dutch-pay}
if [ "$scenario" != g-dutch-pay ]; then
    echo "cold-cache.sh: only g-dutch-pay (its events run on the calling thread, where callgrind collects)" >&2
    exit 2
fi
TABS=${TABS:-300}
LL=${LL:-524288}
ROWS=${ROWS:-25}
SCRATCH=${SCRATCH:-.build-callgrind}
OUT="$SCRATCH/cold-cache"
N1=${N1:-$((2 * TABS))}
N2=${N2:-$((6 * TABS))}

swift build -c release --scratch-path "$SCRATCH" --product CallgrindProbe \
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
mkdir -p "$OUT"
for n in "$N1" "$N2"; do
    valgrind --tool=callgrind --cache-sim=yes --LL="$LL,16,64" \
        --collect-atstart=no --toggle-collect='$s16SessionScenarios0A6RunnerC3runyySiF' \
        --callgrind-out-file="$OUT/$scenario-$n.callgrind" \
        "$SCRATCH/release/CallgrindProbe" cold "$scenario" "$TABS" "$n" >"$OUT/$scenario-$n.stdout" 2>"$OUT/$scenario-$n.stderr" &
done
wait

# The totals line of a profile: "Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw" (the order callgrind writes as "events:").
totals() { awk '/^events:/ { for (i = 2; i <= NF; i++) name[i-1] = $i } /^totals:/ { for (i = 2; i <= NF; i++) v[name[i-1]] = $i }
    END { print v["Ir"], v["I1mr"], v["D1mr"] + v["D1mw"], v["DLmr"] + v["DLmw"] }' "$1"; }
read -r ir1 i1_1 d1_1 dl1 < <(totals "$OUT/$scenario-$N1.callgrind")
read -r ir2 i1_2 d1_2 dl2 < <(totals "$OUT/$scenario-$N2.callgrind")
n=$((N2 - N1))
echo "$scenario, $TABS tabs in turn, last-level cache $((LL / 1024)) KiB: per event (callgrind, ($N2 − $N1 events) / $n)"
echo
echo "| instructions | I1 misses | D1 misses | LL data misses |"
echo "| ---: | ---: | ---: | ---: |"
awk -v a="$ir2" -v b="$ir1" -v c="$i1_2" -v d="$i1_1" -v e="$d1_2" -v f="$d1_1" -v g="$dl2" -v h="$dl1" -v n="$n" \
    'BEGIN { printf "| %.0f | %.0f | %.0f | %.0f |\n", (a - b) / n, (c - d) / n, (e - f) / n, (g - h) / n }'
echo
echo "Functions by last-level data misses per event (the difference between the two runs, over $n events):"
echo
for n_ in "$N1" "$N2"; do
    callgrind_annotate --inclusive=no --show=DLmr,DLmw --sort=DLmr --threshold=100 "$OUT/$scenario-$n_.callgrind" 2>/dev/null \
        | swift demangle --simplified >"$OUT/$scenario-$n_.annotated"
done
python3 - "$OUT/$scenario-$N1.annotated" "$OUT/$scenario-$N2.annotated" "$n" "$ROWS" <<'PY'
import re, sys
def misses(path):
    found = {}
    for line in open(path):
        if "=>" in line:
            continue
        m = re.match(r"^\s*([0-9,]+)\s+(?:\([ 0-9.]+%\)\s+)?([0-9,]+)\s+(?:\([ 0-9.]+%\)\s+)?(\S.*)$", line)
        if m and ":" in m.group(3):
            name = re.sub(r" \[/[^]]*\]$", "", m.group(3))
            found[name] = found.get(name, 0) + int(m.group(1).replace(",", "")) + int(m.group(2).replace(",", ""))
    return found
first, second = misses(sys.argv[1]), misses(sys.argv[2])
events, rows = int(sys.argv[3]), int(sys.argv[4])
diff = sorted(((second[k] - first.get(k, 0)) / events, k) for k in second)
for per_event, name in reversed(diff[-rows:]):
    print("%7.1f  %s" % (per_event, name[:150]))
PY
