"""The one action of La Glace et le Ciel, shared by the rules, the bots and the UI.

Kept apart so that ``bots.py`` needs nothing from ``rules.py``: the bots read their seat's view
(plain data) and answer with a ``Place``. ``Action`` names the union of the game's actions
(one member here); saves record an action by its class name (``"type": "Place"``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    """Lay ``card`` (an id from the hand) on the cell ``row`` × ``column``."""

    card: str
    row: str
    column: str

    def __str__(self) -> str:
        return f"{self.card} → {self.row}/{self.column}"


Action = Place
ACTION_TYPES: tuple[type[Action], ...] = (Place,)

__all__ = ["ACTION_TYPES", "Action", "Place"]
