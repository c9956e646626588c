"""Decoded states keep their game's invariants (issue #22 §4): a save's ``base`` or a
hand-edited save never puts an engine where its rules cannot go. Ecotopia's own cases are in
``tests/ecotopia/test_corners.py``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from engine.core.registry import get_game

BREAKS: list[tuple[str, str, Callable[[Any], Any]]] = [
    ("glace-et-ciel", "generation", lambda s: replace(s, generation=4)),
    ("glace-et-ciel", "cards laid", lambda s: replace(s, placed=-1)),
    ("glace-et-ciel", "two places", lambda s: replace(
        s, hands=(s.hands[0] + s.hands[1][:1], *s.hands[1:]))),
    ("glace-et-ciel", "seat to play", lambda s: replace(s, turn=s.players)),
    ("defis-nature", "round", lambda s: replace(s, round=-1)),
    ("defis-nature", "token", lambda s: replace(s, token_owner=s.token_owner[:-1])),
    ("planete-ciel-espace", "axis", lambda s: replace(s, axis=-1)),
    ("planete-ciel-espace", "stars", lambda s: replace(s, stars=(-1, *s.stars[1:]))),
    ("planete-ciel-espace", "places", lambda s: replace(s, layout=s.layout[:-1])),
]


@pytest.mark.parametrize(("game_id", "reason", "break_it"), BREAKS,
                         ids=[f"{g}-{r}" for g, r, _ in BREAKS])
def test_a_state_breaking_an_invariant_does_not_decode(game_id: str, reason: str,
                                                       break_it: Callable[[Any], Any]) -> None:
    game = get_game(game_id)
    # Défis's tokens exist only with a biodiversity bonus (no longer the default: the book's
    # first game plays without one)
    options = {"bonus": "trio"} if game_id == "defis-nature" else {}
    state = game.setup(2, options, 7)
    assert game.decode_state(game.encode_state(state)) == state
    with pytest.raises(ValueError, match=reason):
        game.decode_state(game.encode_state(break_it(state)))
