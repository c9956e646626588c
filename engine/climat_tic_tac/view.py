"""The shape of what a seat of Climat Tic Tac sees (``view``), as a type.

The engine builds the view as plain JSON; this ``TypedDict`` lists its keys and their value
types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step (every key the engine writes is
declared here, and no more). The game's README describes each key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class ClimatView(TypedDict):
    game: str
    seat: int | None
    players: int
    mode: str
    difficulty: str
    cooperation: bool
    scenario: str
    epoch: int
    round: int
    rounds: int
    turn_order: list[Any]
    turn_index: int
    active: int | None
    to_move: list[Any]
    phase: str
    ppm: int
    ppm_per_unit: int
    threshold_ppm: int
    loss_ppm: int
    max_lost: int
    seuil_added: bool
    cloud: int
    tokens: dict[str, Any]
    emissions: list[Any]
    cities: list[Any]
    lost: list[Any]
    supply: dict[str, Any]
    hands: list[Any]
    hand: list[Any] | None
    hand_sizes: list[Any]
    coop_tokens: list[Any]
    played: str | None
    slot: str | None
    aleas_card: str | None
    task: dict[str, Any] | None
    queue: list[Any]
    after: str
    challenge: dict[str, Any] | None
    swap: dict[str, Any] | None
    action_pile: int
    action_discard: list[Any]
    aleas_pile: int
    aleas_discard: list[Any]
    aleas_boxed: list[Any]
    defi_pile: int
    defi_next_back: str
    defi_discard: list[Any]
    odds: dict[str, Any]
    roles: list[Any]
    recaps: list[Any]
    over: bool
    result: dict[str, Any] | None
    log: list[Any]


View = ClimatView


def as_view(view: dict[str, Any]) -> ClimatView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(ClimatView, view)
