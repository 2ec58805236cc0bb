#!/usr/bin/env python3
"""The cluster under load with an instance killed, then one stopped cleanly: tabs restored, events lost.

Run through continuity-cluster.sh, which starts ../scripts/cluster (instances a, b, c behind nginx on one PostgreSQL)
and stops it afterwards. N protocol-level tabs (no browser: HTTP and WebSocket over asyncio, the standard library
only) each open Dutch pay through nginx and tap its keypad at a steady rate. Tap k is key `1 + (k // 12) % 9` but
every twelfth is Clear, so the total a tab shows says how many of its taps the server applied (the total repeats
every 108 taps; 0, after a Clear, every 12).

Phase "kill": after WARMUP seconds, instance a gets SIGKILL. Its tabs' sockets drop; each stops tapping, waits until
nginx answers `/_bindery/ready`, connects again with its token, and the instance it reaches restores it from
PostgreSQL. The screen it gets back says how many taps survived: the lost ones are the tab's last, and each is put
in one of three bins by when it was sent: after the kill (it never reached a live server), within
`PostgresContinuityStore.flushInterval` (0.5 s) plus `--slack` before it (not yet written: allowed), or earlier
(lost from the record: must be 0). The tab then taps on from the restored total, and at the end its screen must
show exactly what its taps since make.

Phase "clean stop": instance a is started again, then b is stopped as a deploy does (SIGTERM: it drains, tells its
pages to move) and started again. A tab told to move stops tapping and reconnects the same way; no tap may be lost.

Prints a markdown table and writes it to results/continuity-cluster-<date>.md.
"""
import argparse
import asyncio
import base64
import datetime
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request

TOKEN_RE = re.compile(r'<meta name="bindery-session" content="([0-9a-f]+)"')
TOTAL_RE = re.compile(r'id="totalAmountLabel"[^>]*>([^<]*)<')
FLUSH_INTERVAL = 0.5          # PostgresContinuityStore.flushInterval


def tap_key(k):
    """The key of tap k (1-based)."""
    return "clearKey" if k % 12 == 0 else "key%d" % (1 + (k // 12) % 9)


def total_after(n):
    """The total Dutch pay shows after taps 1…n."""
    digits = n % 12
    return int(str(1 + (n // 12) % 9) * digits) if digits else 0


def taps_behind(total, sent):
    """How many of the last taps are missing when `sent` were sent and the screen shows `total` (the fewest that
    make it: a total repeats every 108 taps, and 0 every 12); None when no count within the last 107 makes it."""
    for missing in range(0, 108):
        if sent - missing >= 0 and total_after(sent - missing) == total:
            return missing
    return None


class Socket:
    """A client WebSocket (RFC 6455) on asyncio streams: text frames out, masked; frames in, unmasked."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def connect(cls, host, port, path, headers):
        reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = ["GET %s HTTP/1.1" % path, "Host: %s:%d" % (host, port), "Upgrade: websocket", "Connection: Upgrade",
                 "Sec-WebSocket-Key: " + key, "Sec-WebSocket-Version: 13"] + ["%s: %s" % item for item in headers.items()]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
        status = int(head.split(" ", 2)[1])
        if status != 101:
            writer.close()
            raise ConnectionError("upgrade answered %d" % status)
        return cls(reader, writer), head

    async def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        head = bytes([0x81]) + (bytes([0x80 | length]) if length < 126 else bytes([0x80 | 126]) + length.to_bytes(2, "big"))
        self.writer.write(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        await self.writer.drain()

    async def receive(self):
        """The next text message; None when the socket ended (a close frame, or the connection is gone)."""
        while True:
            first, second = await self.reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                length = int.from_bytes(await self.reader.readexactly(2), "big")
            elif length == 127:
                length = int.from_bytes(await self.reader.readexactly(8), "big")
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 0x1:
                return payload.decode()
            if opcode == 0x8:
                return None
            if opcode == 0x9:   # ping: pong with the same payload
                self.writer.write(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)

    def close(self):
        self.writer.close()


def cookies_from(head, jar):
    for line in head.split("\r\n"):
        if line.lower().startswith("set-cookie:"):
            name, _, rest = line.split(":", 1)[1].strip().partition("=")
            jar[name] = rest.split(";", 1)[0]


async def http_get(host, port, path, jar):
    reader, writer = await asyncio.open_connection(host, port)
    cookie = "; ".join("%s=%s" % item for item in jar.items())
    writer.write(("GET %s HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n%s\r\n" % (
        path, host, port, "Cookie: %s\r\n" % cookie if cookie else "")).encode())
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    head = head.decode("latin-1")
    cookies_from(head, jar)
    return int(head.split(" ", 2)[1]), body.decode("utf-8", "replace")


class Tab:
    def __init__(self, run, index):
        self.run, self.index = run, index
        self.jar = {}
        self.token = None
        self.socket = None
        self.sent = 0                 # taps the server holds or was sent (after a restore: what it holds)
        self.sent_at = {}             # tap number -> when it was sent (monotonic)
        self.shown = None             # the total the screen shows last
        self.changed = asyncio.Event()
        self.dropped = None           # why the socket ended: "move", "gone"
        self.welcomed = False
        self.refused = False

    @property
    def instance(self):
        return self.jar.get("bindery-instance")

    def read_screen(self, message):
        t = message.get("t")
        if t == "screen":
            found = TOTAL_RE.search(message.get("html", ""))
            if found:
                self.shown = int(re.sub(r"[^0-9]", "", found.group(1)) or 0)
        elif t == "patch":
            for patch in message.get("p", []):
                if patch.get("id") == "totalAmountLabel" and patch.get("op") == "text":
                    self.shown = int(re.sub(r"[^0-9]", "", patch.get("value") or "") or 0)
        elif t == "welcome":
            self.welcomed = True
        elif t == "move":
            self.dropped = "move"
        elif t == "error" and message.get("code") == "badToken":
            self.refused = True
        self.changed.set()

    async def open(self):
        status, body = await http_get(self.run.host, self.run.port, "/dutch-pay", self.jar)
        found = TOKEN_RE.search(body)
        if status != 200 or not found:
            raise RuntimeError("page %d: %s" % (status, body[:200]))
        self.token = found.group(1)
        await self.connect()

    async def connect(self):
        """Connects (again) with the tab's token; True once welcomed with a screen, False when refused."""
        cookie = "; ".join("%s=%s" % item for item in self.jar.items())
        self.socket, head = await Socket.connect(self.run.host, self.run.port, "/socket",
                                                 {"Origin": self.run.base, "Cookie": cookie})
        cookies_from(head, self.jar)
        self.welcomed, self.refused, self.dropped, self.shown = False, False, None, None
        asyncio.ensure_future(self.read(self.socket))
        await self.socket.send(json.dumps({"t": "hello", "v": 1, "token": self.token, "path": "/dutch-pay"}))
        deadline = time.monotonic() + 30
        while not self.refused and not (self.welcomed and self.shown is not None) and self.dropped is None:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), max(0.01, deadline - time.monotonic()))
        return self.welcomed and not self.refused and self.dropped is None

    async def read(self, socket):
        try:
            while True:
                text = await socket.receive()
                if text is None:
                    break
                self.read_screen(json.loads(text))
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        if socket is self.socket and self.dropped is None:
            self.dropped = "gone"
        socket.close()
        self.changed.set()

    async def tap(self):
        k = self.sent + 1
        self.sent_at[k] = time.monotonic()
        self.sent = k
        try:
            await self.socket.send(json.dumps({"t": "event", "id": tap_key(k), "name": "tap"}))
        except (ConnectionError, OSError):
            self.dropped = self.dropped or "gone"

    async def reconnect(self):
        """After a drop: waits until a server is ready through nginx, connects again; the tab's restore outcome."""
        reason, dropped_at = self.dropped, time.monotonic()
        self.socket.close()
        delay = 0.1
        while time.monotonic() - dropped_at < 60:
            try:
                status, _ = await http_get(self.run.host, self.run.port, "/_bindery/ready", dict(self.jar))
                if status == 200 and await self.connect():
                    return self.run.restored(self, reason, time.monotonic() - dropped_at)
                if self.refused:
                    return self.run.outcome(self, reason, "refused (started fresh)")
            except (ConnectionError, OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
                pass
            await asyncio.sleep(delay)
            delay = min(delay * 2, 2)
        return self.run.outcome(self, reason, "not back within 60 s")

    async def play(self):
        await asyncio.sleep(self.index % 100 / 100 / self.run.args.rate)   # spread the taps over the interval
        interval = 1 / self.run.args.rate
        next_tap = time.monotonic()
        while not self.run.stopping:
            if self.dropped:
                if not await self.reconnect():
                    return
                next_tap = time.monotonic()
                continue
            await self.tap()
            next_tap += interval
            await asyncio.sleep(max(0, next_tap - time.monotonic()))


class Run:
    def __init__(self, args):
        self.args = args
        self.base = args.url.rstrip("/")
        host_port = self.base.split("//", 1)[1]
        self.host, self.port = host_port.split(":")[0], int(host_port.split(":")[1])
        self.stopping = False
        self.phase = None
        self.results = {}

    def begin(self, name, event_at=None):
        self.phase = {"name": name, "event_at": event_at, "dropped": 0, "restored": 0, "fresh": 0, "failed": 0,
                      "lost": 0, "lost_in_flight": 0, "lost_in_window": 0, "lost_older": 0, "back": [],
                      "tabs_losing": 0}
        self.results[name] = self.phase

    def restored(self, tab, reason, took):
        behind = taps_behind(tab.shown, tab.sent)
        phase = self.phase
        phase["dropped"] += 1
        phase["back"].append(took)
        if behind is None:
            phase["failed"] += 1
            print("tab %d: shows %s after %d taps" % (tab.index, tab.shown, tab.sent), file=sys.stderr)
            return False
        phase["restored"] += 1
        if behind:
            phase["tabs_losing"] += 1
        kill = phase["event_at"] or 0
        for k in range(tab.sent - behind + 1, tab.sent + 1):
            sent_at = tab.sent_at[k]
            phase["lost"] += 1
            if sent_at >= kill:
                phase["lost_in_flight"] += 1
            elif sent_at >= kill - FLUSH_INTERVAL - self.args.slack:
                phase["lost_in_window"] += 1
            else:
                phase["lost_older"] += 1
        tab.sent -= behind       # the tab goes on from what the server holds
        return True

    def outcome(self, tab, reason, what):
        self.phase["dropped"] += 1
        self.phase["fresh" if what.startswith("refused") else "failed"] += 1
        print("tab %d (%s): %s" % (tab.index, reason, what), file=sys.stderr)
        return False


def cluster(*arguments):
    return subprocess.run(["../scripts/cluster", *arguments], check=True, capture_output=True, text=True).stdout.strip()


def cluster_directory():
    port = os.environ.get("BINDERY_CLUSTER_PORT", "8100")
    return os.environ.get("BINDERY_CLUSTER_DIR", "/tmp/bindery-cluster-" + port)


def metric_sum(name, metric):
    try:
        with urllib.request.urlopen(cluster("url", name) + "/_bindery/metrics", timeout=10) as answer:
            lines = answer.read().decode().splitlines()
    except OSError:
        return 0.0
    return sum(float(line.rsplit(" ", 1)[1]) for line in lines if line.split("{")[0].split(" ")[0] == metric)


def restores():
    """Per instance: restores done, their total seconds, and fallbacks (an instance that is down counts none)."""
    metrics = ("bindery_session_restore_seconds_count", "bindery_session_restore_seconds_sum",
               "bindery_session_restore_fallbacks_total")
    return {name: [metric_sum(name, metric) for metric in metrics] for name in ("a", "b", "c")}


def since(before, after):
    """What the instances did between two `restores()`, summed; an instance that started again in between counts
    from zero."""
    total = [0.0, 0.0, 0.0]
    for name in after:
        restarted = after[name][0] < before[name][0]
        for i in range(3):
            total[i] += after[name][i] - (0 if restarted else before[name][i])
    return total


async def check_final(run, tabs):
    """After the taps stop: every tab whose socket is up shows exactly what its taps make."""
    await asyncio.sleep(2)
    right = sum(1 for tab in tabs if tab.shown == total_after(tab.sent))
    return right


async def main(args):
    run = Run(args)
    load_before = os.getloadavg()
    tabs = [Tab(run, index) for index in range(args.tabs)]
    for start in range(0, len(tabs), 20):
        await asyncio.gather(*(tab.open() for tab in tabs[start:start + 20]))
    spread = {name: sum(1 for tab in tabs if tab.instance == name) for name in "abc"}
    print("tabs per instance:", spread, file=sys.stderr)

    run.begin("kill -9 of instance a")
    players = [asyncio.ensure_future(tab.play()) for tab in tabs]
    await asyncio.sleep(args.warmup)
    before = restores()
    run.phase["on_instance"] = sum(1 for tab in tabs if tab.instance == "a")
    # The signal itself is sent from here, so the taps are binned against the moment it left.
    with open(os.path.join(cluster_directory(), "a.pid")) as pid:
        victim = int(pid.read())
    run.phase["event_at"] = time.monotonic()
    os.kill(victim, signal.SIGKILL)
    await asyncio.get_running_loop().run_in_executor(None, cluster, "kill", "a")   # waits until it is gone
    await asyncio.sleep(args.after)
    run.phase["restores"] = since(before, restores())

    await asyncio.get_running_loop().run_in_executor(None, cluster, "start-instance", "a")
    run.begin("SIGTERM of instance b (drain, then start)")
    await asyncio.sleep(args.warmup)
    before = restores()
    run.phase["on_instance"] = sum(1 for tab in tabs if tab.instance == "b")
    run.phase["event_at"] = time.monotonic()
    await asyncio.get_running_loop().run_in_executor(None, cluster, "restart", "b")
    await asyncio.sleep(args.after)
    run.phase["restores"] = since(before, restores())

    run.stopping = True
    await asyncio.gather(*players, return_exceptions=True)
    right = await check_final(run, tabs)
    load_after = os.getloadavg()
    return run, tabs, right, load_before, load_after


def table(run, tabs, right, args, load_before, load_after):
    rows = ["| phase | tabs on the instance | reconnected | restored | started fresh | not back | tabs that lost taps "
            "| taps lost: in flight after the event / in the flush window / older | restores (metrics), mean time "
            "| fallbacks | back within (median / max) |",
            "|---|---:|---:|---:|---:|---:|---:|---|---|---:|---|"]
    for phase in run.results.values():
        count, seconds, fallbacks = phase.get("restores", [0, 0, 0])
        back = sorted(phase["back"])
        rows.append("| %s | %d | %d | %d | %d | %d | %d | %d / %d / %d | %d, %.1f ms | %d | %s |" % (
            phase["name"], phase.get("on_instance", 0), phase["dropped"], phase["restored"], phase["fresh"],
            phase["failed"], phase["tabs_losing"], phase["lost_in_flight"], phase["lost_in_window"],
            phase["lost_older"], count, 1000 * seconds / count if count else 0, fallbacks,
            "%.1f / %.1f s" % (back[len(back) // 2], back[-1]) if back else "–"))
    sent = sum(tab.sent for tab in tabs)
    rows.append("")
    rows.append("%d tabs × %g taps/s through nginx, %d s before each event and %d s after; %d taps held at the end; "
                "%d of %d tabs show exactly what their taps make. Load average %.1f before, %.1f after (%d cores)." % (
                    args.tabs, args.rate, args.warmup, args.after, sent, right, len(tabs), load_before[0],
                    load_after[0], os.cpu_count()))
    return "\n".join(rows)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True, help="nginx's URL (scripts/cluster start prints it)")
    parser.add_argument("--tabs", type=int, default=200)
    parser.add_argument("--rate", type=float, default=2, help="taps per second per tab")
    parser.add_argument("--warmup", type=int, default=10, help="seconds of taps before the kill and the stop")
    parser.add_argument("--after", type=int, default=20, help="seconds of taps after each")
    parser.add_argument("--slack", type=float, default=0.5,
                        help="seconds past the flush interval a lost tap may be older than the kill (the flush's own time)")
    parser.add_argument("--label", default="")
    args = parser.parse_args()
    run, tabs, right, load_before, load_after = asyncio.run(main(args))
    text = table(run, tabs, right, args, load_before, load_after)
    print(text)
    os.makedirs("results", exist_ok=True)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d")
    with open("results/continuity-cluster-%s%s.md" % (stamp, "-" + args.label if args.label else ""), "w") as out:
        out.write("# Continuity in the cluster, %s\n\n%s\n" % (stamp, text))
