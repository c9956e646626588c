"""The test and bench commands: every test in stages, and the benchmarks."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

from buildtasks.common import CACHE, DIST, ROOT, log, run
from buildtasks.machine import ensure_apt, ensure_axe, ensure_venv
from buildtasks.site import build
from buildtasks.stdlib import subset_runtime

PYODIDE_TEST_PACKAGES = ["pytest", "hypothesis"]
#: pytest-rerunfailures' options for the browser stage: one more run, only after a tab crash
BROWSER_CRASH_RERUN = ["--reruns", "1", "--only-rerun", "Target crashed"]


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


def test(args: list[str]) -> int:
    """Every test, in stages. ``--quick`` leaves out the tests marked ``slow`` (the statistical
    runs); other arguments go to pytest (the CPython and browser stages)."""
    quick = "--quick" in args
    args = [a for a in args if a != "--quick"]
    slow = " and not slow" if quick else ""
    # the browser stage's workers collect only the folders that hold browser tests (each of
    # the four collecting the whole tree cost ~7 CPU-seconds), unless paths were given
    browser_paths = [] if any(not a.startswith("-") for a in args) else [
        "tests/browser", "tests/bench"]
    ensure_apt()
    py = ensure_venv()
    ensure_axe()
    build()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERRALUDO_DIST": str(DIST),
           "TERRALUDO_AXE": str(ensure_axe())}
    if quick:  # the conformance suite's random playouts per variant: 30 instead of 200
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
         ["node", str(ROOT / "tests" / "pyodide" / "run.mjs"), str(subset_runtime(DIST)),
          str(pyodide_test_wheels())]),
        # four workers, each with its own server (a free port), Chromium and booted page (the
        # session fixtures of tests/browser/conftest.py are per worker): a test alone leaves a
        # core partly idle (the watchdog's 20 s, bots' pauses); with the booted page shared,
        # three kept the two cores ~85 % busy (474 s), four ~95 % (394 s, 2026-11-28)
        # a test whose Chromium tab crashed ("Target crashed": the renderer process died, seen
        # once in CI, never an assertion of ours) runs once more; pytest reports every rerun
        ("pytest (browser end to end, headless Chromium, four workers)",
         [str(py), "-m", "pytest", "-m", "browser" + slow, "-n", "4", "--dist", "worksteal",
          "-p", "no:cacheprovider", "--durations=20", *BROWSER_CRASH_RERUN, *browser_paths,
          *args]),
    ]
    # ruff and mypy first, in the open (seconds); then the three test stages at once, as
    # processes whose output is held and printed whole when each ends: the CPython and the
    # browser stages together keep both cores busy through each other's start and tail (one
    # after the other, ~30 s of a core idle), and the Pyodide stage starts when the CPython
    # stage has written the fingerprints it compares with
    cpython, pyodide, browser = (title for title, _ in steps[2:])
    after = {pyodide: cpython}
    failed = []
    for title, cmd in steps[:2]:
        started = time.perf_counter()
        log(f"== {title}")
        code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
            f"in {time.perf_counter() - started:.0f}s")
        if code != 0:
            failed.append(title)
    commands = dict(steps[2:])
    waiting = [title for title in commands if title not in after]
    running: dict[str, tuple[subprocess.Popen[bytes], IO[bytes], float]] = {}
    with contextlib.ExitStack() as held_outputs:
        while waiting or running:
            for title in [t for t in waiting if after.get(t) not in running and
                          after.get(t) not in waiting]:
                waiting.remove(title)
                log(f"== {title} (started, its output printed when it ends)")
                held = held_outputs.enter_context(tempfile.TemporaryFile())
                running[title] = (subprocess.Popen(commands[title], cwd=ROOT, env=env,
                                                   stdout=held, stderr=subprocess.STDOUT),
                                  held, time.perf_counter())
            for title, (process, output, started) in list(running.items()):
                ended = process.poll()
                if ended is None:
                    continue
                code = ended
                del running[title]
                output.seek(0)
                sys.stdout.write(output.read().decode("utf-8", "replace"))
                log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
                    f"in {time.perf_counter() - started:.0f}s")
                if code != 0:
                    failed.append(title)
                waiting += [t for t, before in after.items() if before == title]
            sys.stdout.flush()
            time.sleep(0.5)
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
