"""Bots: legal, view-only, playing a sensible round, and clearly stronger than random.

The full measurement (2000 games per pairing) is in the package README; here a small seeded
match keeps the test quick while still failing if a level stops beating random."""

from __future__ import annotations

import pytest

from engine.core.match import SeatSpec
from engine.core.rng import Prng, seed_state
from engine.core.simulate import simulate
from engine.defis_nature.rules import DefisNatureGame, Done, Place, PlacePower
from tests.defis_nature.helpers import rules_catalogue

GAME = DefisNatureGame(rules_catalogue())


def test_levels_weakest_first() -> None:
    assert GAME.all_bot_levels() == ("random", "beginner", "medium", "strong")


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
def test_bot_plays_a_whole_round_from_its_view(level: str) -> None:
    bot = GAME.make_bot(level)
    state = GAME.setup(2, {}, 21)
    rng = Prng(seed_state(1))
    actions = []
    while 0 in GAME.current_players(state):
        legal = GAME.legal_actions(state, 0)
        action = bot.choose(GAME.view(state, 0), legal, rng)
        assert action in legal
        actions.append(action)
        state = GAME.apply(state, 0, action)
    assert sum(isinstance(a, Place) for a in actions) == 4
    assert isinstance(actions[-1], Done)
    if level == "beginner":
        assert not any(isinstance(a, PlacePower) for a in actions), "beginners keep their powers"


def test_strong_bot_uses_a_swap_on_a_hopeless_red_card() -> None:
    """A red card that can hardly win anywhere, and a swap card in hand: worth playing."""
    cat = GAME.catalogue
    state = GAME.setup(2, {"bonus": "none"}, 22)
    view = GAME.view(state, 0)
    reds = [c for c in cat.all_card_ids() if cat.species[c].colour == "red"]
    smallest = min(reds, key=lambda c: sum(cat.species[c].figures))
    view["me"]["hand"] = [smallest, *view["me"]["hand"][1:]]
    view["me"]["power_hand"] = ["action-swap"]
    bot = GAME.make_bot("strong")
    layout, powers = bot.plan(view)  # type: ignore[attr-defined]
    battle = next(b for b, c in layout.items() if c == smallest)
    assert powers == {battle: "action-swap"}


def _win_rate(level: str, games: int) -> float:
    wins = 0.0
    for order in ((level, "random"), ("random", level)):
        seats = [SeatSpec("bot", level=lv) for lv in order]
        result = simulate(GAME, seats, games, 7)
        wins += result["per_seat"][order.index(level)]["win_rate"]
    return wins / 2


def test_beginner_beats_random() -> None:
    assert _win_rate("beginner", 40) >= 0.6


def test_strong_beats_random() -> None:
    assert _win_rate("strong", 25) >= 0.8
