"""Défis Nature's private things, for the conformance suite's secrets check.

A seat's hand, the cards it laid face down, its power cards in hand and those it laid are its
own until the battle is revealed (then they are public, in its zone or discard, and no longer
private): no other seat and not the table sees them.
"""

from __future__ import annotations

from typing import Any

from engine.defis_nature.content import BATTLES
from engine.defis_nature.state import DefisState
from tests.support.conformance import Secrets


def private(state: DefisState, owner: int) -> frozenset[str]:
    seat = state.seats[owner]
    return frozenset({
        *(f"hand:{card}" for card in seat.hand),
        *(f"laid:{battle}:{card}" for battle, cards in zip(BATTLES, seat.placed, strict=True)
          for card in cards),
        *(f"power:{power}" for power in seat.powers),
        *(f"power_laid:{battle}:{power}"
          for battle, power in zip(BATTLES, seat.power_placed, strict=True) if power),
    })


def shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    mine = view["me"]
    if mine is None or view["seat"] != owner:
        return frozenset()
    return frozenset({
        *(f"hand:{card}" for card in mine["hand"]),
        *(f"laid:{p['battle']}:{p['card']}" for p in mine["placements"] if p["card"]),
        *(f"power:{power}" for power in mine["power_hand"]),
        *(f"power_laid:{p['battle']}:{p['power']}" for p in mine["placements"] if p["power"]),
    })


def revealed(state: DefisState, owner: int, viewer: int | None) -> frozenset[str]:
    return private(state, owner) if viewer == owner else frozenset()


SECRETS = Secrets(private, shown, revealed)
