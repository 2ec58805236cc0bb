"""Fixtures (the controllable stand-in, the real gallery server, more headless Chromiums) and the helpers every
browser test shares. The server process, the `browser` fixture, Chromium itself and the page helpers (waiting,
finding, reading, tapping, the alert box, the socket's state) are the pytest-bindery kit's
(tools/pytest-bindery, which `scripts/test` installs), re-exported here for the test files."""
import functools
import os
import pathlib
import shutil
import subprocess
import tempfile
import time

import pytest
from pytest_bindery import (AppServer, alert_text, click_found, connected, dismiss_alert, element,  # noqa: F401
                            ignoring_swaps, new_chromium, tap, tap_selector, text_of,
                            wait_for)
from pytest_bindery.chromium import call_failed

from stand_in import RandomStandIn

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "browser"   # pytest.ini's bindery_artifacts, where the kit's `browser` saves too


@functools.cache
def gallery_binary():
    """The gallery executable: $GALLERY_BIN, else the debug build's (asked of `swift build` once per run)."""
    if os.environ.get("GALLERY_BIN"):
        return pathlib.Path(os.environ["GALLERY_BIN"])
    found = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return pathlib.Path(found.stdout.strip()) / "gallery"


class Gallery(AppServer):
    """A running `gallery` process on a free port."""

    def __init__(self, api_base_url, data_dir, extra_args=()):
        self.api_base_url = api_base_url
        self.extra_args = list(extra_args)
        super().__init__([str(gallery_binary())], data_dir, cwd=ROOT)

    def command(self):
        """The gallery's command line: its port, stand-in and data directory are options."""
        api = ["--api-base-url", self.api_base_url] if self.api_base_url else []
        return [*self.base_argv, "--port", str(self.port), *api, "--data-dir", self.data_dir, *self.extra_args]

    def print_log_if_failed(self, request):
        if call_failed(request):
            print(self.log_tail())


@pytest.fixture
def stand_in():
    server = RandomStandIn()
    yield server
    server.stop()


@pytest.fixture
def gallery(stand_in, request):
    data_dir = tempfile.mkdtemp(prefix="gallery-test-")
    server = Gallery(stand_in.url, data_dir)
    yield server
    server.stop()
    server.print_log_if_failed(request)
    shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def shared_gallery():
    """One gallery with the embedded stand-ins for the whole module (its tests only read: the accessibility audit, the phone-viewport check)."""
    data_dir = tempfile.mkdtemp(prefix="gallery-a11y-")
    server = Gallery(None, data_dir)
    yield server
    server.stop()
    shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture
def start_gallery(request):
    """Starts galleries on demand: start_gallery(api_base_url=None, extra_args=()) uses the embedded stand-ins
    when api_base_url is None; every one started is stopped and its data removed at the end."""
    started = []

    def start(api_base_url=None, extra_args=()):
        data_dir = tempfile.mkdtemp(prefix="gallery-test-")
        server = Gallery(api_base_url, data_dir, extra_args)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
        server.print_log_if_failed(request)
        shutil.rmtree(server.data_dir, ignore_errors=True)


def wait_for_value(condition, timeout=10, poll=0.05):
    """Calls condition() until it returns something truthy, which it returns; None after `timeout` seconds
    (for waits on the server rather than on a browser)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(poll)
    return None
