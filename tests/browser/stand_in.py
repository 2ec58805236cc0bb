"""A random-number API stand-in whose answers the browser tests control (pointed at by --api-base-url)."""
import json
import threading
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class RandomStandIn:
    """Serves GET /api/v1.0/random; each request pops the next scripted answer, else answers [default]."""

    def __init__(self):
        self.answers = deque()
        self.default = 1
        self.requests = []
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                stand_in.requests.append(self.path)
                if not self.path.startswith("/api/v1.0/random"):
                    return self._answer(404, b'{"error":"not found"}')
                status, body = stand_in.answers.popleft() if stand_in.answers else (200, json.dumps([stand_in.default]).encode())
                self._answer(status, body)

            def _answer(self, status, body):
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def numbers(self, *values):
        """Answers the next requests with these targets, one each."""
        for value in values:
            self.answers.append((200, json.dumps([value]).encode()))

    def fail(self, status=500):
        """Answers the next request with an HTTP error."""
        self.answers.append((status, b'{"error":"boom"}'))

    def bad_json(self):
        """Answers the next request with a body that is not the expected JSON."""
        self.answers.append((200, b"<html>not json</html>"))

    def empty(self):
        """Answers the next request with an empty array."""
        self.answers.append((200, b"[]"))

    def stop(self):
        self.server.shutdown()
        self.server.server_close()
