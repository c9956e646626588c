"""Défis Nature Protect – Le Tournoi: real animals battle on weight, length, longevity and
gestation or incubation; power cards turn battles around; protect the most threatened.

``GAME`` loads on first use (PEP 562), so listing the games at boot stays cheap.
"""

from __future__ import annotations

from engine.core.lazy import lazy_attributes

#: the registry lists the game as playable without importing its rules
PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "DefisNatureGame": ".rules",
}
__all__ = ["GAME", "PLAYABLE", "DefisNatureGame"]

__getattr__ = lazy_attributes(__name__, _LAZY)
