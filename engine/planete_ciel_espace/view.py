"""The shape of what a seat of Planète – Ciel et Espace sees (``view``), as a type.

The engine builds the view as plain JSON; this ``TypedDict`` lists its keys and their value
types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step (every key the engine writes is
declared here, and no more). The game's README describes each key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class PlaneteView(TypedDict):
    game: str
    seat: int | None
    players: int
    lang: str
    phase: str
    round: int
    first: int
    turn: int
    turns: int
    actions_done: int
    layout: list[Any]
    axis: int
    line: list[Any]
    face_up: list[Any]
    reveal: dict[str, Any] | None
    pile_size: int
    set_aside: list[Any]
    stars: list[Any]
    round1_stars: list[Any]
    in_hand: list[Any]
    peek_done: list[Any]
    grid: list[Any]
    rain_lost: list[Any]
    current: dict[str, Any] | None
    read: list[Any]
    to_move: list[Any]
    result: dict[str, Any] | None
    log: list[Any]


View = PlaneteView


def as_view(view: dict[str, Any]) -> PlaneteView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(PlaneteView, view)
