"""A TCP proxy between the browser and the gallery that a test can cut, as a network blip or a laptop's
sleep would: `drop()` closes every open connection, `refuse()` turns new ones away until `accept()`, and
`hold_replies()` keeps what the server sends until `release_replies()` (a slow network's late answer)."""
import socket
import threading


class TcpProxy:
    """Listens on a free loopback port and forwards each connection to `target_port`."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.refusing = False
        self.replies_flow = threading.Event()
        self.replies_flow.set()
        self.connections = set()
        self.accepted = 0  # connections forwarded so far
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        threading.Thread(target=self._accept_loop, daemon=True).start()

    def drop(self):
        """Cuts every open connection, both ways."""
        with self.lock:
            open_now = list(self.connections)
            self.connections.clear()
        for sock in open_now:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def refuse(self):
        """Turns new connections away (closed at once) until `accept()`."""
        self.refusing = True

    def accept(self):
        """Forwards new connections again."""
        self.refusing = False

    def hold_replies(self):
        """Keeps what the server sends (on every connection, open or new) until `release_replies()`."""
        self.replies_flow.clear()

    def release_replies(self):
        """Sends on what was held, and lets replies through again."""
        self.replies_flow.set()

    def stop(self):
        self.release_replies()
        self.refuse()
        self.listener.close()
        self.drop()

    def _accept_loop(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.refusing:
                client.close()
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                client.close()
                continue
            with self.lock:
                self.connections.update((client, upstream))
                self.accepted += 1
            for source, sink, held in ((client, upstream, False), (upstream, client, True)):
                threading.Thread(target=self._pump, args=(source, sink, held), daemon=True).start()

    def _pump(self, source, sink, held):
        try:
            while data := source.recv(65536):
                if held:
                    self.replies_flow.wait()
                sink.sendall(data)
        except OSError:
            pass
        for sock in (source, sink):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
