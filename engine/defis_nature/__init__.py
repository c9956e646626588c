"""Défis Nature Protect – Le Tournoi: real animals battle on weight, length, longevity and
gestation or incubation; power cards turn battles around; protect the most threatened.

``GAME`` loads on first use (PEP 562), so listing the games at boot stays cheap.
"""

from __future__ import annotations

import functools
from typing import Any

#: the registry lists the game as playable without importing its rules
PLAYABLE = True

__all__ = ["GAME", "PLAYABLE", "DefisNatureGame"]


@functools.cache
def _game() -> Any:
    from .rules import DefisNatureGame

    return DefisNatureGame()


def __getattr__(name: str) -> Any:
    if name == "GAME":
        return _game()
    if name == "DefisNatureGame":
        from .rules import DefisNatureGame

        return DefisNatureGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
