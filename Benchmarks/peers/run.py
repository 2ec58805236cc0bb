#!/usr/bin/env python3
"""Bindery's Counter beside the same counter in NiceGUI, Shiny for Python and pyview-web, one server after another
on loopback, each driven by a client that speaks its own protocol (tabs.py, client_worker.py). Run through run.sh,
which makes the virtual environment, installs the peers at their exact versions and builds Bindery's Counter.

Per framework, in four stages, each on a fresh server (first page and idle; latency and the client check;
capacity; idle without deflate):
  first page   the HTML and every resource it loads, uncompressed and gzip'd; median of 5 empty-cache loads
  idle tabs    server RSS with 0, IDLE[1] and IDLE[2] tabs open (page fetched, socket open, handshake done),
               each read after the tabs settled; KiB per tab is the least-squares slope over the three
  latency      TABS tabs each tapping "+" once a second for LATENCY_SECONDS: p50/p99 tap → the frame that shows
               the new count; server CPU (utime + stime of the process tree) over those taps / taps answered
  capacity     on CAPACITY_TABS tabs (TABS, or the top step / 40), STEPS taps a second in all, STEP_SECONDS
               each, until a step's p99 exceeds 50 ms, a tap goes unanswered or the client cannot send at the
               rate, three times in a row (a shared host stalls now and then); the highest step held is reported
  client check the latency phase again from two client processes (half the tabs each, as long); a failed capacity step
               whose client used ≥ 85 % of a core is tried again from two processes

and two transport floors, each a bare WebSocket echo on one fresh server, with the same client and the same CPU
accounting: Bindery's (`/socket/echo` of a `WebServer` with diagnostics on, servers/) and the Python peers'
(uvicorn and its `websockets`, apps/uvicorn_echo.py); the latency phase and one capacity step, 1,000 taps/s.

and the second app, Dutch pay (a keypad, three amounts, the party's buttons), in each framework on one fresh server:
its first page, then TABS tabs pressing 1 and ⌫ in turn, each once a second for LATENCY_SECONDS (round trip, CPU a
key); `--no-keypad` skips it.

and, first, what one wake-up of an idle process costs this machine (wakeup.py): the floor under any server's CPU
a tap when each tap wakes it.

and, after each framework, floor and keypad, its instructions stage (instructions.py; `--no-instructions` skips
it): the user-space instructions of a tap on a server of its own run under valgrind's callgrind (10 tabs, 100 taps
at 2/s), the tabs' idle work subtracted; load-independent, and free of the wake-ups this machine charges for.

Writes RESULTS.md (the table, the machine's load, the settings), results.json and peers.png beside this file
(`--out` changes the folder; --quick writes to quick/ so a development run never overwrites the run of record).
"""
import argparse
import asyncio
import contextlib
import datetime
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import first_page
import report

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PYTHON = sys.executable
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
P99_LIMIT_MS = 50
FLOOR_STEP = 1000  # the capacity step a floor is measured at, beside the latency phase's rate
CAPACITY_TAPS_PER_TAB = 40  # the most a tab taps a second at the capacity phase's top step


def peers(binaries):
    """What each framework runs, where its page is, and its version; a floor is a bare echo on that stack; a keypad is
    the second app, Dutch pay, on the same framework. `binaries` is the folder of the Swift servers' release build."""
    def installed(name):
        from importlib.metadata import version
        return version(name)

    return [
        {"name": "bindery", "title": "Bindery", "version": bindery_version(), "page": "/counter",
         "command": [os.path.join(binaries, "counter")], "env": {}, "cwd": HERE,
         "data_dir": "COUNTER_DATA_DIR"},
        {"name": "bindery-echo", "title": "Bindery's bare echo", "version": bindery_version(), "page": "/",
         "command": [os.path.join(binaries, "bindery-echo")], "env": {}, "cwd": HERE, "floor": True},
        {"name": "nicegui", "title": "NiceGUI", "version": installed("nicegui"), "page": "/counter",
         "command": [PYTHON, "apps/nicegui_counter.py"], "env": {}, "cwd": HERE},
        {"name": "shiny", "title": "Shiny for Python", "version": installed("shiny"), "page": "/",
         "command": [PYTHON, "apps/shiny_counter.py"], "env": {}, "cwd": HERE},
        {"name": "pyview", "title": "pyview-web", "version": installed("pyview-web"), "page": "/counter",
         "command": [PYTHON, "-m", "pyview_counter"], "env": {}, "cwd": os.path.join(HERE, "apps")},
        {"name": "uvicorn-echo", "title": "uvicorn's bare echo",
         "version": f"{installed('uvicorn')}, websockets {installed('websockets')}", "page": "/",
         "command": [PYTHON, "apps/uvicorn_echo.py"], "env": {}, "cwd": HERE, "floor": True},
        {"name": "bindery-keypad", "title": "Bindery", "version": bindery_version(), "page": "/dutch-pay",
         "command": [os.path.join(binaries, "bindery-dutch-pay")], "env": {}, "cwd": HERE,
         "data_dir": "DUTCH_PAY_DATA_DIR", "keypad": True},
        {"name": "nicegui-keypad", "title": "NiceGUI", "version": installed("nicegui"), "page": "/dutch-pay",
         "command": [PYTHON, "apps/nicegui_dutch_pay.py"], "env": {}, "cwd": HERE, "keypad": True},
        {"name": "shiny-keypad", "title": "Shiny for Python", "version": installed("shiny"), "page": "/",
         "command": [PYTHON, "apps/shiny_dutch_pay.py"], "env": {}, "cwd": HERE, "keypad": True},
        {"name": "pyview-keypad", "title": "pyview-web", "version": installed("pyview-web"), "page": "/dutch-pay",
         "command": [PYTHON, "-m", "pyview_dutch_pay"], "env": {}, "cwd": os.path.join(HERE, "apps"), "keypad": True},
    ]


def peer(name, binaries):
    """The one of `peers(binaries)` named `name`."""
    found = next((p for p in peers(binaries) if p["name"] == name), None)
    if found is None:
        raise SystemExit(f"no server {name!r}: {', '.join(p['name'] for p in peers(binaries))}")
    return found


def bindery_version():
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return f"{commit.stdout.strip()} (release)"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def process_tree(pid):
    """pid and its descendants (NiceGUI and uvicorn run in one process, but a framework may fork)."""
    tree, frontier = [pid], [pid]
    while frontier:
        parent = frontier.pop()
        try:
            with open(f"/proc/{parent}/task/{parent}/children") as children:
                kids = [int(kid) for kid in children.read().split()]
        except OSError:
            kids = []
        tree += kids
        frontier += kids
    return tree


def rss_kib(pid):
    total = 0
    for member in process_tree(pid):
        try:
            with open(f"/proc/{member}/status") as status:
                total += next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        except (OSError, StopIteration):
            pass
    return total


def cpu_seconds(pid):
    total = 0.0
    for member in process_tree(pid):
        try:
            with open(f"/proc/{member}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
        except OSError:
            pass
    return total


class Server:
    def __init__(self, peer, port):
        self.peer, self.port = peer, port
        env = dict(os.environ, PORT=str(port), **peer["env"])
        if "data_dir" in peer:  # a Bindery server's records: a folder of its own, made when it starts
            env[peer["data_dir"]] = tempfile.mkdtemp(prefix=f"peers-{peer['name']}-")
        command = peer["command"] + ([] if peer["name"].startswith("bindery") else [str(port)])
        os.makedirs(os.path.join(RUN_DIR, "logs"), exist_ok=True)
        self.log = open(os.path.join(RUN_DIR, "logs", f"{peer['name']}-server.log"), "w")
        self.process = subprocess.Popen(command, cwd=peer["cwd"], env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.url = f"http://127.0.0.1:{port}{peer['page']}"
        deadline = time.time() + peer.get("start_seconds", 90)
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"{peer['name']} exited; see {self.log.name}")
            try:
                with urllib.request.urlopen(self.url, timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.time() > deadline:
                raise RuntimeError(f"{peer['name']} did not answer {self.url}")
            time.sleep(0.3)

    @property
    def pid(self):
        return self.process.pid

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(5)  # uvicorn waits for open sockets on SIGTERM
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


class Clients:
    """One or more client_worker.py processes, sent the same command together; their answers merged."""

    def __init__(self, framework, port, count, first_index=0, deflate=True):
        self.workers = [subprocess.Popen(
            [PYTHON, os.path.join(HERE, "client_worker.py"), framework, "127.0.0.1", str(port), str(first_index + n)]
            + ([] if deflate else ["plain"]),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=HERE) for n in range(count)]

    def ask(self, commands):
        for worker, command in zip(self.workers, commands):
            worker.stdin.write(json.dumps(command) + "\n")
            worker.stdin.flush()
        return [json.loads(worker.stdout.readline()) for worker in self.workers]

    def open(self, count):
        shares = [count // len(self.workers) + (n < count % len(self.workers)) for n in range(len(self.workers))]
        answers = self.ask([{"op": "open", "count": share} for share in shares])
        failed = sum(a["failed"] for a in answers)
        errors = [e for a in answers for e in a["errors"]]
        if failed:
            print(f"    {failed} of {count} tabs failed to open: {errors[:2]}", flush=True)
        return sum(a["opened"] for a in answers), failed

    def play(self, server_pid, rate, seconds, tabs):
        n = len(self.workers)
        cpu0 = cpu_seconds(server_pid)
        answers = self.ask([{"op": "play", "rate": rate / n, "seconds": seconds, "tabs": tabs // n}] * n)
        server_cpu = cpu_seconds(server_pid) - cpu0
        latencies = sorted(x for a in answers for x in a["latencies"])
        sent = sum(a["sent"] for a in answers)
        wall = max(a["wall"] for a in answers)
        answered = len(latencies)
        return {
            "offered": rate, "clients": n, "sent": sent, "answered": answered,
            "unanswered": sum(a["unanswered"] for a in answers),
            "sent_rate": round(sent / wall, 1) if wall else 0,
            "p50_ms": percentile(latencies, 50), "p99_ms": percentile(latencies, 99),
            "max_ms": latencies[-1] if latencies else None,
            "server_cpu_s": round(server_cpu, 3),
            "cpu_us_per_event": round(server_cpu / answered * 1e6) if answered else None,
            "server_cores": round(server_cpu / wall, 2) if wall else None,
            "client_cores": round(max(a["cpu"] for a in answers) / wall, 2) if wall else None,
            "client_late_ms": max(a["late_max_ms"] for a in answers),
        }

    def close(self):
        self.ask([{"op": "close"}] * len(self.workers))

    def quit(self):
        for worker in self.workers:
            try:
                worker.stdin.write(json.dumps({"op": "quit"}) + "\n")
                worker.stdin.flush()
            except OSError:
                pass
        for worker in self.workers:
            try:
                worker.wait(20)
            except subprocess.TimeoutExpired:
                worker.kill()


def percentile(values, p):
    if not values:
        return None
    index = max(0, min(len(values) - 1, int(round(p / 100 * len(values) + 0.5)) - 1))
    return round(values[index], 2)


def held(step):
    """A step holds when its p99 is within the limit, every tap was answered and the client sent at the rate."""
    return (step["p99_ms"] is not None and step["p99_ms"] <= P99_LIMIT_MS and step["unanswered"] == 0
            and step["sent_rate"] >= 0.95 * step["offered"])


def slope_kib(points):
    """Least-squares KiB per tab over (tabs, RSS KiB) points."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sum((x - mean_x) ** 2 for x in xs)


# Bindery's Counter lets an idle tab's screen go after 15 s (WebConfiguration.releaseIdleScreensAfter) and its next
# sweep (at most 5 s later) returns the freed heap to the system: idle tabs are read after that, for every framework.
IDLE_SCREENS_RELEASED_AFTER = 15 + 5


def settle(seconds):
    time.sleep(seconds)


def quiesce(pid, longest):
    """Waits (up to `longest` s) until the server has worked off what an overloaded phase left queued: less than a
    tenth of a core over half a second. Returns the seconds waited."""
    started = time.time()
    while time.time() - started < longest:
        before = cpu_seconds(pid)
        time.sleep(0.5)
        if cpu_seconds(pid) - before < 0.05:
            break
    return round(time.time() - started, 1)


@contextlib.contextmanager
def serving(peer):
    """A fresh server of `peer` for one stage: no stage inherits what an earlier one left (a Python server keeps
    the memory of closed tabs and lends it to new ones; NiceGUI collects 2,000 closed clients' garbage later)."""
    server = Server(peer, free_port())
    try:
        yield server
    finally:
        server.stop()


@contextlib.contextmanager
def client_processes(peer, server, count, first_index, deflate=True):
    clients = Clients(peer["name"], server.port, count, first_index, deflate)
    try:
        yield clients
    finally:
        clients.quit()


def measure(peer, settings):
    """The figures of one framework, in four stages, each on a fresh server: first page and idle tabs; round trip
    and CPU; capacity; idle tabs offering no compression."""
    print(f"== {peer['title']} {peer['version']}", flush=True)
    result = {"name": peer["name"], "title": peer["title"], "version": peer["version"]}
    with serving(peer) as server:
        result["page"] = asyncio.run(first_page.measure(server.url, settings.page_loads))
        print(f"  first page: {result['page']}", flush=True)
        result["idle"] = idle_memory(server, peer, settings.idle, settings, deflate=True)
        print(f"  idle: {result['idle']['kib_per_tab']} KiB a tab", flush=True)

    with serving(peer) as server:
        with client_processes(peer, server, 1, first_index=2) as clients:
            result["latency"] = round_trip(server, clients, settings)
            clients.close()
        # The client check: the latency phase again from two processes.
        quiesce(server.pid, settings.quiesce)
        with client_processes(peer, server, 2, first_index=3) as clients:
            clients.open(settings.tabs)
            settle(2)
            result["latency_two_clients"] = clients.play(server.pid, settings.tabs, settings.check_seconds,
                                                         settings.tabs)
            print(f"  latency, two clients: {brief(result['latency_two_clients'])}", flush=True)
            clients.close()

    # Capacity on a server of its own: a framework the latency phase overloaded starts its steps afresh.
    with serving(peer) as server:
        with client_processes(peer, server, 1, first_index=2) as clients:
            clients.open(settings.capacity_tabs)
            settle(2)
            steps = capacity_steps(server, clients, settings)
            clients.close()
        last = steps[-1] if steps else None
        if last and not last["held"] and (last["client_cores"] or 0) >= 0.85:
            # A step failed while the client was busy: tried again from two client processes.
            quiesce(server.pid, settings.quiesce)
            with client_processes(peer, server, 2, first_index=3) as clients:
                clients.open(settings.capacity_tabs)
                settle(2)
                retry = clients.play(server.pid, last["offered"], settings.step_seconds, settings.capacity_tabs)
                retry["held"] = held(retry)
                retry["retry_of_client_bound_step"] = True
                steps.append(retry)
                print(f"  step {last['offered']}/s again from two clients: {brief(retry)} "
                      f"{'held' if retry['held'] else 'not held'}", flush=True)
                clients.close()
        result["steps"] = steps
        passed = [s for s in steps if s["held"]]
        result["capacity"] = max((s["offered"] for s in passed), default=0)
        result["capacity_reached_top"] = bool(passed) and passed[-1]["offered"] == settings.steps[-1]

    # Idle tabs whose sockets offer no permessage-deflate: what the compression a browser negotiates costs a tab.
    with serving(peer) as server:
        plain = idle_memory(server, peer, settings.idle[:2], settings, deflate=False)
        result["idle"]["plain_points"] = plain["points"]
        result["idle"]["plain_kib_per_tab"] = plain["kib_per_tab"]
        print(f"  idle without deflate: {plain['kib_per_tab']} KiB a tab", flush=True)
    return result


def round_trip(server, clients, settings):
    """Opens TABS tabs and plays the round-trip phase on them: each taps once a second for LATENCY_SECONDS."""
    clients.open(settings.tabs)
    settle(2)
    play = clients.play(server.pid, settings.tabs, settings.latency_seconds, settings.tabs)
    print(f"  latency: {brief(play)}", flush=True)
    return play


def measure_floor(peer, settings):
    """A stack's bare WebSocket echo, the part of a tap's CPU that is the socket's and the kernel's: on one fresh
    server, the latency phase's taps (TABS tabs × 1/s) and the capacity step of 1,000 taps/s, the same client and
    the same CPU accounting as the frameworks'. No page, idle or capacity stages: an echo holds nothing."""
    print(f"== {peer['title']} {peer['version']}", flush=True)
    result = {"name": peer["name"], "title": peer["title"], "version": peer["version"], "floor": True}
    with serving(peer) as server:
        with client_processes(peer, server, 1, first_index=2) as clients:
            result["latency"] = round_trip(server, clients, settings)
            quiesce(server.pid, settings.quiesce)
            step = clients.play(server.pid, FLOOR_STEP, settings.step_seconds, settings.tabs)
            step["held"] = held(step)
            result["steps"] = [step]
            print(f"  step {FLOOR_STEP}/s: {brief(step)} {'held' if step['held'] else 'not held'}", flush=True)
            clients.close()
    return result


def measure_keypad(peer, settings):
    """The second app, Dutch pay, on one fresh server: its first page, then the latency phase's taps (TABS tabs × 1/s,
    alternating 1 and ⌫) for the round trip and the CPU a key costs. The counter's stages say what a tab holds and
    how far a framework scales; this one says what a larger screen's event costs on the same framework."""
    print(f"== {peer['title']} {peer['version']}: Dutch pay", flush=True)
    result = {"name": peer["name"], "title": peer["title"], "version": peer["version"], "keypad": True}
    with serving(peer) as server:
        result["page"] = asyncio.run(first_page.measure(server.url, settings.page_loads))
        print(f"  first page: {result['page']}", flush=True)
        with client_processes(peer, server, 1, first_index=2) as clients:
            result["latency"] = round_trip(server, clients, settings)
            clients.close()
    return result


def capacity_steps(server, clients, settings):
    """Steps the offered rate up on the open tabs until a step is not held three times in a row."""
    steps = []
    for rate in settings.steps:
        waited = quiesce(server.pid, settings.quiesce)
        if waited > 2:
            print(f"  (waited {waited} s for the server to work off its queue)", flush=True)
        for attempt in (1, 2, 3):  # a step not held is tried up to three times: a shared host stalls now and then
            if attempt > 1:
                quiesce(server.pid, settings.quiesce)
            step = clients.play(server.pid, rate, settings.step_seconds, settings.capacity_tabs)
            step["held"], step["attempt"] = held(step), attempt
            steps.append(step)
            print(f"  step {rate}/s{f' (try {attempt})' if attempt > 1 else ''}: {brief(step)} "
                  f"{'held' if step['held'] else 'not held'}", flush=True)
            if step["held"]:
                break
        if not step["held"]:
            break
    return steps


def idle_memory(server, peer, counts, settings, deflate):
    """The server's RSS with each of `counts` tabs open (after 20 tabs opened and closed, to warm it up: lazy
    imports, first allocations), each read once the tabs settled; KiB per tab is the least-squares slope."""
    with client_processes(peer, server, 1, first_index=0 if deflate else 1, deflate=deflate) as clients:
        clients.open(20)
        clients.close()
        settle(settings.settle)
        points, failed, open_now = [(0, rss_kib(server.pid))], 0, 0
        for count in counts[1:]:
            opened, missed = clients.open(count - open_now)
            open_now += opened
            failed += missed
            settle(settings.settle + IDLE_SCREENS_RELEASED_AFTER)  # an idle tab is idle: every framework alike
            points.append((open_now, rss_kib(server.pid)))
            print(f"  idle: {open_now} tabs{'' if deflate else ' (no deflate)'}, RSS {points[-1][1] / 1024:.1f} MiB",
                  flush=True)
        clients.close()
    settle(settings.settle)
    return {"points": points, "failed": failed, "kib_per_tab": round(slope_kib(points), 1)}


def count_instructions(peer, settings, binaries):
    """User-space instructions a tap (a frame, for an echo) on a server of its own run under callgrind, with
    instructions.py's settings, the same for every server (its tabs' idle work subtracted): load-independent, and free
    of what this machine charges a process for each wake-up. `binaries` is the folder of the Swift servers."""
    command = [PYTHON, os.path.join(HERE, "instructions.py"), peer["name"]] + (["40"] if settings.quick else [])
    answer = subprocess.run(command + ["--json"], env=dict(os.environ, BIN=binaries), capture_output=True,
                            text=True, timeout=1800)
    if answer.returncode != 0:
        raise RuntimeError(f"instructions.py {peer['name']} failed: {answer.stderr.strip()[-400:]}")
    counted = json.loads(answer.stdout.strip().splitlines()[-1])
    counted["warnings"] = [line for line in answer.stderr.splitlines() if line.startswith("warning:")]
    print(f"  instructions: {counted['per_tap']:,} a tap above idle ({counted['answered']}/{counted['sent']} taps, "
          f"{counted['rate']}/s over {counted['tabs']} tabs under callgrind; idle {counted['idle_per_second']:,} a "
          f"second){' — ' + '; '.join(counted['warnings']) if counted['warnings'] else ''}", flush=True)
    return counted


def brief(play):
    return (f"p50 {play['p50_ms']} ms, p99 {play['p99_ms']} ms, {play['answered']}/{play['sent']} answered, "
            f"sent {play['sent_rate']}/s, server {play['cpu_us_per_event']} µs/event "
            f"({play['server_cores']} cores), client {play['client_cores']} cores")


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so that `finally` stops the server being measured
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small counts, short phases, written to quick/")
    parser.add_argument("--bin", required=True, help="the folder of the Swift servers' release build (servers/): "
                                                     "counter, bindery-echo, bindery-dutch-pay")
    parser.add_argument("--only", default="", help="comma-separated frameworks, floors and keypads (bindery,"
                                                   "bindery-echo,nicegui,shiny,pyview,uvicorn-echo,bindery-keypad,"
                                                   "nicegui-keypad,shiny-keypad,pyview-keypad)")
    parser.add_argument("--no-keypad", action="store_true", help="skip the second app, Dutch pay")
    parser.add_argument("--out", default=None)
    parser.add_argument("--tabs", type=int, default=None, help="tabs of the round-trip and capacity phases (the "
                                                               "capacity phase's: at least the top step / 40)")
    parser.add_argument("--load", default=None, help="the machine's load average when run.sh started")
    parser.add_argument("--no-instructions", action="store_true", help="skip the instructions stage (callgrind)")
    args = parser.parse_args()
    quick = args.quick
    settings = argparse.Namespace(
        idle=[0, 100, 400] if quick else [0, 500, 2000],
        tabs=args.tabs or (100 if quick else 200),
        latency_seconds=6 if quick else 30,
        check_seconds=6 if quick else 30,
        steps=[50, 200, 1000, 4000] if quick else [50, 100, 200, 500, 1000, 2000, 4000, 8000, 16000],
        step_seconds=3 if quick else 5,
        settle=2 if quick else 5,
        page_loads=3 if quick else 5,
        quiesce=20 if quick else 60,
        quick=quick,
        instructions=not args.no_instructions,
    )
    # Tabs enough that the top step asks no more than 40 taps a second of each, under Bindery's default per-tab
    # limit (60/s): 400 for the full run's 16,000/s.
    settings.capacity_tabs = max(settings.tabs, settings.steps[-1] // CAPACITY_TAPS_PER_TAB)
    global RUN_DIR
    RUN_DIR = args.out or os.path.join(HERE, "quick" if quick else ".")
    os.makedirs(RUN_DIR, exist_ok=True)
    chosen = [p for p in peers(args.bin) if (not args.only or p["name"] in args.only.split(","))
              and not (args.no_keypad and p.get("keypad"))]
    started = datetime.datetime.now()
    load = args.load or " ".join(open("/proc/loadavg").read().split()[:3])
    print("wake-ups (wakeup.py)", flush=True)
    wakeup = json.loads(subprocess.run([PYTHON, os.path.join(HERE, "wakeup.py"), "--json", "--rounds", "1" if quick else "3"],
                                       check=True, capture_output=True, text=True).stdout)
    results = []
    for peer in chosen:
        try:
            stage = measure_floor if peer.get("floor") else measure_keypad if peer.get("keypad") else measure
            results.append(stage(peer, settings))
            if settings.instructions:
                try:
                    results[-1]["instructions"] = count_instructions(peer, settings, args.bin)
                except Exception as error:  # noqa: BLE001 — the stages before it stand; the column says –
                    print(f"  {peer['name']} instructions failed: {error}", flush=True)
                    results[-1]["instructions_error"] = str(error)
        except Exception as error:  # noqa: BLE001 — one framework's failure is reported, the others still run
            print(f"  {peer['name']} failed: {error}", flush=True)
            results.append({"name": peer["name"], "title": peer["title"], "version": peer["version"],
                            "floor": bool(peer.get("floor")), "keypad": bool(peer.get("keypad")), "error": str(error)})
    run = {
        "date": started.strftime("%Y-%m-%d %H:%M"), "minutes": round((time.time() - started.timestamp()) / 60, 1),
        "load_at_start": load, "load_at_end": " ".join(open("/proc/loadavg").read().split()[:3]),
        "cores": os.cpu_count(), "machine": f"{platform.machine()}, {platform.python_implementation()} "
                                             f"{platform.python_version()}", "quick": quick,
        "settings": vars(settings), "wakeup_us": wakeup, "results": results,
    }
    with open(os.path.join(RUN_DIR, "results.json"), "w") as out:
        json.dump(run, out, indent=1)
    report.write(run, RUN_DIR)
    print(open(os.path.join(RUN_DIR, "RESULTS.md")).read())


RUN_DIR = HERE

if __name__ == "__main__":
    main()
