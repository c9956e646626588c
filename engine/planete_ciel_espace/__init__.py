"""Planète – Ciel et Espace: 68 sky-and-space cards, their characteristics, the round-2 word
matcher, and the rules engine of both rounds (``rules``) with its bots (``bots``).

``GAME`` loads on first use (PEP 562): listing the games at boot imports nothing heavy, and
nothing here imports ``snowballstemmer`` until round 2 judges a word. The web table is in
``web/games/planete_ciel_espace`` (``PLAYABLE = True``).
"""

from __future__ import annotations

import importlib
from typing import Any

PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "PlaneteGame": ".rules",
    "PceState": ".rules",
}
__all__ = ["GAME", "PLAYABLE", "PceState", "PlaneteGame"]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
