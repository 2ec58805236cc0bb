#!/usr/bin/env python3
"""User-space instructions a tap on one of run.py's servers, Bindery's or a peer's, counted by valgrind's callgrind on
the running server: load-independent, unlike CPU time (this host has no hardware counters for `perf stat`), and free
of what this VM charges a process for each wake-up (wakeup.py). Run with the peers' venv after run.sh built the
servers (as probe.py); BIN names another folder of the Swift servers' binaries.

    .venv-peers/bin/python instructions.py NAME [TAPS [RATE]]   # NAME: bindery, bindery-echo, pyview, nicegui, shiny,
                                                                 # uvicorn-echo, or a keypad (Dutch pay: bindery-keypad,
                                                                 # pyview-keypad, …); 100 taps at 2/s
    .venv-peers/bin/python instructions.py first                # the Counter's first taps, each a rebuild
    .venv-peers/bin/python instructions.py NAME [TAPS] --json   # the count as JSON (run.py's instructions stage)

The server runs under `valgrind --tool=callgrind` (a Python peer's interpreter with it); TABS tabs (10, or $TABS) are
opened and each tapped once to warm up. Then two counts, each zeroed (`callgrind_control -z`) and dumped
(`callgrind_control -d`) to logs/NAME.callgrind.<pid>.<n>: IDLE seconds (5, or $IDLE) with the tabs open and no tap,
the server's own timers and loops; then TAPS taps played at RATE a second. A tap's instructions are the play's less
the idle rate over the play's seconds, per tap answered (the play's whole count a tap is printed beside it). Under
valgrind a server runs 20–100 times slower, and the settings (TAPS, RATE, TABS, IDLE_SECONDS below) are the same for
every server: the slowest, NiceGUI, keeps up at them (the script warns when taps went unanswered, and when a tab of
the Counter idled past its 15 s and rebuilt its screen inside the count).

`first` counts the Counter's first taps instead: TABS tabs are opened (each lets its screen go once its page shows
it), then three rounds of one tap a tab are counted apart; the first round's taps each rebuild their tab's screen
from its record, the two after it are for comparison.
"""
import glob
import json
import os
import re
import subprocess
import sys
import time

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))

# The count's settings, the same for every server (run.py's instructions stage uses them as they are): NiceGUI under
# valgrind keeps up with about two taps a second; ten tabs at two a second tap each every 5 s, so no tab of Bindery's
# Counter idles past its 15 s and rebuilds its screen inside the count (`first` counts those rebuilds).
TAPS, RATE, TABS, IDLE_SECONDS = 100, 2, 10, 5

# valgrind 3.19 writes into the mask given to rt_sigsuspend, and libdispatch's main queue passes a read-only one:
# valgrind crashes unless the call gets a copy.
SIGSUSPEND_SHIM = r"""
#define _GNU_SOURCE
#include <signal.h>
#include <dlfcn.h>
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    int (*real)(const sigset_t *) = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    return real(&copy);
}
"""


def main():
    arguments = [a for a in sys.argv[1:] if a != "--json"]
    first = arguments[0] == "first"
    name = "bindery" if first else arguments[0]
    taps = int(arguments[1]) if len(arguments) > 1 else TAPS
    rate = float(arguments[2]) if len(arguments) > 2 else RATE
    tabs = int(os.environ.get("TABS", TABS))
    idle_seconds = float(os.environ.get("IDLE", IDLE_SECONDS))
    run.RUN_DIR = HERE
    peer = run.peer(name, BIN)
    out = os.path.join(HERE, "logs", f"{name}.callgrind")
    for old in glob.glob(out + ".*[0-9]"):
        os.remove(old)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    peer = under_callgrind(peer, out)
    with run.serving(peer) as server, run.client_processes(peer, server, 1, first_index=2) as clients:
        clients.open(tabs)
        time.sleep(2)
        if first:
            return count_first_taps(server, clients, out, tabs, rate)
        counted = count_taps(server, clients, out, tabs, taps, rate, idle_seconds)
        clients.close()
    if "--json" in sys.argv:
        print(json.dumps(counted))
        return
    print(f"{name}: {counted['per_tap']:,} instructions a tap above idle ({counted['gross_per_tap']:,} with the "
          f"server's idle work in those {counted['seconds']} s, {counted['answered']} taps answered of "
          f"{counted['sent']}); idle {counted['idle_per_second']:,} a second over {tabs} tabs", flush=True)
    if counted["unanswered"]:
        print(f"warning: {counted['unanswered']} taps unanswered: the server did not keep up under valgrind; a lower "
              f"RATE", file=sys.stderr)


def count_taps(server, clients, out, tabs, taps, rate, idle_seconds):
    """IDLE seconds of the open tabs doing nothing, then TAPS taps at RATE a second, each counted on its own; a tap's
    instructions are the play's less the idle rate over the play's seconds."""
    # Every tab tapped before the count: one opened long ago under valgrind may have let its screen go (the
    # Counter's idle release) and would rebuild it from its record inside the count.
    clients.play(server.pid, rate, max(3, tabs / rate + 1), tabs)
    started = time.monotonic()
    zero(server)
    time.sleep(idle_seconds)
    idle = dump(server, out)
    idle_rate = idle / (time.monotonic() - started)
    started = time.monotonic()
    zero(server)
    play = clients.play(server.pid, rate, taps / rate, tabs)
    total = dump(server, out)
    seconds = time.monotonic() - started
    answered = play["answered"] or 1
    return {"per_tap": round((total - idle_rate * seconds) / answered), "gross_per_tap": round(total / answered),
            "idle_per_second": round(idle_rate), "seconds": round(seconds, 1), "taps": taps, "rate": rate,
            "tabs": tabs, "idle_seconds": idle_seconds, "sent": play["sent"], "answered": play["answered"],
            "unanswered": play["unanswered"]}


def under_callgrind(peer, out):
    """`peer` as run under callgrind: a Bindery server's binary without its debug info (valgrind 3.19 cannot read the
    DWARF 5 that Swift 6.3 emits; the symbols stay) and with the sigsuspend shim; a Python peer's interpreter as is."""
    command, env = peer["command"], dict(peer["env"])
    if peer["name"].startswith("bindery"):
        binary = f"{out}.binary"
        subprocess.run(["strip", "--strip-debug", "-o", binary, command[0]], check=True)
        shim = f"{out}.sigsuspend.so"
        subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-x", "c", "-", "-o", shim, "-ldl"], input=SIGSUSPEND_SHIM,
                       text=True, check=True)
        command, env = [binary] + command[1:], dict(env, LD_PRELOAD=shim)
    # A Python framework imports for minutes under valgrind before it serves its first page.
    return dict(peer, command=["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}.%p"] + command, env=env,
                start_seconds=900)


def zero(server):
    subprocess.run(["callgrind_control", "-z", str(server.pid)], check=True, capture_output=True)


def dump(server, out):
    """Dumps the counts since the last zero and returns their total."""
    subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
    dumps = sorted(glob.glob(f"{out}.{server.pid}.*"), key=lambda path: int(path.rsplit(".", 1)[1]))
    with open(dumps[-1]) as last:
        text = last.read()
    if "rebuiltSession" in text:
        print("warning: screens were rebuilt inside the count (a tab idle past the Counter's 15 s): fewer TABS",
              file=sys.stderr)
    return int(re.search(r"^(?:summary|totals): (\d+)", text, re.MULTILINE).group(1))


def count_first_taps(server, clients, out, tabs, rate):
    """Three rounds of one tap a tab, each counted on its own: the first taps (rebuilds), then two rounds after."""
    for label in ["first", "second", "third"]:
        zero(server)
        play = clients.play(server.pid, rate, tabs / rate, tabs)
        total = dump(server, out)
        print(f"{label} taps: {total:,} instructions over {play['answered']} taps answered: "
              f"{total / max(1, play['answered']):,.0f} a tap", flush=True)
    clients.close()


if __name__ == "__main__":
    main()
