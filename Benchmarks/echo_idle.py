"""The transport's own share of an idle tab: the RSS a bare WebSocket costs on the peers' release `bindery-echo` (no
page, no session, the same socket handler as the Counter's). Opens 500 then 2,000 sockets to `/socket/echo` as the
peers' client does (permessage-deflate offered, 40 sockets a loopback address), echoes one frame on the newest 100,
reads the server's RSS 25 s later and prints the least-squares KiB per socket over 0 / 500 / 2,000.

    PORT=18071 peers/servers/.build/release/bindery-echo &
    peers/.venv-peers/bin/python echo_idle.py 18071 $!
"""
import asyncio
import sys

from websockets.asyncio.client import connect
from websockets.extensions.permessage_deflate import ClientPerMessageDeflateFactory

port, pid = int(sys.argv[1]), int(sys.argv[2])


def rss_kib():
    return next(int(line.split()[1]) for line in open(f"/proc/{pid}/status") if line.startswith("VmRSS"))


async def main():
    held, points = [], [(0, rss_kib())]
    for count in (500, 2000):
        while len(held) < count:
            slot = len(held) // 40
            held.append(await connect(
                f"ws://127.0.0.1:{port}/socket/echo", origin=f"http://127.0.0.1:{port}",
                extensions=[ClientPerMessageDeflateFactory(client_max_window_bits=True)], compression=None,
                ping_interval=None, local_addr=(f"127.40.{slot // 250}.{slot % 250 + 1}", 0), user_agent_header=None))
        for socket in held[-100:]:
            await socket.send("x")
            await socket.recv()
        await asyncio.sleep(25)
        points.append((count, rss_kib()))
        print(f"{count} sockets: RSS {points[-1][1]} KiB", flush=True)
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / sum((x - mean_x) ** 2 for x, _ in points)
    print(f"{slope:.1f} KiB RSS a socket")


asyncio.run(main())
