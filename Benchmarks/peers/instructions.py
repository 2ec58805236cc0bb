#!/usr/bin/env python3
"""User-space instructions a tap on one of run.py's Bindery servers, counted by valgrind's callgrind on the running
release binary: load-independent, unlike CPU time (this host has no hardware counters for `perf stat`). Run with
the peers' venv after run.sh built the servers (as probe.py); BIN names another folder of the two binaries.

    .venv-peers/bin/python instructions.py NAME [TAPS [RATE]]     # NAME bindery or bindery-echo; 1,000 taps at 50/s
    .venv-peers/bin/python instructions.py first                 # the Counter's first taps, each a rebuild

The server runs under `valgrind --tool=callgrind`; TABS tabs (50, or $TABS) are opened and each tapped once to warm
up; the counts are zeroed (`callgrind_control -z`), TAPS taps are played at RATE a second, and the counts are dumped
(`callgrind_control -d`) to logs/NAME.callgrind.<pid>.1: instructions over those taps (the server's timers in those
seconds included) / taps answered. At 50/s each of 50 tabs taps every second: with 200, a tab could idle past the
Counter's 15 s under valgrind's slowness and rebuild its screen inside the count (the script warns when one did).

`first` counts the Counter's first taps instead: TABS tabs are opened (each lets its screen go once its page shows
it), then three rounds of one tap a tab are counted apart; the first round's taps each rebuild their tab's screen
from its record, the two after it are for comparison.
"""
import glob
import os
import re
import subprocess
import sys
import time

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))

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
    first = sys.argv[1] == "first"
    name = "bindery" if first else sys.argv[1]
    taps = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rate = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    tabs = int(os.environ.get("TABS", "50"))
    run.RUN_DIR = HERE
    peer = next(p for p in run.peers(os.path.join(BIN, "counter"), os.path.join(BIN, "bindery-echo"))
                if p["name"] == name)
    out = os.path.join(HERE, "logs", f"{name}.callgrind")
    for old in glob.glob(out + ".*[0-9]"):
        os.remove(old)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    # valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits: the binary is run without its debug info (its
    # symbols stay).
    binary = f"{out}.binary"
    subprocess.run(["strip", "--strip-debug", "-o", binary, peer["command"][0]], check=True)
    shim = f"{out}.sigsuspend.so"
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-x", "c", "-", "-o", shim, "-ldl"], input=SIGSUSPEND_SHIM,
                   text=True, check=True)
    peer = dict(peer, command=["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}.%p", binary],
                env=dict(peer["env"], LD_PRELOAD=shim))
    with run.serving(peer) as server, run.client_processes(peer, server, 1, first_index=2) as clients:
        clients.open(tabs)
        time.sleep(2)
        if first:
            return count_first_taps(server, clients, out, tabs, rate)
        # Every tab tapped before the count: one opened long ago under valgrind may have let its screen go (the
        # Counter's idle release) and would rebuild it from its record inside the count.
        clients.play(server.pid, rate, max(3, tabs / rate + 1), tabs)
        subprocess.run(["callgrind_control", "-z", str(server.pid)], check=True, capture_output=True)
        play = clients.play(server.pid, rate, taps / rate, tabs)
        subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
        clients.close()
    dumps = sorted(glob.glob(f"{out}.{server.pid}.*"))
    with open(dumps[-1]) as dump:
        text = dump.read()
    total = int(re.search(r"^(?:summary|totals): (\d+)", text, re.MULTILINE).group(1))
    if "rebuiltSession" in text:
        print("warning: screens were rebuilt inside the count (a tab idle past the Counter's 15 s): fewer TABS")
    answered = play["answered"] or 1
    print(f"{name}: {total:,} instructions over {play['answered']} taps answered ({play['sent']} sent): "
          f"{total / answered:,.0f} a tap; {dumps[-1]}")


def count_first_taps(server, clients, out, tabs, rate):
    """Three rounds of one tap a tab, each counted on its own: the first taps (rebuilds), then two rounds after."""
    for label in ["first", "second", "third"]:
        subprocess.run(["callgrind_control", "-z", str(server.pid)], check=True, capture_output=True)
        play = clients.play(server.pid, rate, tabs / rate, tabs)
        subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
        dumps = sorted(glob.glob(f"{out}.{server.pid}.*"), key=lambda path: int(path.rsplit(".", 1)[1]))
        with open(dumps[-1]) as dump:
            total = int(re.search(r"^(?:summary|totals): (\d+)", dump.read(), re.MULTILINE).group(1))
        print(f"{label} taps: {total:,} instructions over {play['answered']} taps answered: "
              f"{total / max(1, play['answered']):,.0f} a tap; {dumps[-1]}", flush=True)
    clients.close()

if __name__ == "__main__":
    main()
