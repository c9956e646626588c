"""Planète – Ciel et Espace: 68 sky-and-space cards, their characteristics, the rules engine
of both rounds (``rules``, with ``circle`` for round 1 and ``wordround`` for round 2), the
round-2 word matcher (``words``), what a seat may know (``view``) and the bots (``bots``).

``GAME`` loads on first use (PEP 562): listing the games at boot imports nothing heavy, and
nothing here reads the word table (``words``) until round 2 judges a word. The web table is in
``web/games/planete_ciel_espace`` (``PLAYABLE = True``).
"""

from __future__ import annotations

from engine.core.lazy import lazy_attributes

PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "PlaneteGame": ".rules",
    "PceState": ".state",
}
__all__ = ["GAME", "PLAYABLE", "PceState", "PlaneteGame"]

__getattr__ = lazy_attributes(__name__, _LAZY)
