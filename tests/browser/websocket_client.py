"""A bare WebSocket client (RFC 6455, client side) for tests that speak the protocol without a browser:
frames are sent exactly as given, so a test can send what no browser would."""
import base64
import os
import socket
import struct
import threading


class WebSocketClient:
    """Upgrades `path` on 127.0.0.1:`port` with a page's Origin; a reader thread collects text frames."""

    def __init__(self, port, path="/socket", origin=None):
        self.sock = socket.create_connection(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        origin = origin or f"http://127.0.0.1:{port}"
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                break
            head += chunk
        self.status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.1 ") else 0
        self.texts = []
        self.close_code = None
        self.closed = threading.Event()
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def send_text(self, text):
        self._send(0x1, text.encode("utf-8"))

    def send_binary(self, data):
        self._send(0x2, data)

    def close(self):
        try:
            self._send(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        self.sock.close()

    def wait(self, condition, timeout=10):
        """Waits until condition(texts) holds; returns whether it did."""
        with self.changed:
            return self.changed.wait_for(lambda: condition(self.texts), timeout=timeout)

    def _send(self, opcode, payload):
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _recv_exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    def _read(self):
        try:
            while True:
                first, second = self._recv_exactly(2)
                opcode, length = first & 0x0F, second & 0x7F
                if length == 126:
                    length = struct.unpack("!H", self._recv_exactly(2))[0]
                elif length == 127:
                    length = struct.unpack("!Q", self._recv_exactly(8))[0]
                payload = self._recv_exactly(length)
                if opcode == 0x1:
                    with self.changed:
                        self.texts.append(payload.decode("utf-8"))
                        self.changed.notify_all()
                elif opcode == 0x9:
                    self._send(0xA, payload)
                elif opcode == 0x8:
                    self.close_code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                    break
        except (ConnectionError, OSError):
            pass
        self.closed.set()
        with self.changed:
            self.changed.notify_all()
