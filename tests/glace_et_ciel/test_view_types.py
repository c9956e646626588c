"""The view's declared shape (engine/glace_et_ciel/view.py) is the shape the engine writes."""

from __future__ import annotations

from typing import get_type_hints

from engine.core.rng import Prng, seed_state
from engine.glace_et_ciel import GAME
from engine.glace_et_ciel.view import CardView, GlaceView


def test_every_key_of_the_view_is_declared_and_no_more() -> None:
    declared = set(get_type_hints(GlaceView))
    for variant in ("standard", "poussin"):
        state = GAME.setup(3, {"variant": variant}, seed=3)
        rng = Prng(seed_state(3))
        while not GAME.is_over(state):
            for seat in (None, 0):
                assert set(GAME.view(state, seat)) == declared
            seat = GAME.current_players(state)[0]
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        view = GAME.view(state, 1)
        assert set(view) == declared
        card = view["board"][0]["cells"][0]["stack"][0]
        assert set(card) == set(get_type_hints(CardView))
