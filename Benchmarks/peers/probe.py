#!/usr/bin/env python3
"""One server of run.py's (a framework or a floor) held at a steady tap rate, with a tool attached to it for the
play: what a tap costs the server beyond its CPU, against a floor's. Run with the peers' venv after run.sh built
the servers (`SKIP_BUILD=1 ./run.sh --only …` once, or servers/.build/release already there).

    .venv-peers/bin/python probe.py NAME SECONDS RATE [TOOL …]

NAME is one of run.py's (bindery, bindery-echo, nicegui, pyview, uvicorn-echo…); TABS tabs (200, or $TABS) are
opened, play 3 s to warm up, then RATE taps/s in all for SECONDS with TOOL running ({pid} is the server's pid; it
gets SIGINT at the end, its output goes to logs/probe-tool.txt). Prints the play's figures (as run.py's) and the
server's context switches per tap from /proc (voluntary: it slept, e.g. in epoll_wait; involuntary: preempted;
a tracer's stops count too, so read them without TOOL).

    .venv-peers/bin/python probe.py bindery 20 200                                   # CPU and wake-ups a tap
    .venv-peers/bin/python probe.py bindery-echo 10 200 strace -c -f -p {pid}        # syscalls a tap
    .venv-peers/bin/python probe.py bindery 30 200 perf record -F 4000 -e cpu-clock -g -o logs/bindery.perf -p {pid}
    BIN=/tmp/old .venv-peers/bin/python probe.py bindery 15 200                      # another build's binaries

BIN names another folder holding the release servers (as instructions.py), to play two builds in turn.
"""
import json
import os
import subprocess
import sys
import time

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))


def context_switches(pid):
    """The process's voluntary and involuntary context switches, summed over its threads."""
    voluntary = involuntary = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{thread}/status") as status:
            for line in status:
                if line.startswith("voluntary_ctxt_switches"):
                    voluntary += int(line.split()[1])
                elif line.startswith("nonvoluntary_ctxt_switches"):
                    involuntary += int(line.split()[1])
    return voluntary, involuntary


def main():
    name, seconds, rate, tool = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    tabs = int(os.environ.get("TABS", "200"))
    run.RUN_DIR = HERE
    peer = run.peer(name, BIN)
    with run.serving(peer) as server, run.client_processes(peer, server, 1, first_index=2) as clients:
        clients.open(tabs)
        time.sleep(2)
        clients.play(server.pid, rate, 3, tabs)
        attached = None
        if tool:
            output = open(os.path.join(HERE, "logs", "probe-tool.txt"), "w")
            attached = subprocess.Popen([word.replace("{pid}", str(server.pid)) for word in tool],
                                        stdout=output, stderr=subprocess.STDOUT)
            time.sleep(1.5)
        before = context_switches(server.pid)
        play = clients.play(server.pid, rate, seconds, tabs)
        after = context_switches(server.pid)
        if attached:
            attached.send_signal(2)
            attached.wait(30)
        clients.close()
    answered = play["answered"] or 1
    print(json.dumps(play))
    print(f"context switches a tap: voluntary {(after[0] - before[0]) / answered:.2f}, "
          f"involuntary {(after[1] - before[1]) / answered:.2f}")


if __name__ == "__main__":
    main()
