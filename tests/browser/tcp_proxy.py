"""A TCP proxy between the browser and the gallery that a test can cut, as a network blip or a laptop's
sleep would: `drop()` closes every open connection, `refuse()` turns new ones away until `accept()`."""
import socket
import threading


class TcpProxy:
    """Listens on a free loopback port and forwards each connection to `target_port`."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.refusing = False
        self.connections = set()
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

    def stop(self):
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
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for sock in (source, sink):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
