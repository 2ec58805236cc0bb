"""axe-core 4.12.1 (Deque's accessibility engine), fetched on first use and kept in .cache/axe-core/.

The fetching is the pytest-bindery kit's (`pytest_bindery.axe_core`: PyPI's wheel `axe-playwright-python` 0.1.8,
fetched with `pip download --no-deps`, checked against its published SHA-256, only `axe.min.js` kept); this file
keeps the repository's copy in `.cache/axe-core/`, never committed. `scripts/test` runs it before pytest, so a
fresh clone fetches it the first time the browser tests run.
"""
import pathlib

from pytest_bindery import axe_core

CACHE = pathlib.Path(__file__).resolve().parents[2] / ".cache" / "axe-core"


def script_path():
    """The path of axe-core's `axe.min.js`, fetching it first when the cache does not hold it yet."""
    return axe_core.script_path(CACHE)


if __name__ == "__main__":
    print(script_path())
