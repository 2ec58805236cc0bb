"""The pytest plugin (registered by the package's `pytest11` entry point, so installing the package is enough):
the `start_app`, `browser` and `another_browser` fixtures, their options, and the hook that lets a fixture know its test failed and
saves a failed test's screenshot."""
import os
import pathlib
import shutil
import tempfile

import pytest
from selenium.common.exceptions import WebDriverException

from .app_server import AppServer
from .chromium import call_failed, new_chromium, save_screenshot, save_screenshot_if_failed
from .swift_build import build_product, find_package

OPTIONS = {
    # name: (help, environment variable)
    "bindery_package": ("the Swift package whose products start_app builds (default: the nearest folder above the "
                        "test file holding a Package.swift)", None),
    "bindery_scratch_path": ("the build folder swift build uses (--scratch-path; default: the package's .build)",
                             "BINDERY_SCRATCH_PATH"),
    "bindery_artifacts": ("where a failed test's screenshot is saved (default: artifacts/browser in the folder "
                          "pytest was started in)", None),
}


def pytest_addoption(parser):
    group = parser.getgroup("bindery", "Bindery browser tests")
    for name, (help_text, variable) in OPTIONS.items():
        extra = f"; also ${variable}" if variable else ""
        group.addoption("--" + name.replace("_", "-"), dest=name, default=None, help=help_text + extra)
        parser.addini(name, help_text + " (relative to the rootdir)")


def configured_path(config, name):
    """The folder option `name` names: on the command line (relative to where pytest was started), in its
    environment variable, or in the ini file (relative to the rootdir); None when none names one."""
    given = config.getoption(name)
    if given:
        return pathlib.Path(config.invocation_params.dir, given).resolve()
    variable = OPTIONS[name][1]
    if variable and os.environ.get(variable):
        return pathlib.Path(os.environ[variable]).resolve()
    in_ini = config.getini(name)
    return pathlib.Path(config.rootpath, in_ini).resolve() if in_ini else None


def artifacts_folder(config):
    """Where failed tests' screenshots go."""
    return configured_path(config, "bindery_artifacts") or config.invocation_params.dir / "artifacts" / "browser"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps each phase's report on the test item (`item.rep_call`), so a fixture's teardown knows the test failed,
    and saves the `browser`'s screenshot the moment the test fails: before any fixture's teardown, while the servers
    it started still run (torn down first, they would leave a page that says it is reconnecting)."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)
    driver = getattr(item, "funcargs", {}).get("browser") if report.when == "call" and report.failed else None
    if driver is not None:
        try:
            save_screenshot(driver, item.name, artifacts_folder(item.config))
        except WebDriverException as error:
            print(f"pytest-bindery: no screenshot of {item.name}: {error.msg}")


@pytest.fixture
def browser(request):
    """A headless Chromium (1000 × 900, asking for English pages), quit at the end; what it showed when the test
    failed is saved as <artifacts>/<test name>.png (by the report hook above, before the servers stop)."""
    driver = new_chromium()
    yield driver
    driver.quit()


@pytest.fixture
def another_browser(request):
    """Opens more headless Chromiums on demand, each a browser of its own (another user: its own cookie, its own
    browser values); each is quit at the end, and what it showed when the test failed is saved as
    <artifacts>/<test name>-browser<2, 3…>.png."""
    drivers = []

    def open_browser(**options):
        driver = new_chromium(**options)
        drivers.append(driver)
        return driver

    yield open_browser
    for index, driver in enumerate(drivers, start=2):
        try:
            save_screenshot_if_failed(request, driver, f"{request.node.name}-browser{index}", artifacts_folder(request.config))
        finally:
            driver.quit()


# The executables built in this session: (package, product, scratch path) -> path, so each is built once.
_built = {}


def built_executable(request, package, product):
    """`product` of `package`, built the first time a test of this session asks for it."""
    scratch = configured_path(request.config, "bindery_scratch_path")
    key = (package, product, scratch)
    if key not in _built:
        capture = request.config.pluginmanager.getplugin("capturemanager")
        with capture.global_and_fixture_disabled():
            print(f"\npytest-bindery: swift build --product {product} in {package}", flush=True)
        _built[key] = build_product(package, product, scratch)
    return _built[key]


@pytest.fixture
def start_app(request):
    """Starts the app's server on demand and stops it at the end:

        app = start_app("counter")            # swift build --product counter, then run it with PORT=0
        browser.get(app.url + "/counter")

    `start_app(product, arguments=(), *, binary=None, package=None, environment=None)` builds `product` of the
    package (`package`, else --bindery-package, else the nearest folder above the test file with a Package.swift;
    once per session, incrementally), or runs `binary` as it is. The server gets `PORT=0`, a fresh temporary data
    folder (its HOME and XDG_DATA_HOME; `{data}` in an argument is replaced by its path) and the variables in
    `environment`; it returns once the server has printed its URL and answers there. The returned `AppServer` has
    `url`, `port`, `data_dir`, `output`, `restart(same_port=False)` and `stop()`. At the end every server started
    is stopped, its last lines printed if the test failed, and its data folder removed.
    """
    started = []

    def start(product=None, arguments=(), *, binary=None, package=None, environment=None, start_timeout=120):
        if binary is None:
            if product is None:
                raise ValueError("start_app needs a product to build or a binary to run")
            package = pathlib.Path(package).resolve() if package else (
                configured_path(request.config, "bindery_package") or find_package(request.path.parent))
            if package is None:
                raise ValueError(f"no Package.swift above {request.path}: pass start_app(..., package=...)")
            binary = built_executable(request, package, product)
        data_dir = tempfile.mkdtemp(prefix=f"{pathlib.Path(binary).name}-test-")
        try:
            server = AppServer([str(binary), *[str(a).replace("{data}", data_dir) for a in arguments]], data_dir,
                               environment=environment, cwd=package, start_timeout=start_timeout)
        except BaseException:
            shutil.rmtree(data_dir, ignore_errors=True)
            raise
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
        if call_failed(request):
            print(server.log_tail())
        shutil.rmtree(server.data_dir, ignore_errors=True)
