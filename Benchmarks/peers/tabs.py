"""One browser tab of each framework, at the protocol level: the page fetched over HTTP, its socket opened with the
headers a browser sends (Origin, the page's cookies, `permessage-deflate; client_max_window_bits` as Chrome offers
it), the framework's own handshake completed, then "+" taps sent and their answers matched.

Every tab counts its taps: the k-th tap on "+" makes the page show "Count: k" (the counter starts at 0), so an
answer is the first frame that shows count k or more (a framework that coalesces two taps into one update answers
both). pyview's replies carry no text (a diff of the dynamic parts only) but echo the event's ref, which is the tap's
number. Frames that answer nothing (pings, Shiny's busy/idle and other sessions' flushes) are read and dropped.

    BinderyTab   Bindery's wire protocol (Sources/BinderyWeb/Protocol): hello {t, v, token, path} → welcome,
                 screen; {t: event, id, name: tap} → patch batch
    NiceGUITab   socket.io 5 over engine.io 4 on /_nicegui_ws/socket.io (implicit handshake in the connect query,
                 as the page's own options say); 42["event", {id, client_id, listener_id, args}] → 42["update", …];
                 engine.io pings answered, outbox acks sent every 3 s as nicegui.js does
    ShinyTab     /websocket/: {method: init, data: inputs and clientdata} → config, values;
                 {method: update, data: {"increment:shiny.action": k}} → busy, values, idle
    PyViewTab    Phoenix channels v2 on /live/websocket: phx_join with the page's session, static and CSRF token →
                 phx_reply rendered; "event" {type: click, event: increment} → phx_reply diff
    …KeypadTab   the same four on the second app, Dutch pay (page /dutch-pay, Shiny's /): taps alternate the keypad's
                 1 and ⌫, so the k-th tap makes the page show the total ₩1 (k odd) or ₩0 (k even); an answer is a
                 frame that shows the total a waiting tap made (pyview's: the tap's ref, as above)
    EchoTab      a stack's transport floor: the page `/`, then /socket/echo with no handshake; Bindery's tap frame
                 → the same frame back (Bindery's diagnostics echo, or uvicorn_echo.py)
"""
import asyncio
import json
import re
import time
import urllib.parse
from collections import deque

import websockets
from websockets.extensions.permessage_deflate import ClientPerMessageDeflateFactory

COUNT = re.compile(r"Count: (\d+)")


async def http_get(host, port, path, local_ip=None, headers=None):
    """A plain HTTP/1.1 GET from `local_ip`: status, headers (lower-cased names, in order) and body (as sent)."""
    reader, writer = await asyncio.open_connection(host, port, local_addr=(local_ip, 0) if local_ip else None)
    lines = [f"GET {path} HTTP/1.1", f"Host: {host}:{port}", "Connection: close",
             "User-Agent: Mozilla/5.0 (X11; Linux x86_64) bindery-peers", "Accept: */*"]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = await reader.readuntil(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    status = int(status_line.split()[1])
    response_headers = []
    for line in header_lines:
        if ":" in line:
            name, value = line.split(":", 1)
            response_headers.append((name.strip().lower(), value.strip()))
    names = dict(response_headers)
    if "content-length" in names:
        body = await reader.readexactly(int(names["content-length"]))
    elif names.get("transfer-encoding", "").lower() == "chunked":
        body = b""
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            if size == 0:
                await reader.readuntil(b"\r\n")
                break
            body += await reader.readexactly(size)
            await reader.readexactly(2)
    else:
        body = await reader.read()
    writer.close()
    return status, response_headers, body


def cookie_header(response_headers):
    """The Cookie header a browser sends back after a response's Set-Cookie headers."""
    pairs = [value.split(";", 1)[0] for name, value in response_headers if name == "set-cookie"]
    return "; ".join(pairs)


class Tab:
    """A tab: page, socket, handshake; then `tap()` sends "+" and the reader matches answers to taps."""

    page_path = "/counter"
    offer_deflate = True                    # offer permessage-deflate as Chrome does (client_worker.py may not)

    def __init__(self, host, port, local_ip, latencies):
        self.host, self.port, self.local_ip = host, port, local_ip
        self.latencies = latencies          # shared list of answered taps' round trips, seconds
        self.pending = deque()              # (tap number, send time) not yet answered
        self.taps = 0
        self.ws = None
        self.reader = None
        self.frames_in = 0

    @property
    def origin(self):
        return f"http://{self.host}:{self.port}"

    async def open(self):
        status, headers, body = await http_get(self.host, self.port, self.page_path, self.local_ip)
        if status != 200:
            raise RuntimeError(f"page answered {status}")
        self.page = body.decode()
        cookies = cookie_header(headers)
        extra = {"Cookie": cookies} if cookies else {}
        self.ws = await websockets.connect(
            f"ws://{self.host}:{self.port}{self.socket_url()}", origin=self.origin, additional_headers=extra,
            extensions=[ClientPerMessageDeflateFactory(client_max_window_bits=True)] if self.offer_deflate else None,
            compression=None,
            ping_interval=None, max_size=None, max_queue=None, open_timeout=60, close_timeout=2,
            local_addr=(self.local_ip, 0) if self.local_ip else None, user_agent_header=None)
        await self.handshake()
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        try:
            async for frame in self.ws:
                self.frames_in += 1
                answered = self.answer(frame)
                if answered is not None:
                    now = time.perf_counter()
                    while self.pending and self.pending[0][0] <= answered:
                        self.latencies.append(now - self.pending.popleft()[1])
        except websockets.ConnectionClosed:
            pass

    async def tap(self):
        self.taps += 1
        self.pending.append((self.taps, time.perf_counter()))
        await self.ws.send(self.tap_frame(self.taps))

    async def tick(self):
        """Called every 3 s while the tab is open: what a page's timers send (NiceGUI's acks)."""

    async def close(self):
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            await asyncio.gather(self.reader, return_exceptions=True)

    async def expect(self, predicate, what, timeout=30):
        """Reads frames during the handshake until one satisfies `predicate`."""
        async def loop():
            while True:
                frame = await self.ws.recv()
                if predicate(frame):
                    return frame
        try:
            return await asyncio.wait_for(loop(), timeout)
        except asyncio.TimeoutError:
            raise RuntimeError(f"no {what} within {timeout} s") from None

    def answer(self, frame):
        """The highest tap number `frame` answers, or None."""
        match = COUNT.search(frame) if isinstance(frame, str) else None
        return int(match.group(1)) if match else None


class BinderyTab(Tab):
    def socket_url(self):
        return "/socket"

    async def handshake(self):
        token = re.search(r'name="bindery-session" content="([^"]+)"', self.page).group(1)
        self.plus = self.button_id("+")
        await self.ws.send(json.dumps({"t": "hello", "v": 1, "token": token, "path": self.page_path}))
        await self.expect(lambda f: '"t":"welcome"' in f, "welcome")

    def button_id(self, title):
        for match in re.finditer(r'<button([^>]*)>([^<]*)</button>', self.page):
            if match.group(2).strip() == title:
                return re.search(r'\bid="([^"]+)"', match.group(1)).group(1)
        raise RuntimeError(f"no button {title!r} on the page")

    def tap_frame(self, number):
        return '{"t":"event","id":"%s","name":"tap"}' % self.plus


class NiceGUITab(Tab):
    def socket_url(self):
        options = re.search(r"query: (\{[^}]*\})", self.page).group(1)
        self.client_id = re.search(r"'client_id': '([^']+)'", options).group(1)
        query = {"client_id": self.client_id, "next_message_id": "0", "implicit_handshake": "true",
                 "document_id": "d" + self.client_id, "tab_id": "t" + self.client_id, "old_tab_id": "null",
                 "EIO": "4", "transport": "websocket"}
        return "/_nicegui_ws/socket.io/?" + urllib.parse.urlencode(query)

    async def handshake(self):
        elements = json.loads(re.search(r"parseElements\(String\.raw`(.*?)`\)", self.page, re.S).group(1))
        for element_id, element in elements.items():
            if element.get("tag") == "q-btn" and element.get("props", {}).get("label") == "+":
                self.plus = int(element_id)
                self.listener = next(e["listener_id"] for e in element["events"] if e["type"] == "click")
        await self.handshake_socket()

    async def handshake_socket(self):
        """engine.io's open, socket.io's connect: what every NiceGUI page's socket does first."""
        self.next_message_id = 0
        self.acked = 0
        await self.expect(lambda f: f.startswith("0{"), "engine.io open")
        await self.ws.send("40")
        frame = await self.expect(lambda f: f.startswith("40") or f.startswith("44"), "socket.io connect")
        if frame.startswith("44"):
            raise RuntimeError(f"NiceGUI refused the connection: {frame}")

    def answer(self, frame):
        if frame == "2":
            asyncio.ensure_future(self.pong())
            return None
        ids = re.findall(r'"_id":\s*(\d+)', frame)
        if ids:
            self.next_message_id = max(self.next_message_id, int(ids[-1]) + 1)
        return super().answer(frame)

    async def pong(self):
        try:
            await self.ws.send("3")
        except websockets.ConnectionClosed:
            pass

    def tap_frame(self, number):
        return '42["event",{"id":%d,"client_id":"%s","listener_id":"%s","args":[]}]' % (
            self.plus, self.client_id, self.listener)

    async def tick(self):
        if self.next_message_id > self.acked:
            self.acked = self.next_message_id
            await self.ws.send('42["ack",{"client_id":"%s","next_message_id":%d}]' % (self.client_id, self.acked))


class ShinyTab(Tab):
    page_path = "/"

    def socket_url(self):
        return "/websocket/"

    async def handshake(self):
        await self.expect(lambda f: '"config"' in f, "config")
        data = {
            "decrement:shiny.action": 0, "increment:shiny.action": 0, "reset:shiny.action": 0,
            ".clientdata_output_count_text_hidden": False,
            **self.client_data(),
        }
        await self.ws.send(json.dumps({"method": "init", "data": data}))
        await self.expect(lambda f: "Count: 0" in f, "first values")

    def client_data(self):
        """The page's `.clientdata_…` inputs that every Shiny page sends in its init."""
        return {
            ".clientdata_pixelratio": 1,
            ".clientdata_url_protocol": "http:", ".clientdata_url_hostname": self.host,
            ".clientdata_url_port": str(self.port), ".clientdata_url_pathname": "/",
            ".clientdata_url_search": "", ".clientdata_url_hash_initial": "", ".clientdata_url_hash": "",
            ".clientdata_singletons": "", ".clientdata_allowDataUriScheme": True,
        }

    def tap_frame(self, number):
        return '{"method":"update","data":{"increment:shiny.action":%d}}' % number


class PyViewTab(Tab):
    def socket_url(self):
        self.csrf = re.search(r'name="csrf-token" content="([^"]+)"', self.page).group(1)
        return "/live/websocket?" + urllib.parse.urlencode({"_csrf_token": self.csrf, "vsn": "2.0.0"})

    async def handshake(self):
        self.session = re.search(r'data-phx-session="([^"]*)"', self.page).group(1)
        static = re.search(r'data-phx-static="([^"]*)"', self.page).group(1)
        self.topic = "lv:" + re.search(r'id="(phx-[^"]+)"', self.page).group(1)
        join = ["0", "0", self.topic, "phx_join", {
            "url": f"{self.origin}{self.page_path}", "params": {"_csrf_token": self.csrf, "_mounts": 0},
            "session": self.session, "static": static}]
        await self.ws.send(json.dumps(join))
        frame = await self.expect(lambda f: '"phx_reply"' in f, "join reply")
        if '"status": "ok"' not in frame and '"status":"ok"' not in frame:
            raise RuntimeError(f"pyview refused the join: {frame[:200]}")

    def tap_frame(self, number):
        return json.dumps(["0", str(number), self.topic, "event",
                           {"type": "click", "event": "increment", "value": {"value": ""}}])

    def answer(self, frame):
        match = re.match(r'\["0",\s*"(\d+)"', frame)
        return int(match.group(1)) if match else None


class KeypadTab:
    """The second app, Dutch pay, mixed into a framework's tab: each tap presses 1 or ⌫ in turn (the total goes 0 → 1
    → 0, each tap changing the total and what each person pays), and a frame answers the newest waiting tap whose
    total it shows."""

    page_path = "/dutch-pay"
    KEYS = ("1", "⌫")

    @classmethod
    def key(cls, number):
        """The key the `number`-th tap presses."""
        return cls.KEYS[(number - 1) % 2]

    @staticmethod
    def shown(number):
        """What the `number`-th tap makes the total show, as a frame may spell it (JSON may escape the ₩)."""
        digit = "1" if number % 2 else "0"
        return ("₩" + digit, "\\u20a9" + digit, "\\u20A9" + digit)

    def answer(self, frame):
        if not isinstance(frame, str):
            return None
        for number, _ in reversed(self.pending):
            if any(text in frame for text in self.shown(number)):
                return number
        return None


class BinderyKeypadTab(KeypadTab, BinderyTab):
    IDS = {"1": "key1", "⌫": "backspaceKey"}

    def tap_frame(self, number):
        return '{"t":"event","id":"%s","name":"tap"}' % self.IDS[self.key(number)]


class NiceGUIKeypadTab(KeypadTab, NiceGUITab):
    async def handshake(self):
        elements = json.loads(re.search(r"parseElements\(String\.raw`(.*?)`\)", self.page, re.S).group(1))
        self.keys = {}
        for element_id, element in elements.items():
            label = element.get("props", {}).get("label")
            if element.get("tag") == "q-btn" and label in self.KEYS:
                listener = next(e["listener_id"] for e in element["events"] if e["type"] == "click")
                self.keys[label] = (int(element_id), listener)
        await NiceGUITab.handshake_socket(self)

    def answer(self, frame):
        NiceGUITab.answer(self, frame)  # pongs and message ids
        return KeypadTab.answer(self, frame)

    def tap_frame(self, number):
        element, listener = self.keys[self.key(number)]
        return '42["event",{"id":%d,"client_id":"%s","listener_id":"%s","args":[]}]' % (
            element, self.client_id, listener)


class ShinyKeypadTab(KeypadTab, ShinyTab):
    page_path = "/"
    IDS = {"1": "key1", "⌫": "backspaceKey"}
    BUTTONS = ["key%d" % n for n in range(10)] + ["key00", "clearKey", "backspaceKey", "minusPersonButton",
                                                  "plusPersonButton"]
    OUTPUTS = ["total_amount", "per_person_amount", "person_count"]

    async def handshake(self):
        await self.expect(lambda f: '"config"' in f, "config")
        data = {f"{button}:shiny.action": 0 for button in self.BUTTONS}
        data.update({f".clientdata_output_{output}_hidden": False for output in self.OUTPUTS})
        data.update(self.client_data())
        await self.ws.send(json.dumps({"method": "init", "data": data}))
        await self.expect(lambda f: "total_amount" in f, "first values")

    def tap_frame(self, number):
        key = self.key(number)
        presses = (number + 1) // 2 if key == "1" else number // 2  # an action button's value counts its presses
        return '{"method":"update","data":{"%s:shiny.action":%d}}' % (self.IDS[key], presses)


class PyViewKeypadTab(KeypadTab, PyViewTab):
    def tap_frame(self, number):
        return json.dumps(["0", str(number), self.topic, "event",
                           {"type": "click", "event": "key", "value": {"key": self.key(number), "value": ""}}])

    def answer(self, frame):
        return PyViewTab.answer(self, frame)


class EchoTab(Tab):
    """A tab on a bare WebSocket echo: the same page fetch, socket headers and tap frame as a Bindery tab, but no
    session; each frame that comes back answers the oldest tap still waiting (an echo keeps their order)."""

    page_path = "/"

    def socket_url(self):
        return "/socket/echo"

    async def handshake(self):
        pass

    def tap_frame(self, number):
        return '{"t":"event","id":"incrementButton","name":"tap"}'

    def answer(self, frame):
        return self.pending[0][0] if self.pending else None


TABS = {"bindery": BinderyTab, "nicegui": NiceGUITab, "shiny": ShinyTab, "pyview": PyViewTab, "bindery-echo": EchoTab,
        "uvicorn-echo": EchoTab, "bindery-keypad": BinderyKeypadTab, "nicegui-keypad": NiceGUIKeypadTab,
        "shiny-keypad": ShinyKeypadTab, "pyview-keypad": PyViewKeypadTab}
