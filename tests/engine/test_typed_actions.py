"""Issue #22 §3: Python callers are held to the types a save may hold.

``True == 1 == 1.0``, so legality by ``==`` alone let ``Answer(True)`` or ``Swap(True, 2)``
through and left a state that no longer decodes; ``Swap(0, 1.0)`` raised ``TypeError``. Each
is refused with the engine's ``MalformedAction`` and the state is left as it was. (Every
game's legal actions get the same check in the conformance suite, ``mistyped_twins``.)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import MalformedAction, Prng, seed_state
from engine.core.registry import get_game
from engine.ecotopia.actions import Answer
from engine.planete_ciel_espace.actions import Flip, Pivot, Swap


def state_offering(game_id: str, wanted: Any) -> tuple[Any, int]:
    """A state of a random game where ``wanted`` is legal for the seat to move."""
    game = get_game(game_id)
    for seed in range(200):
        rng = Prng(seed_state(seed))
        state = game.setup(game.min_players, {}, seed)
        while not game.is_over(state):
            seat = game.current_players(state)[0]
            legal = game.legal_actions(state, seat)
            if wanted in legal:
                return state, seat
            state = game.apply(state, seat, rng.choice(legal))
    raise AssertionError(f"{wanted} never legal in 200 random games")


EXAMPLES: list[tuple[str, Any, Callable[[], Any]]] = [
    ("ecotopia", Answer(1), lambda: Answer(True)),
    ("ecotopia", Answer(0), lambda: Answer(0.0)),  # type: ignore[arg-type]
    ("planete-ciel-espace", Swap(1, 2), lambda: Swap(True, 2)),  # type: ignore[arg-type]
    ("planete-ciel-espace", Swap(0, 1), lambda: Swap(0, 1.0)),  # type: ignore[arg-type]
    ("planete-ciel-espace", Pivot(1), lambda: Pivot(1.0)),  # type: ignore[arg-type]
    ("planete-ciel-espace", Flip(1), lambda: Flip(1.0)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("game_id", "legal", "mistyped"), EXAMPLES,
                         ids=[f"{g}-{m()!r}" for g, _, m in EXAMPLES])
def test_mistyped_twin_of_a_legal_action_is_refused(game_id: str, legal: Any,
                                                     mistyped: Callable[[], Any]) -> None:
    game = get_game(game_id)
    state, seat = state_offering(game_id, legal)
    twin = mistyped()
    assert twin == legal  # what made it slip through membership
    before = json.dumps(game.encode_state(state), sort_keys=True)
    with pytest.raises(MalformedAction):
        game.apply(state, seat, twin)
    assert json.dumps(game.encode_state(state), sort_keys=True) == before
    after = game.apply(state, seat, legal)  # the well-typed action is accepted
    assert game.decode_state(json.loads(json.dumps(game.encode_state(after)))) == after
