"""Every game's view has a declared shape (``engine/<game>/view.py``: ``View``, a TypedDict),
and the engine writes exactly the keys it declares, in every variant, for every seat and for
the table, from the first move to the end."""

from __future__ import annotations

import importlib
from typing import Any, get_type_hints

import pytest

from engine.core.registry import PACKAGES, engine_ids, get_game
from engine.core.rng import Prng, seed_state

GAMES = [g for g in engine_ids() if g in PACKAGES]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_writes_exactly_the_declared_keys(game_id: str) -> None:
    game = get_game(game_id)
    declared = set(get_type_hints(importlib.import_module(PACKAGES[game_id] + ".view").View))
    for players, options in game.variant_matrix()[::3]:
        state: Any = game.setup(players, options, seed=players)
        rng = Prng(seed_state(players))
        for _ in range(2000):
            for seat in (None, *range(players)):
                assert set(game.view(state, seat)) == declared, (players, options, seat)
            if game.is_over(state):
                break
            mover = game.current_players(state)[0]
            state = game.apply(state, mover, rng.choice(game.legal_actions(state, mover)))
