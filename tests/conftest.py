"""Markers shared by the whole suite.

``host``: the test needs the host machine (a subprocess: hunspell, a generator script, a
browser). It runs in CPython like every test and never inside Pyodide, where processes do not
exist.

``pyodide``: what runs a second time inside Pyodide under Node (tests/pyodide/run.mjs), because
it can differ between the two runtimes: the core (PRNG, codec — with Hypothesis too — records), the golden saves
replayed, save compatibility, every app module imported on the shipped standard-library subset,
seeded games fingerprinted move by move against CPython's, the Planète word judge (its word
table), and one whole game per game through the UI (marked in tests/web/test_ui_conformance.py).
Rules and content are the same Python in both runtimes: they run once, in CPython.

``slow``: long statistical runs (bot ladders and strength tables, thousands of games). They run
in CI and in ``build.py test``; ``build.py test --quick`` leaves them out while working.
"""

from __future__ import annotations

import pytest

HOST_ONLY = (
    "spell",  # hunspell
    "test_wordlists_hold_only_words_the_dictionaries_lack",  # hunspell
    "test_committed_pictures_match_the_generator",  # runs tools/planete_ciel_espace_art/generate.py
    "tests/bench/",  # starts browsers and Node
)

IN_PYODIDE = (
    "tests/engine/test_core.py",
    "tests/engine/test_codec_properties.py",
    "tests/engine/test_golden.py",
    "tests/engine/test_save_compat.py",
    "tests/engine/test_imports.py",
    "tests/engine/test_runtimes_agree.py",
    "tests/planete_ciel_espace/test_words.py",
    "tests/planete_ciel_espace/test_words_cards.py",
    "tests/planete_ciel_espace/test_words_properties.py",
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "host: needs a subprocess (left out inside Pyodide)")
    config.addinivalue_line("markers", "pyodide: runs inside Pyodide too (tests/pyodide/run.mjs)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if any(pattern in item.nodeid for pattern in HOST_ONLY):
            item.add_marker(pytest.mark.host)
        if any(item.nodeid.startswith(path) for path in IN_PYODIDE):
            item.add_marker(pytest.mark.pyodide)
