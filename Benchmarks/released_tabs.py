"""released-heap.sh's client: opens N Counter tabs as the peers' client does (tabs.py: cookies, permessage-deflate
offered), waits WAIT seconds (the Counter releases an idle tab's screen after 15 s, its sweep runs every 5 s), prints
the server's RSS, touches READY and holds the tabs open until it is killed.

    python released_tabs.py PORT N PID READY
"""
import asyncio
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "peers"))
import tabs  # noqa: E402

port, count, pid, ready = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
WAIT = float(os.environ.get("WAIT", "25"))


class HelloTab(tabs.BinderyTab):
    async def handshake(self):
        token = re.search(r'name="bindery-session" content="([^"]+)"', self.page).group(1)
        await self.ws.send(json.dumps({"t": "hello", "v": 1, "token": token, "path": self.page_path}))
        await self.expect(lambda frame: '"t":"screen"' in frame, "screen")


def rss_kib():
    return next(int(line.split()[1]) for line in open(f"/proc/{pid}/status") if line.startswith("VmRSS"))


async def main():
    held = []
    for index in range(count):
        slot = index // 40  # as client_worker.py: 40 tabs a loopback address, so no per-client limit is reached
        tab = HelloTab("127.0.0.1", port, f"127.40.{slot // 250}.{slot % 250 + 1}", [])
        await tab.open()
        held.append(tab)
    await asyncio.sleep(WAIT)
    print(f"{count} tabs, {WAIT:.0f} s idle: RSS {rss_kib()} KiB", flush=True)
    open(ready, "w").write("ready")
    await asyncio.sleep(3600)


asyncio.run(main())
