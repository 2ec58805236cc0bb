"""axe-core 4.12.1 (Deque's accessibility engine), fetched on first use and kept in .cache/axe-core/.

PyPI's wheel `axe-playwright-python` 0.1.8 carries axe-core 4.12.1 as a plain `axe.min.js`, which Selenium injects
like any script. The wheel is fetched with the test environment's own pip (`pip download --no-deps`: none of its
Playwright dependencies), checked against its published SHA-256, and only `axe.min.js` is kept. Nothing is
committed: a fresh clone fetches it the first time the browser tests run (`scripts/test` does it before pytest, by
running this file).
"""
import hashlib
import pathlib
import subprocess
import sys
import tempfile
import zipfile

VERSION = "4.12.1"
WHEEL = "axe-playwright-python==0.1.8"
WHEEL_SHA256 = "fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8"
SCRIPT_IN_WHEEL = "axe_playwright_python/axe.min.js"
CACHE = pathlib.Path(__file__).resolve().parents[2] / ".cache" / "axe-core"


def script_path():
    """The path of axe-core's `axe.min.js`, fetching it first when the cache does not hold it yet."""
    target = CACHE / f"axe-{VERSION}.min.js"
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
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_bytes(script)
    partial.replace(target)
    return target


if __name__ == "__main__":
    print(script_path())
