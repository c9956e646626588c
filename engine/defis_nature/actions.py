"""The actions of Le Tournoi (what a seat can do), shared by the rules and the bots.

- ``Place(card, battle)``: put a Défis card of one's hand face down on a free battle;
- ``PlacePower(card, battle)``: lay a power card across one's Défis card on that battle;
- ``PlaceGhostPower(battle)``: solo only, at the start of a round, before drawing: lay the
  ghost's next power card, face down (its player does not see it), on the battle of one's
  choice (booklet: « place-la face cachée … sur une des plaquettes Bataille »);
- ``Done()``: once the hand is empty, the seat is ready.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    card: str
    battle: str

    def __str__(self) -> str:
        return f"place {self.card} on {self.battle}"


@dataclass(frozen=True)
class PlacePower:
    card: str
    battle: str

    def __str__(self) -> str:
        return f"power {self.card} on {self.battle}"


@dataclass(frozen=True)
class PlaceGhostPower:
    battle: str

    def __str__(self) -> str:
        return f"ghost power on {self.battle}"


@dataclass(frozen=True)
class Done:
    def __str__(self) -> str:
        return "done"


Action = Place | PlacePower | PlaceGhostPower | Done
ACTION_TYPES: tuple[type[Action], ...] = (Place, PlacePower, PlaceGhostPower, Done)

__all__ = ["ACTION_TYPES", "Action", "Done", "Place", "PlaceGhostPower", "PlacePower"]
