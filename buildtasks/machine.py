"""Setting up a fresh machine: the .venv, the Debian packages, axe-core."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from buildtasks.common import CACHE, VENV, log, run
from buildtasks.pins import APT_PACKAGES, AXE_VERSION, DEV_PACKAGES, NPM_PINS, fetch_npm
from buildtasks.vendor import extract


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    py = venv_python()
    stamp = VENV / ".deps"
    wanted = "\n".join(DEV_PACKAGES)
    if not py.exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    if not stamp.exists() or stamp.read_text() != wanted:
        run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", *DEV_PACKAGES])
        stamp.write_text(wanted)
    return py


def installed(package: str) -> bool:
    """Whether dpkg has ``package`` installed (``dpkg -s`` also succeeds for a package removed
    but not purged, whose configuration files are all that is left)."""
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package],
                            capture_output=True, text=True).stdout
    return status.strip() == "install ok installed"


def missing_apt() -> list[str]:
    """The Debian packages still to install; stops at once (before any other set-up work)
    when some are missing and this is not root, with the line to run."""
    missing = [p for p in APT_PACKAGES if not installed(p)]
    if missing and os.geteuid() != 0:
        raise SystemExit(f"missing Debian packages {missing}: run sudo apt-get install {' '.join(missing)}")
    return missing


def install_apt(missing: list[str]) -> None:
    if not missing:
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-qq"], env=env)
    run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], env=env,
        stdout=subprocess.DEVNULL)


def ensure_apt() -> None:
    install_apt(missing_apt())


def ensure_axe() -> Path:
    """axe-core's browser script, from the npm registry, for the accessibility checks."""
    target = CACHE / "npm" / "axe-core" / "axe.min.js"
    if not target.exists():
        tmp = CACHE / "npm" / "axe-pack"
        tmp.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"axe-core@{AXE_VERSION}", "--silent", "--pack-destination", str(tmp)],
            stdout=subprocess.DEVNULL)
        tgz = next(tmp.glob("axe-core-*.tgz"))
        extract(tgz, {"axe.min.js": target})
    return target


def setup() -> None:
    """What a fresh machine needs, and nothing else: no build, no test."""
    ensure_apt()
    ensure_venv()
    ensure_axe()
    for spec in NPM_PINS:
        fetch_npm(spec)
    log(f"set up: {venv_python()} (run the command line as `.venv/bin/python -m engine ...`)")
