#!/usr/bin/env python3
"""Soak benchmark (issue 17): simulated users play every Gallery app against a release `gallery --diagnostics`.

Each user loops over the ten apps: loads the page over HTTP (its own cookie jar, one of several loopback source
addresses), joins `/socket` with the page's token, plays a short flow of that app with the ids of SPEC.md at a human
pace, then closes the socket -- or cuts it without a close frame, or cuts it and reconnects to the same token to
resume. The server runs with stand-in latency and failures and a short grace period.

Every minute the server's RSS (/proc/PID/status) and `/_bindery/stats` (heap in use, live sessions, view
controllers) are sampled. At the end the users stop, the script waits past the grace period, and samples again:
sessions and view controllers must be 0. It prints a markdown table and writes it, the raw data (JSON) and a chart of
RSS and heap (PNG) to Benchmarks/results/.

Run through soak.sh, which creates the virtual environment and builds the server.
"""
import argparse
import asyncio
import json
import multiprocessing
import os
import random
import re
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict

import aiohttp

APPS = ["find-number", "login", "email-sign-in", "quote", "dutch-pay", "bank", "members", "search", "cats", "movies"]
TOKEN_RE = re.compile(r'<meta name="bindery-session" content="([^"]+)"')


def percentile(values, p):
    if not values:
        return None
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(p / 100.0 * len(ordered) + 0.5)) - 1))
    return ordered[k]


TAG_RE = re.compile(r'<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)>')
ATTR_RE = re.compile(r'([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?')


class Controls:
    """The ids of a rendered screen (or container), with which are disabled or hidden, and table rows.

    A regular-expression scan rather than html.parser: the client parses every screen of 500 users on one core, and
    its own delay would show up in the latencies it measures. The server writes attributes double-quoted."""

    def __init__(self):
        self.ids = set()
        self.disabled = set()
        self.hidden = set()
        self.rows = defaultdict(list)

    def feed(self, text):
        tables = []
        for m in TAG_RE.finditer(text):
            closing, tag, attr_text = m.group(1), m.group(2).lower(), m.group(3)
            if closing:
                if tag == "table" and tables:
                    tables.pop()
                continue
            if not attr_text:
                if tag == "table":
                    tables.append(None)
                continue
            attrs = {k.lower(): v for k, v in ATTR_RE.findall(attr_text)}
            ident = attrs.get("id")
            if ident:
                self.ids.add(ident)
                if "disabled" in attrs:
                    self.disabled.add(ident)
                if "hidden" in attrs:
                    self.hidden.add(ident)
            if tag == "table":
                tables.append(ident)
            row = attrs.get("data-row")
            if row is not None and tables and tables[-1]:
                self.rows[tables[-1]].append(row)


class Stats:
    def __init__(self):
        self.latency = defaultdict(list)      # app -> [seconds]
        self.events = Counter()               # app -> events sent
        self.errors = defaultdict(Counter)    # app -> kind -> n
        self.no_reply = Counter()             # app -> events with no message before the next one
        self.flows = Counter()                # app -> flows completed
        self.endings = Counter()              # close / cut / resume
        self.alerts = Counter()               # app -> alert patches (stand-in failures, wrong passwords, ...)
        self.outcomes = Counter()             # what flows reached (signed in, refused, ...)
        self.loop_lag = []                    # the client's own event-loop delay, seconds

    def error(self, app, kind):
        self.errors[app][kind] += 1

    def merge(self, fields):
        other = Stats()
        other.__dict__.update(fields)
        for app, values in other.latency.items():
            self.latency[app].extend(values)
        for app, kinds in other.errors.items():
            self.errors[app].update(kinds)
        for name in ("events", "no_reply", "flows", "endings", "alerts", "outcomes"):
            getattr(self, name).update(getattr(other, name))
        self.loop_lag.extend(other.loop_lag)


async def watch_loop(stats, stop):
    while not stop.is_set():
        t = time.monotonic()
        await asyncio.sleep(0.1)
        stats.loop_lag.append(max(0.0, time.monotonic() - t - 0.1))


class Page:
    """One tab: a page load, its socket, and what the page currently shows."""

    def __init__(self, user, app, path):
        self.user = user
        self.app = app
        self.path = path
        self.token = None
        self.ws = None
        self.reader = None
        self.ids = set()
        self.disabled = set()
        self.hidden = set()
        self.rows = defaultdict(list)
        self.pending = None          # send time of the last event still waiting for its first reply
        self.changed = asyncio.Event()
        self.welcomed = asyncio.Event()
        self.closed_by_server = False

    # --- page state -----------------------------------------------------------------------------------------
    def load_html(self, text, replace=True):
        parser = Controls()
        parser.feed(text)
        if replace:
            self.ids, self.disabled, self.hidden = parser.ids, parser.disabled, parser.hidden
            self.rows = parser.rows
        else:
            self.ids |= parser.ids
            self.disabled |= parser.disabled
            self.hidden |= parser.hidden
            for k, v in parser.rows.items():
                self.rows[k] = v

    def apply(self, patch):
        op, ident, value = patch.get("op"), patch.get("id"), patch.get("value")
        if op == "enabled":
            (self.disabled.discard if value else self.disabled.add)(ident)
        elif op == "hidden":
            (self.hidden.add if value else self.hidden.discard)(ident)
        elif op == "rows":
            self.rows[ident] = [str(r.get("id")) for r in (value or [])]
        elif op == "content":
            self.load_html(value or "", replace=False)
        elif op == "alert":
            self.user.stats.alerts[self.app] += 1

    def usable(self, ident):
        return ident in self.ids and ident not in self.disabled and ident not in self.hidden

    # --- socket -----------------------------------------------------------------------------------------------
    async def read(self):
        stats = self.user.stats
        ws = self.ws
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    continue
                now = time.monotonic()
                try:
                    m = json.loads(msg.data)
                except ValueError:
                    stats.error(self.app, "frame:badJSON")
                    continue
                t = m.get("t")
                if t in ("patch", "screen", "error") and self.pending is not None:
                    stats.latency[self.app].append(now - self.pending)
                    self.pending = None
                if t == "welcome":
                    self.welcomed.set()
                elif t == "screen":
                    self.path = m.get("path", self.path)
                    self.load_html(m.get("html", ""))
                elif t == "patch":
                    for p in m.get("p", []):
                        self.apply(p)
                elif t == "error":
                    code = m.get("code", "?")
                    stats.error(self.app, "error:" + code)
                    if code == "badToken":
                        self.closed_by_server = True
                self.changed.set()
        except (aiohttp.ClientError, asyncio.TimeoutError, ConnectionError):
            pass
        if ws.close_code not in (None, 1000) and not self.user.cutting:
            stats.error(self.app, "close:%s" % ws.close_code)
            self.closed_by_server = True
        elif ws.close_code is None and not self.user.cutting and not self.user.closing:
            stats.error(self.app, "socket:lost")
            self.closed_by_server = True

    async def join(self):
        u = self.user
        try:
            self.ws = await u.http.ws_connect(u.base + "/socket", origin=u.base, autoping=True,
                                             max_msg_size=8 * 1024 * 1024, timeout=aiohttp.ClientWSTimeout(ws_close=5))
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as e:
            u.stats.error(self.app, "socket:connect:" + type(e).__name__)
            return False
        self.welcomed = asyncio.Event()
        self.closed_by_server = False
        self.reader = asyncio.create_task(self.read())
        await self.ws.send_str(json.dumps({"t": "hello", "v": 1, "token": self.token, "path": self.path}))
        try:
            await asyncio.wait_for(self.welcomed.wait(), 15)
        except asyncio.TimeoutError:
            u.stats.error(self.app, "socket:noWelcome")
            await self.cut()
            return False
        return True

    async def send(self, message, timed=True):
        if self.ws is None or self.ws.closed or self.closed_by_server:
            raise Gone()
        if timed:
            if self.pending is not None:
                self.user.stats.no_reply[self.app] += 1
            self.pending = time.monotonic()
            self.user.stats.events[self.app] += 1
        try:
            await self.ws.send_str(json.dumps(message))
        except (aiohttp.ClientError, ConnectionError, RuntimeError):
            self.user.stats.error(self.app, "socket:send")
            raise Gone()

    async def close(self):
        self.user.closing = True
        try:
            if self.ws is not None and not self.ws.closed:
                await asyncio.wait_for(self.ws.close(), 10)
        except (asyncio.TimeoutError, aiohttp.ClientError, ConnectionError):
            self.user.stats.error(self.app, "socket:closeTimeout")
        finally:
            await self._end_reader()
            self.user.closing = False

    async def cut(self):
        """Cuts the connection without a close frame, as a killed tab or a lost network does."""
        self.user.cutting = True
        try:
            if self.ws is not None:
                conn = getattr(self.ws, "_conn", None)
                transport = getattr(conn, "transport", None) if conn is not None else None
                if transport is not None:
                    transport.abort()
                self.ws._response.close()
            await self._end_reader()
        finally:
            self.user.cutting = False

    async def _end_reader(self):
        if self.reader is not None:
            try:
                await asyncio.wait_for(self.reader, 10)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self.reader.cancel()
            self.reader = None
        self.pending = None


class Gone(Exception):
    """The socket is gone mid-flow; the user moves to the next app."""


class User:
    def __init__(self, index, base, local_addr, stats, stop, rng):
        self.index = index
        self.base = base
        self.local_addr = local_addr
        self.stats = stats
        self.stop = stop
        self.rng = rng
        self.http = None
        self.cutting = False
        self.closing = False
        self.page = None
        self.args = None

    async def pause(self, lo=0.5, hi=2.0):
        await asyncio.sleep(self.rng.uniform(lo, hi))
        if self.stop.is_set():
            raise Gone()

    async def wait_for(self, predicate, timeout=8.0):
        """Waits until the page shows what the user waits for (a control enabled, rows loaded)."""
        page = self.page
        deadline = time.monotonic() + timeout
        while not predicate():
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.stop.is_set() or page.closed_by_server:
                return False
            page.changed.clear()
            try:
                await asyncio.wait_for(page.changed.wait(), remaining)
            except asyncio.TimeoutError:
                return False
        return True

    async def act(self, ident, name, value=None, wait=True):
        """One user action on a control, after a human pause; a control not there or not active is waited for."""
        await self.pause()
        page = self.page
        if wait and not await self.wait_for(lambda: page.usable(ident)):
            if self.stop.is_set() or page.closed_by_server:
                raise Gone()
            self.stats.error(page.app, "skipped:" + ("absent" if ident not in page.ids else "inactive"))
            return False
        msg = {"t": "event", "id": ident, "name": name}
        if value is not None:
            msg["value"] = value
        await self.page.send(msg)
        return True

    async def type_text(self, ident, text):
        """Types in a few bursts, as keystrokes coalesced by the browser's input events."""
        i = 0
        while i < len(text):
            i = min(len(text), i + self.rng.randint(2, 6))
            if not await self.act(ident, "change", text[:i]):
                return False
        return True

    async def navigate(self, path):
        await self.pause()
        await self.page.send({"t": "navigate", "path": path})

    # --- app flows --------------------------------------------------------------------------------------------
    async def flow_find_number(self):
        for _ in range(self.rng.randint(3, 6)):
            await self.act(self.rng.choice(["firstButton", "secondButton", "thirdButton"]), "tap")
        if self.rng.random() < 0.2:
            await self.act("resetButton", "tap")

    async def flow_login(self):
        r = self.rng.random()
        email = "demo@example.com" if r < 0.9 else "someone%d@example.com" % self.rng.randint(1, 99)
        password = "password" if self.rng.random() < 0.85 else self.rng.choice(["passw0rd", "letmein1", "Password"])
        await self.type_text("idField", email)
        await self.type_text("pwField", password)
        right = email == "demo@example.com" and password == "password"
        if await self.act("loginButton", "tap"):
            signed_in = await self.wait_for(lambda: self.page.path != "/login", timeout=3)
            self.stats.outcomes["login: %s password, %s" % ("right" if right else "wrong",
                                                           "signed in" if signed_in else "refused")] += 1

    async def flow_email_sign_in(self):
        name = self.rng.choice(["kim", "lee", "park", "choi", "jung"]) + str(self.rng.randint(1, 999))
        await self.type_text("textField", name + "@example.com")
        await asyncio.sleep(1.1)  # the validity throttle's window
        if await self.act("nextButton", "tap"):
            if await self.wait_for(lambda: self.page.path != "/email-sign-in", timeout=3):
                self.stats.outcomes["email-sign-in: next screen"] += 1

    async def flow_quote(self):
        for _ in range(self.rng.randint(2, 4)):
            await self.act("refreshButton", "tap")

    async def flow_dutch_pay(self):
        for _ in range(self.rng.randint(3, 7)):
            await self.act("key%d" % self.rng.randint(0, 9), "tap")
        if self.rng.random() < 0.5:
            await self.act("key00", "tap")
        for _ in range(self.rng.randint(1, 3)):
            await self.act(self.rng.choice(["plusPersonButton", "plusPersonButton", "minusPersonButton"]), "tap")
        await self.act(self.rng.choice(["backspaceKey", "clearKey"]), "tap")

    async def flow_bank(self):
        if not await self.act("actionButton", "tap"):
            return
        if not await self.wait_for(lambda: "amountField" in self.page.ids, timeout=5):
            self.stats.error("bank", "flow:noTransactionScreen")
            return
        for _ in range(self.rng.randint(1, 3)):
            kind = "depositButton" if self.rng.random() < 0.6 else "withdrawButton"
            await self.type_text("amountField", str(self.rng.randint(1, 50)))
            await self.act(kind, "tap")
        await self.navigate("/bank")

    async def flow_members(self):
        if not await self.wait_for(lambda: self.page.rows.get("tableView"), timeout=10):
            if self.page.usable("retryButton"):
                await self.act("retryButton", "tap")
            return
        row = self.rng.choice(self.page.rows["tableView"])
        if await self.act("tableView", "select", row):
            await self.wait_for(lambda: self.page.path != "/members", timeout=5)
            await self.pause(1, 3)
            await self.navigate("/members")

    async def flow_search(self):
        query = self.rng.choice(["swift", "rxswift", "combine", "mvvm", "ios", "driver", "reactorkit", "ui"])
        await self.type_text("searchBar", query)
        if await self.wait_for(lambda: self.page.rows.get("tableView"), timeout=5):
            if self.rng.random() < 0.5:
                row = self.rng.choice(self.page.rows["tableView"])
                if await self.act("tableView", "select", row):
                    await self.wait_for(lambda: self.page.path.startswith("/search/detail"), timeout=5)
                    await self.pause(1, 3)
                    await self.navigate("/search")

    async def flow_cats(self):
        for _ in range(self.rng.randint(1, 3)):
            await self.act("resumeButton", "tap")
            await self.pause(0.5, 2.5)
            if self.rng.random() < 0.6:
                await self.act("stopButton", "tap")

    async def flow_movies(self):
        cards = lambda: sorted(i for i in self.page.ids if i.startswith("touchView-"))
        if not await self.wait_for(lambda: cards(), timeout=10):
            if self.page.usable("retryButton"):
                await self.act("retryButton", "tap")
            return
        card = self.rng.choice(cards())
        if self.rng.random() < 0.25:
            await self.act(card, "touchDown")
            await self.act(card, "touchCancel", wait=False)
            card = self.rng.choice(cards())
        await self.act(card, "touchDown")
        await self.pause(0.1, 0.4)
        await self.page.send({"t": "event", "id": card, "name": "touchUp"})
        if await self.wait_for(lambda: self.page.path != "/movies", timeout=5):
            await self.pause(1, 3)
            await self.navigate("/movies")

    # --- one visit --------------------------------------------------------------------------------------------
    async def visit(self, app):
        stats = self.stats
        path = "/" + app
        try:
            async with self.http.get(self.base + path, timeout=aiohttp.ClientTimeout(total=30)) as response:
                body = await response.text()
                if response.status != 200:
                    stats.error(app, "http:%d" % response.status)
                    await asyncio.sleep(self.rng.uniform(1, 3))
                    return
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as e:
            stats.error(app, "http:" + type(e).__name__)
            await asyncio.sleep(self.rng.uniform(1, 3))
            return
        match = TOKEN_RE.search(body)
        if not match:
            stats.error(app, "http:noToken")
            return
        page = Page(self, app, path)
        page.token = match.group(1)
        page.load_html(body)
        self.page = page
        if not await page.join():
            return
        ending = self.rng.random()
        flow = getattr(self, "flow_" + app.replace("-", "_"))
        try:
            if ending < self.args.resume_share:
                # Cut mid-flow, come back as a page whose socket dropped does (same token, current path), finish.
                task = asyncio.create_task(flow())
                await asyncio.sleep(self.rng.uniform(1, 6))
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Gone):
                    pass
                await page.cut()
                await asyncio.sleep(self.rng.uniform(0.2, 2.0))
                stats.endings["resume"] += 1
                if not await page.join():
                    return
                await flow()
            else:
                await flow()
            stats.flows[app] += 1
        except Gone:
            pass
        finally:
            if ending < self.args.resume_share or ending >= self.args.resume_share + self.args.cut_share:
                if ending >= self.args.resume_share:
                    stats.endings["close"] += 1
                await page.close()
            else:
                stats.endings["cut"] += 1
                await page.cut()
            self.page = None

    async def run(self, args):
        self.args = args
        connector = aiohttp.TCPConnector(local_addr=(self.local_addr, 0), limit=0, force_close=False)
        jar = aiohttp.CookieJar(unsafe=True)
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=10)  # page loads set their own total below
        async with aiohttp.ClientSession(connector=connector, cookie_jar=jar, timeout=timeout) as http:
            self.http = http
            start = self.rng.randrange(len(APPS))
            i = start
            await asyncio.sleep(self.rng.uniform(0, args.ramp))
            while not self.stop.is_set():
                await self.visit(APPS[i % len(APPS)])
                i += 1
                await asyncio.sleep(self.rng.uniform(0.2, 1.0))


# --- server and sampling ----------------------------------------------------------------------------------------

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def proc_status(pid):
    """VmRSS (KiB) and Threads of the server, from /proc/PID/status."""
    out = {"rssKiB": None, "threads": None}
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    out["rssKiB"] = int(line.split()[1])
                elif line.startswith("Threads:"):
                    out["threads"] = int(line.split()[1])
    except OSError:
        pass
    return out


async def stats_of(http, base, timeout=10):
    async with http.get(base + "/_bindery/stats", timeout=aiohttp.ClientTimeout(total=timeout)) as r:
        return await r.json()


async def sample(http, base, pid, t0, label):
    """One sample. The stats request may be slow or fail under load: its time and failure are part of the record."""
    started = time.monotonic()
    try:
        s = await stats_of(http, base, timeout=30)
        failure = None
    except (aiohttp.ClientError, asyncio.TimeoutError, OSError, ValueError) as e:
        s, failure = {}, type(e).__name__
    row = {"label": label, "t": round(started - t0, 1), "statsMs": round((time.monotonic() - started) * 1000),
           "statsFailure": failure, "heapInUse": s.get("heapInUse"), "sessions": s.get("sessions"),
           "viewControllers": s.get("viewControllers")}
    row.update(proc_status(pid))
    print("sample %-8s t=%6.0fs rss=%7.1f MiB heap=%7.1f MiB sessions=%5s vcs=%5s threads=%s stats %d ms%s" % (
        label, row["t"], (row["rssKiB"] or 0) / 1024, (row["heapInUse"] or 0) / 1048576, row["sessions"],
        row["viewControllers"], row["threads"], row["statsMs"], (" FAILED: " + failure) if failure else ""),
        flush=True)
    return row


def fmt_ms(v):
    return "–" if v is None else "%.0f" % (v * 1000)


def report(args, samples, stats, meta, with_latency=True):
    lines = []
    lines.append("Server memory and live objects (`/proc/PID/status` VmRSS; `/_bindery/stats`):")
    lines.append("")
    lines.append("| minute | RSS MiB | heap in use MiB | live sessions | view controllers | threads | stats request ms |")
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for s in samples:
        heap = "%.1f" % (s["heapInUse"] / 1048576) if s["heapInUse"] is not None else "–"
        lines.append("| %s | %.1f | %s | %s | %s | %s | %s |" % (
            s["label"], (s["rssKiB"] or 0) / 1024, heap, "–" if s["sessions"] is None else s["sessions"],
            "–" if s["viewControllers"] is None else s["viewControllers"], s.get("threads"),
            "%d%s" % (s["statsMs"], " (failed: %s)" % s["statsFailure"] if s.get("statsFailure") else "")))
    lines.append("")
    lines.append("Per app: events sent, event → first reply (patch, screen or error) in ms, flows completed, "
                 "alerts shown, errors by kind:")
    lines.append("")
    lines.append("| app | events | p50 ms | p99 ms | no reply | flows | alerts | errors |")
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    total_errors = Counter()
    for app in APPS:
        lat = stats.latency.get(app, []) if with_latency else []
        errs = stats.errors.get(app, Counter())
        total_errors.update(errs)
        err_text = ", ".join("%s %d" % (k, v) for k, v in sorted(errs.items(), key=lambda kv: -kv[1])) or "0"
        lines.append("| %s | %d | %s | %s | %d | %d | %d | %s |" % (
            app, stats.events[app], fmt_ms(percentile(lat, 50)), fmt_ms(percentile(lat, 99)),
            stats.no_reply[app], stats.flows[app], stats.alerts[app], err_text))
    all_lat = [x for v in stats.latency.values() for x in v] if with_latency else []
    lines.append("| **all** | %d | %s | %s | %d | %d | %d | %s |" % (
        sum(stats.events.values()), fmt_ms(percentile(all_lat, 50)), fmt_ms(percentile(all_lat, 99)),
        sum(stats.no_reply.values()), sum(stats.flows.values()), sum(stats.alerts.values()),
        ", ".join("%s %d" % (k, v) for k, v in sorted(total_errors.items(), key=lambda kv: -kv[1])) or "0"))
    lines.append("")
    if stats.outcomes:
        lines.append("Flow outcomes: %s." % ", ".join("%s %d" % kv for kv in sorted(stats.outcomes.items())))
        lines.append("")
    lines.append("Socket endings: %s." % ", ".join("%s %d" % kv for kv in sorted(stats.endings.items())))
    if stats.loop_lag:
        lines.append("")
        lines.append("The load client's own event-loop delay (a 100 ms timer's overshoot; it is part of every latency "
                     "above): p50 %.1f ms, p99 %.1f ms, max %.1f ms." % (
                         percentile(stats.loop_lag, 50) * 1000, percentile(stats.loop_lag, 99) * 1000,
                         max(stats.loop_lag) * 1000))
    return "\n".join(lines)


def chart(samples, path, title):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    xs = [s["t"] / 60 for s in samples]
    fig, ax = plt.subplots(figsize=(9, 4.5))
    nan = float("nan")
    ax.plot(xs, [s["rssKiB"] / 1024 if s["rssKiB"] is not None else nan for s in samples], marker="o", label="RSS (MiB)")
    ax.plot(xs, [s["heapInUse"] / 1048576 if s["heapInUse"] is not None else nan for s in samples], marker="s",
            label="heap in use (MiB)")
    ax.set_xlabel("minutes since the users started")
    ax.set_ylabel("MiB")
    ax.set_ylim(bottom=0)
    ax2 = ax.twinx()
    ax2.plot(xs, [s["sessions"] if s["sessions"] is not None else nan for s in samples], color="gray", linestyle="--", label="live sessions")
    ax2.set_ylabel("live sessions")
    ax2.set_ylim(bottom=0)
    h1, l1 = ax.get_legend_handles_labels()
    h2, l2 = ax2.get_legend_handles_labels()
    ax.legend(h1 + h2, l1 + l2, loc="lower right")
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def write_outputs(args, samples, stats, server_cmd, partial):
    """Writes results/soak-LABEL.{md,json,png}; during the run (partial) after every sample, so a run cut short
    still leaves its minutes behind."""
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    meta = {"users": args.users, "minutes": args.minutes, "latencyMs": args.latency_ms,
            "failureRate": args.failure_rate, "seed": args.seed, "grace": args.grace, "commit": commit,
            "addresses": args.addresses, "cutShare": args.cut_share, "resumeShare": args.resume_share,
            "partial": partial, "server": " ".join(server_cmd)}
    table = report(args, samples, stats, meta, with_latency=not partial)
    if not partial:
        print()
        print(table, flush=True)
    os.makedirs(args.out_dir, exist_ok=True)
    stem = os.path.join(args.out_dir, "soak-%s" % args.label)
    with open(stem + ".md", "w") as f:
        f.write("Soak%s: %d users, %s min, stand-in latency %d ms, failure rate %s, seed %d, grace %d s, commit %s\n\n"
                % (" (partial, still running)" if partial else "", args.users, args.minutes, args.latency_ms,
                   args.failure_rate, args.seed, args.grace, commit))
        f.write(table + "\n")
    if partial:
        with open(stem + ".json", "w") as f:
            json.dump({"meta": meta, "samples": samples, "events": stats.events, "errors": stats.errors}, f, indent=1)
        return
    with open(stem + ".json", "w") as f:
        json.dump({"meta": meta, "samples": samples,
                   "latency": {a: {"n": len(v), "p50": percentile(v, 50), "p99": percentile(v, 99)}
                               for a, v in stats.latency.items()},
                   "events": stats.events, "errors": stats.errors, "noReply": stats.no_reply,
                   "flows": stats.flows, "alerts": stats.alerts, "endings": stats.endings,
                   "outcomes": stats.outcomes}, f, indent=1)
    chart(samples,
          stem + ".png", "Gallery soak: %d users, %s min (commit %s)" % (args.users, args.minutes, commit))
    if not partial:
        print("\nwrote %s.md, .json, .png" % stem, flush=True)


def worker(args, base, index, mp_stop, results):
    """One worker process: users index, index + workers, ... on one asyncio loop; puts its Stats on `results`."""
    asyncio.run(worker_main(args, base, index, mp_stop, results))


async def worker_main(args, base, index, mp_stop, results):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    stats = Stats()
    stop = asyncio.Event()
    addresses = ["127.0.0.%d" % (2 + i) for i in range(args.addresses)]
    rng = random.Random(args.seed)
    seeds = [rng.random() for _ in range(args.users)]
    users = [User(i, base, addresses[i % len(addresses)], stats, stop, random.Random(seeds[i]))
             for i in range(index, args.users, args.workers)]
    tasks = [asyncio.create_task(u.run(args)) for u in users]
    lag_task = asyncio.create_task(watch_loop(stats, stop))
    while not mp_stop.is_set():
        await asyncio.sleep(0.5)
    stop.set()
    done, pending = await asyncio.wait(tasks, timeout=60)
    for t in pending:
        t.cancel()
    await asyncio.gather(*tasks, lag_task, return_exceptions=True)
    for t in done:
        if t.exception() is not None and not isinstance(t.exception(), asyncio.CancelledError):
            stats.error("client", "userTaskFailed:%r" % (t.exception(),))
            print("user task failed: %r" % t.exception(), flush=True)
    results.put(dict(stats.__dict__))  # a plain dict: the class lives in the worker's __mp_main__


async def main(args):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    port = args.port or free_port()
    base = "http://127.0.0.1:%d" % port
    data = tempfile.mkdtemp(prefix="soak-data-")
    log_path = os.path.join(tempfile.gettempdir(), "soak-gallery-%d.log" % port)
    log = open(log_path, "w")
    cmd = [args.server, "--host", "127.0.0.1", "--port", str(port), "--diagnostics", "--log-level", "warning",
           "--data-dir", data, "--grace-period", str(args.grace), "--stand-in-latency-ms", str(args.latency_ms),
           "--stand-in-failure-rate", str(args.failure_rate), "--stand-in-seed", str(args.seed)]
    print("server: " + " ".join(cmd), flush=True)
    print("server log: " + log_path, flush=True)
    server = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    samples = []
    stats = Stats()
    ok = True
    try:
        async with aiohttp.ClientSession() as http:
            for _ in range(300):
                if server.poll() is not None:
                    raise SystemExit("soak: the server exited (%s); see %s" % (server.returncode, log_path))
                try:
                    await stats_of(http, base)
                    break
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                    await asyncio.sleep(0.2)
            t0 = time.monotonic()
            samples.append(await sample(http, base, server.pid, t0, "0"))
            # The users run in a few worker processes (one asyncio loop each), so that the client's own CPU delay
            # stays small next to the latencies it measures.
            ctx = multiprocessing.get_context("spawn")
            mp_stop = ctx.Event()
            results = ctx.Queue()
            workers = [ctx.Process(target=worker, args=(args, base, w, mp_stop, results), daemon=True)
                       for w in range(args.workers)]
            for w in workers:
                w.start()
            end = t0 + args.minutes * 60
            minute = 1
            while time.monotonic() < end:
                await asyncio.sleep(max(0, min(t0 + minute * args.sample_seconds, end) - time.monotonic()))
                if server.poll() is not None:
                    print("soak: the server exited with %s" % server.returncode, flush=True)
                    ok = False
                    break
                if time.monotonic() >= t0 + minute * args.sample_seconds - 0.5:
                    samples.append(await sample(http, base, server.pid, t0, str(minute * args.sample_seconds // 60)))
                    minute += 1
                    write_outputs(args, samples, stats, server_cmd=cmd, partial=True)
            # Stop: every user finishes its current action and closes (or cuts) its socket.
            mp_stop.set()
            loop = asyncio.get_running_loop()
            for _ in workers:
                try:
                    part = await loop.run_in_executor(None, results.get, True, 120)
                    stats.merge(part)
                except Exception as e:  # queue.Empty: a worker that never answered
                    print("soak: a worker gave no results: %r" % e, flush=True)
                    ok = False
            for w in workers:
                await loop.run_in_executor(None, w.join, 10)
            t_stop = time.monotonic()
            samples.append(await sample(http, base, server.pid, t0, "stop"))
            # Past the grace period every session and view controller must be released.
            await asyncio.sleep(args.grace + 5)
            deadline = time.monotonic() + 60
            last = await sample(http, base, server.pid, t0, "+%ds" % round(time.monotonic() - t_stop))
            while (last["sessions"] != 0 or last["viewControllers"] != 0) and time.monotonic() < deadline:
                await asyncio.sleep(5)
                last = await sample(http, base, server.pid, t0, "+%ds" % round(time.monotonic() - t_stop))
            samples.append(last)
            # Optionally keep sampling with nothing live, to see whether the heap comes back down.
            for _ in range(args.after // 10):
                await asyncio.sleep(10)
                samples.append(await sample(http, base, server.pid, t0, "+%ds" % round(time.monotonic() - t_stop)))
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(15)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        log.close()
        shutil.rmtree(data, ignore_errors=True)

    write_outputs(args, samples, stats, server_cmd=cmd, partial=False)
    final = samples[-1]
    if final["sessions"] != 0 or final["viewControllers"] != 0:
        print("soak: %s sessions and %s view controllers still live after the grace period"
              % (final["sessions"], final["viewControllers"]), flush=True)
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--server", required=True, help="the gallery binary (release)")
    p.add_argument("--users", type=int, default=500)
    p.add_argument("--minutes", type=float, default=30)
    p.add_argument("--port", type=int, default=0, help="0 picks a free loopback port")
    p.add_argument("--latency-ms", type=int, default=150, help="--stand-in-latency-ms")
    p.add_argument("--failure-rate", type=float, default=0.05, help="--stand-in-failure-rate")
    p.add_argument("--seed", type=int, default=17)
    p.add_argument("--grace", type=int, default=5, help="--grace-period seconds")
    p.add_argument("--addresses", type=int, default=0,
                   help="loopback source addresses 127.0.0.2...; default: one per 25 users (the server holds 100 "
                        "tabs per client address)")
    p.add_argument("--cut-share", type=float, default=0.2, help="share of visits ending in a cut without close frame")
    p.add_argument("--resume-share", type=float, default=0.1,
                   help="share of visits cut mid-flow and resumed on the same token")
    p.add_argument("--ramp", type=float, default=30, help="seconds over which the users start")
    p.add_argument("--sample-seconds", type=int, default=60)
    p.add_argument("--after", type=int, default=0, help="seconds to keep sampling (every 10 s) after the drain")
    p.add_argument("--workers", type=int, default=0, help="client processes; default: one per 125 users, at least 1")
    p.add_argument("--label", default=None, help="results file name: results/soak-LABEL.*")
    p.add_argument("--out-dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    a = p.parse_args()
    if a.addresses <= 0:
        a.addresses = max(1, (a.users + 24) // 25)
    if a.workers <= 0:
        a.workers = max(1, (a.users + 124) // 125)
    if a.label is None:
        a.label = "%du-%gmin" % (a.users, a.minutes)
    sys.exit(asyncio.run(main(a)))
