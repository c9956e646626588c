"""La Glace et le Ciel: a cooperative card game about keeping the Earth's balance.

``GAME`` is what the registry plays; ``content`` holds the cards and texts, ``deduction``
what a player can infer about their own hidden objective, ``bots`` the cooperative bots.
"""

from .deduction import possible_objectives
from .rules import GAME, GlaceEtCiel, GlaceState, Place

__all__ = ["GAME", "GlaceEtCiel", "GlaceState", "Place", "possible_objectives"]
