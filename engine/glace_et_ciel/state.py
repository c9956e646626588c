"""The state of a game of La Glace et le Ciel (frozen dataclasses; their JSON form is the save),
its phases, and the fixed numbers every module reads.

The board is nine stacks of card ids, index ``row * 3 + column`` (rows Air, Terre, Eau;
columns W, N, E), bottom → top. Everything here is plain data: the transitions are in
``rules.py``, what a seat may see of this state in ``view.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core.game import Event

from .content import LINES

Variant = Literal["standard", "expert", "jeunes", "poussin"]
VARIANTS: tuple[Variant, ...] = ("standard", "expert", "jeunes", "poussin")
#: variants where the Génération cards lie face up in front of their owners
OPEN_HANDS: tuple[Variant, ...] = ("jeunes", "poussin")
#: the Glace cards, turned one per visible molecule: 3 → 2 → 1 → 0 (melted, the game is lost)
GLACE_VALUES = (3, 2, 1, 0)

#: ``placing``: the seat in ``turn`` lays a card (generations end on their own after the
#: 12th card); ``over``: the game has ended (the three generations played, or the ice melted)
Phase = Literal["placing", "over"]


@dataclass(frozen=True)
class Objective:
    repere: str  # one of LINES
    biosphere: int

    def achieved(self, sums: tuple[int, ...]) -> bool:
        return sums[LINES.index(self.repere)] == self.biosphere


@dataclass(frozen=True)
class Recap:
    """What happened at the end of one generation."""

    generation: int
    objectives: tuple[Objective, ...]
    achieved: tuple[bool, ...]
    co2_visible: int
    ch4_visible: int
    glace_flips: int
    glace_after: int
    ciel: int


@dataclass(frozen=True)
class GlaceState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    variant: str
    generation: int  # 1, 2 or 3
    first_player: int  # holder of the first-player card this generation
    turn: int  # the seat to play
    placed: int  # cards laid this generation
    board: tuple[tuple[str, ...], ...]  # 9 stacks, index row * 3 + column, bottom → top
    hands: tuple[tuple[str, ...], ...]
    objectives: tuple[Objective, ...]
    #: line sums at the start of the generation and after each placement since
    sums_history: tuple[tuple[int, ...], ...]
    #: for the same moments, whether each seat's objective was achieved (what was announced)
    status_history: tuple[tuple[bool, ...], ...]
    glace_flips: int  # Glace cards turned so far (3 → 2 → 1 → 0)
    recaps: tuple[Recap, ...]
    over: bool = False


def phase_of(state: GlaceState) -> Phase:
    return "over" if state.over else "placing"


__all__ = ["GLACE_VALUES", "OPEN_HANDS", "VARIANTS", "GlaceState", "Objective", "Phase", "Recap",
           "Variant", "phase_of"]
