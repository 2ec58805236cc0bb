#!/usr/bin/env python3
"""Two of run.py's servers (a framework and its floor) held side by side and played in turn, so that both see the
same load on a shared machine: CPU per tap of each and their ratio at each rate. Run with the peers' venv after
run.sh built the servers (as probe.py); BIN names another folder of the two binaries.

    .venv-peers/bin/python pair.py [A B [ROUNDS [SECONDS]]]     # default: bindery bindery-echo 4 5

TABS tabs (200, or $TABS) are opened on each server and played 3 s to warm up; then, ROUNDS times, each rate of
$RATES (200,1000) for SECONDS on A, then on B. Each play's server CPU (utime + stime, /proc) is summed per server and
rate and divided by the taps answered, its system part beside it. A pause between two plays of one server stays
under the Counter's 15 s idle release, so no play meets released screens.
"""
import os
import sys
import time

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))


def user_system_seconds(pid):
    """The process's user and system CPU seconds (/proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) / run.CLOCK_TICKS, int(fields[12]) / run.CLOCK_TICKS


def main():
    names = sys.argv[1:3] if len(sys.argv) >= 3 else ["bindery", "bindery-echo"]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 5
    rates = [int(rate) for rate in os.environ.get("RATES", "200,1000").split(",")]
    tabs = int(os.environ.get("TABS", "200"))
    run.RUN_DIR = HERE
    pair = [run.peer(name, BIN) for name in names]
    totals = {(name, rate): [0.0, 0, 0.0] for name in names for rate in rates}  # CPU s, taps, system CPU s
    with run.serving(pair[0]) as server_a, run.serving(pair[1]) as server_b, \
            run.client_processes(pair[0], server_a, 1, first_index=2) as clients_a, \
            run.client_processes(pair[1], server_b, 1, first_index=3) as clients_b:
        sides = [(names[0], server_a, clients_a), (names[1], server_b, clients_b)]
        for _, _, clients in sides:
            clients.open(tabs)
        time.sleep(2)
        for _, server, clients in sides:
            clients.play(server.pid, rates[0], 3, tabs)
        for _ in range(rounds):
            for rate in rates:
                for name, server, clients in sides:
                    system_before = user_system_seconds(server.pid)[1]
                    play = clients.play(server.pid, rate, seconds, tabs)
                    totals[(name, rate)][0] += play["server_cpu_s"]
                    totals[(name, rate)][1] += play["answered"]
                    totals[(name, rate)][2] += user_system_seconds(server.pid)[1] - system_before
        for _, _, clients in sides:
            clients.close()
    print(f"load average {open('/proc/loadavg').read().split()[:3]}")
    for rate in rates:
        per_tap = {name: totals[(name, rate)][0] / max(1, totals[(name, rate)][1]) * 1e6 for name in names}
        system = {name: totals[(name, rate)][2] / max(1, totals[(name, rate)][1]) * 1e6 for name in names}
        print(f"{rate}/s: " + ", ".join(f"{name} {per_tap[name]:.0f} µs a tap ({system[name]:.0f} system; "
                                       f"{totals[(name, rate)][1]} taps)" for name in names)
              + f"; ratio {per_tap[names[0]] / per_tap[names[1]]:.2f}")


if __name__ == "__main__":
    main()
