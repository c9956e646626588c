"""Where the games live. Ids are the ones used in URLs, saves and the command line."""

from __future__ import annotations

import importlib
from typing import Any

from .errors import TerraludoError, UnknownGame
from .game import Game

#: game id -> package. A package with ``PLAYABLE = True`` and a ``GAME`` attribute is
#: playable; every package with a ``content`` module has content
#: (``python -m engine content ID``).
PACKAGES: dict[str, str] = {
    "climat-tic-tac": "engine.climat_tic_tac",
    "glace-et-ciel": "engine.glace_et_ciel",
    "ecotopia": "engine.ecotopia",
    "defis-nature": "engine.defis_nature",
    "planete-ciel-espace": "engine.planete_ciel_espace",
}

_extra: dict[str, Game[Any, Any]] = {}


class MissingDependency(TerraludoError):
    """A game's package needs a third-party Python package that is not installed: said by
    name, never mistaken for an unknown game."""

    def __init__(self, game_id: str, module: str) -> None:
        top = module.split(".")[0]
        super().__init__(
            f"{game_id} needs the Python package {top!r}, which is not installed here: "
            f"run the commands through the project's .venv (`python3 build.py setup` creates it, "
            f"then `.venv/bin/python -m engine ...`), or `pip install {top}`")
        self.game_id = game_id
        self.module = top


def _own_module_missing(exc: ModuleNotFoundError, module: str) -> bool:
    """True when the module that is missing is ``module`` itself or one of its parents (the
    game has no such part), False when something it imports is missing (a dependency)."""
    name = exc.name or ""
    return bool(name) and (module == name or module.startswith(name + "."))


def register(game: Game[Any, Any]) -> None:
    """Register a game that is not one of the five (the tests' tiny game)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def _package(game_id: str) -> Any:
    if game_id not in PACKAGES:
        raise UnknownGame(game_id)
    try:
        return importlib.import_module(PACKAGES[game_id])
    except ModuleNotFoundError as exc:
        if _own_module_missing(exc, PACKAGES[game_id]):
            return None
        if exc.name and not exc.name.startswith("engine."):
            raise MissingDependency(game_id, exc.name) from exc
        raise


def get_game(game_id: str) -> Game[Any, Any]:
    if game_id in _extra:
        return _extra[game_id]
    package = _package(game_id)
    game = getattr(package, "GAME", None) if package else None
    if game is None:
        raise UnknownGame(game_id)
    return game


def catalogue_ids() -> list[str]:
    """Every game the home page lists, playable or coming, in the catalogue's order (and
    games registered at run time last)."""
    return list(PACKAGES) + [g for g in _extra if g not in PACKAGES]


def engine_ids() -> list[str]:
    """Ids of the games whose rules engine exists (a ``GAME``), playable or not yet.

    The conformance suite covers these; a game becomes playable in the app once its table
    exists too (``PLAYABLE = True``)."""
    out = []
    for game_id in PACKAGES:
        package = _package(game_id)
        if package is not None and hasattr(package, "GAME"):
            out.append(game_id)
    return out + list(_extra)


def playable_ids() -> list[str]:
    """Ids of the games that can be played now, in the catalogue's order.

    A package says it is playable with ``PLAYABLE = True`` and may load its ``GAME`` lazily
    (PEP 562): the home screen lists the games without importing their rules."""
    out = []
    for game_id in PACKAGES:
        package = _package(game_id)
        if package is not None and getattr(package, "PLAYABLE", False):
            out.append(game_id)
    return out + list(_extra)


def load_content(game_id: str) -> dict[str, Any]:
    """The game's whole content (cards, boards, texts) as JSON-clean data, validated."""
    if game_id not in PACKAGES:
        raise UnknownGame(game_id)
    name = PACKAGES[game_id] + ".content"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if _own_module_missing(exc, name):
            raise UnknownGame(game_id) from exc
        if exc.name and not exc.name.startswith("engine."):
            raise MissingDependency(game_id, exc.name) from exc
        raise
    try:
        content: dict[str, Any] = module.content_json()
    except ModuleNotFoundError as exc:  # a dependency imported on first use
        if exc.name and not exc.name.startswith("engine."):
            raise MissingDependency(game_id, exc.name) from exc
        raise
    return content
