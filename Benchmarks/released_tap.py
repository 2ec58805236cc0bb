"""The first tap after a release, rebuild included: opens N Counter tabs on the peers' release `counter` at PORT as the
peers' client does, leaves them idle WAIT s (25: every screen released), taps each once in turn and times its answer;
then taps each again (a tab holding its screen) for comparison.

    PORT=18071 COUNTER_DATA_DIR=$(mktemp -d) peers/servers/.build/release/counter &
    peers/.venv-peers/bin/python released_tap.py 18071 50
"""
import asyncio
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "peers"))
import tabs  # noqa: E402

port, count = int(sys.argv[1]), int(sys.argv[2])
WAIT = float(os.environ.get("WAIT", "25"))


async def main():
    held = []
    for _ in range(count):
        tab = tabs.BinderyTab("127.0.0.1", port, "127.0.0.1", [])
        await tab.open()
        held.append(tab)
    await asyncio.sleep(WAIT)
    for label in ("first tap after the release", "next tap, screen held"):
        for tab in held:
            answered = len(tab.latencies)
            await tab.tap()
            while len(tab.latencies) == answered:
                await asyncio.sleep(0.0005)
        ms = sorted(tab.latencies[-1] * 1000 for tab in held)
        print(f"{label}: median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f} ms, "
              f"max {ms[-1]:.2f} ms", flush=True)
    for tab in held:
        await tab.close()


asyncio.run(main())
