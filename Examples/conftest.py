"""Fixtures for the examples' browser tests: an example's server on a free port and a headless Chromium.

The gallery's browser helpers (tests/browser/conftest.py: the server process, Chromium, the screenshot on failure,
waiting and tapping) are loaded from there, not copied; test files import them from this module."""
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parent
GALLERY_TESTS = EXAMPLES.parent / "tests" / "browser"

sys.path.insert(0, str(GALLERY_TESTS))  # the gallery's conftest imports its neighbours
_spec = importlib.util.spec_from_file_location("bindery_browser_helpers", GALLERY_TESTS / "conftest.py")
helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(helpers)

# The Chromium fixture and the hook that lets it save a screenshot of a failed test, as the gallery's tests use them.
browser = helpers.browser
pytest_runtest_makereport = helpers.pytest_runtest_makereport
# What the examples' tests import from here.
wait_for, text_of, tap, element = helpers.wait_for, helpers.text_of, helpers.tap, helpers.element


def example_binary(package, product):
    """The built executable `product` of the example package `package` (`Examples/<package>`); the test command
    builds it, or `EXAMPLES_SCRATCH_PATH` names the build folder it used."""
    scratch = os.environ.get("EXAMPLES_SCRATCH_PATH")
    command = ["swift", "build", "--show-bin-path", *(["--scratch-path", scratch] if scratch else [])]
    found = subprocess.run(command, cwd=EXAMPLES / package, capture_output=True, text=True, check=True)
    return pathlib.Path(found.stdout.strip()) / product


class ExampleServer(helpers.Gallery):
    """An example's server on a free port (`PORT=0`), given `arguments`, its data in a temporary directory."""

    def __init__(self, package, product, data_dir, arguments=()):
        self.binary = example_binary(package, product)
        self.arguments = list(arguments)
        super().__init__(api_base_url=None, data_dir=data_dir)

    def command(self):
        return [str(self.binary), *self.arguments]

    def environment(self):
        return {**super().environment(), "PORT": "0"}


@pytest.fixture
def start_example(request):
    """Starts example servers on demand: start_example(package, product, arguments=()) with `{data}` in an argument
    replaced by a fresh data directory; every one started is stopped, its log printed if the test failed, and its
    data removed at the end."""
    started = []

    def start(package, product, arguments=()):
        data_dir = tempfile.mkdtemp(prefix=f"{product}-test-")
        server = ExampleServer(package, product, data_dir, [argument.replace("{data}", data_dir) for argument in arguments])
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
        server.print_log_if_failed(request)
        shutil.rmtree(server.data_dir, ignore_errors=True)
