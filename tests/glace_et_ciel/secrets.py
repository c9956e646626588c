"""La Glace et le Ciel's private things, for the conformance suite's secrets check.

A seat's hand is its own (every seat's with open hands; everyone's once the game is over);
a seat's objective is the reverse: seen by every other seat, never by its owner nor on the
table's screen before the end (the booklet: "ne regardez pas votre propre carte objectif").
"""

from __future__ import annotations

from typing import Any

from engine.glace_et_ciel.state import OPEN_HANDS, GlaceState
from tests.support.conformance import Secrets


def _objective(repere: object, biosphere: object) -> str:
    return f"objective:{repere}:{biosphere}"


def private(state: GlaceState, owner: int) -> frozenset[str]:
    objective = state.objectives[owner]
    return frozenset({*(f"hand:{card}" for card in state.hands[owner]),
                      _objective(objective.repere, objective.biosphere)})


def shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    hand = view["hands"][owner] or []
    if view["seat"] == owner and view["hand"]:
        hand = [*hand, *view["hand"]]
    objective = view["objectives"][owner]
    return frozenset({*(f"hand:{card['id']}" for card in hand),
                      *([_objective(objective["repere"], objective["biosphere"])]
                        if objective else [])})


def revealed(state: GlaceState, owner: int, viewer: int | None) -> frozenset[str]:
    hand_open = state.over or state.variant in OPEN_HANDS or viewer == owner
    objective_open = state.over or (viewer is not None and viewer != owner)
    return frozenset(thing for thing in private(state, owner)
                     if (hand_open if thing.startswith("hand:") else objective_open))


SECRETS = Secrets(private, shown, revealed)
