"""A load-client process: holds many tabs of one framework (tabs.py) in one asyncio loop and obeys one JSON command
a line on stdin, answering one JSON line on stdout. run.py starts one or more of these.

    python client_worker.py FRAMEWORK HOST PORT WORKER_INDEX [plain]

    {"op": "open", "count": N}                 opens N more tabs, 32 at a time → opened, failed, first errors
    {"op": "play", "rate": R, "seconds": S, "tabs": M}
                                               taps "+" on the first M tabs in turn, R taps a second in all (each tab
                                               R/M a second, evenly spaced), for S s, then waits up to 2 s for the
                                               last answers → sent, answered, latencies (ms), this process's CPU
                                               seconds, how late the schedule ran
    {"op": "close"}                            closes every tab
    {"op": "quit"}

With `plain`, the sockets offer no permessage-deflate (a browser always offers it; this measures what it costs).
Each tab's connections leave from its own loopback address, 127.(10+WORKER).x.y, 40 tabs an address and never
reused, so no server's per-address limits (Bindery: 64 sockets, 100 sessions) are reached, even by sessions that a
closed tab left waiting out their grace period.
"""
import asyncio
import gc
import json
import resource
import sys
import time

import tabs

TABS_PER_ADDRESS = 40


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Worker:
    def __init__(self, framework, host, port, index):
        self.tab_class = tabs.TABS[framework]
        self.host, self.port, self.index = host, port, index
        self.tabs = []
        self.opened_ever = 0
        self.latencies = []

    def next_address(self):
        slot = self.opened_ever // TABS_PER_ADDRESS
        self.opened_ever += 1
        return f"127.{10 + self.index}.{slot // 250}.{slot % 250 + 1}"

    async def open(self, count):
        started, failed, errors = time.perf_counter(), 0, []
        gate = asyncio.Semaphore(32)

        async def one():
            nonlocal failed
            tab = self.tab_class(self.host, self.port, self.next_address(), self.latencies)
            async with gate:
                try:
                    await tab.open()
                    self.tabs.append(tab)
                except Exception as error:  # noqa: BLE001 — counted and reported, the run goes on
                    failed += 1
                    if len(errors) < 3:
                        errors.append(f"{type(error).__name__}: {error}")

        await asyncio.gather(*(one() for _ in range(count)))
        return {"opened": count - failed, "failed": failed, "errors": errors, "held": len(self.tabs),
                "seconds": round(time.perf_counter() - started, 2)}

    async def play(self, rate, seconds, count):
        players = self.tabs[:count]
        for tab in players:
            tab.pending.clear()
        self.latencies.clear()
        total = int(rate * seconds)
        gc.collect()
        gc.disable()  # a full collection over thousands of sockets would stall every tab's answer for milliseconds
        cpu0, start = cpu_seconds(), time.perf_counter() + 0.05
        late_max, sent = 0.0, 0
        for n in range(total):
            due = start + n / rate
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            else:
                late_max = max(late_max, -delay)
            try:
                await players[n % len(players)].tap()
                sent += 1
            except Exception:  # noqa: BLE001 — a closed socket: the tap stays unanswered
                pass
        wall = time.perf_counter() - start
        deadline = time.perf_counter() + 2
        while time.perf_counter() < deadline and any(tab.pending for tab in players):
            await asyncio.sleep(0.02)
        cpu = cpu_seconds() - cpu0
        gc.enable()
        unanswered = sum(len(tab.pending) for tab in players)
        return {"sent": sent, "answered": len(self.latencies), "unanswered": unanswered,
                "latencies": [round(x * 1000, 3) for x in self.latencies], "cpu": round(cpu, 3),
                "wall": round(wall, 3), "late_max_ms": round(late_max * 1000, 1)}

    async def close(self):
        closing, self.tabs = self.tabs, []
        await asyncio.gather(*(tab.close() for tab in closing), return_exceptions=True)
        return {"closed": len(closing)}

    async def ticks(self):
        """Each tab's 3-second timer (NiceGUI's acks), the tabs spread over the period as independent pages' timers
        are: all at once, 200 acks would reach the server in one burst and delay the taps queued behind them."""
        while True:
            current = list(self.tabs)
            if not current:
                await asyncio.sleep(3)
                continue
            for tab in current:
                await asyncio.sleep(3 / len(current))
                try:
                    await tab.tick()
                except Exception:  # noqa: BLE001 — a closed socket: nothing to acknowledge
                    pass


async def main():
    framework, host, port, index = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    tabs.Tab.offer_deflate = sys.argv[5:] != ["plain"]
    worker = Worker(framework, host, port, index)
    ticker = asyncio.create_task(worker.ticks())
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        command = json.loads(line)
        op = command["op"]
        if op == "quit":
            break
        if op == "open":
            reply = await worker.open(command["count"])
        elif op == "play":
            reply = await worker.play(command["rate"], command["seconds"], command["tabs"])
        elif op == "close":
            reply = await worker.close()
        else:
            reply = {"error": f"unknown op {op}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    ticker.cancel()
    await worker.close()


if __name__ == "__main__":
    try:
        import uvloop  # installed with the peers (uvicorn's); a faster loop keeps the client further from the limit
        uvloop.run(main())
    except ImportError:
        asyncio.run(main())
