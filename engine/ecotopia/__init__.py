"""Ecotopia: a cooperative game for 2 to 6 players about energy, digital sobriety and nature.

``content`` holds the board, tiles, dice, tracks and question cards; ``state`` and ``actions``
the game's types; ``rules`` the engine (``GAME``), calling one module per mechanism
(``plants``, ``constructions``, ``phone``, ``quiz``, ``team``, ``truck``, ``specialists``,
``bonus_die``, ``track``, ``board``); ``view`` what a seat may know; ``bots`` the team's bots
(README.md maps them all). The names below load on first use (PEP 562), so listing the games
at boot stays cheap. Its table is ``web/games/ecotopia``.
"""

from __future__ import annotations

from engine.core.lazy import lazy_attributes

#: the engine and its table (web/games/ecotopia) exist
PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "Ecotopia": ".rules",
    "EcoState": ".state",
}
__all__ = ["GAME", "PLAYABLE", "EcoState", "Ecotopia"]

__getattr__ = lazy_attributes(__name__, _LAZY)
