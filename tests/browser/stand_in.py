"""API stand-ins whose answers the browser tests control (a gallery points at one with --api-base-url)."""
import json
import threading
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class ScriptedStandIn:
    """Serves GET `path`: each request pops the next scripted (status, body), else answers `default_body()`;
    every other path is a 404. `requests` lists the paths (with their queries) asked for, in order."""

    def __init__(self, path):
        self.answers = deque()
        self.requests = []
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                stand_in.requests.append(self.path)
                if not self.path.startswith(path):
                    return self._answer(404, b'{"error":"not found"}')
                status, body = stand_in.answers.popleft() if stand_in.answers else (200, stand_in.default_body())
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

    def default_body(self):
        return b"{}"

    def answer(self, value):
        """Answers the next request with `value` as JSON."""
        self.answers.append((200, json.dumps(value).encode()))

    def fail(self, status=500):
        """Answers the next request with an HTTP error."""
        self.answers.append((status, b'{"error":"boom"}'))

    def bad_json(self):
        """Answers the next request with a body that is not the expected JSON."""
        self.answers.append((200, b"<html>not json</html>"))

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class RandomStandIn(ScriptedStandIn):
    """The random-number API, `GET /api/v1.0/random`: [default] unless told otherwise."""

    def __init__(self):
        self.default = 1
        super().__init__("/api/v1.0/random")

    def default_body(self):
        return json.dumps([self.default]).encode()

    def numbers(self, *values):
        """Answers the next requests with these targets, one each."""
        for value in values:
            self.answer([value])

    def empty(self):
        """Answers the next request with an empty array."""
        self.answers.append((200, b"[]"))


class QuoteStandIn(ScriptedStandIn):
    """The quotes API, `GET /api/quotes/random`: one fixed quote unless told otherwise."""

    def __init__(self):
        super().__init__("/api/quotes/random")

    @staticmethod
    def quote(content, author):
        return {"_id": "q1", "content": content, "author": author, "tags": ["test"], "length": len(content)}

    def default_body(self):
        return json.dumps(self.quote("Simplicity is prerequisite for reliability.", "Edsger W. Dijkstra")).encode()
