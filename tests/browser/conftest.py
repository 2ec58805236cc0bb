"""Fixtures (the controllable stand-in, the real gallery server, a real headless Chromium) and the helpers every
browser test shares: waiting, finding, reading, tapping, the alert box, the socket's state."""
import os
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from stand_in import RandomStandIn

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "browser"


def gallery_binary():
    if os.environ.get("GALLERY_BIN"):
        return pathlib.Path(os.environ["GALLERY_BIN"])
    found = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return pathlib.Path(found.stdout.strip()) / "gallery"


class Gallery:
    """A running `gallery` process on a free port."""

    def __init__(self, api_base_url, data_dir, extra_args=()):
        self.api_base_url = api_base_url
        self.data_dir = data_dir
        self.extra_args = list(extra_args)
        self.process = None
        self.url = None
        self.port = 0          # the first start takes a free port; `restart(same_port=True)` keeps it
        self.output = []
        self.start()

    def command(self):
        """The server's command line (the examples' servers override it)."""
        api = ["--api-base-url", self.api_base_url] if self.api_base_url else []
        return [str(gallery_binary()), "--port", str(self.port), *api, "--data-dir", self.data_dir, *self.extra_args]

    def environment(self):
        """The server's environment: this one, with HOME and XDG_CONFIG_HOME in the data directory."""
        return {**os.environ, "HOME": self.data_dir, "XDG_CONFIG_HOME": os.path.join(self.data_dir, "config")}

    def start(self):
        self.argv = self.command()
        self.process = subprocess.Popen(self.argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True, env=self.environment())
        for line in self.process.stdout:
            self.output.append(line)
            match = re.search(r"(http://[\d.]+:\d+)/", line)
            if match:
                self.url = match.group(1)
                # Keep reading, so a full pipe never blocks the server's logging; the lines are shown if the test fails.
                threading.Thread(target=self._drain, args=(self.process.stdout,), daemon=True).start()
                return
        raise RuntimeError(f"{self.argv[0]} exited before printing its URL:\n" + "".join(self.output))

    def _drain(self, stream):
        for line in stream:
            self.output.append(line)

    def print_log_if_failed(self, request):
        report = getattr(request.node, "rep_call", None)
        if report is not None and report.failed:
            print(f"--- {pathlib.Path(self.argv[0]).name} {self.url} output (last 60 lines) ---")
            print("".join(self.output[-60:]))

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def restart(self, same_port=False):
        """Stops the server and starts it again: on a new free port, or on the one it had (as a developer's
        edit-and-run loop or a deploy does, so the pages open on it can find it again)."""
        if same_port:
            self.port = int(self.url.rsplit(":", 1)[1])
        self.stop()
        self.start()


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


def new_chromium():
    """A headless Chromium under WebDriver: the `browser` fixture's, and a second user's when a test needs one
    (the caller quits it)."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,900", "--lang=en-US"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.implicitly_wait(0)
    return driver


def save_screenshot_if_failed(request, driver, name):
    """Saves what `driver` shows to artifacts/browser/<name>.png when the test's call failed."""
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


@pytest.fixture
def browser(request):
    driver = new_chromium()
    yield driver
    save_screenshot_if_failed(request, driver, request.node.name)
    driver.quit()


@pytest.fixture
def another_browser(request):
    """Opens more headless Chromiums on demand (another user, another browser profile); each one saves a
    screenshot if the test fails and is quit at the end."""
    drivers = []

    def open_browser():
        driver = new_chromium()
        drivers.append(driver)
        return driver

    yield open_browser
    for index, driver in enumerate(drivers, start=2):
        save_screenshot_if_failed(request, driver, f"{request.node.name}-browser{index}")
        driver.quit()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)


def wait_for(driver, condition, timeout=10):
    """Waits until condition(driver) is truthy and returns it.

    An element found by the condition may be replaced by a patch before it is read (a list re-rendered): that try
    counts as not yet, and the next poll finds the new element.
    """
    return WebDriverWait(driver, timeout, poll_frequency=0.05,
                         ignored_exceptions=(StaleElementReferenceException,)).until(condition)


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


def ignoring_swaps(condition):
    """`condition`, read as falsy while the page swaps in the screen its socket sent (the elements go stale)."""
    def check(driver):
        try:
            return condition(driver)
        except StaleElementReferenceException:
            return None
    return check


def element(driver, element_id):
    """The element with this DOM id (raises when the page has none)."""
    return driver.find_element(By.ID, element_id)


def text_of(driver, element_id):
    """The text of the element with this id, or None when the page has no such element (yet)."""
    found = driver.find_elements(By.ID, element_id)
    return found[0].text if found else None


def tap(driver, element_id):
    """Clicks the element, finding it again if the page re-rendered it in between (a stale reference)."""
    click_found(driver, By.ID, element_id)


def tap_selector(driver, css_selector):
    """Clicks the first element matching `css_selector`, finding it again if the page re-rendered it in between."""
    click_found(driver, By.CSS_SELECTOR, css_selector)


def click_found(driver, by, value):
    """Finds the element and clicks it, finding it again (up to three times) when it went stale in between."""
    for attempt in range(3):
        try:
            driver.find_element(by, value).click()
            return
        except StaleElementReferenceException:
            if attempt == 2:
                raise


def connected(driver):
    """Whether the page's socket is open and welcomed (the client marks the document)."""
    return driver.execute_script("return document.documentElement.getAttribute('data-connected') === 'true'")


def alert_text(driver):
    """Waits for the page's alert box to show and returns its message."""
    def visible_alert(d):
        box = d.find_element(By.ID, "alertBox")
        return box.is_displayed() and d.find_element(By.CSS_SELECTOR, '[role="alert"]').text
    return wait_for(driver, visible_alert)


def dismiss_alert(driver):
    """Closes the alert box and waits until it is hidden."""
    tap(driver, "alertDismiss")
    wait_for(driver, lambda d: not d.find_element(By.ID, "alertBox").is_displayed())
