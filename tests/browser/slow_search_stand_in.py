"""A blog search stand-in whose answer to the query "slow" waits until the test releases it (pointed at by --api-base-url)."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


class SlowSearchStandIn:
    """Serves GET /api/v1/search/blog.json with one result titled "<query> result"; "slow" is held until `release`."""

    def __init__(self):
        self.queries = []
        self.held = threading.Event()
        self.release = threading.Event()
        self.slow_done = threading.Event()
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                url = urlparse(self.path)
                if url.path != "/api/v1/search/blog.json":
                    return self._answer(404, {"error": "not found"})
                query = parse_qs(url.query).get("query", [""])[0]
                stand_in.queries.append(query)
                if query == "slow":
                    stand_in.held.set()
                    stand_in.release.wait(30)
                item = {"title": query + " result", "link": "http://127.0.0.1:9/" + query, "description": "",
                        "bloggername": "", "bloggerlink": "", "postdate": "20250101"}
                try:
                    self._answer(200, {"lastBuildDate": "", "total": 1, "start": 1, "display": 1, "items": [item]})
                except OSError:
                    pass                              # the client already hung up (the request was cancelled)
                finally:
                    if query == "slow":
                        stand_in.slow_done.set()

            def _answer(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
