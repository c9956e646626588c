"""Every module of the app imports.

In CPython this catches a module no test reaches; inside Pyodide (``tests/pyodide/run.mjs``) the
app runs on the standard-library subset the page ships, so a module importing something left out
of it fails here, by name, instead of in a player's browser.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

import pytest

import engine
import web

#: modules that only run in a browser page (they import the page's ``js`` and its DOM at load) or
#: on the command line: the browser tests load them
NOT_IMPORTABLE_HERE = {"web.browser", "web.device", "web.jsglue", "web.main", "web.motion_dom", "web.focus_dom",
                       "web.watchdog",
                       "engine.__main__"}


def _modules() -> list[str]:
    names = []
    for package in (engine, web):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if info.name not in NOT_IMPORTABLE_HERE:
                names.append(info.name)
    return sorted(names)


def test_the_app_has_modules_to_import() -> None:
    names = _modules()
    assert "engine.core.codec" in names and "web.app" in names


@pytest.mark.parametrize("name", _modules())
def test_module_imports(name: str) -> None:
    module = importlib.import_module(name)
    assert sys.modules[name] is module
