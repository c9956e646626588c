"""Debian's Chromium as the browser tests and the bench launch it, through Playwright."""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Any

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
#: no sandbox (root in a container), no GPU, nothing fetched from Google's servers
BASE_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
#: Chromium features switched off beside Playwright's own list: the two samplers that record
#: a stack trace on some allocations of a random sample of processes, the heap profiler
#: (``HeapProfilerReporting``, ``--subproc-heap-profiling``) and GWP-ASan (``GwpAsanMalloc``,
#: ``GwpAsanPartitionAlloc``). Their frame-pointer stack walk runs off the end of a
#: WebAssembly stack-switching (JSPI) stack, which Pyodide runs on, and the tab dies (SIGSEGV
#: in Chromium 156, every crash dump of the suite at the same address, each from a renderer
#: one of the two had been sampled for; the profiler forced on crashes every boot, bench/README
#: "Eighteenth session").
OFF_FEATURES = ("HeapProfilerReporting", "GwpAsanMalloc", "GwpAsanPartitionAlloc")
_disabled_by_playwright: list[str] | None = None


def playwright_disabled_features(playwright: Any) -> list[str]:
    """The features Playwright switches off itself (its ``--disable-features``), read from
    the command line of a Chromium it launches (once per process)."""
    global _disabled_by_playwright
    if _disabled_by_playwright is None:
        marker = f"--terraludo-probe={uuid.uuid4().hex}"  # a switch Chromium ignores
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*BASE_ARGS, marker])
        try:
            _disabled_by_playwright = _disabled_features_of(marker)
        finally:
            browser.close()
    return list(_disabled_by_playwright)


def _disabled_features_of(marker: str) -> list[str]:
    """The ``--disable-features`` of the browser process launched with ``marker``."""
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            args = [a.decode(errors="replace") for a in cmdline.read_bytes().split(b"\0")]
        except OSError:
            continue
        if marker in args and not any(a.startswith("--type=") for a in args):
            return [feature for a in args if a.startswith("--disable-features=")
                    for feature in a.partition("=")[2].split(",") if feature]
    raise RuntimeError("the Chromium just launched is not among the processes")


def chromium_args(playwright: Any) -> list[str]:
    """The switches to launch Chromium with: ``BASE_ARGS`` and one ``--disable-features``
    holding Playwright's own list and ``OFF_FEATURES``. Chromium keeps only the last of the
    switches it is given twice, so a list of ours alone would turn Playwright's back on."""
    features = [*playwright_disabled_features(playwright), *OFF_FEATURES]
    return [*BASE_ARGS, "--disable-features=" + ",".join(dict.fromkeys(features))]
