#!/usr/bin/env python3
"""run.py's idle stage alone, for one framework: the server's RSS with 0, 500 and 2,000 tabs open, each read after
the tabs settled (and, for Bindery, after their screens were released), and the slope in KiB a tab. Run with the
peers' venv after run.sh built the servers, with the descriptor limit raised (`ulimit -n $(ulimit -Hn)`):

    .venv-peers/bin/python idle.py [NAME [COUNTS]]      # bindery, 0,500,2000; about 2 minutes

BIN names another folder holding the release `counter` (as instructions.py).
"""
import argparse
import os
import sys

import run

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "servers", ".build", "release"))


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "bindery"
    counts = [int(x) for x in sys.argv[2].split(",")] if len(sys.argv) > 2 else [0, 500, 2000]
    run.RUN_DIR = HERE
    peer = run.peer(name, BIN)
    with run.serving(peer) as server:
        result = run.idle_memory(server, peer, counts, argparse.Namespace(settle=5), deflate=True)
    print(f"{name}: {result['kib_per_tab']} KiB RSS a tab; points (tabs, KiB): {result['points']}")


if __name__ == "__main__":
    main()
