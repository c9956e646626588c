"""The shape of what a seat of La Glace et le Ciel sees (``GlaceEtCiel.view``), as types.

The engine builds the view as plain JSON; these ``TypedDict`` say what it holds so that the
table (``web/games/glace_et_ciel``) reads it with checked keys (``as_view``), and a test keeps
the two in step (every key the engine writes is declared here, and no more).
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, cast

Element = Literal["air", "terre", "eau"]
Column = Literal["W", "N", "E"]


class CardView(TypedDict):
    id: str
    element: Element
    value: int
    generation: int  # 0: a "Début de partie" card
    co2: int
    ch4: int


class CellView(TypedDict):
    column: Column
    stack: list[CardView]  # bottom → top


class RowView(TypedDict):
    row: Element
    cells: list[CellView]


class ObjectiveView(TypedDict):
    repere: str
    biosphere: int


class AnnouncementView(TypedDict):
    kind: Literal["achieved", "lost", "already"]
    key: str
    seat: int


class GlaceMeter(TypedDict):
    values: list[int]
    flips: int
    value: int


class ResultView(TypedDict):
    score: int
    won: bool
    result_key: str
    scale_id: str
    scale_row: int | None


class ScaleRow(TypedDict):
    result_key: str
    min: int
    max: int


class GlaceView(TypedDict):
    game: str
    variant: Literal["standard", "expert", "jeunes", "poussin"]
    open_hands: bool
    players: int
    seat: int | None
    epoch: int
    generation: int
    first_player: int
    turn: int | None
    turn_order: list[int]
    placed_this_generation: int
    cards_per_generation: int
    board: list[RowView]
    sums: dict[str, int]
    hand: list[CardView] | None
    hands: list[list[CardView] | None]
    hand_sizes: list[int]
    objectives: list[ObjectiveView | None]  # None: hidden from this seat (its own)
    announced_achieved: list[bool]
    announcements: list[AnnouncementView]
    closing_announcements: list[AnnouncementView]
    sums_history: list[list[int]]
    status_history: list[list[bool]]
    glace: GlaceMeter | None  # None in Poussin
    ciel: list[int]
    recaps: list[dict[str, Any]]
    over: bool
    result: ResultView | None
    scale_id: str
    scale: list[ScaleRow]
    log: list[dict[str, Any]]


View = GlaceView


def as_view(view: dict[str, Any]) -> GlaceView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(GlaceView, view)
