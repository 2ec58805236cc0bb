#!/usr/bin/env python3
"""Edit → the open tab showing the change, through the live edit loop (`scripts/dev`), on a temporary copy of
Examples/Counter. A benchmark, not a test: it prints a Markdown table for Benchmarks/README.md.

    .venv/bin/python Benchmarks/edit-loop.py [--runs N] [--scratch-path DIR]

It copies Examples/Counter to a temporary folder (its dependency on the repository made absolute), starts
`scripts/dev` on it with a free port and the examples' build folder (`Examples/.build`, as the test command builds
them; the first build there is the slow part), opens the counter in headless Chromium (the browser tests'
`new_chromium`), taps + twice, and then, N times in turn, changes one line of CounterViewModel.swift — the rule
"− needs a count above 0" becomes "above 2" and back — and times, from the file's save, until the open tab shows −
disabled (or enabled again) with its count still 2, on the same page (no reload). It also saves a line that does not
compile, times until the tab shows the compiler's error, fixes it and times until the tab is back on its count.
Goal: ≤ 10 s from save to the tab showing the change. The table's build and restart columns are what scripts/dev
reports for each change: its `swift build`, and from stopping the old server to the new one ready.
"""
import argparse
import datetime
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from conftest import new_chromium  # noqa: E402  (the browser tests' Chromium, with their flags)
from selenium.webdriver.common.by import By  # noqa: E402

VIEW_MODEL = "Sources/Counter/ViewModels/CounterViewModel.swift"
RULE = "let isAboveZero = count.map { $0 > 0 }.distinctUntilChanged()"
CHANGED_RULE = "let isAboveZero = count.map { $0 > 2 }.distinctUntilChanged()"
BROKEN_RULE = "let isAboveZero = count.map { $0 > zero }.distinctUntilChanged()"
FIRST_BUILD_TIMEOUT = 1800
CHANGE_TIMEOUT = 120


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def copy_counter(into: Path) -> Path:
    app = into / "Counter"
    shutil.copytree(ROOT / "Examples" / "Counter", app, ignore=shutil.ignore_patterns(".build", "tests", ".*-data"))
    manifest = app / "Package.swift"
    manifest.write_text(manifest.read_text().replace('path: "../.."', f'path: "{ROOT}"'))
    return app


class DevLoop:
    """`scripts/dev` running on the copy, its output kept (and the build times it reports)."""

    def __init__(self, app: Path, port: int, scratch: Path, log: Path):
        self.log = log.open("w")
        self.lines: list[str] = []
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "dev"), str(app), "counter", "--port", str(port),
             "--scratch-path", str(scratch)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.log.write(line)
            self.log.flush()
            self.lines.append(line)

    def last_report(self) -> str:
        reports = [line for line in self.lines if line.startswith("dev: counter built in")]
        return reports[-1] if reports else ""

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def wait_until(condition, timeout: float, poll: float = 0.02):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = condition()
        except Exception:  # an element replaced mid-read, a page between screens
            value = None
        if value:
            return value
        time.sleep(poll)
    raise TimeoutError(f"not within {timeout} s")


def ready(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_bindery/ready", timeout=1) as answer:
            return answer.status == 200
    except OSError:
        return False


def page_state(driver) -> dict:
    """What the tab shows: the count, whether − is enabled, the loop's banner, and this page load's mark."""
    return driver.execute_script("""
        var count = document.getElementById("countLabel"), minus = document.getElementById("decrementButton");
        var banner = document.getElementById("developmentStatus");
        return {count: count && count.textContent, minusEnabled: minus && !minus.disabled,
                connected: document.documentElement.hasAttribute("data-connected"),
                banner: banner && !banner.hidden ? banner.className + ": " + banner.textContent : "",
                mark: window.editLoopMark || null};
    """)


def edit(app: Path, old: str, new: str) -> float:
    """Replaces `old` with `new` in the view model; the save's time."""
    file = app / VIEW_MODEL
    text = file.read_text()
    assert old in text, f"{old} not in {file}"
    file.write_text(text.replace(old, new))
    return time.monotonic()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=4, help="one-line changes to time (default 4)")
    parser.add_argument("--scratch-path", type=Path, default=ROOT / "Examples" / ".build",
                        help="the build folder (default: Examples/.build, the examples')")
    parser.add_argument("--keep", action="store_true", help="keep the copy and scripts/dev's log")
    arguments = parser.parse_args()
    load_before = Path("/proc/loadavg").read_text().split()[:3]
    workspace = Path(tempfile.mkdtemp(prefix="bindery-edit-loop-"))
    app = copy_counter(workspace)
    port = free_port()
    loop = DevLoop(app, port, arguments.scratch_path.resolve(), workspace / "dev.log")
    driver = None
    rows = []
    try:
        started = time.monotonic()
        wait_until(lambda: ready(port) and loop.last_report(), FIRST_BUILD_TIMEOUT, poll=0.5)
        print(f"first build and start: {time.monotonic() - started:.1f} s", flush=True)
        driver = new_chromium()
        driver.get(f"http://127.0.0.1:{port}/counter")
        wait_until(lambda: page_state(driver)["connected"], 30)
        for _ in range(2):
            driver.find_element(By.ID, "incrementButton").click()
        wait_until(lambda: page_state(driver)["count"] == "Count: 2", 10)
        driver.execute_script("window.editLoopMark = 'first load';")  # gone if the page reloaded

        rules = [(RULE, CHANGED_RULE, False), (CHANGED_RULE, RULE, True)]
        for run in range(arguments.runs):
            old, new, minus_enabled = rules[run % 2]
            saved = edit(app, old, new)
            banners = set()

            def shows_the_change():
                state = page_state(driver)
                if state["banner"]:
                    banners.add(state["banner"].split(":")[0])
                return (state["connected"] and state["minusEnabled"] == minus_enabled
                        and not state["banner"] and state)

            state = wait_until(shows_the_change, CHANGE_TIMEOUT)
            took = time.monotonic() - saved
            report = re.search(r"built in ([0-9.]+) s and running ([0-9.]+) s later", loop.last_report())
            rows.append((f"{run + 1}: − enabled above {'2' if not minus_enabled else '0'}", took,
                         state["count"], state["mark"] == "first load", ", ".join(sorted(banners)) or "–",
                         f"{report.group(1)} s" if report else "?", f"{report.group(2)} s" if report else "?"))
            print(rows[-1], flush=True)

        # A line that does not compile: the tab shows the compiler's error, then the fix brings it back.
        current = RULE if arguments.runs % 2 == 0 else CHANGED_RULE
        saved = edit(app, current, BROKEN_RULE)
        state = wait_until(lambda: "failed" in page_state(driver)["banner"] and page_state(driver), CHANGE_TIMEOUT)
        shown = time.monotonic() - saved
        error_shown = "error:" in state["banner"] and "zero" in state["banner"]
        saved = edit(app, BROKEN_RULE, current)
        state = wait_until(lambda: (lambda s: s["connected"] and not s["banner"] and s)(page_state(driver)), CHANGE_TIMEOUT)
        recovered = time.monotonic() - saved
        rows.append(("a line that does not compile: its error shown in the tab", shown, "–", True,
                      "failed, with the compiler's error" if error_shown else "failed, without the error's text", "–", "–"))
        report = re.search(r"built in ([0-9.]+) s and running ([0-9.]+) s later", loop.last_report())
        rows.append(("the line fixed: the tab back on its count", recovered, state["count"], state["mark"] == "first load",
                     "–", f"{report.group(1)} s" if report else "?", f"{report.group(2)} s" if report else "?"))
    finally:
        if driver:
            driver.quit()
        loop.stop()
    load_after = Path("/proc/loadavg").read_text().split()[:3]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip() or "?"
    print()
    print(f"{datetime.date.today()} at {commit}, load average {' '.join(load_before)} before, "
          f"{' '.join(load_after)} after ({os.cpu_count()} cores)")
    print()
    print("| change | save → tab shows it | count after | same page (no reload) | banners seen | build | restart |")
    print("| --- | ---: | --- | :---: | --- | ---: | ---: |")
    for name, took, count, same, banners, build, restart in rows:
        print(f"| {name} | {took:.1f} s | {count} | {'yes' if same else 'no'} | {banners} | {build} | {restart} |")
    if arguments.keep:
        print(f"\nkept: {workspace} (dev.log: scripts/dev's output)")
    else:
        shutil.rmtree(workspace, ignore_errors=True)


if __name__ == "__main__":
    main()
