"""The shape of what a seat of Ecotopia sees (``view``), as a type.

The engine builds the view as plain JSON; this ``TypedDict`` lists its keys and their value
types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step (every key the engine writes is
declared here, and no more). The game's README describes each key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class EcotopiaView(TypedDict):
    game: str
    version: str
    players: int
    seat: int | None
    epoch: int
    phase: str
    turn: int
    first_player: int
    turn_number: int
    to_move: list[Any]
    blue: int
    red: int
    over: bool
    result: dict[str, Any] | None
    scale: list[Any]
    squares: list[Any]
    team: str
    truck: str
    truck_load: str | None
    recycled: list[Any]
    waste_left: int
    discs: list[Any]
    endangered: list[Any]
    lieu_display: list[Any]
    lieu_pile: int
    lieu_pile_bottom: list[Any]
    lieu_discard: list[Any]
    lieu: str | None
    construction_display: list[Any]
    construction_pile: int
    construction_pile_bottom: list[Any]
    construction_discard: list[Any]
    recruiter: int
    recruit_steps: int
    specialists: list[Any]
    battery: int
    battery_max: int
    phones: list[Any]
    coal_used: list[Any]
    choosing: list[Any]
    resume: str
    question: dict[str, Any] | None
    last_answer: dict[str, Any] | None
    questions_left: int
    questions_used: list[Any]
    bonus_face: int | None
    log: list[Any]


View = EcotopiaView


def as_view(view: dict[str, Any]) -> EcotopiaView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(EcotopiaView, view)
