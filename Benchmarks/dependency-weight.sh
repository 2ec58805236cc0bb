#!/usr/bin/env bash
# What depending on Bindery costs an app: Examples/Counter against the floor (Benchmarks/floor: Hummingbird, its
# WebSocket package, OpenCombine and combine-schedulers alone), measured one after the other in the same run.
# Each is copied into a temporary directory (the Counter with this repository's working tree, which it depends on
# by path), then:
#   packages   how many packages `swift package resolve` pins (Package.resolved), and which beyond the floor's
#   resolve    seconds to resolve (fetching from SwiftPM's shared repository cache, as a second app would)
#   build      seconds of a clean debug `swift build` (the app's own targets, not its tests)
#   .build     the build folder's size afterwards
# Prints a Markdown table for Benchmarks/README.md. Compare ratios within one run: absolute times follow the
# machine's load. Usage: Benchmarks/dependency-weight.sh [--keep] (--keep leaves the temporary copies).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
keep=false
[[ ${1:-} == --keep ]] && keep=true

work=$(mktemp -d "${TMPDIR:-/tmp}/bindery-weight.XXXXXX")
$keep || trap 'rm -rf "$work"' EXIT

# The repository's files as git sees them (tracked, and new ones not ignored): no build folders, no virtual
# environments.
mkdir -p "$work/repo"
git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -C "$work/repo" -xf -
cp -R "$root/Benchmarks/floor" "$work/floor"
rm -rf "$work/floor/.build" "$work/floor/Package.resolved"

# The package identities `dir`'s Package.resolved pins, one a line, sorted.
pins() {
  python3 -c 'import json, sys; print("\n".join(sorted(p["identity"] for p in json.load(open(sys.argv[1]))["pins"])))' \
    "$1/Package.resolved"
}

# Resolves and clean-builds the package in `dir`; prints "packages resolve-seconds build-seconds build-size".
measure() {
  local dir=$1 started
  rm -rf "$dir/.build" "$dir/Package.resolved"
  started=$(date +%s.%N)
  (cd "$dir" && swift package resolve >"$work/resolve.log" 2>&1) || { cat "$work/resolve.log"; exit 1; }
  local resolved; resolved=$(echo "$(date +%s.%N) - $started" | bc)
  started=$(date +%s.%N)
  (cd "$dir" && swift build >"$work/build.log" 2>&1) || { tail -40 "$work/build.log"; exit 1; }
  local built; built=$(echo "$(date +%s.%N) - $started" | bc)
  printf '%s %.0f %.0f %s\n' "$(pins "$dir" | wc -l)" "$resolved" "$built" "$(du -sh "$dir/.build" | cut -f1)"
}

echo "floor: Benchmarks/floor" >&2
read -r floor_packages floor_resolve floor_build floor_size < <(measure "$work/floor")
echo "counter: Examples/Counter" >&2
read -r counter_packages counter_resolve counter_build counter_size < <(measure "$work/repo/Examples/Counter")
extra=$(comm -13 <(pins "$work/floor") <(pins "$work/repo/Examples/Counter") | paste -sd, - | sed 's/,/, /g')
ratio=$(echo "scale=2; $counter_build / $floor_build" | bc)

echo "| package | packages resolved | resolve (s) | clean debug build (s) | .build |"
echo "|---|---:|---:|---:|---:|"
echo "| floor (Benchmarks/floor) | $floor_packages | $floor_resolve | $floor_build | $floor_size |"
echo "| Examples/Counter | $counter_packages | $counter_resolve | $counter_build (${ratio} × the floor) | $counter_size |"
echo
echo "Beyond the floor's packages, the Counter resolves: ${extra:-none}."
$keep && echo "Copies kept in $work" >&2
exit 0
