"""A Bindery server process on a free loopback port: started, waited for until it answers HTTP, stopped."""
import os
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request

# The first URL the server prints is where it serves: `WebServer.run`'s `onListening` prints `address.publicURL`
# ("Counter running at http://127.0.0.1:41235/counter"), as every example and `scripts/new-app`'s server do.
PRINTED_URL = re.compile(r"(http://(?:[\d.]+|\[[0-9A-Fa-f:]+\]|localhost):\d+)")


class AppServer:
    """A running server process: `argv` started with `PORT` set (0 the first time: a free port), its output kept
    in `output` (across restarts), its URL (`http://127.0.0.1:PORT`, no path) in `url` once it answers HTTP.

    The environment puts `HOME`, `XDG_CONFIG_HOME` and `XDG_DATA_HOME` in `data_dir`, so a server that keeps data
    where `ServerOptions` puts it by default (`$XDG_DATA_HOME/bindery-<name>`) keeps it there; `environment` adds
    or replaces variables. A server that takes its port another way overrides `command()`, which sees `port`.
    """

    def __init__(self, argv, data_dir, environment=None, cwd=None, start_timeout=120):
        self.base_argv = list(argv)
        self.data_dir = str(data_dir)
        self.extra_environment = dict(environment or {})
        self.cwd = cwd
        self.start_timeout = start_timeout
        self.process = None
        self.url = None
        self.port = 0          # the first start takes a free port; `restart(same_port=True)` keeps it
        self.output = []
        self.start()

    def command(self):
        """The server's command line."""
        return list(self.base_argv)

    def environment(self):
        """The server's environment: this one, with its home, configuration and data folders in `data_dir`,
        `PORT`, and what the caller added."""
        return {**os.environ, "HOME": self.data_dir, "XDG_CONFIG_HOME": os.path.join(self.data_dir, "config"),
                "XDG_DATA_HOME": self.data_dir, "PORT": str(self.port), **self.extra_environment}

    def start(self):
        """Starts the process and returns once it has printed its URL and that URL answers HTTP."""
        self.argv = self.command()
        self.url = None
        printed = threading.Event()
        self.process = subprocess.Popen(self.argv, cwd=self.cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True, env=self.environment())
        # One thread reads every line for the process's whole life, so a full pipe never blocks its logging; the
        # lines are shown when a test fails.
        reader = threading.Thread(target=self._read_output, args=(self.process.stdout, printed), daemon=True)
        reader.start()
        deadline = time.monotonic() + self.start_timeout
        while not printed.wait(0.05):
            if self.process.poll() is not None or time.monotonic() > deadline:
                why = ("exited before printing its URL" if self.process.poll() is not None
                       else f"did not print its URL within {self.start_timeout} s")
                self.stop()
                reader.join(timeout=2)
                raise RuntimeError(f"{self.argv[0]} {why}:\n" + "".join(self.output))
        self._wait_until_it_answers(deadline)

    def _read_output(self, stream, printed):
        for line in stream:
            self.output.append(line)
            if not printed.is_set():
                match = PRINTED_URL.search(line)
                if match:
                    self.url = match.group(1)
                    self.port = int(self.url.rsplit(":", 1)[1])
                    printed.set()

    def _wait_until_it_answers(self, deadline):
        while True:
            try:
                urllib.request.urlopen(self.url + "/", timeout=2).close()
                return
            except urllib.error.HTTPError:
                return     # any HTTP answer, even 404, says it serves
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"{self.argv[0]} printed {self.url} but does not answer there:\n"
                                       + "".join(self.output))
                time.sleep(0.05)

    def log_tail(self, lines=60):
        """The last `lines` lines the server printed, under a heading naming it."""
        return f"--- {os.path.basename(self.argv[0])} {self.url} output (last {lines} lines) ---\n" + \
            "".join(self.output[-lines:])

    def stop(self):
        """Asks the process to stop (SIGTERM: it drains its pages), kills it after 15 seconds, and waits for it."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.crash()

    def freeze(self):
        """Stops the process where it is (SIGSTOP), as a server that hangs: what the pages send meanwhile reaches its
        sockets and is never handled. `crash()` then kills it, as the watchdog of a hung server would."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGSTOP)

    def crash(self):
        """Kills the process with SIGKILL, as a crash does: no drain, no goodbye to the pages, no store flushed.
        `start()` then brings it back on the same port with the same data, where the open pages find it again."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def restart(self, same_port=False):
        """Stops the server and starts it again with the same data: on a new free port, or on the one it had (as a
        developer's edit-and-run loop or a deploy does, so the pages open on it can find it again)."""
        port = self.port
        self.stop()
        self.port = port if same_port else 0
        self.start()
