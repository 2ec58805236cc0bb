"""Headless Chromium under Selenium's WebDriver, and the screenshot a failed test leaves behind."""
import os
import pathlib
import shutil
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

FLAGS = ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage")


def new_chromium(window_size=(1000, 900), lang="en-US", time_zone=None):
    """A headless Chromium at `window_size` asking for `lang` pages, in `time_zone` (an IANA name such as
    "Asia/Seoul"; None: the machine's); the caller quits it. No implicit wait: tests wait for what they expect.

    The browser is `$PYTEST_BINDERY_CHROMIUM`, else `chromium` on PATH (Debian's package), else /usr/bin/chromium;
    its driver `$PYTEST_BINDERY_CHROMEDRIVER`, else `chromedriver` on PATH, else /usr/bin/chromedriver.
    """
    options = webdriver.ChromeOptions()
    options.binary_location = located("PYTEST_BINDERY_CHROMIUM", "chromium")
    for flag in (*FLAGS, f"--window-size={window_size[0]},{window_size[1]}", f"--lang={lang}"):
        options.add_argument(flag)
    folder = tempfile.mkdtemp(prefix="pytest-bindery-chromium-")
    service = Service(executable_path=located("PYTEST_BINDERY_CHROMEDRIVER", "chromedriver"),
                      env={**os.environ, "TMPDIR": folder, **({"TZ": time_zone} if time_zone else {})})
    driver = Chromium(folder, service=service, options=options)
    driver.implicitly_wait(0)
    return driver


class Chromium(webdriver.Chrome):
    """A Chromium whose temporary files (its profile, the singleton's socket folder Chromium leaves behind even when
    quit) are all in one folder of its own, removed when it is quit: a run of the browser tests leaves nothing in
    /tmp."""

    def __init__(self, temporary_folder, **kwargs):
        self.temporary_folder = temporary_folder
        try:
            super().__init__(**kwargs)
        except BaseException:
            shutil.rmtree(temporary_folder, ignore_errors=True)
            raise

    def quit(self):
        try:
            super().quit()
        finally:
            shutil.rmtree(self.temporary_folder, ignore_errors=True)


def located(variable, program):
    """The program the environment variable names, else `program` on PATH, else /usr/bin/`program`."""
    return os.environ.get(variable) or shutil.which(program) or f"/usr/bin/{program}"


def call_failed(request):
    """Whether the test's call failed (the plugin's hook keeps each phase's report on the test item)."""
    report = getattr(request.node, "rep_call", None)
    return report is not None and report.failed


def save_screenshot(driver, name, folder):
    """Saves what `driver` shows to `folder`/<name>.png."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(folder / f"{name}.png"))


def save_screenshot_if_failed(request, driver, name, folder):
    """Saves what `driver` shows to `folder`/<name>.png when the test's call failed (at a fixture's teardown: a server
    whose fixture was torn down first has stopped by then, and the page says it is reconnecting)."""
    if call_failed(request):
        save_screenshot(driver, name, folder)
