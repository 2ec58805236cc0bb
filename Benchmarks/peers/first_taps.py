#!/usr/bin/env python3
"""What a tab's first tap costs the server against the taps after it: TABS tabs (600, or $TABS) are opened, then
each taps once, four rounds in turn at 500 taps a second. Prints, per round, the server's CPU a tap (from every
thread's /proc/PID/task/*/schedstat, and from /proc/PID/stat, which keeps the threads that ended) and the p50 / p99
round trip. With `WebConfiguration.releaseScreensOnceShown` (the Counter) the first round's taps each rebuild their
tab's screen from its record. Run with the peers' venv after run.sh built the servers, the descriptor limit raised:

    .venv-peers/bin/python first_taps.py [NAME]          # bindery (default) or bindery-echo
"""
import os
import sys
import time

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))


def scheduled_ns(pid):
    """The CPU time of the process's live threads, in nanoseconds."""
    total = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{thread}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except OSError:
            pass  # the thread ended meanwhile
    return total


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "bindery"
    tabs = int(os.environ.get("TABS", "600"))
    run.RUN_DIR = HERE
    peer = run.peer(name, BIN)
    with run.serving(peer) as server, run.client_processes(peer, server, 1, first_index=2) as clients:
        clients.open(tabs)
        run.settle(3)
        for label in ("first", "second", "third", "fourth"):
            before = scheduled_ns(server.pid)
            play = clients.play(server.pid, 500, tabs / 500, tabs)
            answered = play["answered"] or 1
            print(f"{label} taps: {play['answered']} answered, {(scheduled_ns(server.pid) - before) / answered / 1000:.0f} µs "
                  f"(schedstat) / {play['cpu_us_per_event']} µs (stat) a tap, p50 {play['p50_ms']} ms, "
                  f"p99 {play['p99_ms']} ms", flush=True)
            time.sleep(1)
        clients.close()


if __name__ == "__main__":
    main()
