"""Builds a Swift package's executable product and finds the binary, as `swift run <product>` would run it."""
import pathlib
import subprocess


class BuildFailed(RuntimeError):
    """`swift build` failed; the message holds its output."""


def find_package(start):
    """The nearest folder at or above `start` holding a Package.swift (a test file's package), or None."""
    folder = pathlib.Path(start).resolve()
    for candidate in (folder, *folder.parents):
        if (candidate / "Package.swift").is_file():
            return candidate
    return None


def scratch_arguments(scratch_path):
    """`--scratch-path` for swift build when a build folder other than the package's `.build` is named."""
    return ["--scratch-path", str(scratch_path)] if scratch_path else []


def build_product(package, product, scratch_path=None):
    """Builds `product` of the package in `package` (incrementally: nothing to do costs a few seconds) and returns
    the path of its executable."""
    scratch = scratch_arguments(scratch_path)
    built = subprocess.run(["swift", "build", "--product", product, *scratch], cwd=package,
                           capture_output=True, text=True)
    if built.returncode != 0:
        raise BuildFailed(f"swift build --product {product} failed in {package}:\n{built.stdout}{built.stderr}")
    found = subprocess.run(["swift", "build", "--show-bin-path", *scratch], cwd=package,
                           capture_output=True, text=True, check=True)
    return pathlib.Path(found.stdout.strip()) / product
