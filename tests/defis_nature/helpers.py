"""Shared helpers of the Défis Nature tests: the catalogue to test against, and state surgery.

The rules are tested on the packaged species when they are there, else on a small fixture with
the same schema (``fixtures/``), so that the rules tests never depend on the exact animals.
"""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.core.errors import ContentError
from engine.defis_nature.actions import PlaceGhostPower
from engine.defis_nature.content import Catalogue, build_catalogue, catalogue
from engine.defis_nature.rules import DefisNatureGame
from engine.defis_nature.state import DefisState, SeatState

FIXTURES = Path(__file__).parent / "fixtures"


@functools.cache
def fixture_catalogue() -> Catalogue:
    return build_catalogue(json.loads((FIXTURES / "species.json").read_text(encoding="utf-8")),
                           json.loads((FIXTURES / "decks.json").read_text(encoding="utf-8")))


@functools.cache
def rules_catalogue() -> Catalogue:
    """The packaged catalogue if present, else the fixture."""
    try:
        return catalogue()
    except ContentError:
        return fixture_catalogue()


def fixture_game() -> DefisNatureGame:
    return DefisNatureGame(fixture_catalogue())


def make_state(players: int = 2, options: dict[str, str] | None = None, seed: int = 1, *,
               ghost_battle: str = "weight") -> DefisState:
    """A game on the rules catalogue just set up; solo, its player has laid the ghost's power
    card on ``ghost_battle``."""
    game = DefisNatureGame(rules_catalogue())
    state = game.setup(players, options or {}, seed)
    return game.apply(state, 0, PlaceGhostPower(ghost_battle)) if players == 1 else state


def with_seat(state: DefisState, seat: int, **changes: Any) -> DefisState:
    seats: list[SeatState] = list(state.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(state, seats=tuple(seats))
