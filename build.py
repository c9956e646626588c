#!/usr/bin/env python3
"""Terraludo's one task runner.

    python3 build.py serve   build dist/ and serve it on http://127.0.0.1:8000, gzip-compressed as
                             GitHub Pages does (--pages: also its Cache-Control: max-age=600)
    python3 build.py build   build dist/ only
    python3 build.py setup   set up what is missing (.venv, Chromium, hunspell, the pinned runtime)
                             and nothing else
    python3 build.py test    set up what is missing (.venv, Chromium, hunspell), then run every
                             test: lint, every test in CPython (in parallel), what can differ
                             between runtimes inside Pyodide under Node, and the browser
                             end-to-end tests (--quick: without the tests marked slow)
    python3 build.py bench   benchmarks: print a table, write bench/results.json

The tasks live in the package buildtasks/ (one concern a module: its __init__ lists them);
this file reads the command line. Only the standard library is used, so a fresh machine can
run it before anything else.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from buildtasks.checks import bench, test
from buildtasks.common import DIST
from buildtasks.machine import setup
from buildtasks.serve import serve
from buildtasks.site import build


def serve_command(args: list[str]) -> int:
    """``serve [PORT] [--pages]``: build, then serve dist/ until Ctrl+C."""
    rest = [a for a in args if a != "--pages"]
    port = int(rest[0]) if rest else int(os.environ.get("PORT", "8000"))
    build()
    serve(DIST, port, pages="--pages" in args)
    return 0


def build_command(args: list[str]) -> int:
    build()
    return 0


def setup_command(args: list[str]) -> int:
    setup()
    return 0


#: the commands: name -> what runs it, with the arguments that follow the name
COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "serve": serve_command,
    "build": build_command,
    "setup": setup_command,
    "test": test,
    "bench": lambda args: bench(),
}


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "help"
    if command not in COMMANDS:
        print(__doc__)
        return 0 if command in ("help", "-h", "--help") else 2
    return COMMANDS[command](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
