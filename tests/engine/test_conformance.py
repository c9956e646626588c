"""The conformance suite, for every registered game, every variant and player count."""

from __future__ import annotations

import os
from typing import Any

import pytest

from engine.core.registry import engine_ids, get_game
from tests.support.conformance import check_playout
from tests.support.partygame import GAME as PARTY
from tests.support.tinygame import GAME as TINY

#: random playouts per game and variant (spread over the player counts); CI runs the full count
PLAYOUTS = int(os.environ.get("TERRALUDO_PLAYOUTS", "200"))
#: playouts with every check at every step and every bot level asked, per case
THOROUGH = 2


def _cases() -> list[Any]:
    cases = []
    for game in [TINY, PARTY, *(get_game(g) for g in engine_ids() if g not in (TINY.id, PARTY.id))]:
        for players, options in game.variant_matrix():
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            cases.append(pytest.param(game, players, options, id=f"{game.id}-{players}p-{label}"))
    return cases


@pytest.mark.parametrize(("game", "players", "options"), _cases())
def test_random_playouts(game: Any, players: int, options: dict[str, Any]) -> None:
    counts = game.max_players - game.min_players + 1
    for seed in range(max(THOROUGH + 1, -(-PLAYOUTS // counts))):
        thorough = seed < THOROUGH
        check_playout(game, players, options, seed, deep_every=1 if thorough else 13,
                      check_bots=thorough)
