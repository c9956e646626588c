"""Ecotopia's steered playouts for the conformance suite, and the dead ends they must reach.

Random play ends a game after 15 to 25 turns (the discs close fast), too early for most dead
ends the booklet does not foresee. A *thrifty* table slows both discs down — the cheapest lieux
(revealing one when the display has nothing under 3 steps), wrong answers, an empty truck,
recruiting — and plays games of 30 to 50 turns that reach them: the piles shuffled from their
discard, a dry lieu not offered because only dams are left, every specialist recruited, the
simplified game out of constructions and, in its longest games, the question pile used up (51
questions). The suite plays these games with all its checks (README, D-ECO-2/3/6/9). A dry
lieu revealed and sent under the pile needs dams to be the only constructions left anywhere,
discard included, since rules version 2 (D-ECO-18): no playout gets there, a scenario test
does (``test_revealed_dry_lieu_with_only_dams_goes_under_the_pile``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core import Prng
from engine.ecotopia.actions import (
    Answer,
    AskQuestion,
    ChooseApp,
    EndRecharge,
    MoveTruck,
    PickLieu,
    Recruit,
    RevealLieu,
)
from engine.ecotopia.board import square_index
from engine.ecotopia.content import EXTINCTION_RED_STEPS, SPECIALISTS, content_index
from engine.ecotopia.quiz import answer_index
from engine.ecotopia.rules import GAME
from engine.ecotopia.state import EcoState
from tests.support.conformance import PlayoutPlan

#: a thrifty table reveals a lieu rather than pick one costing more red steps than this
REVEAL_ABOVE = 2


def red_cost(state: EcoState, cell: str) -> int:
    """The red steps building on ``cell`` costs: its value, its trees, an extinction."""
    rc = content_index()
    i = square_index(cell)
    cost = rc.value[i] + state.trees[i]
    kind = rc.animal[i]
    if kind and not any(rc.animal[j] == kind and not state.built[j] and j != i
                        for j in range(len(rc.cells))):
        cost += EXTINCTION_RED_STEPS
    return cost


def thrifty(state: EcoState, seat: int, legal: list[Any], rng: Prng) -> Any:
    """A table that keeps both discs still as long as the rules let it."""
    if ChooseApp("answer_question") in legal:
        return ChooseApp("answer_question")
    if state.phase == "question":
        right = answer_index(content_index().questions[state.question])
        return next(a for a in legal if isinstance(a, Answer) and a.choice != right)
    if state.phase == "lieu":
        picks = [a for a in legal if isinstance(a, PickLieu)]
        if not picks:
            return legal[-1]
        cheapest = min(picks, key=lambda a: red_cost(state, a.cell))
        if red_cost(state, cheapest.cell) > REVEAL_ABOVE and RevealLieu() in legal:
            return RevealLieu()
        return cheapest
    for wanted in (EndRecharge(), Recruit(), AskQuestion()):
        if wanted in legal:
            return wanted
    empty = [a for a in legal if isinstance(a, MoveTruck) and not a.load
             and not a.to.startswith("centre")]
    return rng.choice(empty or legal)


def observe(state: EcoState) -> Iterable[str]:
    """Dead ends that leave no line in the log."""
    if state.phase == "lieu":
        legal = GAME.legal_actions(state, state.turn)
        if any(PickLieu(cell) not in legal for cell in state.lieu_display):
            yield "only_dams_left"
    if len(state.specialists) == len(SPECIALISTS):
        yield "all_recruited"


#: the simplified game's plan: three seeds, and the two of the first 31 whose games use up the
#: question pile (23 and 30; seed 2's too): each of its games costs ~0.5 s with every check
PLANS = [
    PlayoutPlan(3, {"version": "normal"}, thrifty, range(12), frozenset({
        "eco.log.hydro_under", "eco.log.datacenter_nothing", "eco.log.lieu_reshuffle",
        "eco.log.cons_reshuffle", "only_dams_left", "all_recruited"})),
    PlayoutPlan(3, {"version": "simplified"}, thrifty, (0, 1, 2, 23, 30), frozenset({
        "eco.log.cons_reshuffle", "eco.log.no_build", "eco.log.questions_reshuffle"})),
]
