"""La Glace et le Ciel: a cooperative card game about keeping the Earth's balance.

``GAME`` is what the registry plays. The package's map is its README: ``state`` and
``actions`` (the data), ``rules`` (the transitions), ``view`` (what a seat may know),
``deduction`` (what a player can infer about their own hidden objective), ``board`` and
``scoring``, ``content`` (the cards and texts), ``bots`` (the cooperative bots).
The names below load on first use (PEP 562), so listing the games at boot stays cheap.
"""

from __future__ import annotations

from engine.core.lazy import lazy_attributes

#: the registry lists the game as playable without importing its rules
PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "GlaceEtCiel": ".rules",
    "GlaceState": ".state",
    "Place": ".actions",
    "possible_objectives": ".deduction",
}
__all__ = ["GAME", "PLAYABLE", "GlaceEtCiel", "GlaceState", "Place", "possible_objectives"]

__getattr__ = lazy_attributes(__name__, _LAZY)
