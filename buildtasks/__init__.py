"""Terraludo's build tasks, behind ``build.py`` (the one entry point), one concern a module.

- ``common``: the repository's folders, ``log``, ``run``, ``sha256``
- ``pins``: the pinned third-party runtime and packages (versions, sha256), fetched and checked
- ``vendor``: Pyodide, PyScript (patched) and MicroPython into dist/vendor/
- ``pysource``: what a Python source imports; a source without its docstrings
- ``stdlib``: the standard library subset the page loads, and its guard for the Pyodide tests
- ``project``: the project's version, the app's files, the games
- ``wheels``: wheels with deterministic bytes, and their xz shipping (``ship_wheel``)
- ``on_demand``: the wheels the app loads on demand (third-party ones trimmed, each game's own)
- ``app_wheel``: the app's wheel, its boot modules as bytecode (``pyodide_compile.mjs``)
- ``icons``, ``shell``, ``site``: the icons, index.html's texts, the whole of dist/
- ``serve``: dist/ served as GitHub Pages serves it
- ``chromium``: Debian's Chromium as the browser tests and the bench launch it
- ``machine``: setting up a fresh machine
- ``checks``: the ``test`` and ``bench`` commands

``shipped_wheels.mjs`` installs the on-demand wheels in Pyodide under Node for the test and
bench runners, as the page does. Only the standard library is used, so a fresh machine can run
it before anything else.
"""
