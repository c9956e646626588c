"""Where the games live. Ids are the ones used in URLs, saves and the command line."""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGame
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
        if exc.name and PACKAGES[game_id].startswith(exc.name):
            return None
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
    try:
        module = importlib.import_module(PACKAGES[game_id] + ".content")
    except ModuleNotFoundError as exc:
        raise UnknownGame(game_id) from exc
    return module.content_json()
