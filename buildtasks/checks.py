"""The test and bench commands: every test in stages, and the benchmarks."""

from __future__ import annotations

import concurrent.futures
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

from buildtasks.common import CACHE, DIST, ROOT, log, run
from buildtasks.machine import ensure_apt, ensure_axe, ensure_venv, install_apt, missing_apt
from buildtasks.site import build
from buildtasks.stdlib import subset_runtime

PYODIDE_TEST_PACKAGES = ["pytest", "hypothesis"]
#: pytest-rerunfailures' options for the browser stage: up to two more runs, only after a tab
#: crash (Playwright says "Target crashed" or, for a page being waited on, "Page crashed")
BROWSER_CRASH_RERUN = ["--reruns", "2", "--only-rerun", "Target crashed", "--only-rerun",
                       "Page crashed", "-rR"]  # -rR: the summary names each test run again


def pyodide_test_wheels() -> Path:
    """pytest, Hypothesis and their pure-Python dependencies for Python 3.14, to run tests
    inside Pyodide (downloaded again when the list changes)."""
    target = CACHE / "pyodide-wheels"
    stamp = target / ".done"
    wanted = "\n".join(PYODIDE_TEST_PACKAGES)
    if not stamp.exists() or stamp.read_text() != wanted:
        target.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none",
             "--platform", "any", "-d", str(target), *PYODIDE_TEST_PACKAGES])
        stamp.write_text(wanted)
    return target


def prepare() -> tuple[Path, Path, Path, Path]:
    """What the stages need, made side by side: the Debian packages (Chromium, hunspell;
    ~8 s on a fresh machine, mostly downloading), the test tools' environment and the site's
    build (each ~11-14 s of one core on a fresh clone: pip installing, the build's parsing and
    compressing); none reads what another writes, and the first stage to need the packages
    starts after all three. Returns the environment's Python, axe-core's script, the wheels
    pytest needs inside Pyodide and the runtime with the standard-library subset."""
    missing = missing_apt()  # at once: a machine that is not root is told before any work

    def site_and_its_runtimes() -> tuple[Path, Path, Path]:
        build()
        return ensure_axe(), pyodide_test_wheels(), subset_runtime(DIST)

    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        apt = pool.submit(install_apt, missing)
        venv = pool.submit(ensure_venv)
        site = pool.submit(site_and_its_runtimes)
        apt.result()
        return (venv.result(), *site.result())


def test(args: list[str]) -> int:
    """Every test, in stages. ``--quick`` leaves out the tests marked ``slow`` (the statistical
    runs); other arguments go to pytest (the CPython and browser stages)."""
    quick = "--quick" in args
    args = [a for a in args if a != "--quick"]
    slow = " and not slow" if quick else ""
    # the browser stage's workers collect only the folders that hold browser tests (each of
    # the workers collecting the whole tree cost ~7 CPU-seconds), unless paths were given; the
    # bench first: its smoke run is the stage's longest test (~100 s), and a worker that takes
    # it last leaves the stage waiting on it alone (each worker's share starts at its place in
    # the collected order)
    browser_paths = [] if any(not a.startswith("-") for a in args) else [
        "tests/bench", "tests/browser"]
    py, axe, pyodide_wheels, subset = prepare()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERRALUDO_DIST": str(DIST),
           "TERRALUDO_AXE": str(axe)}
    if quick:  # the conformance suite's random playouts per variant: 30 instead of 120
        env.setdefault("TERRALUDO_PLAYOUTS", "30")
    steps: list[tuple[str, list[str]]] = [
        ("ruff", [str(py), "-m", "ruff", "check", "engine", "web", "tests", "build.py", "buildtasks"]),
        ("mypy", [str(py), "-m", "mypy", "engine", "web", "build.py", "buildtasks"]),
        # one worker per core, idle workers taking queued tests from busy ones (a few
        # conformance cases take minutes); it also writes the fingerprints the Pyodide stage
        # compares with
        ("pytest (CPython: engine, content, UI logic)",
         [str(py), "-m", "pytest", "-m", "not browser" + slow, "-n", "auto", "--dist", "worksteal",
          "-p", "no:cacheprovider", "--durations=12", *args]),
        # what can differ between the runtimes (the tests marked `pyodide`), the app on the
        # standard library subset the page loads (pytest may use the rest)
        ("pytest inside Pyodide under Node (tests marked pyodide), on the shipped stdlib subset",
         ["node", str(ROOT / "tests" / "pyodide" / "run.mjs"), str(subset), str(pyodide_wheels)]),
        # four workers, each with its own server (a free port), Chromium and booted page (the
        # session fixtures of tests/browser/conftest.py are per worker): a test alone leaves a
        # core partly idle (the watchdog's 20 s, bots' pauses); with the booted page shared,
        # three kept the two cores ~85 % busy (474 s), four ~93 % (408-412 s); five, 380 s
        # alone but 435 s with the Pyodide stage beside them (four: 412 s), 2026-11-28
        # a test whose Chromium tab crashed ("Target crashed" or "Page crashed") runs again, up
        # to twice, and pytest reports every rerun: the crashes seen (a few runs in ten) were
        # Chromium's heap profiler and GWP-ASan, now off (buildtasks/chromium.py); the rerun stays for any
        # other renderer death, never an assertion of ours
        ("pytest (browser end to end, headless Chromium, four workers)",
         [str(py), "-m", "pytest", "-m", "browser" + slow, "-n", "4", "--dist", "worksteal",
          "-p", "no:cacheprovider", "--durations=20", *BROWSER_CRASH_RERUN, *browser_paths,
          *args]),
    ]
    failed = []
    # the Pyodide stage is one Node process on one core: it runs beside the browser stage (whose
    # workers leave gaps: boots, pauses), its output held and printed when it ends
    beside = {title for title, _ in steps if title.startswith("pytest inside Pyodide")}
    background: list[tuple[str, subprocess.Popen[bytes], IO[bytes], float]] = []
    with contextlib.ExitStack() as held_outputs:
        for title, cmd in steps:
            started = time.perf_counter()
            if title in beside:
                log(f"== {title} (beside the next stage)")
                held = held_outputs.enter_context(tempfile.TemporaryFile())
                background.append((title, subprocess.Popen(
                    cmd, cwd=ROOT, env=env, stdout=held, stderr=subprocess.STDOUT), held, started))
                continue
            log(f"== {title}")
            code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
            log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
                f"in {time.perf_counter() - started:.0f}s")
            if code != 0:
                failed.append(title)
        for title, process, output, started in background:
            code = process.wait()
            output.seek(0)
            sys.stdout.write(output.read().decode("utf-8", "replace"))
            log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
                f"in {time.perf_counter() - started:.0f}s (beside the browser stage)")
            if code != 0:
                failed.append(title)
    if failed:
        log("FAILED: " + "; ".join(failed))
        return 1
    log("all tests passed")
    return 0


def bench() -> int:
    py = ensure_venv()
    ensure_apt()
    build()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERRALUDO_DIST": str(DIST)}
    return subprocess.run([str(py), str(ROOT / "bench" / "run.py")], cwd=ROOT, env=env).returncode
