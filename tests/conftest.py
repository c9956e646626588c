"""Markers shared by the whole suite.

``host``: the test needs the host machine (a subprocess: hunspell, a generator script, a
browser). It runs in CPython like every test; the run inside Pyodide (tests/pyodide/run.mjs),
where processes do not exist, leaves these out and runs everything else.
"""

from __future__ import annotations

import pytest

HOST_ONLY = (
    "spell",  # hunspell
    "test_wordlists_hold_only_words_the_dictionaries_lack",  # hunspell
    "test_committed_pictures_match_the_generator",  # runs tools/planete_art/generate.py
    "tests/bench/",  # starts browsers and Node
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "host: needs a subprocess (left out inside Pyodide)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if any(pattern in item.nodeid for pattern in HOST_ONLY):
            item.add_marker(pytest.mark.host)
