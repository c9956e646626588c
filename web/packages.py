"""Packages a game's table needs that the app does not ship at boot (``NEEDS``, e.g. the
Défis pictures): asked of the browser when the game's set-up or game screen opens, with a wait
screen meanwhile and a retry when the download fails.

The browser (``browser.py``) downloads what ``Effects.load_packages`` names and answers with
``App.package_loaded`` or ``App.package_not_loaded``, which record it here.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from engine.core.registry import catalogue_ids

from .effects import Effects
from .html import button, esc
from .i18n import reload_catalog
from .seam import Form
from .tables import needed_packages, probe_module

if TYPE_CHECKING:
    from .app import App, Command


class OnDemandPackages:
    """Which needed packages are ready, on their way, or failed to arrive."""

    def __init__(self) -> None:
        self.ready: set[str] = set()
        self.loading: set[str] = set()
        #: the package whose download failed (the wait screen offers to retry)
        self.failed: str | None = None

    def missing(self, game_id: str) -> list[str]:
        """The game's needed packages not ready yet (one installed here counts as ready)."""
        missing = []
        for name in needed_packages(game_id):
            if name in self.ready:
                continue
            if _installed(name):  # installed (CPython, tests; a wheel unpacked before)
                self.ready.add(name)
                continue
            missing.append(name)
        return missing

    def request(self, game_id: str) -> list[str]:
        """The packages to ask the browser for now that ``game_id`` opens (each asked once),
        marked as on their way."""
        if game_id not in catalogue_ids():
            return []
        names = [p for p in self.missing(game_id) if p not in self.loading]
        self.loading.update(names)
        return names

    def arrived(self, name: str) -> None:
        """The browser unpacked ``name`` (a game's wheel brings strings: read them again)."""
        self.loading.discard(name)
        self.ready.add(name)
        reload_catalog()

    def waiting_for(self, game_id: str) -> bool:
        """Whether a package ``game_id`` needs is still on its way or failed to arrive."""
        pending = self.loading | ({self.failed} if self.failed else set())
        return bool(set(needed_packages(game_id)) & pending)

    def did_not_arrive(self, name: str) -> None:
        """The download failed (offline before the game was ever opened...)."""
        self.loading.discard(name)
        self.failed = name


def _installed(name: str) -> bool:
    """Whether ``name`` is importable here (a game's wheel: its table module)."""
    try:
        return importlib.util.find_spec(probe_module(name)) is not None
    except ModuleNotFoundError:  # a parent package is missing too
        return False


def route_game(app: App) -> str:
    """The game of the screen on the route ("" for the shell's own screens)."""
    if app.route.name in ("setup", "rules"):
        return app.route.arg
    if app.route.name == "game":
        if app.turns is not None and app.turns.save_id == app.route.arg:
            return app.turns.game.id
        entry = app.saves.entry(app.route.arg)
        return entry.game if entry else ""
    if app.route.name == "screen":  # a game's own screen (Défis's deck workshop)
        return app.route.arg.split("/", 1)[0]
    if app.route.name == "replay":  # its moves are played again (a word judge, pictures)
        return app.replay.game_id if app.replay else ""
    return ""


def for_route(app: App) -> list[str]:
    """The packages the screen being opened needs (its game read from the route)."""
    return app.packages.request(route_game(app))


def waiting_screen(app: App) -> str | None:
    """The screen while the game's packages load (or failed to), or None when they are there."""
    game_id = route_game(app)
    state = app.packages
    if not game_id or not state.waiting_for(game_id):
        return None
    if state.failed:
        return (f"{app.nav()}<div class=\"flash error\" role=\"alert\">"
                f"{esc(app.t('packages.failed'))}</div>"
                f"{button(esc(app.t('packages.retry')), 'retry-packages', cls='button primary')}")
    return (f"{app.nav()}<div class=\"loading-panel\" role=\"status\" aria-live=\"polite\">"
            f"<span class=\"spinner\" aria-hidden=\"true\"></span> "
            f"{esc(app.t('packages.loading'))}</div>")


def retry(app: App, arg: str, form: Form) -> Effects:
    """"Réessayer" on the wait screen: open the same screen again, which asks again."""
    app.packages.failed = None
    head = {"game": "game", "screen": "screen", "replay": "replay"}.get(app.route.name, "play")
    return app.navigate("#" + "/".join(("", head, app.route.arg)))


COMMANDS: dict[str, Command] = {"retry-packages": retry}
