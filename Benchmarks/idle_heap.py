"""idle-heap.sh's two halves.

    idle_heap.py open PORT N     opens N idle Find Number tabs (page, socket, hello, screen), prints the heap in use
                                 per tab from /_bindery/stats, and closes them
    idle_heap.py rebuild PORT N  N Dutch pay tabs tap once, idle until the gallery released them all (it runs with
                                 --release-idle-screens-after), tap again (each rebuilds its screen from its record),
                                 and once more: p50/p99 of each round of taps, one tab after another
    idle_heap.py split FILE N    splits heaptrack's peak flame graph (FILE, `--flamegraph-cost-type peak`) by owner,
                                 per tab
    idle_heap.py sites A NA B NB  what each allocation site holds per tab: the difference between two peak flame
                                 graphs, of NA and of NB tabs, over NB - NA (start-up cancels out), by the innermost
                                 frame of Bindery, the apps, NIO or Hummingbird that allocated it
"""
import collections
import json
import re
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, "../tests/browser")
# The gallery's --release-idle-screens-after, when idle-heap.sh passes one (RELEASE_AFTER): wait for the releases.
IDLE_LIMIT = __import__("os").environ.get("RELEASE_AFTER", "")
# The screen each tab opens: Find Number by default (`.startsFresh`: released while no guess was made, as here);
# PAGE=/dutch-pay for a screen a replay restores.
PAGE = __import__("os").environ.get("PAGE", "/find-number")


def open_tabs(port, count):
    from websocket_client import WebSocketClient
    base = f"http://127.0.0.1:{port}"

    def stats():
        return json.loads(urllib.request.urlopen(base + "/_bindery/stats").read())

    def heap():
        return stats()["heapInUse"]

    before, sockets = heap(), []
    for _ in range(count):
        page = urllib.request.urlopen(base + PAGE).read().decode()
        token = re.search(r'name="bindery-session" content="([0-9a-f]+)"', page).group(1)
        socket = WebSocketClient(port)
        socket.send_text(json.dumps({"t": "hello", "v": 1, "token": token, "path": PAGE}))
        if not socket.wait(lambda texts: any('"t":"screen"' in text for text in texts)):
            sys.exit("idle_heap.py: a tab got no screen")
        sockets.append(socket)
    time.sleep(2)  # every socket's tasks settled
    print(f"{count} idle tabs: heap in use {(heap() - before) / count / 1024:.1f} KiB per tab (/_bindery/stats)")
    # With RELEASE_AFTER (idle-heap.sh's gallery then has --release-idle-screens-after RELEASE_AFTER), idle tabs let
    # their screens go once that passed: wait for every tab, then for a sweep more (it gives the freed memory back).
    if IDLE_LIMIT not in ("", "0"):
        deadline = time.time() + float(IDLE_LIMIT) + 60
        while stats()["sessionsReleased"] < count and time.time() < deadline:
            time.sleep(1)
        time.sleep(6)
        released = stats()["sessionsReleased"]
        print(f"{count} idle tabs, {released} released: heap in use {(heap() - before) / count / 1024:.1f} KiB per tab (/_bindery/stats)")
    for socket in sockets:
        socket.close()


def rebuild_round_trips(port, count):
    from websocket_client import WebSocketClient
    base = f"http://127.0.0.1:{port}"

    def stats():
        return json.loads(urllib.request.urlopen(base + "/_bindery/stats").read())

    tabs = []
    for _ in range(count):
        page = urllib.request.urlopen(base + "/dutch-pay").read().decode()
        token = re.search(r'name="bindery-session" content="([0-9a-f]+)"', page).group(1)
        socket = WebSocketClient(port)
        socket.send_text(json.dumps({"t": "hello", "v": 1, "token": token, "path": "/dutch-pay"}))
        if not socket.wait(lambda texts: any('"t":"screen"' in text for text in texts)):
            sys.exit("idle_heap.py: a tab got no screen")
        tabs.append(socket)

    def round_of_taps(key):
        took = []
        for socket in tabs:
            seen = len(socket.texts)
            began = time.perf_counter()
            socket.send_text(json.dumps({"t": "event", "id": key, "name": "tap"}))
            if not socket.wait(lambda texts: any('"t":"patch"' in text for text in texts[seen:])):
                sys.exit("idle_heap.py: a tap got no patch")
            took.append((time.perf_counter() - began) * 1000)
        took.sort()
        return f"p50 {took[len(took) // 2]:.2f} ms, p99 {took[min(len(took) - 1, int(len(took) * 0.99))]:.2f} ms"

    print(f"{count} tabs holding their screens: {round_of_taps('key1')}")
    deadline = time.time() + 120
    while stats()["sessionsReleased"] < count and time.time() < deadline:
        time.sleep(0.5)
    print(f"released {stats()['sessionsReleased']} of {count}; first tap after the release: {round_of_taps('key2')}")
    print(f"the tap after that: {round_of_taps('key3')}")
    for socket in tabs:
        socket.close()


# Owners, tried in order on each allocation's stack (leaf frames for tasks, any frame for the rest).
TASK_LEAF = re.compile(r"StackAllocator|swift_task_create|swift_taskGroup|swift_asyncLet")
SESSION = re.compile(r"s7Bindery|s10BinderyWeb|s10FindNumber|OpenCombine")
NETWORK = re.compile(r"NIO|WSCore|Hummingbird")


def owner(frames):
    if TASK_LEAF.search(";".join(frames[-5:])):
        return "Swift tasks (task objects, their frames' slabs)"
    stack = ";".join(frames)
    if SESSION.search(stack):
        return "the session's objects (screen, view model, bindings)"
    if NETWORK.search(stack):
        return "NIO and Hummingbird (channel, pipeline, buffers)"
    return "other"


def split(path, count):
    owners = collections.Counter()
    for line in open(path):
        stack, _, cost = line.rstrip().rpartition(" ")
        owners[owner(stack.split(";"))] += int(cost)
    total = sum(owners.values())
    print(f"heaptrack's peak, split by owner ({total / count / 1024:.1f} KiB per tab, start-up included):")
    for name, cost in owners.most_common():
        print(f"  {cost / count / 1024:6.1f} KiB  {100 * cost / total:3.0f} %  {name}")


# A site is named by the innermost frame from one of these modules (mangled names: `$s7Bindery…`, `$s7NIOCore…`).
SITE_MODULE = re.compile(r"^\$s(7Bindery|10BinderyWeb|16BinderyWebServer|10FindNumber|8DutchPay|10OpenCombine|7Gallery|7NIOCore|"
                         r"8NIOPosix|8NIOHTTP1|12NIOWebSocket|11Hummingbird|15HummingbirdCore|6WSCore)")


def sites_of(path):
    costs = collections.Counter()
    for line in open(path):
        stack, _, cost = line.rstrip().rpartition(" ")
        frames = [frame.split(" ")[0] for frame in stack.split(";") if frame]
        ours = [frame for frame in frames if SITE_MODULE.match(frame)]
        costs[ours[-1] if ours else "(no frame of ours)"] += int(cost)
    return costs


def sites(first, first_count, second, second_count, shown=40):
    a, b = sites_of(first), sites_of(second)
    per_tab = {site: (b[site] - a[site]) / (second_count - first_count) for site in set(a) | set(b)}
    top = sorted(per_tab.items(), key=lambda item: -abs(item[1]))[:shown]
    names = [site for site, _ in top]
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                               capture_output=True, text=True).stdout.splitlines()
    print(f"{sum(per_tab.values()):.0f} bytes per tab in all; the {shown} largest sites:")
    for (site, cost), name in zip(top, demangled):
        print(f"  {cost:7.0f}  {name[:150]}")


if __name__ == "__main__":
    verb = sys.argv[1]
    if verb == "sites":
        sites(sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]))
    else:
        argument, count = sys.argv[2], int(sys.argv[3])
        if verb == "open":
            open_tabs(int(argument), count)
        elif verb == "rebuild":
            rebuild_round_trips(int(argument), count)
        else:
            split(argument, count)
