"""The pinned third-party runtime and packages: versions and sha256 of the registry files,
fetched once into the cache and checked at every use."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from buildtasks.common import CACHE, run, sha256

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
NPM_PINS = {
    f"pyodide@{PYODIDE_VERSION}": (
        f"pyodide-{PYODIDE_VERSION}.tgz",
        "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
    ),
    f"@pyscript/core@{PYSCRIPT_VERSION}": (
        f"pyscript-core-{PYSCRIPT_VERSION}.tgz",
        "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a",
    ),
}
MICROPYTHON_VERSION = "1.27.0"
NPM_PINS[f"@micropython/micropython-webassembly-pyscript@{MICROPYTHON_VERSION}"] = (
    f"micropython-micropython-webassembly-pyscript-{MICROPYTHON_VERSION}.tgz",
    "303919763c8ebfe5923b9da66226c20dce44ad72b604b225fb39338ea15367af",
)
AXE_VERSION = "4.14.1"
#: pure-Python wheels the app loads on demand in the browser (not at boot), from PyPI, pinned
#: by version and sha256; served as dist/app/wheels/<name>.whl.xz (``ship_wheel``): segno (BSD),
#: whose QR encoder draws a set-up link's code (web/qr.py)
ON_DEMAND_WHEELS = {
    "segno": ("segno-1.6.6-py3-none-any.whl",
              "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7"),
}
APT_PACKAGES = ["chromium", "hunspell", "hunspell-fr", "hunspell-en-us", "fonts-dejavu-core"]
DEV_PACKAGES = ["pytest>=8", "pytest-xdist>=3.5", "pytest-rerunfailures>=14", "ruff>=0.6",
                "mypy>=1.10", "playwright>=1.45", "hypothesis>=6", "segno==1.6.6"]


def fetch_npm(spec: str, pin: tuple[str, str] | None = None) -> Path:
    """``npm pack`` a pinned package into the cache (once) and check its sha256. ``pin``: the
    (file name, sha256) of a package that is not the runtime's (a tool's), else ``NPM_PINS``'."""
    filename, digest = pin if pin is not None else NPM_PINS[spec]
    target = CACHE / "npm" / filename
    if not target.exists() or sha256(target) != digest:
        target.parent.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", spec, "--silent", "--pack-destination", str(target.parent)],
            stdout=subprocess.DEVNULL)
    if sha256(target) != digest:
        raise SystemExit(f"checksum mismatch for {spec}: {sha256(target)} != {digest}")
    return target


def fetch_wheel(name: str) -> Path:
    """A pinned pure-Python wheel from PyPI into the cache (once), checksum checked."""
    filename, digest = ON_DEMAND_WHEELS[name]
    target = CACHE / "wheels" / filename
    if not target.exists() or sha256(target) != digest:
        target.parent.mkdir(parents=True, exist_ok=True)
        version = filename.split("-")[1]
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
             "--disable-pip-version-check", "-d", str(target.parent), f"{name}=={version}"])
    if sha256(target) != digest:
        raise SystemExit(f"checksum mismatch for {filename}: {sha256(target)} != {digest}")
    return target
