"""The shape of what a seat of Défis Nature sees (``view``), as a type.

The engine builds the view as plain JSON; this ``TypedDict`` lists its keys and their value
types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step (every key the engine writes is
declared here, and no more). The game's README describes each key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class DefisView(TypedDict):
    game: str
    seat: int | None
    players: int
    solo: bool
    bonus: str
    deck_mode: str
    round: int
    rounds: int
    phase: str
    battles: list[Any]
    me: dict[str, Any] | None
    seats: list[Any]
    shared_deck_size: int
    tokens: list[Any]
    box_tokens: list[Any]
    history: list[Any]
    to_move: list[Any]
    result: dict[str, Any] | None
    log: list[Any]


View = DefisView


def as_view(view: dict[str, Any]) -> DefisView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(DefisView, view)
