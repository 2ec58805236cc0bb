#!/usr/bin/env python3
"""The path of one tap through the repository's code, read from the session path's callgrind runs (callgrind.sh g).

    python3 tap_path.py [OUT_DIR] [SCENARIO]      # defaults: .build-callgrind/callgrind-out g-dutch-pay

callgrind.sh runs each scenario with N1 and N2 events; what the longer run spends more, per extra event, is the
cost of one event. This prints, for that event (a frame in, its patch frame out):

- the repository's source files whose code runs for it (its own functions, or code inlined from it into others,
  callgrind's `fi=`/`fe=` lines), with instructions per event;
- the calls from a function of one type to a function of another (types from the demangled names), made at least
  once every other event, counted as distinct caller → callee pairs.

Release builds inline much of a source-level call chain, so these count what the compiled path does: compare runs
of the same method (before and after a change), not with a count read off the source.
"""
import collections
import os
import re
import subprocess
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else ".build-callgrind/callgrind-out"
SCENARIO = sys.argv[2] if len(sys.argv) > 2 else "g-dutch-pay"
ROOT_MARK = "/Sources/"
MIN_FILE_COST = 5          # instructions per event below which a file's share is taken as noise
MIN_CALLS_PER_EVENT = 0.5  # Dutch pay alternates two keys: a call made for one of them is on the path


def parse(path):
    """(instructions by file, calls by (caller, callee), file of each function) of one callgrind output."""
    names = {"fl": {}, "fn": {}}
    cost_by_file = collections.Counter()
    calls = collections.Counter()
    file_of_fn = {}
    current_fl = current_file = current_fn = None
    pending_call = None

    def name(kind, text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        key, value = match.groups()
        table = names["fl" if kind in ("fl", "fi", "fe", "cfi", "cfl") else "fn"]
        if value is not None:
            table[key] = value
        return table.get(key, key)

    with open(path, errors="replace") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line:
                continue
            head, _, rest = line.partition("=")
            if head in ("fl", "fi", "fe") and rest:
                file = name(head, rest)
                if head == "fl":
                    current_fl = file
                current_file = file
            elif head == "fn" and rest:
                current_fn = name("fn", rest)
                current_file = current_fl
                file_of_fn.setdefault(current_fn, current_fl)
            elif head in ("cfi", "cfl") and rest:
                name(head, rest)
            elif head == "cfn" and rest:
                pending_call = name("cfn", rest)
            elif head == "calls" and rest:
                count = int(rest.split()[0])
                calls[(current_fn, pending_call)] += count
                pending_call = "cost-follows"
            elif line[0].isdigit() or line[0] in "+-*":
                fields = line.split()
                if len(fields) >= 2:
                    if pending_call == "cost-follows":
                        pending_call = None  # an inclusive call cost, counted in the callee
                        continue
                    cost_by_file[current_file] += int(fields[1])
    return cost_by_file, calls, file_of_fn


def demangle(symbols):
    """Simplified demangled names for `symbols`, in order."""
    result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(symbols),
                            capture_output=True, text=True, check=True)
    return result.stdout.splitlines()


def type_of(demangled):
    """The type a demangled function belongs to: the context before its last name (closures: their function's)."""
    text = demangled
    while " in " in text and text.split(" in ", 1)[0].startswith(("closure", "implicit closure", "partial apply")):
        text = text.split(" in ", 1)[1]
    text = re.sub(r"^(\w+ )*(thunk|specialized|merged|outlined \w+ of) (for )?", "", text)
    text = re.sub(r"<[^<>]*>", "", re.sub(r"<[^<>]*>", "", text))
    text = text.split("(", 1)[0].split(" : ", 1)[0].replace("static ", "")
    parts = text.split(".")
    if parts[-1] in ("getter", "setter", "modify", "read", "init", "deinit", "didset", "willset"):
        parts = parts[:-1]
    return ".".join(parts[:-1]) or text


def main():
    counts = {}
    for events in sorted({int(m.group(1)) for f in os.listdir(OUT)
                          for m in [re.match(rf"{SCENARIO}-bindery-(\d+)\.callgrind$", f)] if m}):
        counts[events] = parse(os.path.join(OUT, f"{SCENARIO}-bindery-{events}.callgrind"))
    if len(counts) != 2:
        sys.exit(f"expected two runs of {SCENARIO} in {OUT}: run ./callgrind.sh g first")
    (n1, (cost1, calls1, _)), (n2, (cost2, calls2, files)) = sorted(counts.items())
    extra = n2 - n1
    per_file = {f: (cost2[f] - cost1.get(f, 0)) / extra for f in cost2}
    ours = {f: c for f, c in per_file.items() if f and ROOT_MARK in f and "/.build" not in f and c >= MIN_FILE_COST}
    print(f"{SCENARIO}: one event = ({n2} - {n1} runs) / {extra}\n")
    print(f"{len(ours)} source files on the path (instructions per event):")
    for file, cost in sorted(ours.items(), key=lambda item: -item[1]):
        print(f"  {cost:9.0f}  {file.split(ROOT_MARK, 1)[1]}")
    arcs = {(a, b): (calls2[(a, b)] - calls1.get((a, b), 0)) / extra for (a, b) in calls2}
    on_path = [(a, b) for (a, b), n in arcs.items() if n >= MIN_CALLS_PER_EVENT
               and all(files.get(x) and ROOT_MARK in files[x] and "/.build" not in files[x] for x in (a, b))]
    symbols = sorted({x for arc in on_path for x in arc})
    types = dict(zip(symbols, map(type_of, demangle(symbols))))
    crossing = sorted({(types[a], types[b]) for a, b in on_path if types[a] != types[b]})
    print(f"\n{len(crossing)} calls between types on the path (caller type -> callee type):")
    for caller, callee in crossing:
        print(f"  {caller} -> {callee}")


if __name__ == "__main__":
    main()
