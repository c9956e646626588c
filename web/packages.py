"""Packages a game's table needs that the app does not ship at boot (``NEEDS``, e.g. the
Défis pictures): asked of the browser when the game's set-up or game screen opens, with a wait
screen meanwhile and a retry when the download fails.

The browser (``browser.py``) downloads what ``Effects.load_packages`` names and answers with
``App.package_loaded`` or ``App.package_not_loaded``, which record it here. What waits for a
game's code (a screen, an imported file, a host page's request) waits in one place,
``App.when_ready``; the wait screen and its "Réessayer" are the app's (``App.render``).
"""

from __future__ import annotations

import importlib.util

from engine.core.registry import catalogue_ids

from .html import button, esc
from .i18n import Translator, reload_catalog
from .tables import needed_packages, probe_module


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

    def retry(self) -> None:
        """"Réessayer": the failed download may be asked again."""
        self.failed = None

    def request_one(self, name: str) -> bool:
        """Whether to ask the browser for ``name`` now (a package of the shell's own, like the
        QR encoder): not when it is here or on its way; a failed one is asked again."""
        if name in self.ready | self.loading:
            return False
        if self.failed == name:
            self.failed = None
        self.loading.add(name)
        return True


def _installed(name: str) -> bool:
    """Whether ``name`` is importable here (a game's wheel: its table module)."""
    try:
        return importlib.util.find_spec(probe_module(name)) is not None
    except ModuleNotFoundError:  # a parent package is missing too
        return False


def waiting_screen(packages: OnDemandPackages, game_id: str, t: Translator, nav: str) -> str | None:
    """The screen while ``game_id``'s packages load (or failed to), under the way home
    (``nav``), or None when they are there."""
    if not game_id or not packages.waiting_for(game_id):
        return None
    if packages.failed:
        return (f"{nav}<div class=\"flash error\" role=\"alert\">"
                f"{esc(t('packages.failed'))}</div>"
                f"{button(esc(t('packages.retry')), 'retry-packages', cls='button primary')}")
    return (f"{nav}<div class=\"loading-panel\" role=\"status\" aria-live=\"polite\">"
            f"<span class=\"spinner\" aria-hidden=\"true\"></span> "
            f"{esc(t('packages.loading'))}</div>")
