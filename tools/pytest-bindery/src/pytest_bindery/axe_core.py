"""axe-core 4.12.1 (Deque's accessibility engine): fetched on first use, injected into the page, run.

PyPI's wheel `axe-playwright-python` 0.1.8 carries axe-core 4.12.1 as a plain `axe.min.js`, which Selenium injects
like any script. The wheel is fetched with the running Python's own pip (`pip download --no-deps`: none of its
Playwright dependencies), checked against its published SHA-256, and only `axe.min.js` is kept, in the cache folder
(`$PYTEST_BINDERY_CACHE`, else `$XDG_CACHE_HOME/pytest-bindery`, else `~/.cache/pytest-bindery`).
`python -m pytest_bindery.axe_core` fetches it ahead of a run and prints its path.
"""
import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile
import zipfile

VERSION = "4.12.1"
WHEEL = "axe-playwright-python==0.1.8"
WHEEL_SHA256 = "fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8"
SCRIPT_IN_WHEEL = "axe_playwright_python/axe.min.js"
# Every impact axe-core reports; an audit fails on any of them unless told otherwise.
IMPACTS = ("critical", "serious", "moderate", "minor")


def default_cache():
    """Where axe-core is kept when no folder is given."""
    if os.environ.get("PYTEST_BINDERY_CACHE"):
        return pathlib.Path(os.environ["PYTEST_BINDERY_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(base) / "pytest-bindery"


def script_path(cache=None):
    """The path of axe-core's `axe.min.js` in `cache` (default_cache() when None), fetching it first when the
    folder does not hold it yet."""
    target = pathlib.Path(cache or default_cache()) / f"axe-{VERSION}.min.js"
    if target.exists():
        return target
    with tempfile.TemporaryDirectory(prefix="axe-core-") as folder:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--dest", folder, WHEEL],
                       check=True)
        wheel = next(pathlib.Path(folder).glob("*.whl"))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != WHEEL_SHA256:
            raise RuntimeError(f"{wheel.name} has SHA-256 {digest}, not the published {WHEEL_SHA256}")
        with zipfile.ZipFile(wheel) as archive:
            script = archive.read(SCRIPT_IN_WHEEL)
    if not script.startswith(f"/*! axe v{VERSION}".encode()):
        raise RuntimeError(f"{WHEEL}'s {SCRIPT_IN_WHEEL} is not axe-core {VERSION}")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_bytes(script)
    partial.replace(target)
    return target


def accessibility_violations(driver, script=None):
    """Runs axe-core, with every rule it runs by default, on the page as it is now and returns its violations
    (axe-core's own dictionaries: `id`, `impact`, `help`, `nodes`); frames are other sites' pages and are not
    audited. `script` is an `axe.min.js` to use instead of the cached one."""
    driver.execute_script(pathlib.Path(script or script_path()).read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {iframes: false, resultTypes: ['violations']})"
        ".then(function (r) { done(r.violations); }, function (e) { done({error: String(e)}); });")
    if isinstance(result, dict):
        raise RuntimeError(f"axe-core failed: {result.get('error')}")
    return result


def violation_lines(violations, impacts=IMPACTS):
    """One readable line per violating element whose impact is in `impacts`."""
    return [f'{v["impact"]} {v["id"]}: {node["target"]} {node.get("failureSummary", "")[:200]}'
            for v in violations if v["impact"] in impacts for node in v["nodes"]]


def assert_accessible(driver, impacts=IMPACTS):
    """Fails, naming each violating element, when axe-core finds a violation of one of `impacts` on the page."""
    problems = violation_lines(accessibility_violations(driver), impacts)
    assert problems == [], "axe-core found:\n" + "\n".join(problems)


if __name__ == "__main__":
    print(script_path(sys.argv[1] if len(sys.argv) > 1 else None))
