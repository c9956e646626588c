"""Where the shell finds each game's table: the registry of ``GameTable``s.

A game's UI package is ``web.games.<engine package name>``; its module ``table`` exports
``TABLE`` (its ``GameTable``), and the package itself may export ``NEEDS`` (pure-Python
packages the browser loads on demand) and ``HOME_SCREENS`` (links on the home page). Tables
are imported on first use and kept; a game registered at run time (tests,
``engine.core.registry.register``) registers its table here.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.core.registry import PACKAGES

from .seam import GameTable, ScreenLink

#: tables already imported (or registered), by game id
_tables: dict[str, GameTable] = {}
#: the packages needed by tables registered at run time (they have no UI package to ask)
_needs: dict[str, tuple[str, ...]] = {}


def web_package(game_id: str) -> str | None:
    """``web.games.<package>`` for a registered game (the engine package's own name)."""
    engine_package = PACKAGES.get(game_id)
    return None if engine_package is None else "web.games." + engine_package.rsplit(".", 1)[1]


def register_table(game_id: str, table: GameTable, needs: tuple[str, ...] = ()) -> None:
    """The table of a game registered at run time (``engine.core.registry.register``)."""
    _tables[game_id] = table
    _needs[game_id] = needs


def load_table(game_id: str) -> GameTable:
    """The game's table (imported on first use), or the generic one for a game without."""
    if game_id not in _tables:
        package = web_package(game_id)
        table: GameTable | None = None
        if package is not None:
            module = package + ".table"
            try:
                table = getattr(importlib.import_module(module), "TABLE", None)
            except ModuleNotFoundError as exc:
                # no UI package: the generic table; a package whose table is missing (its
                # game's wheel not loaded yet) is an error, never silently the generic table
                if not (exc.name and package.startswith(exc.name)):
                    raise
        _tables[game_id] = table if isinstance(table, GameTable) else GameTable()
    return _tables[game_id]


def _ui_package(game_id: str) -> ModuleType | None:
    """The game's UI package, without importing its table; None when it has none."""
    package = web_package(game_id)
    if package is None:
        return None
    try:
        return importlib.import_module(package)
    except ModuleNotFoundError:
        return None


#: the wheel of a game's own code and data (rules, content, strings, art, table), which the
#: browser loads when the game opens (``game_wheel_files`` in buildtasks/on_demand.py)
GAME_WHEEL_PREFIX = "game-"


def game_wheel(game_id: str) -> str | None:
    """``game-<package>``: the wheel holding the game beyond its packages' ``__init__``."""
    package = web_package(game_id)
    return None if package is None else GAME_WHEEL_PREFIX + package.rsplit(".", 1)[1]


def probe_module(name: str) -> str:
    """The module whose presence says a needed package is installed: a game's wheel brings
    its table (``web.games.<package>.table``), another package is its own top module."""
    if name.startswith(GAME_WHEEL_PREFIX):
        return f"web.games.{name.removeprefix(GAME_WHEEL_PREFIX)}.table"
    return name


def needed_packages(game_id: str) -> tuple[str, ...]:
    """What the game needs that the app does not load at boot: its own wheel, then the
    pure-Python packages its table needs (``NEEDS`` in its package, e.g. the Défis pictures). The
    shell loads them when the game opens; installed ones (CPython, tests) count as ready."""
    if web_package(game_id) is None:
        return _needs.get(game_id, ())
    module = _ui_package(game_id)
    needs = getattr(module, "NEEDS", ()) if module is not None else ()
    own = game_wheel(game_id)
    return (*([own] if own else []), *(n for n in needs if isinstance(n, str)))


def home_screens(game_id: str) -> tuple[ScreenLink, ...]:
    """The game's home-page links, read from its package without importing its table."""
    module = _ui_package(game_id)
    links = getattr(module, "HOME_SCREENS", ()) if module is not None else ()
    return tuple(link for link in links if isinstance(link, ScreenLink))


def has_lesson(game_id: str) -> bool:
    """Whether the game has a guided first game (its package's ``HAS_LESSON``, beside its
    ``lesson.json``), read without importing its table: the home page offers it at boot."""
    module = _ui_package(game_id)
    return bool(getattr(module, "HAS_LESSON", False)) if module is not None else False
